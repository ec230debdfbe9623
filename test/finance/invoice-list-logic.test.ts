/**
 * The invoice entry's list rules (src/finance/invoice-entry/invoice-list.logic.ts, patches.ts, handler.ts): rows keyed
 * apart from their invoices, the files not sent yet, batch patches into the checked rows only, the
 * handler defaults, and the cells of amounts read as fen.
 */
import { expect } from 'chai';
import {
  fileNames, invoiceOf, invoicesOf, patchRows, recordsOf, removeRow, replaceRow, toRows,
} from '../../src/finance/invoice-entry/invoice-list.logic';
import { companyPatch, handledAtPatch, handlerPatch } from '../../src/finance/invoice-entry/patches';
import { handlerOf, userHandler, withHandlerDefaults } from '../../src/finance/invoice-entry/handler';
import { unsentFiles } from '../../src/finance/shared/useRecognition';
import type { UploadedFile } from '../../src/kit/upload';

const file = (attachment_id: number, name = `f${attachment_id}.png`): UploadedFile => ({ attachment_id, name, image_url: `/f/${attachment_id}` });
const keys = () => {
  let n = 0;
  return () => `k${++n}`;
};

describe('invoice list logic', () => {
  it('keys rows apart from their invoices; the records are the invoices in order', () => {
    const rows = toRows([{ invoice_num: '1' }, { invoice_num: '2' }], keys());
    expect(rows.map((r) => r.key)).to.deep.equal(['k1', 'k2']);
    expect(recordsOf(rows).map((i) => i.invoice_num)).to.deep.equal(['1', '2']);
    // the default keys differ from one call to the next (two lists of a page never share one)
    const a = toRows([{}]);
    const b = toRows([{}]);
    expect(a[0]!.key).to.not.equal(b[0]!.key);
  });

  it('reads value as a list, or one invoice; anything else is no invoice', () => {
    expect(invoicesOf([{ invoice_num: '1' }, null, 3])).to.deep.equal([{ invoice_num: '1' }]);
    expect(invoicesOf({ invoice_num: '9' })).to.deep.equal([{ invoice_num: '9' }]);
    expect(invoicesOf(null)).to.deep.equal([]);
    expect(invoicesOf('x')).to.deep.equal([]);
    expect(invoiceOf([{ invoice_num: '7' }, { invoice_num: '8' }])).to.deep.equal({ invoice_num: '7' });
    expect(invoiceOf(null)).to.deep.equal({});
  });

  it('sends only the files not sent yet, once each, in upload order', () => {
    const files = [file(1), file(2), file(3), file(2)];
    expect(unsentFiles(files, new Set([1])).map((f) => f.attachment_id)).to.deep.equal([2, 3]);
    expect(unsentFiles(files, new Set([1, 2, 3]))).to.deep.equal([]);
    expect(unsentFiles([], new Set())).to.deep.equal([]);
  });

  it('writes a batch patch into the checked rows only; the others stay the same objects', () => {
    const rows = toRows([{ invoice_num: '1' }, { invoice_num: '2' }, { invoice_num: '3' }], keys());
    const next = patchRows(rows, ['k1', 'k3'], companyPatch({ id: 5, name: '财务部', extra: 1 } as never));
    expect(next.map((r) => r.invoice.department_name)).to.deep.equal(['财务部', undefined, '财务部']);
    expect(next[0]!.invoice.department_id).to.equal(5);
    expect(next[1]).to.equal(rows[1]);
    expect(rows[0]!.invoice.department_name).to.equal(undefined);
    expect(patchRows(rows, [], handledAtPatch('2024-06-01'))).to.deep.equal(rows);
  });

  it('人 takes the staff id, name, number and mobile; 时 the day', () => {
    expect(handlerPatch({ id: 12, name: '李四', serial_number: 'YG012', mobile: '13900000012', status: 2 })).to.deep.equal({
      handled_staff_id: 12,
      handled_by: '李四',
      handled_staff_num: 'YG012',
      handled_mobile: '13900000012',
    });
    expect(handlerPatch({ id: 3, name: '王五' })).to.deep.equal({ handled_staff_id: 3, handled_by: '王五', handled_staff_num: '', handled_mobile: '' });
    expect(handledAtPatch('2024-06-01')).to.deep.equal({ handled_at: '2024-06-01' });
  });

  it('replaces a row by its saved invoice (same key) and removes a row', () => {
    const rows = toRows([{ invoice_num: '1' }, { invoice_num: '2' }], keys());
    const replaced = replaceRow(rows, 'k2', { invoice_num: '2b' });
    expect(replaced.map((r) => [r.key, r.invoice.invoice_num])).to.deep.equal([['k1', '1'], ['k2', '2b']]);
    expect(removeRow(rows, 'k1').map((r) => r.key)).to.deep.equal(['k2']);
    expect(removeRow(rows, 'nope')).to.deep.equal(rows);
  });

  it('names the attachments', () => {
    expect(fileNames([file(1, 'a.png'), { ...file(2, ''), full_name: 'b.pdf' }, file(3, '')])).to.deep.equal(['a.png', 'b.pdf', '3']);
    expect(fileNames(undefined)).to.deep.equal([]);
  });
});

describe('invoice handler defaults', () => {
  const user = handlerOf({ id: 1, name: '张三', serial_number: 'YG0001', mobile: '13800000001' });

  it('an invoice naming nobody gets the user and today', () => {
    expect(withHandlerDefaults({ invoice_num: '1', handled_by: '', handled_at: '' }, user, '2024-06-01')).to.deep.equal({
      invoice_num: '1',
      handled_staff_id: 1,
      handled_by: '张三',
      handled_staff_num: 'YG0001',
      handled_mobile: '13800000001',
      handled_at: '2024-06-01',
    });
  });

  it('keeps a handler and a date the recognition gave', () => {
    const given = { handled_staff_id: 9, handled_by: '赵六', handled_at: '2024-05-01' };
    expect(withHandlerDefaults(given, user, '2024-06-01')).to.deep.equal(given);
    // a name alone is a handler too
    expect(withHandlerDefaults({ handled_by: '赵六' }, user, '2024-06-01')).to.deep.equal({ handled_by: '赵六', handled_at: '2024-06-01' });
  });

  it('without a known user only the date is given', () => {
    expect(withHandlerDefaults({}, undefined, '2024-06-01')).to.deep.equal({ handled_at: '2024-06-01' });
    expect(userHandler(undefined)).to.equal(undefined);
    expect(userHandler({ staff: { id: 2, name: '李四' } })).to.deep.equal({ handled_staff_id: 2, handled_by: '李四', handled_staff_num: '', handled_mobile: '' });
  });
});
