/**
 * The invoice edit form's pure rules (src/finance/invoice-entry/form/invoice.logic.ts): the values read
 * from an invoice, the kind's fields kept across a change of kind, the live tax and totals in fen (cases
 * computed by hand), the rate with and without its percent sign, and the payload of PUT /ocr/edit_item.
 */
import { expect } from 'chai';
import { capitalsOfYuan } from '../../src/kit/money';
import {
  commodityRows, dynValues, invoicePayload, rateOut, rateText, readDefinitions, recalculated, requiredKind, summarise, textLimit, valuesOf,
} from '../../src/finance/invoice-entry/form/invoice.logic';
import type { InvoiceFormField, InvoiceItem } from '../../src/finance/invoice-entry/types';

const DAY = '2026-11-25';
const f = (field_name: string, input_style = 'input', extra: Partial<InvoiceFormField> = {}): InvoiceFormField => ({ field_name, field_title: field_name, input_style, ...extra });

describe('invoice form logic: the summary in fen', () => {
  const cases: [string, string, string, string, { tax: string | null; figures: string; total: string }][] = [
    // not_amount, total_amount, tax_rate, tax typed → computed tax, 价税合计, 总金额
    ['0.00', '1.15', '13', '', { tax: '0.15', figures: '1.30', total: '1.30' }], // 0.1495 → 0.15
    ['0.00', '100.00', '13', '', { tax: '13.00', figures: '113.00', total: '113.00' }],
    ['2.50', '100.00', '6', '', { tax: '6.00', figures: '106.00', total: '108.50' }],
    ['0.00', '0.05', '9', '', { tax: '0.00', figures: '0.05', total: '0.05' }], // 0.0045 → 0.00
    ['0.00', '0.06', '9', '', { tax: '0.01', figures: '0.07', total: '0.07' }], // 0.0054 → 0.01
    ['0.00', '0.50', '1', '', { tax: '0.01', figures: '0.51', total: '0.51' }], // 0.005 half up
    ['0.10', '0.20', '免税', '0.00', { tax: null, figures: '0.20', total: '0.30' }], // 0.1 + 0.2 is not 0.30000000000000004
    ['1.00', '99999999.99', '', '12.34', { tax: null, figures: '100000012.33', total: '100000013.33' }],
    ['0.00', '100.00', '6.5', '', { tax: '6.50', figures: '106.50', total: '106.50' }],
    ['', '100.00', '13', '', { tax: '13.00', figures: '113.00', total: '' }], // no not_amount yet: no 总金额
    ['0.00', '', '13', '', { tax: '', figures: '', total: '' }],
    ['0.00', '10.00', '', '', { tax: null, figures: '', total: '' }], // tax to be typed
  ];
  for (const [not_amount, total_amount, tax_rate, tax, want] of cases) {
    it(`${not_amount || '∅'} + ${total_amount || '∅'} at ${tax_rate || 'no rate'} (tax ${tax || '∅'})`, () => {
      const s = summarise({ not_amount, total_amount, tax_rate, tax });
      expect({ tax: s.tax, figures: s.amount_in_figuers, total: s.total_amount1 }).to.deep.equal(want);
    });
  }

  it('gives 价税合计 in capitals', () => {
    expect(['1.30', '100000000.00', '0.00', '', 'x'].map((y) => capitalsOfYuan(y))).to.deep.equal(['壹元叁角', '壹亿元整', '零元整', '', '']);
  });
});

describe('invoice form logic: values read from an invoice', () => {
  it('normalises amounts the way the backend rounds (1.005 → 1.01), strips the percent sign and computes the totals', () => {
    const v = valuesOf({ total_amount: '1.005', tax_rate: '13%', tax: '9.99', not_amount: 0 } as unknown as InvoiceItem, DAY);
    expect([v.total_amount, v.tax_rate, v.tax, v.not_amount, v.amount_in_figuers, v.total_amount1]).to.deep.equal(['1.01', '13', '0.13', '0.00', '1.14', '1.14']);
  });

  it('keeps 免税 as a word (no rate: the tax as given), defaults the kind and the handling date', () => {
    const v = valuesOf({ total_amount: 10, tax_rate: '免税', tax: '0' } as unknown as InvoiceItem, DAY);
    expect([v.type, v.tax_rate, v.tax, v.amount_in_figuers, v.handled_at, v.invoice_date]).to.deep.equal(['vat_invoice', '免税', '0.00', '10.00', '2026-11-25', null]);
    expect(valuesOf({ type: 'taxi', handled_at: '2024-01-02' }, DAY)).to.deep.include({ type: 'taxi', handled_at: '2024-01-02' });
  });

  it('rates: as edited and as written back', () => {
    expect(['13%', '6.5 %', '13', '免税', '', null].map(rateText)).to.deep.equal(['13', '6.5', '13', '免税', '', '']);
    expect(rateOut('13', '13%')).to.equal('13%');
    expect(rateOut('9', '')).to.equal('9%');
    expect(rateOut('9', '13')).to.equal('9'); // the invoice wrote a bare number
    expect(rateOut('免税', '13%')).to.equal('免税');
    expect(rateOut('', '13%')).to.equal('');
  });
});

