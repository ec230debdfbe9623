/**
 * The backend contract of the import dialog: nothing when it opens; the upload of the file chosen (a
 * spreadsheet through the upload client, or a zip and then its state every 2 s); the write of step 2 at
 * the page's `import-url` unless the page writes itself (bo-import).
 */
import type { CallSpec } from '../../core/http';
import { bodyParam as body, endpointCall } from '../../kit/data/endpoint';
import { uploadCall } from '../../kit/upload';
import { BATCH_UPLOAD, SHEET_TARGET, ZIP_READS, batchUploadState, type WriteMethod } from './api';
import type { ImportMode } from './import.logic';

interface Values {
  mode: ImportMode;
  importUrl?: string;
  importMethod: WriteMethod;
}

const sheetUpload = uploadCall(SHEET_TARGET, 'when the user chooses or drops an xls/xlsx of at most 5M and at most 10,000 data rows (counted in the browser first)');
// the zip: the same multipart file and is_public, whole (no chunk fields), to batch_upload
const zipUpload: CallSpec = {
  ...uploadCall(SHEET_TARGET, 'when the user chooses or drops a .zip: the whole file'),
  path: BATCH_UPLOAD,
  params: sheetUpload.params.filter((p) => !p.when),
  reads: ZIP_READS,
};

export function importDialogCalls({ mode, importUrl, importMethod }: Values): CallSpec[] {
  const upload = mode === 'zip' ? [zipUpload, endpointCall(batchUploadState, 'after the zip is uploaded, every poll-interval ms (2 s) until is_complete is non-zero')] : [sheetUpload];
  const url = importUrl?.trim();
  if (!url) return upload;
  const write: CallSpec = {
    method: importMethod,
    path: url,
    when: 'on 下一步 (step 2), unless the page cancels bo-import and writes itself; its keys of the params attribute are sent too',
    params: [
      body('attachment_id', 'number', 'the uploaded file (for a zip: its attachment, else its batch id)'),
      ...(mode === 'zip'
        ? [body('id', 'number', 'the batch of the zip (batch_upload)'), body('attachment_info', 'unknown', 'the unpacked files, as batch_upload_state answered them')]
        : []),
    ],
    reads: [],
  };
  return [...upload, write];
}
