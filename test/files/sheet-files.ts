/** Real spreadsheets and zips for the import dialog's tests, written with SheetJS as a user's file would be. */
import { deepQuery, waitFor } from '../helpers';

/** An .xlsx of a header row and `rows` data rows (first sheet; `sheets` adds named sheets of n rows after it). */
export async function sheetFile(rows: number, name = 'data.xlsx', sheets: Record<string, number> = {}): Promise<File> {
  const XLSX = await import('@e965/xlsx');
  const book = XLSX.utils.book_new();
  const table = (n: number) => [['编号', '名称', '数量'], ...Array.from({ length: n }, (_, i) => [`N${i + 1}`, `物料${i + 1}`, i % 50])];
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(table(rows)), 'Sheet1');
  for (const [sheet, n] of Object.entries(sheets)) XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(table(n)), sheet);
  const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
  return new File([bytes], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

/** A real zip (one text file in it) under a name, as a user's archive of photos would be. */
export async function zipFile(name: string): Promise<File> {
  const { default: PizZip } = await import('pizzip');
  const zip = new PizZip();
  zip.file('说明.txt', '照片与清单');
  return new File([zip.generate({ type: 'uint8array' }) as Uint8Array<ArrayBuffer>], name, { type: 'application/zip' });
}

/** A file of `size` bytes (zeros) under a name: refused by its size or its name before its bytes are read. */
export const blobFile = (name: string, size: number, type = 'application/octet-stream') => new File([new Uint8Array(size)], name, { type });

/** Chooses a file in the element's file input, as the browser does after the file dialog. */
export async function chooseFile(el: Element, file: File) {
  const input = await waitFor(() => deepQuery<HTMLInputElement>(el.shadowRoot!, 'input[type="file"]'), 'the file input');
  const list = new DataTransfer();
  list.items.add(file);
  input.files = list.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}
