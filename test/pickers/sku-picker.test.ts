import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/bo-sku-picker';
import { mock, store } from '../../demo/mock';
import { $, $$, mount, pickOption, settle, textOf, waitFor } from '../helpers';
import { button, headers, opened, pickerHooks, row, rowIds } from './picker-helpers';

const GOODS = '/shop/public/common/sku_list';
const PRODUCT = '/app_shop/public/get_product_sku';
const body = (path: string) => mock.lastRequest(path)!.body as Record<string, unknown>;
const cellsOf = (el: Element, id: number | string) => [...row(el, id)!.querySelectorAll('[role="cell"], [role="gridcell"]')].map((c) => c.textContent!.trim());
/** the node of a tree tab, once that tab's tree is shown */
const node = (el: Element, tree: string, id: number) =>
  waitFor(() => $$(el, `[role="tree"][aria-label="${tree}"] [role="treeitem"]`).find((i) => i.dataset.id === String(id)), `${tree} node ${id}`);
const tab = (el: Element, label: string) => $$(el, '[role="tab"]').find((x) => x.textContent!.includes(label))!;
const header = (el: Element, key: string) => $(el, `[data-sort="${key}"]`)!;
const STAFF = '/base/staff/list';
const input = (el: Element, field: string, side?: 'start' | 'end') =>
  $<HTMLInputElement>(el, `[data-field="${field}"] input${side ? `[data-side="${side}"]` : ''}`)!;
const type = async (box: HTMLInputElement, text: string) => (box.focus(), await sendKeys({ type: text }), await settle());
const options = (el: Element) => $$(el, '[role="option"]:not([data-hint])');
/** opens the goods picker with every search field shown */
async function expanded() {
  const el = await mount('bo-sku-picker', { open: '' });
  await opened(el, 10);
  button(el, 'toggle')!.click();
  await waitFor(() => $(el, '[data-field="updated_at"]'), 'the folded fields');
  return el;
}
/** chooses an option of a static select (a native one) by its label */
const choose = (el: Element, field: string, label: string) => pickOption(el, field, label);
/** the search fields of the last list request: in `filters` (spec 2 §7 "filters, page, page_size, group_id…") */
const searched = (path: string) => (body(path).filters ?? {}) as Record<string, unknown>;
/** presses 搜索 and waits until the list was asked with `done` true of its search fields */
async function search(el: Element, done: (filters: Record<string, unknown>) => boolean) {
  const before = mock.requestsTo(GOODS).length;
  button(el, 'search')!.click();
  await waitFor(() => mock.requestsTo(GOODS).length > before && done(searched(GOODS)), 'searched');
  return body(GOODS);
}

/** a shop goods row with every field the table shows */
const goodsRow = (id: number, status: number, extra: Record<string, unknown> = {}) => ({
  id, name: `商品${id}`, status, price: 10, market_price: 12.5, serial_number: `SP${id}`, sku_number: `SKU${id}`,
  com_sku_spec_text: '颜色:黑色', brand: { value: '华为' }, pre_sale: 0, deliver_day: 3, is_bargain: 0, cover_img_path: '', ...extra,
});

