import { expect } from 'chai';
import '../../elements/bo-category-group-filter';
import { mock, startMockWorker, store } from '../../demo/mock';
import { clearLoginInfo } from '../../src/core/user';
import { filtersOf, tabsFor } from '../../src/pickers/category-group-filter/category-group-filter.logic';
import { $, $$, listen, mount, settle, textOf, unmountAll, waitFor } from '../helpers';

type Filter = HTMLElementTagNameMap['bo-category-group-filter'];
interface Linked { id: number; pid: number; name: string }

const open = (attributes: Record<string, string> = {}) => mount('bo-category-group-filter', { style: 'height: 420px', ...attributes });
const rows = (el: Filter) => $$(el, '[role="treeitem"]');
const labels = (el: Filter) => rows(el).map((r) => r.textContent);
const row = (el: Filter, id: number) => $(el, `[role="treeitem"][data-id="${id}"]`)!;
const tabs = (el: Filter) => $$(el, '[role="tab"]');
const tabLabels = (el: Filter) => tabs(el).map((x) => x.querySelector('.fui-Tab__content')!.textContent);
const clickTab = (el: Filter, label: string) => tabs(el).find((x) => x.querySelector('.fui-Tab__content')!.textContent === label)!.click();
const query = (path: string) => mock.lastRequest(path)!.query;
const roots = (records: readonly Linked[]) => records.filter((r) => r.pid === 0);
/** a record and its descendants, in tree (pre-) order */
const subtree = (records: readonly Linked[], id: number): number[] => [id, ...records.filter((r) => r.pid === id).flatMap((r) => subtree(records, r.id))];
const treeShown = (el: Filter, records: readonly Linked[]) =>
  waitFor(() => labels(el).join() === roots(records).map((r) => r.name).join(), `roots ${roots(records)[0]?.name}…`);
const companyId = () => store.org().staff.find((s) => s.id === store.org().currentStaffId)!.company_id;

describe('category-group-filter.logic (spec 2 §2)', () => {
  it('has the tabs of each kind in order, and a restriction keeps the named ones in its order', () => {
    expect(tabsFor('goods').map((x) => [x.key, x.field])).to.deep.equal([['category', 'goods_type_id'], ['group', 'goods_group_id'], ['platCategory', 'plat_category_id']]);
    expect(tabsFor('material').map((x) => [x.key, x.field])).to.deep.equal([['type', 'sucai_type_id'], ['category', 'category_id'], ['group', 'sucai_group_pivot_group_id']]);
    expect(tabsFor('page').map((x) => [x.key, x.field])).to.deep.equal([['category', 'category_id'], ['group', 'group_id']]);
    expect(tabsFor('goods', ['platCategory', 'nope', 'category', 'category']).map((x) => x.key)).to.deep.equal(['platCategory', 'category']);
    expect(tabsFor('page', ['nope']).map((x) => x.key)).to.deep.equal(['category', 'group']);
  });

  it('gives the payload: one id in single mode, an array in multiple mode, nothing when none is chosen', () => {
    const [category] = tabsFor('goods');
    expect(filtersOf(category, [3], false)).to.deep.equal({ goods_type_id: 3 });
    expect(filtersOf(category, [3, 4], true)).to.deep.equal({ goods_type_id: [3, 4] });
    expect(filtersOf(category, [], true)).to.deep.equal({});
  });
});

