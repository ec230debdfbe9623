/**
 * Recognition of uploaded files (spec 3 §7: POST /ocr/multiple_invoice, POST /ocr/bank_receipt_public):
 * the files are uploaded first with the upload client (locally or by phone scan, through a nested
 * bo-scan-upload), then their attachments are sent as `files`; the answer has one entry per file with
 * what was recognised in it (`res`) or why not (`err`). Declared once here for both entries.
 */
import { bodyParam as body, endpoint, type Endpoint } from '../../kit/data/endpoint';
import { DATA_ARRAY } from '../../kit/data/source';
import type { UploadedFile } from '../../kit/upload';

/** One file's answer: what it is, the log of its recognition, the error (when it failed), the records. */
export interface RecognitionResult<R> {
  file?: string | UploadedFile;
  log_id?: number | string;
  err?: string;
  res?: R[];
}

export type RecognitionEndpoint = Endpoint<object, { files: UploadedFile[] }>;

/** POST {url} {files}: data [{file, log_id, err, res[]}]. */
export const recognitionEndpoint = (url: string, what: string): RecognitionEndpoint =>
  endpoint<object, { files: UploadedFile[] }>({
    method: 'POST',
    url,
    params: [body('files', 'UploadedFile[]', 'the uploaded files to recognise (attachments of /api/files/create)')],
    reads: [
      { ...DATA_ARRAY, description: 'one entry per file' },
      { path: 'data[].err', type: 'string', description: "why the file was not recognised (shown as an error message)" },
      { path: 'data[].res', type: 'object[]', description: `the ${what} recognised in the file` },
      { path: 'data[].log_id', type: 'id', description: 'the recognition log (kept on each record)' },
    ],
  });

/** A record found in a file, with its file's log_id and the file as its attachment. */
export type Recognised<R> = R & { log_id?: number | string; files: UploadedFile[] };

/** What a recognition gives: the records of every file (each with its file's log_id and attachment), and
 * the errors of the files that failed, in file order. */
export function collectRecognised<R extends object>(
  results: RecognitionResult<R>[] | null | undefined,
  files: UploadedFile[],
): { records: Recognised<R>[]; errors: string[] } {
  const records: Recognised<R>[] = [];
  const errors: string[] = [];
  (results ?? []).forEach((result, i) => {
    if (result.err) errors.push(result.err);
    const file = files[i];
    for (const r of result.res ?? []) records.push({ ...r, log_id: result.log_id, files: file ? [file] : [] });
  });
  return { records, errors };
}
