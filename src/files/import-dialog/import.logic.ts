/**
 * The import dialog's rules (spec 3 §4 "Import dialog", §5 Import, §9): which files step 1 takes (xls or
 * xlsx up to 5M, or a zip), at most 10,000 data rows per fill, and the progress of step 2 (+5 every
 * 200 ms up to 95, 100 on finish, the dialog closed 1 s later). Pure.
 */
import '../../core/i18n/areas/files-import';
import type { Message } from '../../core/i18n';

/** What the dialog imports: a spreadsheet, or a zip that the server unpacks. */
export type ImportMode = 'sheet' | 'zip';

/** 5M (spec 3 §5, §9), in bytes. */
export const MAX_SHEET_BYTES = 5 * 1024 * 1024;
/** Data rows (after the header) of one fill. */
export const MAX_ROWS = 10000;
export const PROGRESS_STEP = 5;
export const PROGRESS_TICK_MS = 200;
export const PROGRESS_CAP = 95;
export const CLOSE_DELAY_MS = 1000;
/** The zip's state is asked every 2 s (spec 3 §4, §9). */
export const POLL_INTERVAL_MS = 2000;

const SHEET_TYPES = ['xls', 'xlsx'];

export const extensionOf = (name: string) => /\.([^./\\]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** The first bytes of a file that say what it is, whatever its name: a zip (xlsx is one) begins with
 * a local file header `PK\x03\x04`, an xls with the OLE compound file's `D0 CF 11 E0 A1 B1 1A E1`. */
export const SIGNATURE_BYTES = 8;
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const startsWith = (head: Uint8Array, sig: number[]) => sig.every((b, i) => head[i] === b);

/** Why a chosen file is refused before anything is read or sent, or null: its name, its size, and its
 * first bytes (`head`, SIGNATURE_BYTES of them) when they have been read. An empty file, or one whose
 * bytes are not a spreadsheet (a PDF, text, random bytes named .xlsx) or not a zip, is refused. */
export function refusalOf(mode: ImportMode, file: { name: string; size: number }, head?: Uint8Array): Message | null {
  const ext = extensionOf(file.name);
  const wrongType: Message = mode === 'zip' ? { key: 'upload.zipOnly' } : { key: 'importDialog.sheetOnly' };
  if (mode === 'zip' ? ext !== 'zip' : !SHEET_TYPES.includes(ext)) return wrongType;
  if (file.size === 0) return { key: 'importDialog.emptyFile' };
  if (mode === 'sheet' && file.size > MAX_SHEET_BYTES) return { key: 'importDialog.tooLarge', params: { size: sizeText(file.size), max: sizeText(MAX_SHEET_BYTES) } };
  if (!head) return null;
  // an xls may be an xlsx named the old way: either kind of spreadsheet is taken under either name
  const kinds = mode === 'zip' ? [ZIP] : [ZIP, OLE];
  return kinds.some((sig) => startsWith(head, sig)) ? null : wrongType;
}

/** The first bytes of a file, for refusalOf. */
export const headOf = async (file: Blob) => new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());

/** 1.5M, 300K, 12B: the sizes as the spec writes its limit (5M). */
export function sizeText(bytes: number): string {
  const units: [number, string][] = [
    [1024 * 1024, 'M'],
    [1024, 'K'],
  ];
  for (const [unit, suffix] of units) if (bytes >= unit) return `${Math.round((bytes / unit) * 10) / 10}${suffix}`;
  return `${bytes}B`;
}

/** The data rows of a sheet read as rows of cells: every row after the header that has a value. */
export const dataRows = (rowCount: number) => Math.max(0, rowCount - 1);

/** The next step of the writing progress: +5, never beyond 95 until the write finishes. */
export const nextProgress = (p: number) => Math.min(PROGRESS_CAP, p + PROGRESS_STEP);

/** The extra params of the write (an object: its keys beside attachment_id; attachment_id cannot be replaced). */
export function writePayload(attachmentId: number, params: Record<string, unknown>, zip?: { id: number; attachment_info: unknown }) {
  return { ...params, attachment_id: attachmentId, ...(zip ? { id: zip.id, attachment_info: zip.attachment_info } : {}) };
}
