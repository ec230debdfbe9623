/**
 * The invoice edit form's rules as data (spec 3 §3 Invoice item / Invoice form field, §5 Invoice form): the
 * form's values read from an invoice (amounts normalised to two decimals, the rate without its percent
 * sign), the kind's dynamic fields and the values kept when the kind changes, the live tax and totals in
 * fen, and the payload of PUT /ocr/edit_item. Pure: no React.
 */
import { formatFen, hasRate, normaliseYuan, rateForEditing, sumFen, taxOf, toFen } from '../../../kit/money';
import type { UploadedFile } from '../../../kit/upload';
import type { Commodity, InvoiceFormField, InvoiceItem, TableCell } from '../types';

/** The kind shown when the invoice names none (spec 3 §4). */
export const DEFAULT_KIND = 'vat_invoice';
/** The kind whose transaction details are required (spec 3 §5). */
export const DETAILS_REQUIRED_KIND = 'vat_invoice';
/** The kind with an itinerary type (1 paper, 2 electronic) whose change recalculates the tax. */
export const ITINERARY_KIND = 'air_ticket';
/** Text limits of spec 3 §5 / §9. */
export const TEXT_LIMIT = 64;
export const PASSWORD_LIMIT = 128;

/** The entity's own fields, always in the form; a kind's form_field with one of these names is not shown twice. */
export const FIXED_FIELDS = [
  'invoice_date', 'invoice_code', 'invoice_num', 'purchaser_name', 'purchaser_register_num', 'seller_name', 'seller_register_num',
  'place_start', 'place_end', 'jishuan_type', 'not_amount', 'total_amount', 'tax_rate', 'tax', 'amount_in_figuers', 'total_amount1',
] as const;
export type FixedField = (typeof FIXED_FIELDS)[number];
const FIXED = new Set<string>(FIXED_FIELDS);

/** The commodity columns every kind has (spec 3 §3). */
export const COMMODITY_COLUMNS = ['CommodityName', 'CommodityType', 'CommodityNum', 'CommodityUnit'] as const;

/** What the form holds: every text as text (amounts: yuan with two decimals), the kind's fields by name. */
export interface InvoiceValues {
  type: string;
  department_id: number | string | null;
  department_name: string;
  invoice_date: string | null;
  invoice_code: string;
  invoice_num: string;
  purchaser_name: string;
  purchaser_register_num: string;
  seller_name: string;
  seller_register_num: string;
  /** the kind's fields (form_field) by field_name */
  dyn: Record<string, string>;
  place_start: string;
  place_end: string;
  jishuan_type: 1 | 2 | null;
  not_amount: string;
  total_amount: string;
  /** as edited: "13" for 13%, a word (免税) as it is */
  tax_rate: string;
  tax: string;
  amount_in_figuers: string;
  total_amount1: string;
  files: UploadedFile[];
  handled_staff_id: number | string | null;
  handled_by: string;
  handled_staff_num: string;
  handled_mobile: string;
  handled_at: string | null;
}

/** A field's limit: 128 when its name says password, else 64. */
export const textLimit = (fieldName: string) => (/password/i.test(fieldName) ? PASSWORD_LIMIT : TEXT_LIMIT);

/** Whether a form field must be filled (is_must 1 or true). */
export const isMust = (f: InvoiceFormField) => f.is_must === 1 || f.is_must === true;

/** Which message a required field says: 请选择{title} for selects and dates, 请输入{title} for the others. */
export const requiredKind = (f: InvoiceFormField): 'select' | 'input' => (f.input_style === 'select' || f.input_style === 'datetime' ? 'select' : 'input');

/** The kind's fields the form shows in 基本信息 (those of the entity's own fields are shown once, fixed). */
export const dynamicFields = (fields: readonly InvoiceFormField[]) => fields.filter((f) => !FIXED.has(f.field_name));

/** The field definitions of a form_field answer (a list; anything in it without a field_name is left out). */
export const readDefinitions = (data: unknown): InvoiceFormField[] =>
  Array.isArray(data) ? data.filter((f): f is InvoiceFormField => !!f && typeof f === 'object' && typeof (f as InvoiceFormField).field_name === 'string') : [];

const plain = (value: unknown): string => (value === null || value === undefined || typeof value === 'object' ? '' : String(value));

/** An amount as the form shows it: two decimals, half up (1.005 → 1.01); text that is no number stays. */
export const amountText = (value: unknown): string => {
  const text = plain(value);
  return normaliseYuan(text) ?? text;
};

