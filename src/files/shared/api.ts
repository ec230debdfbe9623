/**
 * The calls of the upload elements besides the upload itself (spec 3 §7 Files): the preview of a file
 * (an HTML answer, private or public by the power flag), its download address, and the phone-scan QR
 * code and its state on the static file host.
 */
import type { UploadedFile } from '../../kit/upload';
import { endpoint, queryParam } from '../../kit/data/endpoint';
import { codeGenOf, codeStateOf, stateValue } from '../../kit/scan/api';

const ATTACHMENT_ID = queryParam('attachment_id', 'number', 'the file (attachment_id of the uploaded file)');

/** GET /base/file/preview (power) or /base/file/public/preview: data is the file as HTML, shown sanitised. */
export const previewFile = (power: boolean) =>
  endpoint<{ attachment_id: number; model_name?: string }>({
    method: 'GET',
    url: power ? '/base/file/preview' : '/base/file/public/preview',
    params: [ATTACHMENT_ID, { ...queryParam('model_name', 'string', 'the module of the record the file belongs to (the model-name attribute)'), when: 'with model-name' }],
    reads: [{ path: 'data', type: 'string', need: 'fail', description: 'the preview as HTML (sanitised before it is shown)' }],
  });

/** The download link the browser opens: /base/file/down/api?attachment_id=. */
export const DOWNLOAD_PATH = '/base/file/down/api';

/**
 * The download address of a file under the element's base URL, absolute; undefined unless it is http(s)
 * (a base of another scheme is refused: DECISIONS "Data safety").
 */
export function downloadUrl(base: string, attachmentId: number): string | undefined {
  try {
    const url = new URL(`${base}${DOWNLOAD_PATH}`, document.baseURI);
    url.searchParams.set('attachment_id', String(attachmentId));
    return /^https?:$/.test(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The QR code's size in the scan upload (spec 3 §7, §9). */
export const QR_SIZE = 300;

/** POST {static host}/api/files/code/gen: data is the QR image (a data URL or an address). */
export const codeGen = codeGenOf(QR_SIZE, "the phone page's address with the client_id (the scan-page attribute)");

/** GET {static host}/api/files/code/state: 'uploading' while the phone has not finished, else the files. */
export const codeState = codeStateOf('the uploaded files (a JSON array, or its text)');

const isFile = (v: unknown): v is UploadedFile =>
  typeof v === 'object' && v !== null && (typeof (v as UploadedFile).attachment_id === 'number' || typeof (v as UploadedFile).attachment_id === 'string');

/** The files of a code/state answer, or null while the phone is still uploading (any answer without files). */
export function scanFiles(data: unknown): UploadedFile[] | null {
  let value = stateValue(data);
  if (value && typeof value === 'object' && !Array.isArray(value) && 'data' in value) value = (value as { data: unknown }).data;
  if (!Array.isArray(value) || value.length === 0) return null;
  return value.filter(isFile).map((f) => ({ ...f, attachment_id: Number(f.attachment_id) }));
}

/** A file's name as people read it. */
export const nameOf = (f: Pick<UploadedFile, 'name' | 'full_name'>) => f.full_name || f.name || '';
