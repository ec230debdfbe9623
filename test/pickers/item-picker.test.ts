import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/bo-item-picker';
import { mock, store } from '../../demo/mock';
import { $, $$, mount, textOf, waitFor } from '../helpers';
import { button, opened, row, rowIds, rows, pickerHooks } from './picker-helpers';

const PATH = '/scm/public/get_bom';
const body = () => mock.lastRequest(PATH)!.body as Record<string, unknown>;
const items = () => store.items().items;

describe('<bo-item-picker> (spec 2, item picker)', () => {
  pickerHooks('bo-confirm', 'bo-cancel');

  it('opens titled 选择明细 with 关闭 and 确定, POSTs /scm/public/get_bom page 1 of 10 and reads data.data + total', async () => {
    const el = await mount('bo-item-picker', { open: '' });
    await opened(el, 10);
    expect(textOf(el)).to.contain('选择明细');
    expect(button(el, 'cancel')!.textContent).to.equal('关闭');
    expect(button(el, 'confirm')!.textContent).to.equal('确定');
    expect(mock.lastRequest(PATH)!.method).to.equal('POST');
    expect(body()).to.deep.equal({ page: 1, page_size: 10 });
    expect(textOf(el)).to.contain(`共 ${items().length} 条`);
    expect(rowIds(el)).to.deep.equal(items().slice(0, 10).map((r) => String(r.id)));
  });

  it('shows the item-stock columns of spec 2 §3, nested values included', async () => {
    const el = await mount('bo-item-picker', { open: '' });
    await opened(el, 10);
    const headers = $$(el, '[role="columnheader"]').map((h) => h.textContent!.trim()).filter(Boolean);
    expect(headers).to.deep.equal([
      '物品编号', '小号', '物品名称', '描述', '所属公司', '库存', '单位', '仓库', '库位', '入库批次号', '库龄(天)', '供应商',
      '项目', '物品批次号', '序列号', '有效期', '物品分类', '物品分组', '物品小类',
    ]);
    const first = items()[0]!;
    const cells = [...row(el, first.id)!.querySelectorAll('[role="cell"], [role="gridcell"]')].map((c) => c.textContent!.trim());
    expect(cells).to.include.members([
      first.goods_code, first.goods_name, String(first.stock), first.storage.name, first.storage_batch_no, String(first.age),
      first.supply_company_name, first.public_goods.goods_type_name, first.public_goods.goods_little_category_name,
      first.public_goods.goods_group_list.map((g) => g.goods_group_name).join('、'),
      first.project_name || '--', first.goods_sn || '--',
    ]);
  });

  it('the left tree filters by category (goods_type_id) and small category (goods_little_category_ids)', async () => {
    const el = await mount('bo-item-picker', { open: '' });
    await opened(el, 10);
    const category = await waitFor(() => $$(el, '[role="treeitem"]')[0], 'category tree');
    category.click();
    await waitFor(() => body().goods_type_id === Number(category.dataset.id), 'filtered by category');
    expect(body()).to.deep.include({ page: 1, page_size: 10 });

    $$(el, '[role="tab"]').find((x) => x.textContent!.includes('小类'))!.click();
    const smalls = new Map(store.goods().littleCategories.map((c) => [c.id, c.name]));
    const little = await waitFor(() => $$(el, '[role="treeitem"]').find((x) => x.textContent!.trim() === smalls.get(Number(x.dataset.id))), 'small categories');
    const id = Number(little.dataset.id);
    const name = smalls.get(id)!;
    little.click();
    await waitFor(() => JSON.stringify(body().goods_little_category_ids) === JSON.stringify([id]), 'filtered by small category');
    expect(body().goods_type_id, 'the category filter left with its tab').to.equal(undefined);
    const goods = new Map(store.goods().goods.map((g) => [g.id, g]));
    const expected = items().filter((r) => goods.get(r.goods_id)!.goods_little_category.id === id);
    await waitFor(() => textOf(el).includes(`共 ${expected.length} 条`), 'filtered total');
    await waitFor(() => rows(el).length === Math.min(10, expected.length), 'filtered rows');
    expect(rows(el).every((r) => r.textContent!.includes(name))).to.equal(true);
  });

  it('no-tree hides the tree and still lists', async () => {
    const el = await mount('bo-item-picker', { open: '', 'no-tree': '' });
    await opened(el, 10);
    expect($(el, '[role="tree"]')).to.equal(null);
    expect($$(el, '[role="treeitem"]')).to.have.length(0);
  });

  it('a search sends the typed text field and resets to page 1', async () => {
    const el = await mount('bo-item-picker', { open: '' });
    await opened(el, 10);
    $<HTMLButtonElement>(el, 'button[aria-label="第 2 页"]')!.click();
    await waitFor(() => body().page === 2, 'page 2');
    const target = items()[3]!;
    const input = $$<HTMLInputElement>(el, 'input').find((i) => i.closest('[data-field="goods_code"]'))!;
    input.focus();
    await sendKeys({ type: target.goods_code });
    await sendKeys({ press: 'Enter' });
    // spec 2 §7 "filters, page, page_size, category ids": the search in `filters`
    await waitFor(() => (body().filters as { goods_code?: string } | undefined)?.goods_code === target.goods_code, 'searched');
    expect(body()).to.deep.equal({ filters: { goods_code: target.goods_code }, page: 1, page_size: 10 });
    await waitFor(() => rowIds(el).includes(String(target.id)), 'target listed');
    expect(rows(el).every((r) => r.textContent!.includes(target.goods_code))).to.equal(true);
  });

});
