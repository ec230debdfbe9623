/**
 * The invoice edit form's calls (spec 3 §7 Invoices): the kinds, a kind's form fields, the tax
 * recalculation of an itinerary and the save. Declared once here; the form sends them and the entry's
 * backend contract lists them (contract.ts).
 */
import { bodyParam as body, endpoint, queryParam as query } from '../../../kit/data/endpoint';
import { DATA_ARRAY } from '../../../kit/data/source';
import type { InvoiceFormField, InvoiceItem } from '../types';

/** A kind of invoice (GET /ocr/invoice/type). */
export interface InvoiceKind {
  key: string;
  name: string;
}

/** GET /ocr/invoice/type: data [{key, name}]. */
export const invoiceKinds = endpoint<object>({
  method: 'GET',
  url: '/ocr/invoice/type',
  params: [],
  reads: [
    { ...DATA_ARRAY, description: 'the kinds of invoice (the 发票类型 select)' },
    { path: 'data[].key', type: 'string', need: 'report', description: 'the kind (type of the invoice, the form_field query)' },
    { path: 'data[].name', type: 'string', description: 'its name' },
  ],
});

/** GET /ocr/invoice/form_field?type=: the kind's fields. */
export const invoiceFormFields = endpoint<{ type: string }>({
  method: 'GET',
  url: '/ocr/invoice/form_field',
  params: [query('type', 'string', 'the kind (default vat_invoice)')],
  reads: [
    { ...DATA_ARRAY, description: "the kind's fields, shown in 基本信息 (the entity's own fields of the same name are shown once)" },
    { path: 'data[].field_name', type: 'string', need: 'report', description: 'the key of its value (fields[].field_value of the save)' },
    { path: 'data[].field_title', type: 'string', description: 'its label; 请输入{title} / 请选择{title} when required' },
    { path: 'data[].input_style', type: "'select' | 'input' | 'datetime' | 'number'", description: 'its control' },
    { path: 'data[].is_must', type: '0 | 1', description: 'required' },
    { path: 'data[].list_val', type: '{ key: string; name: string }[]', description: "a select's options" },
    { path: 'data[].field_value', type: 'string', description: 'its value when the invoice has none' },
  ],
});

const INVOICE_PARAMS = [
  body('type', 'string', 'the kind'),
  body('department_id', 'number | null', 'the company (bo-department-picker)'),
  body('department_name', 'string', "the company's name"),
  body('invoice_date', 'string', 'YYYY-MM-DD'),
  body('invoice_code', 'string', '发票代码'),
  body('invoice_num', 'string', '发票号码'),
  body('purchaser_name', 'string', 'the buyer'),
  body('purchaser_register_num', 'string', "the buyer's taxpayer number"),
  body('seller_name', 'string', 'the seller'),
  body('seller_register_num', 'string', "the seller's taxpayer number"),
  body('not_amount', 'string', '不可抵扣金额, yuan with two decimals'),
  body('total_amount', 'string', '合计金额, yuan with two decimals'),
  body('tax_rate', 'string', '13% (with its percent sign), 免税, or empty'),
  body('tax', 'string', '合计税额: total_amount × rate / 100 with a rate, else as typed'),
  body('amount_in_figuers', 'string', '价税合计 = total_amount + tax'),
  body('total_amount1', 'string', '总金额 = not_amount + total_amount + tax'),
  body('commodity', 'Commodity[]', 'the transaction details'),
  body('place_start', 'string', 'where the journey starts'),
  body('place_end', 'string', 'where it ends'),
  body('jishuan_type', '1 | 2 | null', 'air tickets: 1 paper itinerary, 2 electronic itinerary'),
  body('files', 'UploadedFile[]', 'the attachments'),
  body('fields', 'InvoiceFormField[]', "the kind's fields with their field_value"),
  body('tables', 'InvoiceFormField[]', 'the table columns of the details, field_value [{row, word}] (rows from 1)'),
  body('handled_staff_id', 'number | null', 'the handler (bo-staff-picker; the current user by default)'),
  body('handled_by', 'string', "the handler's name"),
  body('handled_staff_num', 'string', "the handler's number"),
  body('handled_mobile', 'string', "the handler's mobile"),
  body('handled_at', 'string', 'YYYY-MM-DD; today by default'),
  body('id', 'number | string', 'the invoice, when it has one'),
  body('log_id', 'number | string', 'the recognition that found it'),
  body('invoice_type', 'string', 'as recognised'),
];

/** POST /ocr/invoice/tax {invoice}: the invoice with its tax recalculated (an itinerary's type changed). */
export const invoiceTax = endpoint<object, InvoiceItem>({
  method: 'POST',
  url: '/ocr/invoice/tax',
  params: INVOICE_PARAMS,
  reads: [
    { path: 'data', type: 'object', need: 'fail', description: 'the invoice recalculated' },
    { path: 'data.tax', type: 'string', need: 'report', description: 'its tax (normalised to two decimals)' },
    { path: 'data.tax_rate', type: 'string', description: 'its rate' },
    { path: 'data.total_amount', type: 'string', description: 'its amount' },
  ],
});

/** PUT /ocr/edit_item {invoice}: data the invoice as saved (what was sent when it is no object). */
export const editInvoice = endpoint<object, InvoiceItem>({
  method: 'PUT',
  url: '/ocr/edit_item',
  params: INVOICE_PARAMS,
  reads: [{ path: 'data', type: 'object', description: 'the invoice as saved (the entry replaces its row with it)' }],
});

export type { InvoiceFormField };
