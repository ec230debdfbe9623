/**
 * The rules of the invoice entry's list (spec 3 §2.4, §4 Invoice screen, §5 Invoice form): rows keyed
 * apart from the invoices (a recognised invoice has no id yet),
 * a batch patch (patches.ts) written into the checked rows only, a row
 * replaced by its saved edit or removed, and the attachments' cell (an amount's cell is the kit's amountCell).
 */
import type { UploadedFile } from '../../kit/upload';
import type { InvoiceItem } from './types';

/** A line of the list: its key (the selection's id) and its invoice. */
export interface InvoiceRow {
  key: string;
  invoice: InvoiceItem;
}

let seq = 0;
/** A key no other row of the page has. */
export const newKey = (): string => `row-${++seq}`;

/** Rows for these invoices, each with a new key. */
export const toRows = (invoices: readonly InvoiceItem[], key: () => string = newKey): InvoiceRow[] =>
  invoices.map((invoice) => ({ key: key(), invoice }));

/** The invoices of the rows, in order (bo-change's records, the form's value). */
export const recordsOf = (rows: readonly InvoiceRow[]): InvoiceItem[] => rows.map((r) => r.invoice);

/** The list a `value` gives: a list, or one invoice (as mode 2 takes it); anything else is no invoice. */
export const invoicesOf = (value: unknown): InvoiceItem[] => {
  if (Array.isArray(value)) return value.filter((x): x is InvoiceItem => typeof x === 'object' && x !== null);
  return typeof value === 'object' && value !== null ? [value as InvoiceItem] : [];
};

/** The invoice a `value` gives in mode 2: the object, or the first of a list. */
export const invoiceOf = (value: unknown): InvoiceItem => invoicesOf(value)[0] ?? {};

/** The patch written into the rows whose keys are checked; the others stay as they are (the same objects). */
export function patchRows(rows: readonly InvoiceRow[], checked: readonly (string | number)[], patch: Partial<InvoiceItem>): InvoiceRow[] {
  const keys = new Set(checked.map(String));
  return rows.map((r) => (keys.has(r.key) ? { ...r, invoice: { ...r.invoice, ...patch } } : r));
}

/** The row of `key` holding `invoice` (its saved edit). */
export const replaceRow = (rows: readonly InvoiceRow[], key: string, invoice: InvoiceItem): InvoiceRow[] =>
  rows.map((r) => (r.key === key ? { ...r, invoice } : r));

export const removeRow = (rows: readonly InvoiceRow[], key: string): InvoiceRow[] => rows.filter((r) => r.key !== key);

/** The attachments' cell: their names. */
export const fileNames = (files: readonly UploadedFile[] | undefined): string[] =>
  (files ?? []).map((f) => f.name || f.full_name || String(f.attachment_id));