describe('<bo-category-group-filter> (spec 2 §2 category/group side filter)', () => {
  let heard: ReturnType<typeof listen>;
  before(() => startMockWorker());
  beforeEach(() => {
    mock.reset();
    clearLoginInfo();
    heard = listen('bo-change', 'bo-error');
  });
  afterEach(() => {
    heard.stop();
    unmountAll();
  });

  it('goods: 分类 / 分组 / 平台分类, each loaded when first shown; the goods trees carry modular goods and the company id', async () => {
    const { categories, groups } = store.goods();
    const el = await open();
    expect(tabLabels(el)).to.deep.equal(['分类', '分组', '平台分类']);
    await treeShown(el, categories);
    expect(query('/setting/public/category/list')).to.deep.equal({ modular: 'goods', company_id: String(companyId()) });
    expect(mock.requestsTo('/setting/public/group/list')).to.have.length(0);
    expect(mock.requestsTo('/shop/public/common/plat_category_list')).to.have.length(0);
    clickTab(el, '分组');
    await treeShown(el, groups);
    expect(query('/setting/public/group/list')).to.deep.equal({ modular: 'goods', company_id: String(companyId()) });
    clickTab(el, '平台分类');
    await treeShown(el, store.shop().platCategories);
    expect(mock.lastRequest('/shop/public/common/plat_category_list')!.method).to.equal('POST');
    clickTab(el, '分类');
    await treeShown(el, categories);
    expect(mock.requestsTo('/setting/public/category/list'), 'loaded once').to.have.length(1);
  });

  it('material: 素材类型 (page_size 0), 素材分类 and 素材分组 (modular sucai)', async () => {
    const { types, categories, groups } = store.sucai();
    const el = await open({ kind: 'material' });
    expect(tabLabels(el)).to.deep.equal(['素材类型', '素材分类', '素材分组']);
    await waitFor(() => labels(el).join() === types.map((x) => x.name).join(), 'the material types');
    expect(query('/sucai_manage/sucai_type/list')).to.deep.equal({ page_size: '0' });
    clickTab(el, '素材分类');
    await treeShown(el, categories);
    expect(query('/common/categoryGroup/category/list')).to.deep.equal({ modular: 'sucai' });
    clickTab(el, '素材分组');
    await treeShown(el, groups);
    expect(query('/common/categoryGroup/group/list')).to.deep.equal({ modular: 'sucai' });
    expect(mock.requestsTo('/base/user/login_info'), 'no user needed').to.have.length(0);
  });

  it('page: 分类 and 分组 with modular apaas_center; single mode gives { category_id } / { group_id }', async () => {
    const el = await open({ kind: 'page' });
    expect(tabLabels(el)).to.deep.equal(['分类', '分组']);
    await treeShown(el, store.tree('category', 'apaas_center'));
    expect(query('/common/categoryGroup/category/list')).to.deep.equal({ modular: 'apaas_center' });
    const [first] = roots(store.tree('category', 'apaas_center'));
    row(el, first.id).click();
    await waitFor(() => heard.of('bo-change').length === 1, 'bo-change');
    expect(heard.last('bo-change')!.detail).to.deep.equal({ tab: 'category', ids: [first.id], filters: { category_id: first.id } });
    clickTab(el, '分组');
    await treeShown(el, store.tree('group', 'apaas_center'));
    expect(query('/common/categoryGroup/group/list')).to.deep.equal({ modular: 'apaas_center' });
    const [group] = roots(store.tree('group', 'apaas_center'));
    row(el, group.id).click();
    await waitFor(() => heard.of('bo-change').length === 3, 'bo-change of the group');
    expect(heard.last('bo-change')!.detail).to.deep.equal({ tab: 'group', ids: [group.id], filters: { group_id: group.id } });
  });

  it('single mode: a click selects one node (a listener on document hears bo-change), a second click clears it; el.value follows', async () => {
    const { categories } = store.goods();
    const el = await open();
    await treeShown(el, categories);
    const [a, b] = roots(categories);
    row(el, a.id).click();
    await waitFor(() => heard.of('bo-change').length === 1, 'first bo-change');
    expect(heard.last('bo-change')!.detail).to.deep.equal({ tab: 'category', ids: [a.id], filters: { goods_type_id: a.id } });
    expect(el.value).to.deep.equal({ tab: 'category', ids: [a.id] });
    row(el, b.id).click();
    await waitFor(() => heard.of('bo-change').length === 2, 'second bo-change');
    expect(heard.last('bo-change')!.detail.filters).to.deep.equal({ goods_type_id: b.id });
    await settle();
    expect([row(el, a.id).getAttribute('aria-selected'), row(el, b.id).getAttribute('aria-selected')]).to.deep.equal(['false', 'true']);
    row(el, b.id).click();
    await waitFor(() => heard.of('bo-change').length === 3, 'cleared');
    expect(heard.last('bo-change')!.detail).to.deep.equal({ tab: 'category', ids: [], filters: {} });
    expect(el.value).to.deep.equal({ tab: 'category', ids: [] });
  });

  it('switching the tab clears the choice and dispatches bo-change with that tab and no filters', async () => {
    const { categories, groups } = store.goods();
    const el = await open();
    await treeShown(el, categories);
    row(el, roots(categories)[0].id).click();
    await waitFor(() => heard.of('bo-change').length === 1, 'chosen');
    clickTab(el, '分组');
    await waitFor(() => heard.of('bo-change').length === 2, 'tab change');
    expect(heard.last('bo-change')!.detail).to.deep.equal({ tab: 'group', ids: [], filters: {} });
    expect(el.value).to.deep.equal({ tab: 'group', ids: [] });
    await treeShown(el, groups);
    expect(rows(el).some((r) => r.getAttribute('aria-selected') === 'true')).to.equal(false);
  });

  it('multiple mode: a check tree where a parent checks and unchecks all its descendants; ids go as an array', async () => {
    const { categories } = store.goods();
    const el = await open({ multiple: '' });
    await treeShown(el, categories);
    const parent = roots(categories).find((r) => categories.some((c) => c.pid === r.id))!;
    const all = subtree(categories, parent.id);
    expect(all.length).to.be.greaterThan(2);
    row(el, parent.id).click();
    await waitFor(() => heard.of('bo-change').length === 1, 'checked');
    expect(heard.last('bo-change')!.detail).to.deep.equal({ tab: 'category', ids: all, filters: { goods_type_id: all } });
    row(el, parent.id).querySelector<HTMLElement>('[data-chevron]')!.click();
    const child = categories.find((c) => c.pid === parent.id)!;
    await waitFor(() => row(el, child.id), 'children shown');
    expect(row(el, child.id).getAttribute('aria-checked')).to.equal('true');
    row(el, child.id).click();
    await waitFor(() => heard.of('bo-change').length === 2, 'child unchecked');
    const left = all.filter((id) => id !== parent.id && !subtree(categories, child.id).includes(id));
    expect(heard.last('bo-change')!.detail.ids).to.deep.equal(left);
    await settle();
    expect(row(el, parent.id).getAttribute('aria-checked')).to.equal('mixed');
    row(el, parent.id).click();
    await waitFor(() => heard.of('bo-change').length === 3, 'all again');
    row(el, parent.id).click();
    await waitFor(() => heard.of('bo-change').length === 4, 'all unchecked');
    expect(heard.last('bo-change')!.detail).to.deep.equal({ tab: 'category', ids: [], filters: {} });
  });

  it('material multiple mode: 素材类型 ids as sucai_type_id array', async () => {
    const el = await open({ kind: 'material', multiple: '' });
    const [image, audio] = store.sucai().types;
    await waitFor(() => row(el, image.id), 'types');
    row(el, image.id).click();
    await waitFor(() => heard.of('bo-change').length === 1, 'one');
    row(el, audio.id).click();
    await waitFor(() => heard.of('bo-change').length === 2, 'two');
    expect(heard.last('bo-change')!.detail).to.deep.equal({ tab: 'type', ids: [image.id, audio.id], filters: { sucai_type_id: [image.id, audio.id] } });
  });

  it('tabs restricts and orders the tabs; the first of them is loaded', async () => {
    const { groups } = store.goods();
    const el = await open({ tabs: '["group","category"]' });
    expect(tabLabels(el)).to.deep.equal(['分组', '分类']);
    await treeShown(el, groups);
    expect(mock.requestsTo('/setting/public/category/list')).to.have.length(0);
    const single = await open({ kind: 'page', tabs: '["group"]' });
    expect(tabs(single), 'one tab: no tab list').to.have.length(0);
    await treeShown(single, store.tree('group', 'apaas_center'));
  });

  it('the value attribute sets the tab and the chosen node without dispatching', async () => {
    const groups = store.tree('group', 'apaas_center');
    const [g] = roots(groups);
    const el = await open({ kind: 'page', value: JSON.stringify({ tab: 'group', ids: [g.id] }) });
    await treeShown(el, groups);
    expect(tabs(el).map((x) => x.getAttribute('aria-selected'))).to.deep.equal(['false', 'true']);
    expect(row(el, g.id).getAttribute('aria-selected')).to.equal('true');
    const categories = store.tree('category', 'apaas_center');
    el.value = { tab: 'category', ids: [roots(categories)[1].id] };
    await treeShown(el, categories);
    await waitFor(() => row(el, roots(categories)[1].id).getAttribute('aria-selected') === 'true', 'selected by the property');
    expect(heard.of('bo-change')).to.have.length(0);
  });

  it('a failed tree shows its message with 重试 and dispatches bo-error; 重试 loads it', async () => {
    mock.fault('/common/categoryGroup/category/list', { code: 500, msg: '分类服务不可用', times: 1 });
    const el = await open({ kind: 'page' });
    const alert = await waitFor(() => $(el, '[role="alert"]'), 'inline error');
    expect(alert.textContent).to.contain('分类服务不可用');
    expect(heard.last('bo-error')!.detail).to.deep.include({ source: 'http', code: 500, msg: '分类服务不可用' });
    alert.querySelector('button')!.click();
    await treeShown(el, store.tree('category', 'apaas_center'));
    expect(mock.requestsTo('/common/categoryGroup/category/list')).to.have.length(2);
  });

  it('goods: a failed login-info call shows on the tab with 重试 and dispatches bo-error', async () => {
    mock.fault('/base/user/login_info', { status: 500, times: 1 });
    const el = await open();
    await waitFor(() => $(el, '[role="alert"]'), 'inline error');
    expect(heard.last('bo-error')!.detail).to.deep.include({ source: 'http', status: 500 });
    expect(mock.requestsTo('/setting/public/category/list')).to.have.length(0);
    $<HTMLButtonElement>(el, '[role="alert"] button')!.click();
    await treeShown(el, store.goods().categories);
  });

  it('shows 加载中… while loading and 暂无数据 for an empty tree', async () => {
    mock.fault('/common/categoryGroup/category/list', { delay: 400, body: { code: 200, msg: 'ok', data: [] }, times: 1 });
    const el = await open({ kind: 'page' });
    await waitFor(() => textOf(el).includes('加载中'), 'loading');
    await waitFor(() => textOf(el).includes('暂无数据'), 'empty');
  });

  it('is 260 px wide (width changes it), fills its container\'s height, and collapses when collapsible', async () => {
    const box = document.createElement('div');
    box.style.cssText = 'height: 500px';
    const el = document.createElement('bo-category-group-filter');
    el.kind = 'page';
    box.append(el);
    document.body.append(box);
    try {
      await treeShown(el, store.tree('category', 'apaas_center'));
      const side = $(el, '[part="tree-sidebar"]')!;
      expect(side.getBoundingClientRect().width).to.equal(260);
      expect(side.getBoundingClientRect().height).to.equal(500);
      expect($(el, '[data-collapse-toggle]')).to.equal(null);
      el.setAttribute('width', '300');
      el.setAttribute('collapsible', '');
      await settle();
      expect(side.getBoundingClientRect().width).to.equal(300);
      $(el, '[data-collapse-toggle]')!.click();
      await waitFor(() => side.getBoundingClientRect().width === 15, 'collapsed to 15 px');
    } finally {
      box.remove();
    }
  });

  it('without a container height it is 320 px tall and shows its tree; the CSS property changes that', async () => {
    const el = await mount('bo-category-group-filter', { kind: 'page' });
    await treeShown(el, store.tree('category', 'apaas_center'));
    expect(el.getBoundingClientRect().height).to.equal(320);
    expect($(el, '[part="tree-sidebar"]')!.getBoundingClientRect().height).to.equal(320);
    el.style.setProperty('--bo-category-group-filter-min-height', '400px');
    await settle();
    expect($(el, '[part="tree-sidebar"]')!.getBoundingClientRect().height).to.equal(400);
  });
});
