/**
 * The import dialog's calls (spec 3 §7 Files, §3 "Uploaded file"): the spreadsheet goes through the
 * upload client to /api/files/create; a zip goes whole to POST /api/files/batch_upload (multipart file,
 * is_public 0), which answers the uploaded file with its batch `id`; the batch's state is asked with
 * POST {static host}/api/files/batch_upload_state {id} until `is_complete` is non-zero, and answers the
 * unpacked files' `attachment_info`. The write of step 2 is the page's: `import-url` (and
 * `import-method`) receives {attachment_id, ...params} (docs/decisions/files.md "Import dialog").
 */
import type { Api, ReadSpec } from '../../core/http';
import { bodyParam as body, endpoint } from '../../kit/data/endpoint';
import type { UploadedFile, UploadSend, UploadTarget } from '../../kit/upload';

export type WriteMethod = 'POST' | 'PUT';

/** The spreadsheet's upload: the authenticated file endpoint, /api/files/create. */
export const SHEET_TARGET: UploadTarget = { kind: 'file', publicEndpoint: false };

export const BATCH_UPLOAD = '/api/files/batch_upload';

/** The zip as batch_upload answers it: the uploaded file with its batch id. */
export interface ZipUpload extends Partial<UploadedFile> {
  id: number;
  is_complete?: number;
  attachment_info?: unknown;
}

export interface BatchState {
  is_complete: number;
  attachment_info?: unknown;
}

export const ZIP_READS: ReadSpec[] = [
  { path: 'data.id', type: 'id', need: 'fail', description: "the batch whose state is then asked" },
  { path: 'data.attachment_id', type: 'id', description: "the zip's attachment, sent to the write as attachment_id (else the batch id)" },
];

/** The zip upload on the upload client: one whole multipart request (no chunks), retried like a chunk. */
export const zipSend =
  (api: Api): UploadSend =>
  (request, signal, onProgress) => {
    const form = new FormData();
    form.append('file', request.blob, request.name);
    form.append('is_public', '0');
    return api.call<ZipUpload>({ method: 'POST', url: BATCH_UPLOAD, data: form, signal, onUploadProgress: onProgress, reads: ZIP_READS, quiet: true });
  };

export const batchUploadState = endpoint<object, { id: number }>({
  method: 'POST',
  url: '/api/files/batch_upload_state',
  host: 'static',
  params: [body('id', 'number', 'the batch answered by /api/files/batch_upload')],
  reads: [
    { path: 'data.is_complete', type: 'number', need: 'fail', description: 'non-zero once the zip is unpacked: 下一步 is enabled' },
    { path: 'data.attachment_info', description: 'the unpacked files, given to the write as attachment_info' },
  ],
});

/** The page's write of step 2: its url and method with {attachment_id, ...params}; answers what the server's data is. */
export const writeImport = (api: Api, url: string, method: WriteMethod, payload: Record<string, unknown>, signal?: AbortSignal) =>
  api.call<unknown>({ method, url, data: payload, signal });
