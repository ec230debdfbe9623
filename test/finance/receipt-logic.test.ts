/** The pure rules of the receipt entry (spec 3 §3, §4 Receipt widget, §5 Bank receipt entry, §9): the
 * sections per type and variant with their limits and required messages, the form's values of a record,
 * the record of the form (amount as yuan text with two decimals, big_amount), a picker's choice written
 * into the checked rows, the mode of the attributes. */
import { expect } from 'chai';
import {
  capitalsOf, formValuesOf, receiptSections, recognisedRecord, recordOf, sectionOfType, type ReceiptFormValues,
} from '../../src/finance/receipt-entry/receipt.logic';
import { applyChoice, choiceOf, entryModeOf, initialTypeOf, type ReceiptRow } from '../../src/finance/receipt-entry/receipt-list.logic';
import { COMPLETE_RECEIPT } from './receipt-fixtures';

const fieldsOf = (type: 1 | 2 | null, own: boolean) => receiptSections(type, own).map((s) => [s.key, s.fields.map((f) => f.name)]);
const requiredOf = (type: 1 | 2 | null, own: boolean) =>
  Object.fromEntries(receiptSections(type, own).flatMap((s) => s.fields.filter((f) => f.required).map((f) => [f.name, f.required])));
const limitsOf = (type: 1 | 2) => Object.fromEntries(receiptSections(type, false).flatMap((s) => s.fields.filter((f) => f.max).map((f) => [f.name, f.max])));

const filled = (over: Partial<ReceiptFormValues> = {}): ReceiptFormValues => ({ ...formValuesOf(COMPLETE_RECEIPT), ...over });

