import { expect } from 'chai';
import '../../elements/bo-receipt-picker';
import { mock, store } from '../../demo/mock';
import { $, mount, settle, textOf, waitFor } from '../helpers';
import { button, cellsOf, clickRow, headers, messageOf, opened, pickerHooks, row, rowIds, searched, type, unfolded } from './picker-helpers';

const RECEIPTS = '/ocr/bank_receipt/layer';
const BILLS = '/ocr/bill_exchange/layer';
const body = (path = RECEIPTS) => mock.lastRequest(path)!.body as Record<string, unknown>;
const answer = (rows: unknown[]) => ({ body: { code: 200, msg: 'success', data: { list: rows, total_count: rows.length } }, times: 1 });
const ids = (rows: { id: number }[]) => rows.slice(0, 10).map((r) => String(r.id)).join();
const side = (el: Element, which: 'start' | 'end') => $<HTMLInputElement>(el, `[data-field="amount"] input[data-side="${which}"]`)!;
/** the cell of a row under a column title */
const cell = (el: Element, id: number, title: string) => [...row(el, id)!.querySelectorAll<HTMLElement>('[role="cell"]')].slice(-headers(el).length)[headers(el).indexOf(title)]!;
/** red and green parts of a CSS colour */
const rgb = (color: string) => color.match(/\d+/g)!.map(Number);

const RECEIPT_COLUMNS = [
  '编号', '所属公司', '付款性质', '状态', '收支类型', '金额', '币种', '交易日期', '流水号',
  '收款人户名', '收款人开户行', '收款人账号', '付款人户名', '付款人开户行', '付款人账号', '摘要', '备注', '附件',
];

