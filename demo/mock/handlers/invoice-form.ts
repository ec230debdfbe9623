// The invoice edit form's calls (spec 3 §7 Invoices): GET /ocr/invoice/type, GET /ocr/invoice/form_field
// ?type= (an unknown kind: a business error), POST /ocr/invoice/tax (an air ticket's itinerary: electronic
// (2) 9 % of the amount, paper (1) 免税 with no tax; other kinds: the tax of their own rate), and
// PUT /ocr/edit_item (checks what spec 3 §5 requires and echoes the invoice with an id). Amounts in fen
// with the money kit, as the backend's decimals; faults through mock.fault like every route.
import type { HttpHandler } from 'msw';
import { MockError, route, text, type Input } from '../kit';
import { store } from '../store';
import { formatFen, hasRate, normaliseYuan, sumFen, taxOf, toFen } from '../../../src/kit/money';
import type { InvoiceItem } from '../../../src/finance/invoice-entry/types';

const ELECTRONIC_RATE = '9%';
const fen = (v: unknown) => toFen(typeof v === 'number' || typeof v === 'string' ? v : '') ?? 0;

/** The invoice with its tax and totals computed the backend's way. */
export function recalculate(input: Input): InvoiceItem {
  const invoice = { ...input } as InvoiceItem;
  if (invoice.type === 'air_ticket') invoice.tax_rate = invoice.jishuan_type === 2 ? ELECTRONIC_RATE : '免税';
  const total = fen(invoice.total_amount);
  const tax = hasRate(invoice.tax_rate) ? taxOf(total, invoice.tax_rate)! : invoice.type === 'air_ticket' ? 0 : fen(invoice.tax);
  return {
    ...invoice,
    total_amount: formatFen(total),
    tax: formatFen(tax),
    amount_in_figuers: formatFen(sumFen(total, tax)),
    total_amount1: formatFen(sumFen(fen(invoice.not_amount), total, tax)),
  };
}

const REQUIRED: [keyof InvoiceItem, string][] = [
  ['invoice_date', '请选择开票日期'],
  ['not_amount', '请输入不可抵扣金额'],
  ['total_amount', '请输入合计金额'],
  ['tax', '请输入合计税额'],
  ['total_amount1', '请输入总金额'],
];

function saveInvoice(input: Input): InvoiceItem {
  for (const [key, msg] of REQUIRED) if (!text(input[key]).trim()) throw new MockError(422, msg);
  for (const key of ['not_amount', 'total_amount', 'tax', 'amount_in_figuers', 'total_amount1'] as const) {
    if (normaliseYuan(text(input[key])) !== text(input[key])) throw new MockError(422, `${key} 应为两位小数的金额`);
  }
  if (!Array.isArray(input.files) || !input.files.length) throw new MockError(422, '请上传附件');
  if (input.type === 'vat_invoice' && (!Array.isArray(input.commodity) || !input.commodity.length)) throw new MockError(422, '请添加交易明细');
  const data = store.invoiceForm();
  const id = input.id ?? data.nextId++;
  const saved = { ...input, id } as InvoiceItem;
  data.saved = [...data.saved.filter((x) => x.id !== id), saved];
  return saved;
}

export const invoiceFormHandlers: HttpHandler[] = [
  route('GET', '/ocr/invoice/type', () => store.invoiceForm().kinds),
  route('GET', '/ocr/invoice/form_field', ({ query }) => {
    const fields = store.invoiceForm().fields[query.type ?? ''];
    if (!fields) throw new MockError(422, '未知的发票类型');
    return fields;
  }),
  route('POST', '/ocr/invoice/tax', ({ input }) => recalculate(input)),
  route('PUT', '/ocr/edit_item', ({ input }) => saveInvoice(input)),
];
