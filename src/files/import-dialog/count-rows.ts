/**
 * Counts the data rows of a spreadsheet in the browser (spec 3 §5 Import: at most 10,000 rows per fill)
 * with SheetJS CE (@e965/xlsx, docs/dependencies.md), loaded on first use in its own chunk so that the
 * element's own chunk stays small. The sheet is the one named, else the first; the rows counted are
 * the non-blank rows after the header.
 */
import { dataRows } from './import.logic';

export type RowCount = { ok: true; rows: number; sheet: string } | { ok: false; reason: 'unreadable' | 'no-sheet'; sheet?: string };

export async function countRows(file: Blob, sheet?: string): Promise<RowCount> {
  const XLSX = await import('@e965/xlsx');
  let book: import('@e965/xlsx').WorkBook;
  try {
    book = XLSX.read(await file.arrayBuffer(), { type: 'array', dense: true, cellFormula: false, cellHTML: false, cellText: false });
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  const name = sheet ? book.SheetNames.find((n) => n === sheet) : book.SheetNames[0];
  const ws = name === undefined ? undefined : book.Sheets[name];
  if (name === undefined || !ws) return { ok: false, reason: 'no-sheet', sheet };
  const rows = XLSX.utils.sheet_to_json<unknown[]>(ws, { header: 1, blankrows: false, raw: true });
  return { ok: true, rows: dataRows(rows.length), sheet: name };
}
