/**
 * The calls of the upload elements besides the upload itself (spec 3 §7 Files): the preview of a file
 * (an HTML answer, private or public by the power flag) and its download address. The phone-scan calls
 * are in scan-upload/api.ts (they load with the QR code).
 */
import { endpoint, queryParam } from '../../kit/data/endpoint';

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