describe('receipt entry logic', () => {
  it('a bank receipt shows basic, payer, payee and transaction info; a bill shows bill info; no type yet: transaction info', () => {
    expect(fieldsOf(1, false)).to.deep.equal([
      ['basic', ['serial_number', 'department_name', 'account_bank_account', 'payment_nature', 'type', 'transaction_date']],
      ['payer', ['pay_name', 'pay_bank', 'pay_number']],
      ['payee', ['payee_name', 'payee_bank', 'payee_number']],
      ['transaction', ['amount', 'liushui_num', 'receipt_num', 'abstract', 'use_to', 'remark']],
    ]);
    expect(fieldsOf(2, false)[3]).to.deep.equal(['bill', ['amount', 'is_transfer', 'issue_date', 'expire_date', 'invoice_code', 'liushui_num', 'descr']]);
    expect([sectionOfType(null), sectionOfType(1), sectionOfType(2)]).to.deep.equal(['transaction', 'transaction', 'bill']);
  });

  it('the own variant has no company and no payment nature, nor the company rule', () => {
    expect(fieldsOf(1, true)[0]).to.deep.equal(['basic', ['serial_number', 'account_bank_account', 'type', 'transaction_date']]);
    expect(requiredOf(1, true)).to.not.have.property('department_name');
  });

  it('required fields and their messages (spec 3 §5), per type', () => {
    expect(requiredOf(1, false)).to.deep.equal({
      department_name: 'receipt.companyRequired',
      type: 'receipt.typeRequired',
      transaction_date: 'receipt.dateRequired',
      pay_name: 'receipt.payerRequired',
      payee_name: 'receipt.payeeRequired',
      amount: 'receipt.amountRequired',
    });
    expect(requiredOf(2, false)).to.include({ is_transfer: 'receipt.transferRequired', invoice_code: 'receipt.invoiceCodeRequired', amount: 'receipt.amountRequired' });
  });

  it('lengths: serial 64; names, banks, numbers 128; summary, purpose, remarks 255 (spec 3 §5, §9)', () => {
    expect(limitsOf(1)).to.deep.equal({
      serial_number: 64, pay_name: 128, pay_bank: 128, pay_number: 128, payee_name: 128, payee_bank: 128, payee_number: 128,
      liushui_num: 128, receipt_num: 128, abstract: 255, use_to: 255, remark: 255,
    });
    expect(limitsOf(2)).to.include({ invoice_code: 128, liushui_num: 128, descr: 255 });
  });

  it('the form of a record: amounts with two decimals, ids and flags kept as numbers, empty text for what is missing', () => {
    const v = formValuesOf({ type: 2, amount: '12.5' as string, is_transfer: 0, department_id: 7, pay_name: '甲' });
    expect([v.type, v.amount, v.is_transfer, v.department_id, v.pay_name, v.payee_name, v.files]).to.deep.equal([2, '12.50', 0, 7, '甲', '', []]);
    const empty = formValuesOf(null);
    expect([empty.type, empty.amount, empty.is_transfer, empty.department_id]).to.deep.equal([null, '', null, null]);
  });

  it('the record of the form: amount "1234.50" and big_amount 壹仟贰佰叁拾肆元伍角; the fields of the other type are dropped, id and log_id kept', () => {
    const record = recordOf(filled(), { id: 5, log_id: 77, invoice_code: 'X', is_transfer: 1 }, false);
    expect([record.amount, record.big_amount, record.id, record.log_id]).to.deep.equal(['1234.50', '壹仟贰佰叁拾肆元伍角', 5, 77]);
    expect(record).to.not.have.any.keys('invoice_code', 'is_transfer', 'issue_date', 'descr');
    expect([record.department_id, record.department_name, record.pay_name, record.type]).to.deep.equal([3, '上海分公司', '甲公司', 1]);
  });

  it('a bill keeps the bill fields and drops the bank receipt ones', () => {
    const record = recordOf(filled({ type: 2, is_transfer: 0, invoice_code: '0311', abstract: '货款', amount: '0' }), null, false);
    expect([record.is_transfer, record.invoice_code, record.amount, record.big_amount]).to.deep.equal([0, '0311', '0.00', '零元整']);
    expect(record).to.not.have.any.keys('abstract', 'receipt_num', 'use_to', 'remark');
  });

  it('the own variant leaves company and payment nature as the record had them', () => {
    const record = recordOf(filled({ department_id: null, department_name: '' }), { department_id: 4, department_name: '原公司', payment_nature: '货款' }, true);
    expect([record.department_id, record.department_name, record.payment_nature]).to.deep.equal([4, '原公司', '货款']);
  });

  it('capitals as the amount is typed: 1.05, 0, 100000000, not an amount', () => {
    expect(capitalsOf('1.05')).to.equal('壹元零伍分');
    expect(capitalsOf('0')).to.equal('零元整');
    expect(capitalsOf('100000000')).to.equal('壹亿元整');
    expect(capitalsOf('abc')).to.equal('');
    expect(capitalsOf('')).to.equal('');
  });

  it("a picker's choice: company, payment nature, account (with its name and company)", () => {
    expect(choiceOf('company', { id: 3, name: '上海分公司' })).to.deep.equal({ department_id: 3, department_name: '上海分公司' });
    expect(choiceOf('nature', { id: 8, name: '货款' })).to.deep.equal({ payment_nature_id: 8, payment_nature: '货款' });
    expect(choiceOf('account', { id: 2, name: '基本户', account: '6222 0001', supplier_company_name: '甲公司' })).to.deep.equal({
      account_bank_id: 2, account_bank_account: '6222 0001', name: '基本户', supplier_company_name: '甲公司',
    });
  });

  it('a batch choice goes into every checked row, the others unchanged', () => {
    const rows: ReceiptRow[] = [{ key: 'a', record: { pay_name: 'A' } }, { key: 'b', record: { pay_name: 'B' } }, { key: 'c', record: { pay_name: 'C' } }];
    const next = applyChoice(rows, ['a', 'c'], { payment_nature_id: 8, payment_nature: '货款' });
    expect(next.map((r) => r.record.payment_nature ?? null)).to.deep.equal(['货款', null, '货款']);
    expect(next[1]).to.equal(rows[1]);
  });

  it('a recognised record: amount with two decimals and its capitals; the entry type when it has none', () => {
    const r = recognisedRecord({ amount: '1.5' }, 2);
    expect([r.amount, r.big_amount, r.type]).to.deep.equal(['1.50', '壹元伍角', 2]);
    expect(recognisedRecord({ amount: '3', type: 1 }, 2).type).to.equal(1);
  });

  it('modes: type 3 is the new entry; the type a new entry starts with', () => {
    expect([entryModeOf(1, 1), entryModeOf(2, 2), entryModeOf(3, 1), entryModeOf(1, 3), entryModeOf(2, 3)]).to.deep.equal([1, 2, 3, 3, 3]);
    expect([initialTypeOf(1), initialTypeOf(2), initialTypeOf(3)]).to.deep.equal([1, 2, null]);
  });
});
