/** <bo-numbering-rules> (spec 1 §2 "Numbering-rule list", §4–§7): requests, messages, flags, navigation. */
import { expect } from 'chai';
import '../../elements/bo-numbering-rules';
import { mock, store } from '../../demo/mock';
import { $, $$, mount, settle, waitFor } from '../helpers';
import { listLoaded, messageOf as message, pickerHooks } from '../pickers/picker-helpers';

const LIST = '/api/rule/list';
const FULL = { 'app-modular': 'purchase', 'app-id': '3', 'app-name': '采购', 'can-list': '', 'can-add': '', 'can-edit': '', 'can-enable': '', 'can-delete': '', 'can-global': '' };
const rules = (m = 'purchase') => store.rules(m);
const rowsOf = (el: Element) => $$(el, '[data-row-id]');
const inRow = <E extends Element = HTMLButtonElement>(el: Element, id: number, action: string) => $(el, `[data-row-id="${id}"]`)!.querySelector<E>(`[data-action="${action}"]`);
const loaded = (el: Element, requests = 1) => listLoaded(el, LIST, requests);
const answer = async (el: Element, ok: boolean) => (await waitFor(() => $<HTMLButtonElement>(el, ok ? '[data-bo-confirm-ok]' : '[data-bo-confirm-cancel]'), 'the question')).click();
const radio = (el: Element, value: '0' | '1') => $<HTMLInputElement>(el, `[data-field="needed"] input[value="${value}"]`)!;