describe('invoice form logic: the kind\'s fields', () => {
  it('reads a definitions list (entries without a field_name left out)', () => {
    expect(readDefinitions([f('a'), { field_title: 'x' }, null]).map((d) => d.field_name)).to.deep.equal(['a']);
    expect(readDefinitions({ fields: [] })).to.deep.equal([]);
  });

  it('takes the invoice\'s values, then the definition\'s; kept values win for the names still there; amounts normalised', () => {
    const defs = [f('remark', 'input', { field_value: '默认' }), f('fare', 'number'), f('seat', 'select'), f('invoice_code')];
    const invoiceFields = [f('fare', 'number', { field_value: '1.005' })];
    expect(dynValues(defs, invoiceFields)).to.deep.equal({ remark: '默认', fare: '1.01', seat: '' });
    expect(dynValues(defs, invoiceFields, { remark: '手写', gone: 'x', seat: '2' })).to.deep.equal({ remark: '手写', fare: '1.01', seat: '2' });
  });

  it('required messages and limits', () => {
    expect(['select', 'datetime', 'input', 'number'].map((s) => requiredKind(f('x', s)))).to.deep.equal(['select', 'select', 'input', 'input']);
    expect([textLimit('remark'), textLimit('invoice_password'), textLimit('PASSWORD')]).to.deep.equal([64, 128, 128]);
  });
});

describe('invoice form logic: payloads', () => {
  it('puts table cells ({row, word}, rows from 1) into the detail lines', () => {
    const tables = [f('Amount', 'input', { field_value: [{ row: 1, word: '10.00' }, { row: 3, word: '5.00' }] })];
    const rows = commodityRows({ commodity: [{ CommodityName: '纸' }, { CommodityName: '笔' }] }, tables);
    expect(rows).to.deep.equal([{ CommodityName: '纸', Amount: '10.00' }, { CommodityName: '笔' }, { Amount: '5.00' }]);
  });

  it('the invoice of PUT /ocr/edit_item: amounts as text with two decimals, the rate with %, fields and tables with their values', () => {
    const invoice: InvoiceItem = { id: 7, log_id: 3, type: 'vat_invoice', tax_rate: '13%', total_amount: '1.15', fields: [] };
    const values = { ...valuesOf(invoice, DAY), invoice_date: '2026-11-01', not_amount: '0', dyn: { remark: '急' } };
    const fields = [f('remark'), f('invoice_code')];
    const tables = [f('Amount')];
    const body = invoicePayload({ invoice, values, fields, tables, commodity: [{ CommodityName: '纸', Amount: '1.15' }] });
    expect(body).to.deep.include({
      id: 7, log_id: 3, type: 'vat_invoice', invoice_date: '2026-11-01', not_amount: '0.00', total_amount: '1.15', tax_rate: '13%', tax: '0.15',
      amount_in_figuers: '1.30', total_amount1: '1.30', handled_at: '2026-11-25',
    });
    expect(body.fields).to.deep.equal([{ ...f('remark'), field_value: '急' }, { ...f('invoice_code'), field_value: '' }]);
    expect(body.tables).to.deep.equal([{ ...f('Amount'), field_value: [{ row: 1, word: '1.15' }] }]);
  });

  it('takes a recalculation\'s rate, tax and amounts normalised, and leaves out what it lacks', () => {
    expect(recalculated({ tax_rate: '9%', tax: '9.005', total_amount: '100' })).to.deep.equal({ tax_rate: '9', tax: '9.01', total_amount: '100.00' });
    expect(recalculated({ tax: 'x' })).to.deep.equal({});
  });
});
