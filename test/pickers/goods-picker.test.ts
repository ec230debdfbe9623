import { expect } from 'chai';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../elements/bo-goods-picker';
import { mock, store } from '../../demo/mock';
import { $, $$, mount, settle, textOf, waitFor, watchAborts } from '../helpers';
import { button, clickRow, confirmRows, drawerOf, headers, motionDone, opened, pickerHooks, row, rowIds, rows } from './picker-helpers';

const body = (path: string) => mock.lastRequest(path)!.body as Record<string, unknown>;
/** ids of the goods the backend lists (status 2), in its order */
const listed = () => store.goods().goods.filter((g) => g.status === 2).map((g) => String(g.id));

describe('<bo-goods-picker> and the picker engine (spec 2 §1, goods picker)', () => {
  const heard = pickerHooks('bo-confirm', 'bo-cancel', 'bo-error');

  it('opens a drawer from the right, 80 % wide, titled 选择物品, with 关闭 and 确定, loading page 1 of 10 with status 2', async () => {
    const el = await mount('bo-goods-picker', { open: '' });
    const drawer = await opened(el, 10);
    expect(textOf(el)).to.contain('选择物品');
    const r = drawer.getBoundingClientRect();
    expect(Math.abs(r.width - innerWidth * 0.8)).to.be.lessThan(2);
    expect(Math.abs(r.right - innerWidth)).to.be.lessThan(2);
    expect(button(el, 'cancel')!.textContent).to.equal('关闭');
    expect(button(el, 'confirm')!.textContent).to.equal('确定');
    expect(body('/goods/list/v2')).to.deep.equal({ status: 2, page: 1, page_size: 10 });
    expect(textOf(el)).to.contain(`共 ${listed().length} 条`);
    expect(rowIds(el)).to.deep.equal(listed().slice(0, 10));
  });

  it('none mode has no confirm button', async () => {
    const el = await mount('bo-goods-picker', { open: '', 'selection-mode': 'none' });
    await opened(el, 10);
    expect(button(el, 'confirm')).to.equal(null);
    expect($(el, '[data-row-id] input')).to.equal(null);
  });

  it('empty cells show --; a cut text shows its whole text in a tooltip under the pointer; Space on a row box ticks it', async () => {
    const long = '超长描述'.repeat(40);
    const goods = store.goods().goods.filter((g) => g.status === 2).slice(0, 2);
    const listedRows = [{ ...goods[0], describe: long }, { ...goods[1], describe: '', brand_name: null }];
    mock.fault('/goods/list/v2', { body: { code: 200, msg: 'success', data: { list: listedRows, total_count: 2 } } });
    const el = await mount('bo-goods-picker', { open: '', 'no-tree': '' });
    await opened(el, 2);
    const cells = (id: number) => [...row(el, id)!.querySelectorAll('[role="cell"]')].map((c) => c.textContent);
    const describe = $$(el, '[role="columnheader"]').findIndex((h) => h.textContent === '描述');
    expect(describe).to.be.greaterThan(0);
    expect(cells(goods[1]!.id)[describe]).to.equal('--');
    expect(cells(goods[0]!.id)[describe]).to.equal(long);
    expect($(el, '[role="tooltip"]')).to.equal(null);
    const text = [...row(el, goods[0]!.id)!.querySelectorAll<HTMLElement>('[data-cell-text]')].find((c) => c.textContent === long)!;
    expect(text.scrollWidth).to.be.greaterThan(text.clientWidth);
    const box = text.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(box.left + 10), Math.round(box.top + box.height / 2)] });
    const tip = await waitFor(() => $(el, '[role="tooltip"]'), 'tooltip');
    expect(tip.textContent).to.equal(long);
    const name = row(el, goods[0]!.id)!.querySelector<HTMLElement>('[data-cell-text]')!;
    const nameBox = name.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(nameBox.left + 2), Math.round(nameBox.top + nameBox.height / 2)] });
    await waitFor(() => $(el, '[role="tooltip"]') === null, 'no tooltip over a text that fits');
    row(el, goods[1]!.id)!.querySelector('input')!.focus();
    await sendKeys({ press: 'Space' });
    await waitFor(() => row(el, goods[1]!.id)!.getAttribute('aria-selected') === 'true', 'ticked by Space');
    expect(textOf(el)).to.contain('已选 1 条');
  });

  it('a preselected id whose row is not loaded stays chosen: counted, listed by id, given back in detail.ids', async () => {
    const el = await mount('bo-goods-picker', { open: '', 'no-tree': '', 'selected-ids': '[99999]' });
    await opened(el, 10);
    expect(textOf(el)).to.contain('已选 1 条');
    button(el, 'chosen')!.click();
    await waitFor(() => textOf(el).includes('预选记录（ID 99999）'), 'pending id in the tray');
    const first = rowIds(el)[0]!;
    const detail = await confirmRows(el, [first], heard);
    expect(detail.records.map((r: { id: number }) => String(r.id))).to.deep.equal([first]);
    expect(detail.ids.map(String)).to.deep.equal(['99999', first]);
  });

  it('radio mode: a disabled row stays shown as chosen when another row is picked', async () => {
    const el = await mount('bo-goods-picker', { open: '', 'no-tree': '', 'selection-mode': 'radio', 'disabled-ids': '[1]' });
    await opened(el, 10);
    const box = (id: string | number) => row(el, id)!.querySelector('input')!;
    const other = rowIds(el).find((id) => id !== '1')!;
    box(other).click();
    await waitFor(() => box(other).checked, 'picked');
    expect([box(1).checked, box(1).disabled]).to.deep.equal([true, true]);
  });

  it('the tray lists the chosen records; one can be removed, all cleared', async () => {
    const el = await mount('bo-goods-picker', { open: '' });
    await opened(el, 10);
    rowIds(el).slice(0, 3).forEach((id) => clickRow(el, id!));
    await settle();
    button(el, 'chosen')!.click();
    const remove = await waitFor(() => { const b = $$<HTMLButtonElement>(el, 'button[aria-label^="移除"]'); return b.length > 0 && b; }, 'tray list');
    expect(remove).to.have.length(3);
    remove[0].click();
    await waitFor(() => textOf(el).includes('已选 2 条'), '2 left');
    const list = () => $(el, '[aria-label="已选数据"]');
    expect(list(), 'the list stays open while removing').to.exist;
    const chosen = button(el, 'chosen')!;
    const box = chosen.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)] });
    await waitFor(() => list() === null, 'closed by its button');
    await settle(100);
    expect(list(), 'not opened again by the same click').to.equal(null);
    chosen.click();
    await waitFor(() => list(), 'open again');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => list() === null, 'closed by Esc');
    expect(el.open, 'Esc closed the list, not the picker').to.equal(true);
    button(el, 'clear')!.click();
    await waitFor(() => textOf(el).includes('已选 0 条'), 'cleared');
  });

  it('the small-number layout calls /goods/small/all with goods_ison 1 and goods_small_status 1, public adds the company id', async () => {
    const el = await mount('bo-goods-picker', { open: '', variant: 'small', 'no-tree': '' });
    await opened(el);
    expect(body('/goods/small/all')).to.deep.include({ status: 2, goods_ison: 1, goods_small_status: 1, page: 1, page_size: 10 });
    expect(textOf(el)).to.contain('小号');
    const pub = await mount('bo-goods-picker', { open: '', variant: 'small', public: '', 'no-tree': '' });
    await waitFor(() => mock.requestsTo('/goods/small/all_public').length === 1, 'public call');
    expect(body('/goods/small/all_public').company_id).to.be.a('number');
    pub.remove();
  });

  it('the columns of both layouts (spec 2 §3 goods and small-number goods rows)', async () => {
        const common = ['物品编号', '物品名称', '描述', '物品类型', '物品分类', '物品分组', '物品小类'];
    const audit = ['创建人', '创建时间', '更新人', '更新时间'];
    const el = await mount('bo-goods-picker', { open: '', 'no-tree': '' });
    await opened(el, 10);
    expect(headers(el)).to.deep.equal([...common, '计价单位', '计价数量', '品牌', '单位', ...audit]);
    const g = store.goods().goods.find((x) => String(x.id) === rowIds(el)[0])!;
    const cells = [...row(el, g.id)!.querySelectorAll('[role="cell"]')].map((c) => c.textContent);
    expect(cells.slice(8, 12)).to.deep.equal([g.price_unit.name, String(g.price_count), g.brand_name || '--', g.goods_unit]);
    el.remove();
    const sm = await mount('bo-goods-picker', { open: '', variant: 'small', 'no-tree': '' });
    await opened(sm, 10);
    expect(headers(sm)).to.deep.equal([
      ...common, '小号', '品牌', '图号', '图纸版本', 'EBOM版本', '库存', '虚拟库存', '待发货', '预计入库', '预计出库', ...audit,
    ]);
    const s = store.goods().smallGoods.find((x) => String(x.id) === rowIds(sm)[0])!;
    const smallCells = [...row(sm, s.id)!.querySelectorAll('[role="cell"]')].map((c) => c.textContent);
    expect(smallCells.slice(1, 3)).to.deep.equal([s.goods.serial_number, s.goods.name]);
    expect(smallCells.slice(13, 18)).to.deep.equal(
      [s.goods_count.stock, s.goods_count.virtual_stock, s.goods_count.ready_for_delivery, s.goods_count.scheduled_receipt, s.goods_count.scheduled_out].map(String),
    );
    expect(smallCells.slice(18)).to.deep.equal([s.goods.created_by, s.goods.created_at, s.goods.updated_by, s.goods.updated_at].map((v) => v || '--'));
  });

  it('the public small goods ask their small categories with the company id (/goods/little/list_public)', async () => {
    const el = await mount('bo-goods-picker', { open: '', variant: 'small', public: '' });
    await opened(el);
    (await waitFor(() => $$(el, '[role="tab"]').find((x) => x.textContent!.startsWith('小类')), 'small category tab')).click();
    await waitFor(() => mock.requestsTo('/goods/little/list_public').length === 1, 'public small categories');
    expect(body('/goods/little/list_public')).to.deep.include({ page: 1, page_size: 1000 });
    expect(body('/goods/little/list_public').company_id).to.be.a('number');
    expect(mock.requestsTo('/goods/little/list')).to.have.length(0);
  });

  it('the plain list does not wait for the login info; the trees, asked with the company id, do', async () => {
    mock.fault('/base/user/login_info', { delay: 2500, times: 1 });
    const el = await mount('bo-goods-picker', { open: '' });
    await waitFor(() => rows(el).length === 10, 'rows before the user is known', 2000);
    expect(mock.requestsTo('/setting/public/category/list'), 'tree waits for the user').to.have.length(0);
    await waitFor(() => mock.requestsTo('/setting/public/category/list').length === 1, 'tree asked once the user is known', 4000);
    expect(mock.lastRequest('/setting/public/category/list')!.query.company_id).to.match(/^\d+$/);
  });

  it('closing the drawer aborts the tree call in flight', async () => {
    mock.fault('/setting/public/category/list', { delay: 2000, times: 1 });
    const aborts = watchAborts();
    try {
      const el = await mount('bo-goods-picker', { open: '' });
      // not opened(): the tree's spinner keeps a motion running until the tree arrives
      await waitFor(() => rows(el).length === 10 && mock.requestsTo('/setting/public/category/list').length === 1, 'rows, tree asked');
      button(el, 'cancel')!.click();
      await waitFor(() => aborts.aborted.some((url) => url.includes('/setting/public/category/list?')), 'tree call aborted');
    } finally {
      aborts.stop();
    }
  });

  it('the tree filters by category, group or small category', async () => {
    const el = await mount('bo-goods-picker', { open: '' });
    await opened(el, 10);
    const item = await waitFor(() => $$(el, '[role="treeitem"]')[0], 'category tree');
    item.click();
    await waitFor(() => body('/goods/list/v2').goods_type_id !== undefined, 'filtered by category');
    expect(body('/goods/list/v2')).to.deep.include({ page: 1, page_size: 10 });
  });

  it('a search sends the typed fields and resets to page 1 of 10', async () => {
    const el = await mount('bo-goods-picker', { open: '' });
    await opened(el, 10);
    $<HTMLButtonElement>(el, 'button[aria-label="第 3 页"]')!.click();
    await waitFor(() => body('/goods/list/v2').page === 3, 'page 3');
    const input = $$<HTMLInputElement>(el, 'input').find((i) => i.closest('[data-field="name"]'))!;
    input.focus();
    await sendKeys({ type: '螺' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => body('/goods/list/v2').name === '螺', 'searched');
    expect(body('/goods/list/v2')).to.deep.include({ page: 1, page_size: 10, status: 2 });
    await motionDone(el);
    expect(rows(el).every((r) => r.textContent!.includes('螺'))).to.equal(true);
    expect(drawerOf(el)).to.exist;
  });
});