describe('<bo-sku-picker> (spec 2 Shop pickers)', () => {
  pickerHooks('bo-confirm', 'bo-cancel');

  describe('variant goods (default): 选择商品 from /shop/public/common/sku_list', () => {
    it('is titled 选择商品 and loads page 1 of 10 (page, page_size) in the data.data/data.total shape', async () => {
      const el = await mount('bo-sku-picker', { open: '' });
      await opened(el, 10);
      expect(textOf(el)).to.contain('选择商品');
      expect(body(GOODS)).to.deep.equal({ page: 1, page_size: 10 });
      expect(rowIds(el)).to.deep.equal(store.shop().goods.slice(0, 10).map((g) => String(g.id)));
      expect(textOf(el)).to.contain(`共 ${store.shop().goods.length} 条`);
      expect(headers(el)).to.deep.equal(['商品名称', '封面', '商品编号', 'SKU编号', '规格', '价格', '划线价', '状态', '品牌', '预售', '发货天数', '议价', '单位', 'SPU编号', '商品信息', '小号', 'SPU商品编号', '创建人', '创建时间', '更新人', '更新时间']);
    });

    it('shows the cover, the spec, the brand, delivery days and the market price struck through', async () => {
      const el = await mount('bo-sku-picker', { open: '' });
      await opened(el, 10);
      const g = store.shop().goods[0]!;
      const r = row(el, g.id)!;
      expect(r.querySelector('img')!.getAttribute('src')).to.equal(g.cover_img_path);
      const struck = r.querySelector('s[data-market-price]') as HTMLElement;
      expect(struck.textContent).to.equal(g.market_price.toFixed(2));
      expect(getComputedStyle(struck).textDecorationLine).to.contain('line-through');
      const cells = cellsOf(el, g.id);
      expect(cells).to.include.members([g.name, g.serial_number, g.sku_number, g.com_sku_spec_text, g.price.toFixed(2), g.brand.value, String(g.deliver_day)]);
      // spec 2 §3 Shop goods row: unit, SPU number, info, small number, SPU goods number, creator/updater and times
      expect(cells.slice(-9)).to.deep.equal([
        g.unit_name, g.spu_number, g.info, g.goods_small_sort_num, g.com_spu_serial_number, g.created_by, g.created_at, g.updated_by, g.updated_at,
      ]);
    });

    it('shows money through integer fen: 0.1 + 0.2 style floats and halves round as yuan text with two decimals', async () => {
      const rows = [goodsRow(1, 10, { price: 1.005, market_price: 0.30000000000000004 }), goodsRow(2, 10, { price: 1234567.8 })];
      mock.fault(GOODS, { body: { code: 200, msg: 'ok', data: { data: rows, total: rows.length } }, times: 1 });
      const el = await mount('bo-sku-picker', { open: '' });
      await opened(el, 2);
      expect(cellsOf(el, 1)).to.include.members(['1.01', '0.30']);
      expect(cellsOf(el, 2)).to.include('1234567.80');
    });

    it('names the statuses 10–14 and the audit statuses 0/1/3, pre-sale and bargaining', async () => {
      const rows = [goodsRow(1, 10, { is_bargain: 1, pre_sale: 1 }), goodsRow(2, 11), goodsRow(3, 12), goodsRow(4, 13), goodsRow(5, 14), goodsRow(6, 0), goodsRow(7, 1), goodsRow(8, 3)];
      mock.fault(GOODS, { body: { code: 200, msg: 'ok', data: { data: rows, total: rows.length } }, times: 1 });
      const el = await mount('bo-sku-picker', { open: '' });
      await opened(el, 8);
      const status = (id: number) => row(el, id)!.querySelector('[data-status]')!.textContent;
      expect([1, 2, 3, 4, 5, 6, 7, 8].map(status)).to.deep.equal(['已上架', '待上架', '已下架', '平台下架', '已删除', '未提交', '待审核', '审核驳回']);
      expect(cellsOf(el, 1)).to.include.members(['是', '可议价']);
      expect(cellsOf(el, 2)).to.include.members(['否', '不可议价']);
    });

    it('sorts on price and market price on the server: order price, price desc, market_price; the header shows aria-sort', async () => {
      const el = await mount('bo-sku-picker', { open: '' });
      await opened(el, 10);
      expect(header(el, 'price').getAttribute('aria-sort') ?? 'none').to.equal('none');
      header(el, 'price').click();
      await waitFor(() => body(GOODS).order === 'price', 'ascending price');
      expect(body(GOODS)).to.deep.equal({ order: 'price', page: 1, page_size: 10 });
      const byPrice = store.shop().goods.slice().sort((a, b) => a.price - b.price || a.id - b.id);
      await waitFor(() => rowIds(el)[0] === String(byPrice[0]!.id), 'cheapest first');
      expect(header(el, 'price').getAttribute('aria-sort')).to.equal('ascending');
      header(el, 'price').click();
      await waitFor(() => body(GOODS).order === 'price desc', 'descending price');
      await waitFor(() => header(el, 'price').getAttribute('aria-sort') === 'descending', 'aria-sort descending');
      header(el, 'market_price').click();
      await waitFor(() => body(GOODS).order === 'market_price', 'market price');
      await waitFor(() => header(el, 'market_price').getAttribute('aria-sort') === 'ascending', 'market price header');
      expect(header(el, 'price').getAttribute('aria-sort') ?? 'none').to.equal('none');
    });

    it('filters by shop category, group (modular shop_commodity) and platform category from the tree tabs', async () => {
      const el = await mount('bo-sku-picker', { open: '' });
      await opened(el, 10);
      expect(body('/shop/public/common/shop_category_list')).to.deep.equal({ is_page: 0 });
      const shopRoot = store.shop().shopCategories.find((c) => c.pid === 0)!;
      (await node(el, '店铺分类', shopRoot.id)).click();
      await waitFor(() => body(GOODS).shop_category_id === shopRoot.id, 'shop category');
      expect(body(GOODS)).to.deep.include({ page: 1, page_size: 10 });

      tab(el, '分组').click();
      await waitFor(() => mock.lastRequest('/common/categoryGroup/group/list')?.query.modular === 'shop_commodity', 'group tree');
      const group = store.shop().groups[0]!;
      (await node(el, '分组', group.id)).click();
      await waitFor(() => body(GOODS).group_id === group.id, 'group filter');
      expect(body(GOODS).shop_category_id).to.equal(undefined);

      tab(el, '平台分类').click();
      const plat = store.shop().platCategories[0]!;
      (await node(el, '平台分类', plat.id)).click();
      await waitFor(() => body(GOODS).plat_category_id === plat.id, 'platform filter');
      expect(mock.requestsTo('/shop/public/common/plat_category_list')).to.have.length(1);
    });

    it('searches by the goods SKU fields (name...) from page 1', async () => {
      const el = await mount('bo-sku-picker', { open: '' });
      await opened(el, 10);
      const input = $$<HTMLInputElement>(el, 'input').find((i) => i.closest('[data-field="name"]'))!;
      input.focus();
      await sendKeys({ type: '华为' });
      await sendKeys({ press: 'Enter' });
      await waitFor(() => searched(GOODS).name === '华为', 'searched');
      expect(body(GOODS)).to.deep.equal({ filters: { name: '华为' }, page: 1, page_size: 10 });
      button(el, 'toggle')!.click();
      const fields = ['name', 'brand', 'price', 'market_price', 'unit_name', 'sales_name', 'pre_sale', 'deliver_day', 'is_bargain',
        'spu_number', 'sku_number', 'file_created_staff_id', 'file_created_at', 'updated_staff_id', 'updated_at'];
      await waitFor(() => fields.every((f) => $(el, `[data-field="${f}"]`)), 'the goods SKU search fields');
    });

    it('a static select sends its option value: 预售 是 → pre_sale 1, 议价 不可议价 → is_bargain 0 (a 0 is not dropped)', async () => {
      const el = await expanded();
      await choose(el, 'pre_sale', '是');
      expect(await search(el, (b) => b.pre_sale !== undefined)).to.deep.equal({ filters: { pre_sale: 1 }, page: 1, page_size: 10 });
      const preSale = store.shop().goods.filter((g) => g.pre_sale === 1);
      await waitFor(() => textOf(el).includes(`共 ${preSale.length} 条`), 'the pre-sale goods');
      await choose(el, 'is_bargain', '不可议价');
      expect(await search(el, (b) => b.is_bargain !== undefined)).to.deep.equal({ filters: { pre_sale: 1, is_bargain: 0 }, page: 1, page_size: 10 });
      const both = preSale.filter((g) => g.is_bargain === 0);
      await waitFor(() => textOf(el).includes(`共 ${both.length} 条`), 'pre-sale, not negotiable');
    });

    it('the price ranges are sent as start and end (2 decimals); a range with one side sends that side only', async () => {
      const el = await expanded();
      expect([input(el, 'price', 'start').type, input(el, 'price', 'start').step]).to.deep.equal(['number', '0.01']);
      await type(input(el, 'price', 'start'), '20.5');
      await type(input(el, 'price', 'end'), '300');
      await type(input(el, 'market_price', 'end'), '400.256');
      const sent = await search(el, (b) => b.price !== undefined);
      expect(sent).to.deep.equal({ filters: { price: { start: 20.5, end: 300 }, market_price: { end: 400.26 } }, page: 1, page_size: 10 });
      const inRange = store.shop().goods.filter((g) => g.price >= 20.5 && g.price <= 300 && g.market_price <= 400.26);
      await waitFor(() => textOf(el).includes(`共 ${inRange.length} 条`), 'the goods in range');
    });

    it('a staff select asks /base/staff/list (page 1, page_size 1000) only once text is typed, then sends the staff id', async () => {
      const el = await expanded();
      const active = store.org().staff.filter((p) => p.status === 1 || p.status === 2);
      const who = active.find((p) => p.name.length > 1 && active.filter((o) => o.name === p.name).length === 1)!;
      const box = input(el, 'file_created_staff_id');
      box.focus();
      await sendKeys({ press: 'ArrowDown' });
      await waitFor(() => textOf(el).includes('请输入关键字搜索'), 'the hint to type');
      await settle(200);
      expect(mock.requestsTo(STAFF), 'nothing asked before typing').to.have.length(0);
      await type(box, who.name[0]!);
      await waitFor(() => options(el).length > 0, 'staff options');
      expect(mock.requestsTo(STAFF)).to.have.length(1);
      expect(body(STAFF)).to.deep.equal({ name: who.name[0], page: 1, page_size: 1000, status: [1, 2] });
      await type(box, who.name.slice(1));
      await waitFor(() => options(el).every((o) => o.textContent!.includes(who.name)), 'filtered locally');
      expect(mock.requestsTo(STAFF), 'the list is filtered, not asked again').to.have.length(1);
      options(el).find((o) => o.textContent === who.name)!.click();
      await waitFor(() => box.value === who.name, 'staff chosen');
      expect(await search(el, (b) => b.file_created_staff_id !== undefined)).to.deep.equal({ filters: { file_created_staff_id: who.id }, page: 1, page_size: 10 });
    });
  });

  describe('variant product: /app_shop/public/get_product_sku', () => {
    const listed = () => store.shop().productSkus.filter((p) => p.status === 2 || p.status === 3);

    it('asks for status [2,3] with the page and pageSize keys and reads data.list/total_count', async () => {
      const el = await mount('bo-sku-picker', { open: '', variant: 'product' });
      await opened(el, 10);
      expect(body(PRODUCT)).to.deep.equal({ status: [2, 3], page: 1, pageSize: 10 });
      expect(rowIds(el)).to.deep.equal(listed().slice(0, 10).map((p) => String(p.id)));
      expect(textOf(el)).to.contain(`共 ${listed().length} 条`);
      $<HTMLButtonElement>(el, 'button[aria-label="第 2 页"]')!.click();
      await waitFor(() => body(PRODUCT).page === 2, 'page 2');
      expect(body(PRODUCT)).to.deep.equal({ status: [2, 3], page: 2, pageSize: 10 });
      expect(mock.requestsTo(GOODS)).to.have.length(0);
    });

    it('shows product name and number, sku_number, status 待上架/已上架, validity, prices and category', async () => {
      const el = await mount('bo-sku-picker', { open: '', variant: 'product' });
      await opened(el, 10);
      expect(headers(el)).to.deep.equal(['产品名称', '产品编号', 'SKU编号', '状态', '有效期（天）', '原价', '售价', '分类']);
      for (const p of listed().slice(0, 10)) {
        const cells = cellsOf(el, p.id);
        expect(cells).to.include.members([p.product.name, p.product.serial_number, p.sku_number, p.status === 2 ? '待上架' : '已上架']);
        expect(cells).to.include.members([p.base_price.toFixed(2), p.sale_price.toFixed(2), p.category_name]);
        expect(cells).to.include(p.validity === 0 ? '永久' : String(p.validity));
      }
      expect($(el, '[data-sort]')).to.equal(null);
    });

    it('filters by the app-shop category tree (POST /app_shop/public/get_category)', async () => {
      const el = await mount('bo-sku-picker', { open: '', variant: 'product' });
      await opened(el, 10);
      expect(mock.requestsTo('/app_shop/public/get_category')).to.have.length(1);
      expect($$(el, '[role="tab"]').map((x) => x.textContent)).to.not.include('平台分类');
      const root = store.shop().appCategories.find((c) => c.pid === 0)!;
      (await node(el, '分类', root.id)).click();
      await waitFor(() => body(PRODUCT).category_id === root.id, 'category filter');
      expect(body(PRODUCT)).to.deep.include({ status: [2, 3], page: 1, pageSize: 10 });
    });

    it('searches by the SKU number in `filters`, beside status [2,3] and the paging (spec 2 §7)', async () => {
      const el = await mount('bo-sku-picker', { open: '', variant: 'product' });
      await opened(el, 10);
      const target = listed()[4]!;
      const box = $$<HTMLInputElement>(el, 'input').find((i) => i.closest('[data-field="sku_number"]'))!;
      box.focus();
      await sendKeys({ type: target.sku_number });
      await sendKeys({ press: 'Enter' });
      await waitFor(() => searched(PRODUCT).sku_number === target.sku_number, 'searched');
      expect(body(PRODUCT)).to.deep.equal({ filters: { sku_number: target.sku_number }, status: [2, 3], page: 1, pageSize: 10 });
      await waitFor(() => rowIds(el).includes(String(target.id)) && rowIds(el).length < 10, 'the SKU found');
    });

    it('confirming with nothing chosen shows 请选择数据', async () => {
      const el = await mount('bo-sku-picker', { open: '', variant: 'product' });
      await opened(el, 10);
      button(el, 'confirm')!.click();
      await waitFor(() => textOf(el).includes('请选择数据'), 'message');
      expect(el.open).to.equal(true);
    });
  });

  it('opens after hostile values in every documented attribute: each bad one warns and keeps its default (issue 40)', async () => {
    const manifest = await (await fetch('/custom-elements.json')).json();
    const attributes: string[] = manifest.modules.find((m: { declarations: { tagName: string }[] }) => m.declarations[0].tagName === 'bo-sku-picker')
      .declarations[0].attributes.map((a: { name: string }) => a.name).filter((n: string) => !['open', 'lang', 'api-base'].includes(n));
    expect(attributes).to.include.members(['inline', 'variant', 'selection-mode', 'selected-ids']);
    const HOSTILE = ['', 'null', '-1', '1e309', '<img src=x onerror="window.__hostile=1">', 'x'.repeat(100000), '[', '{}'];
    const el = await mount('bo-sku-picker', {});
    for (const value of HOSTILE) for (const name of attributes) el.setAttribute(name, value);
    await settle();
    const answer = el.show();
    await waitFor(() => $(el, '[role="dialog"]'), 'the drawer after hostile attributes');
    expect(el.inline, 'a bad inline keeps its default').to.equal(false);
    expect([el.disabled, el.hasAttribute('disabled')], 'a bad disabled is written back as its default: the browser no longer disables it').to.deep.equal([false, false]);
    expect((window as { __hostile?: number }).__hostile).to.equal(undefined);
    el.hide();
    expect(await answer).to.equal(null);
  });
});