describe('<bo-receipt-picker> (spec 3 §2.6 Bank receipt and bill picker)', () => {
  const heard = pickerHooks('bo-confirm', 'bo-cancel', 'bo-error');

  it('type 1 (default): POST /ocr/bank_receipt/layer {page, page_size}, data.list / total_count, the bank receipt columns', async () => {
    const el = await mount('bo-receipt-picker', { open: '' });
    await opened(el, 10);
    expect(textOf(el)).to.contain('选择银行回单');
    expect(body()).to.deep.equal({ page: 1, page_size: 10 });
    const all = store.financePickers().bankReceipts;
    expect(rowIds(el).join()).to.equal(ids(all));
    expect(textOf(el)).to.contain(`共 ${all.length} 条`);
    expect(headers(el)).to.deep.equal(RECEIPT_COLUMNS);
    const r = all[0]!;
    expect(cellsOf(el, r.id)).to.include({ 编号: r.serial_number, 付款性质: r.payment_nature!.name, 状态: r.status_text, 收支类型: r.type_text, 币种: 'CNY', 流水号: r.liushui_num });
  });

  it('type 2: POST /ocr/bill_exchange/layer with the page\'s filters merged in; the bill columns and the last endorsement (endorser → endorsee)', async () => {
    const bill = store.financePickers().bills.find((b) => b.bill_exchange_endorsed_end && b.type === 1)!;
    const el = await mount('bo-receipt-picker', { open: '', type: '2', filters: '{"type":1}' });
    await opened(el);
    expect(textOf(el)).to.contain('选择承兑汇票');
    expect(mock.requestsTo(RECEIPTS)).to.have.length(0);
    expect(body(BILLS)).to.deep.equal({ type: 1, page: 1, page_size: 10 });
    expect(rowIds(el).join()).to.equal(ids(store.financePickers().bills.filter((b) => b.type === 1)));
    expect(headers(el)).to.deep.equal([
      '编号', '票据号', '所属公司', '付款性质', '状态', '票据类型', '票据状态', '收支类型', '金额', '币种', '交易日期', '流水号', '能否转让', '最后背书',
      ...RECEIPT_COLUMNS.slice(9),
    ]);
    const { endorser, endorsee } = bill.bill_exchange_endorsed_end!;
    expect(cellsOf(el, bill.id)).to.include({ 票据号: bill.bill_num, 票据类型: bill.bill_type_text, 票据状态: bill.bill_status_text, 能否转让: bill.is_transfer_text, 最后背书: `${endorser} → ${endorsee}` });
  });

  it('the amount range goes as min / max in yuan text with two decimals (1.005 → "1.01"), each only when filled; a non-number is refused at the input', async () => {
    const el = await unfolded(mount('bo-receipt-picker', { open: '' }), 'currency_id');
    await type(side(el, 'start'), '1.005');
    await type(side(el, 'end'), 'abc');
    expect(side(el, 'end').value).to.equal('');
    expect(await searched(el, RECEIPTS, (b) => b.min !== undefined)).to.deep.equal({ min: '1.01', page: 1, page_size: 10 });
    await type(side(el, 'end'), '500000');
    expect(await searched(el, RECEIPTS, (b) => b.max !== undefined)).to.deep.equal({ min: '1.01', max: '500000.00', page: 1, page_size: 10 });
    const hits = store.financePickers().bankReceipts.filter((r) => Number(r.amount.replace('.', '')) >= 101 && Number(r.amount.replace('.', '')) <= 50000000);
    expect(hits.length).to.be.within(1, store.financePickers().bankReceipts.length - 1);
    await waitFor(() => rowIds(el).join() === ids(hits), 'the receipts in the range');
  });

  it('income (type 1) reads 收入 in green, expense (type 2) 支出 in red; amounts with two decimals, grouped, on the right', async () => {
    const rows = [
      { id: 1, serial_number: 'HD1', type: 1, type_text: '收入', amount: '12345.6' },
      { id: 2, serial_number: 'HD2', type: 2, amount: 1.005 },
      { id: 3, serial_number: 'HD3', amount: null },
    ];
    mock.fault(RECEIPTS, answer(rows));
    const el = await mount('bo-receipt-picker', { open: '' });
    await opened(el, 3);
    const flow = (id: number) => cell(el, id, '收支类型').querySelector<HTMLElement>('[data-flow]');
    expect([1, 2, 3].map((id) => cellsOf(el, id)['收支类型'])).to.deep.equal(['收入', '支出', '--']);
    expect([flow(1)!.dataset.flow, flow(2)!.dataset.flow, flow(3)]).to.deep.equal(['income', 'expense', null]);
    const [green, red] = [rgb(getComputedStyle(flow(1)!).color), rgb(getComputedStyle(flow(2)!).color)];
    expect([green[1]! > green[0]!, red[0]! > red[1]!], 'green income, red expense').to.deep.equal([true, true]);
    expect([1, 2, 3].map((id) => cellsOf(el, id)['金额'])).to.deep.equal(['12,345.60', '1.01', '--']);
    expect(getComputedStyle(cell(el, 1, '金额')).justifyContent).to.equal('end');
  });

  it('each attachment is a link named by the file that opens its http(s) address in a new window with noopener; another address is only text', async () => {
    const rows = [
      {
        id: 7,
        serial_number: 'HD7',
        files: [
          { attachment_id: 1, name: '回单.pdf', image_url: 'https://files.example.com/ocr/1.pdf' },
          { attachment_id: 2, name: '坏链接.pdf', image_url: 'javascript:alert(1)' },
        ],
      },
    ];
    mock.fault(RECEIPTS, answer(rows));
    const el = await mount('bo-receipt-picker', { open: '' });
    await opened(el, 1);
    const links = [...cell(el, 7, '附件').querySelectorAll('a')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.target, a.rel])).to.deep.equal([
      ['回单.pdf', 'https://files.example.com/ocr/1.pdf', '_blank', 'noopener noreferrer'],
    ]);
    expect(cell(el, 7, '附件').textContent).to.contain('坏链接.pdf');
  });

  it('rows of disabled-ids show chosen and cannot be ticked; 确定 with nothing chosen says 请先选择数据', async () => {
    const [first, second] = store.financePickers().bankReceipts;
    const el = await mount('bo-receipt-picker', { open: '', 'disabled-ids': `[${first!.id}]` });
    await opened(el, 10);
    const input = () => row(el, first!.id)!.querySelector('input')!;
    expect([row(el, first!.id)!.getAttribute('aria-disabled'), input().checked, input().disabled]).to.deep.equal(['true', true, true]);
    clickRow(el, first!.id);
    await settle();
    button(el, 'confirm')!.click();
    const message = await messageOf(el, '请先选择数据');
    expect(message.dataset.intent).to.equal('error');
    expect(heard.of('bo-confirm')).to.have.length(0);
    clickRow(el, second!.id);
    await settle();
    button(el, 'confirm')!.click();
    await waitFor(() => heard.of('bo-confirm').length === 1, 'confirmed');
    expect((heard.last('bo-confirm')!.detail as { ids: number[] }).ids).to.deep.equal([second!.id]);
  });
});