/** A rate as edited: the percent sign gone (13% → 13); a word such as 免税 stays (no rate: the tax is typed). */
export const rateText = (rate: unknown): string => (hasRate(plain(rate)) ? rateForEditing(plain(rate)) : plain(rate).trim());

/** The rate written back: with its percent sign, unless the invoice wrote its rate as a bare number. */
export function rateOut(edited: string, original: unknown): string {
  if (!hasRate(edited)) return edited.trim();
  const bare = hasRate(plain(original)) && !/[%％]\s*$/.test(plain(original).trim());
  return bare ? edited.trim() : `${edited.trim()}%`;
}

/** The values of the kind's fields: what the invoice holds for each name, else the definition's value;
 * `kept` (the values before a change of kind) win for the names that still exist. */
export function dynValues(defs: readonly InvoiceFormField[], invoiceFields: readonly InvoiceFormField[] | undefined, kept?: Record<string, string>): Record<string, string> {
  const held = new Map((invoiceFields ?? []).map((f) => [f.field_name, plain(f.field_value)]));
  const out: Record<string, string> = {};
  for (const f of dynamicFields(defs)) {
    const name = f.field_name;
    const value = kept && name in kept ? kept[name]! : (held.get(name) ?? plain(f.field_value));
    out[name] = f.input_style === 'number' ? amountText(value) : value;
  }
  return out;
}

export interface Summary {
  /** the tax when a rate computes it ('' without a rate or an amount); null: typed by the user */
  tax: string | null;
  amount_in_figuers: string;
  total_amount1: string;
}


const fenOf = (text: string): number | null => (text.trim() === '' ? null : toFen(text));

/** The computed part of the summary, in fen: tax = total × rate / 100 when a rate exists; 价税合计 = total +
 * tax; 总金额 = not-deductible + total + tax. A sum shows only when each of its parts is a number. */
export function summarise(v: Pick<InvoiceValues, 'not_amount' | 'total_amount' | 'tax_rate' | 'tax'>): Summary {
  const total = fenOf(v.total_amount);
  const computed = hasRate(v.tax_rate) ? (total === null ? '' : formatFen(taxOf(total, v.tax_rate)!)) : null;
  const tax = fenOf(computed ?? v.tax);
  const notAmount = fenOf(v.not_amount);
  const figures = total !== null && tax !== null ? sumFen(total, tax) : null;
  const all = figures !== null && notAmount !== null ? sumFen(notAmount, figures) : null;
  return {
    tax: computed,
    amount_in_figuers: figures === null ? '' : formatFen(figures),
    total_amount1: all === null ? '' : formatFen(all),
  };
}

/** Rows of the commodity table: the invoice's commodity lines, with the cells of the kind's table
 * columns ({row, word}, rows counted from 1) put into the line of their row. */
export function commodityRows(invoice: InvoiceItem, tables: readonly InvoiceFormField[]): Commodity[] {
  const rows = (invoice.commodity ?? []).map((c) => ({ ...c }));
  for (const column of tables) {
    const cells = Array.isArray(column.field_value) ? (column.field_value as TableCell[]) : [];
    for (const cell of cells) {
      const at = Number(cell.row) - 1;
      if (!Number.isInteger(at) || at < 0) continue;
      while (rows.length <= at) rows.push({});
      rows[at]![column.field_name] = plain(cell.word);
    }
  }
  return rows;
}

/** An empty commodity line with the kind's table columns. */
export const blankCommodity = (tables: readonly InvoiceFormField[]): Commodity =>
  Object.fromEntries([...COMMODITY_COLUMNS, ...tables.map((t) => t.field_name)].map((k) => [k, '']));

/** The form's values of an invoice: amounts normalised, the rate as edited, the totals computed, the
 * handling date `today` (YYYY-MM-DD) when it has none (the handler comes with the login info). */
