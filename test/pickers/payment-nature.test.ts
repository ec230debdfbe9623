import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/bo-payment-nature-picker';
import { mock, store } from '../../demo/mock';
import { $$, mount, textOf, waitFor } from '../helpers';
import { cellsOf, confirmRows, headers, input, opened, pickerHooks, rowIds, type } from './picker-helpers';

const LIST = '/ocr/payment_nature/layer';
const body = () => mock.lastRequest(LIST)!.body as Record<string, unknown>;
const natures = () => store.financePickers().paymentNatures;
const ids = (rows: { id: number }[]) => rows.slice(0, 10).map((r) => String(r.id)).join();

describe('<bo-payment-nature-picker> (spec 2 Payment nature picker)', () => {
  const heard = pickerHooks('bo-confirm', 'bo-cancel');

  it('asks POST /ocr/payment_nature/layer {page, page_size} (no search before a name is typed) and lists data.list, data.total_count; radio', async () => {
    const el = await mount('bo-payment-nature-picker', { open: '' });
    await opened(el, 10);
    expect(textOf(el)).to.contain('选择付款性质');
    expect(body()).to.deep.equal({ page: 1, page_size: 10 });
    expect(rowIds(el).join()).to.equal(ids(natures()));
    expect(textOf(el)).to.contain(`共 ${natures().length} 条`);
    expect($$<HTMLInputElement>(el, '[data-row-id] input').map((i) => i.type)).to.deep.equal(Array(10).fill('radio'));
  });

  it('a typed name goes as search.name; the matching natures are listed', async () => {
    const el = await mount('bo-payment-nature-picker', { open: '' });
    await opened(el, 10);
    const target = natures()[4]!;
    await type(input(el, 'name'), target.name);
    await sendKeys({ press: 'Enter' });
    await waitFor(() => (body().search as { name?: string } | undefined)?.name === target.name, 'searched');
    expect(body()).to.deep.equal({ search: { name: target.name }, page: 1, page_size: 10 });
    await waitFor(() => rowIds(el).join() === ids(natures().filter((n) => n.name.includes(target.name))), 'the matches');
  });

  it('shows number, name, class, remark, cash-flow category and item (from payment_nature_flow), audit; a missing flow shows --', async () => {
    const made = { created_by: '张三', created_at: '2026-01-02 10:00:00', updated_by: '李四', updated_at: '2026-02-03 11:00:00' };
    const rows = [
      { id: 1, serial_number: 'FK1', name: '采购货款', remark: '货款', ...made, payment_nature_flow: { class_text: '支出', calculate_category_flow: { flow_type_text: '经营活动', name: '购买商品' } } },
      { id: 2, serial_number: 'FK2', name: '其他', payment_nature_flow: null },
    ];
    mock.fault(LIST, { body: { code: 200, msg: 'success', data: { list: rows, total_count: 2 } }, times: 1 });
    const el = await mount('bo-payment-nature-picker', { open: '' });
    await opened(el, 2);
    expect(headers(el)).to.deep.equal(['编号', '付款性质', '类别', '备注', '现金流量类别', '现金流量项目', '创建人', '创建时间', '更新人', '更新时间']);
    expect(Object.values(cellsOf(el, 1))).to.deep.equal(['FK1', '采购货款', '支出', '货款', '经营活动', '购买商品', ...Object.values(made)]);
    expect(Object.values(cellsOf(el, 2))).to.deep.equal(['FK2', '其他', ...Array(8).fill('--')]);
  });

  it('确定 gives the one chosen nature as detail.record', async () => {
    const el = await mount('bo-payment-nature-picker', { open: '' });
    await opened(el, 10);
    const [a, b] = natures();
    const detail = (await confirmRows(el, [a!.id, b!.id], heard)) as { record: { id: number; name: string }; ids: number[] };
    expect([detail.record.id, detail.record.name, detail.ids.join()]).to.deep.equal([b!.id, b!.name, String(b!.id)]);
  });
});