describe('<bo-numbering-rules>', () => {
  const heard = pickerHooks('bo-change', 'bo-navigate', 'bo-error');
  beforeEach(() => document.addEventListener('bo-navigate', stop));
  afterEach(() => document.removeEventListener('bo-navigate', stop));
  function stop(e: Event) {
    e.preventDefault();
  }
  const navs = () => heard.events.filter((e) => e.type === 'bo-navigate').map((e) => e.detail);

  it('GETs /api/rule/list with the module, page 1 of 10, and the rules-needed flag (GET /rule/get_app_enable)', async () => {
    const el = await mount('bo-numbering-rules', FULL);
    await loaded(el);
    expect(mock.lastRequest(LIST)!.query).to.deep.equal({ app_modular: 'purchase', app_id: '3', page: '1', page_size: '10' });
    expect(rowsOf(el).map((r) => r.dataset.rowId)).to.deep.equal(rules().map((r) => String(r.id)));
    expect(mock.requestsTo('/rule/get_app_enable')).to.have.length(1);
    await waitFor(() => radio(el, '1').checked, 'needed');
    const headers = $$(el, '[role="columnheader"]').map((h) => h.textContent!.trim());
    expect(headers.slice(0, 5)).to.deep.equal(['序号', '规则名称', '规则编号', '示例', '启用']);
  });

  it('rules needed / not needed POSTs /api/rule/app_enable {is_enable, field, app_modular}; read-only without can-global', async () => {
    const el = await mount('bo-numbering-rules', { ...FULL, field: 'order_sn' });
    await loaded(el);
    await waitFor(() => radio(el, '1').checked, 'needed');
    radio(el, '0').click();
    await message(el, '设置成功');
    expect(mock.lastRequest('/api/rule/app_enable')!.body).to.deep.equal({ is_enable: 0, field: 'order_sn', app_modular: 'purchase' });
    expect(radio(el, '0').checked).to.equal(true);
    const ro = await mount('bo-numbering-rules', { 'app-modular': 'purchase', 'can-list': '' });
    await waitFor(() => radio(ro, '0'), 'the choice');
    expect(radio(ro, '0').disabled && radio(ro, '1').disabled).to.equal(true);
  });

  it('the rules-needed choice has a visible caption that names it (issue 36)', async () => {
    const el = await mount('bo-numbering-rules', { ...FULL, field: 'order_sn' });
    await waitFor(() => radio(el, '1'), 'the choice');
    const group = $(el, '[data-field="needed"]')!;
    const caption = el.shadowRoot!.getElementById(group.getAttribute('aria-labelledby')!)!;
    expect(caption.textContent).to.equal('是否需要编号规则');
    expect(caption.getBoundingClientRect().width, 'the caption is shown').to.be.greaterThan(0);
  });

  it('without field, a change of the choice sends nothing: it says why and tells the page (issue 36)', async () => {
    const el = await mount('bo-numbering-rules', FULL);
    await loaded(el);
    await waitFor(() => radio(el, '1').checked, 'needed');
    radio(el, '0').click();
    await message(el, '未设置 field 属性（编号规则对应的字段），无法保存是否需要编号规则');
    expect(mock.requestsTo('/api/rule/app_enable')).to.have.length(0);
    expect(heard.of('bo-error').map((e) => [e.detail.source, e.detail.attribute])).to.deep.equal([['attribute', 'field']]);
    await waitFor(() => radio(el, '1').checked, 'the choice back to what is saved');
  });

  it('the enable switch POSTs /api/rule/enable {is_enable, id}; a disabled rule cannot be set default (设置默认编号前请启用该规则)', async () => {
    const el = await mount('bo-numbering-rules', FULL);
    await loaded(el);
    const off = rules().find((r) => !r.is_enable && !r.is_default) ?? rules()[1]!;
    if (off.is_enable) off.is_enable = 0;
    mock.requests.length = 0;
    // a fresh list with the rule off
    el.setAttribute('app-id', '4');
    await loaded(el);
    inRow(el, off.id, 'set-default')!.click();
    await message(el, '设置默认编号前请启用该规则');
    expect(mock.requestsTo('/api/rule/set_def')).to.have.length(0);
    inRow<HTMLInputElement>(el, off.id, 'enable')!.click();
    await message(el, '操作成功');
    expect(mock.lastRequest('/api/rule/enable')!.body).to.deep.equal({ is_enable: 1, id: off.id });
    await waitFor(() => inRow<HTMLInputElement>(el, off.id, 'enable')!.checked, 'on');
    inRow(el, off.id, 'set-default')!.click();
    await message(el, '设置成功');
    expect(mock.lastRequest('/api/rule/set_def')!.method).to.equal('PUT');
    expect(mock.lastRequest('/api/rule/set_def')!.body).to.deep.equal({ id: off.id });
    await waitFor(() => $(el, `[data-row-id="${off.id}"] [data-default-tag]`), 'the 默认 tag');
  });

  it('delete only a disabled rule, after 请确认是否删除该条数据? (DELETE /api/rule/delete {id}, 删除成功)', async () => {
    const el = await mount('bo-numbering-rules', FULL);
    await loaded(el);
    const on = rules().find((r) => r.is_enable)!;
    expect(inRow<HTMLButtonElement>(el, on.id, 'delete')!.getAttribute('aria-disabled')).to.equal('true');
    const off = rules().find((r) => !r.is_enable);
    if (!off) return;
    inRow(el, off.id, 'delete')!.click();
    expect((await waitFor(() => $(el, '[data-bo-confirm]'), 'the question')).textContent).to.contain('请确认是否删除该条数据?');
    await answer(el, true);
    await message(el, '删除成功');
    const req = mock.lastRequest('/api/rule/delete')!;
    expect([req.method, req.body]).to.deep.equal(['DELETE', { id: off.id }]);
    await waitFor(() => !$(el, `[data-row-id="${off.id}"]`), 'gone');
  });

  it('add and edit go through bo-navigate to the add path: is_use and app "appId_appName" / id', async () => {
    const el = await mount('bo-numbering-rules', { ...FULL, 'add-path': '/setting/rule/edit' });
    await loaded(el);
    await waitFor(() => radio(el, '1').checked, 'needed known');
    $<HTMLButtonElement>(el, '[data-action="add"]')!.click();
    inRow(el, rules()[0]!.id, 'edit')!.click();
    expect(navs()).to.deep.equal([
      { path: '/setting/rule/edit', query: { is_use: '1', app: '3_采购' }, newWindow: false },
      { path: '/setting/rule/edit', query: { id: String(rules()[0]!.id) }, newWindow: false },
    ]);
  });

  it('rules needed and none: straight to adding one; not without can-add', async () => {
    const el = await mount('bo-numbering-rules', { ...FULL, 'app-modular': 'empty' });
    await waitFor(() => navs().length === 1, 'the redirect');
    expect(navs()[0]).to.deep.equal({ path: '/rule/edit', query: { is_use: '1', app: '3_采购' }, newWindow: false });
    expect($(el, '[data-action="add"]') !== null).to.equal(true);
    await mount('bo-numbering-rules', { 'app-modular': 'empty', 'can-list': '' });
    await waitFor(() => mock.requestsTo(LIST).length === 2, 'the second list');
    await settle(100);
    expect(navs()).to.have.length(1);
  });

  it('a module with application types: tabs from GET /api/rule/get_app; the list per app_type; each type its own flag and field', async () => {
    const el = await mount('bo-numbering-rules', { ...FULL, 'app-modular': 'contract', 'app-types': '' });
    await loaded(el);
    expect(mock.lastRequest('/api/rule/get_app')!.query).to.deep.equal({ app_modular: 'contract', app_id: '3' });
    expect(mock.lastRequest(LIST)!.query).to.deep.include({ app_type: '1' });
    // the tabs' code comes beside the types' request: it may come after the rows
    const tabs = await waitFor(() => {
      const found = $$(el, '[role="tab"]');
      return found.length === 2 && found;
    }, 'the two tabs');
    expect([tabs[0]!.textContent!.includes('采购合同'), tabs[1]!.textContent!.includes('工程合同')]).to.deep.equal([true, true]);
    tabs[1]!.click();
    await waitFor(() => mock.lastRequest(LIST)!.query.app_type === '2', 'the second type');
    await waitFor(() => radio(el, '0').checked, 'not needed for it');
    radio(el, '1').click();
    await message(el, '设置成功');
    expect(mock.lastRequest('/api/rule/app_enable')!.body).to.deep.equal({ is_enable: 1, field: 'project_contract_sn', app_modular: 'contract' });
    expect(mock.requestsTo('/rule/get_app_enable')).to.have.length(0);
  });

  it('without can-list nothing is asked; without the other flags no add, edit, default, delete and the switch is read-only', async () => {
    // a module of its own: a late request of the test before is not this element's
    const none = await mount('bo-numbering-rules', { 'app-modular': 'warehouse' });
    await waitFor(() => $(none, '[data-notice]'), 'notice');
    await settle(100);
    expect(mock.requests.filter((r) => r.query.app_modular === 'warehouse').map((r) => r.path)).to.deep.equal([]);
    expect(mock.requests.some((r) => r.path === '/rule/get_app_enable')).to.equal(false);
    const ro = await mount('bo-numbering-rules', { 'app-modular': 'purchase', 'can-list': '' });
    await loaded(ro);
    for (const a of ['add', 'edit', 'set-default', 'delete']) expect($(ro, `[data-action="${a}"]`), a).to.equal(null);
    expect($$<HTMLInputElement>(ro, 'input[data-action="enable"]').every((s) => s.disabled)).to.equal(true);
  });
});
