/**
 * The phone-scan calls of the upload elements (spec 3 §7 Files, §9): the QR code and its state on the
 * static file host. Apart from shared/api.ts so that they load with the QR code (QrCode.tsx), not at
 * an upload's first paint.
 */
import type { UploadedFile } from '../../kit/upload';
import { codeGenOf, codeStateOf, stateValue } from '../../kit/scan/api';

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