export function valuesOf(invoice: InvoiceItem, today: string): InvoiceValues {
  const amounts = {
    not_amount: amountText(invoice.not_amount),
    total_amount: amountText(invoice.total_amount),
    tax_rate: rateText(invoice.tax_rate),
    tax: amountText(invoice.tax),
  };
  const s = summarise(amounts);
  return {
    type: plain(invoice.type) || DEFAULT_KIND,
    department_id: invoice.department_id ?? null,
    department_name: plain(invoice.department_name),
    invoice_date: plain(invoice.invoice_date) || null,
    invoice_code: plain(invoice.invoice_code),
    invoice_num: plain(invoice.invoice_num),
    purchaser_name: plain(invoice.purchaser_name),
    purchaser_register_num: plain(invoice.purchaser_register_num),
    seller_name: plain(invoice.seller_name),
    seller_register_num: plain(invoice.seller_register_num),
    dyn: {},
    place_start: plain(invoice.place_start),
    place_end: plain(invoice.place_end),
    jishuan_type: invoice.jishuan_type === 1 || invoice.jishuan_type === 2 ? invoice.jishuan_type : null,
    ...amounts,
    tax: s.tax ?? amounts.tax,
    amount_in_figuers: s.amount_in_figuers,
    total_amount1: s.total_amount1,
    files: Array.isArray(invoice.files) ? invoice.files : [],
    handled_staff_id: invoice.handled_staff_id ?? null,
    handled_by: plain(invoice.handled_by),
    handled_staff_num: plain(invoice.handled_staff_num),
    handled_mobile: plain(invoice.handled_mobile),
    handled_at: plain(invoice.handled_at) || today,
  };
}

/** The values a recalculation (POST /ocr/invoice/tax) gives: its rate, tax and amounts, normalised. */
export function recalculated(answer: Partial<InvoiceItem>): Partial<Pick<InvoiceValues, 'tax_rate' | 'tax' | 'total_amount' | 'not_amount'>> {
  const out: Partial<Pick<InvoiceValues, 'tax_rate' | 'tax' | 'total_amount' | 'not_amount'>> = {};
  if (answer.tax_rate !== undefined && answer.tax_rate !== null) out.tax_rate = rateText(answer.tax_rate);
  for (const key of ['tax', 'total_amount', 'not_amount'] as const) {
    const value = answer[key];
    if (value !== undefined && value !== null && normaliseYuan(plain(value))) out[key] = normaliseYuan(plain(value))!;
  }
  return out;
}

export interface PayloadInput {
  invoice: InvoiceItem;
  values: InvoiceValues;
  /** the kind's field and table-column definitions */
  fields: readonly InvoiceFormField[];
  tables: readonly InvoiceFormField[];
  commodity: readonly Commodity[];
}

/** The invoice as PUT /ocr/edit_item (and POST /ocr/invoice/tax) take it: every amount as text with two
 * decimals, the rate back with its percent sign, the kind's fields with their values, the detail lines
 * (table columns also as {row, word} cells), the files and the handler. */
export function invoicePayload({ invoice, values: v, fields, tables, commodity }: PayloadInput): InvoiceItem {
  const s = summarise(v);
  const amount = (text: string) => normaliseYuan(text) ?? text;
  const fixed: Record<FixedField, unknown> = {
    invoice_date: v.invoice_date ?? '',
    invoice_code: v.invoice_code,
    invoice_num: v.invoice_num,
    purchaser_name: v.purchaser_name,
    purchaser_register_num: v.purchaser_register_num,
    seller_name: v.seller_name,
    seller_register_num: v.seller_register_num,
    place_start: v.place_start,
    place_end: v.place_end,
    jishuan_type: v.type === ITINERARY_KIND ? v.jishuan_type : (invoice.jishuan_type ?? null),
    not_amount: amount(v.not_amount),
    total_amount: amount(v.total_amount),
    tax_rate: rateOut(v.tax_rate, invoice.tax_rate),
    tax: amount(s.tax ?? v.tax),
    amount_in_figuers: s.amount_in_figuers,
    total_amount1: s.total_amount1,
  };
  const lines = commodity.map((c) => ({ ...c }));
  return {
    ...invoice,
    type: v.type,
    department_id: v.department_id,
    department_name: v.department_name,
    ...(fixed as Partial<InvoiceItem>),
    commodity: lines,
    files: v.files,
    fields: fields.map((f) => ({ ...f, field_value: FIXED.has(f.field_name) ? plain(fixed[f.field_name as FixedField]) : (v.dyn[f.field_name] ?? '') })),
    tables: tables.map((t) => ({ ...t, field_value: lines.map((line, i) => ({ row: i + 1, word: plain(line[t.field_name]) })) })),
    handled_staff_id: v.handled_staff_id,
    handled_by: v.handled_by,
    handled_staff_num: v.handled_staff_num,
    handled_mobile: v.handled_mobile,
    handled_at: v.handled_at ?? '',
  };
}
