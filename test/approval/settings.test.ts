/**
 * <bo-approval-settings> (spec 3 §2.1, §3, §4 "Approval on/off", §5, §6, §7 Approval): the requests it
 * makes (paths under the private prefix, query, payloads with model_name and param), the flows' columns
 * and actions, the need-approval switch (with the new-flow detour and the reload marker), the current-flow
 * switch, delete with its question, the permission flags, the change log's shapes, and its messages.
 */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/bo-approval-settings';
import { mock, store } from '../../demo/mock';
import { moduleOf, type MockFlow } from '../../demo/mock/store/approval';
import { markerKey } from '../../src/approval/settings/enable-marker';
import { $, $$, mount, settle, textOf, unmountAll, waitFor } from '../helpers';
import { headers, messageOf as message, pickerHooks } from '../pickers/picker-helpers';

const LIST = '/approval/list';
const STATUS = '/approval/status';
const ENABLE = '/approval/enable';
const LOG = '/base/data_operating_log/list';
const FULL = { 'can-list': '', 'can-add': '', 'can-edit': '', 'can-delete': '' };
const flows = (model: string, classId?: number) => moduleOf(store.approval(), model, classId).flows;
const rowsOf = (el: Element) => $$(el, '[data-row-id]');
const inRow = <E extends Element = HTMLButtonElement>(el: Element, id: number, action: string) => $(el, `[data-row-id="${id}"]`)!.querySelector<E>(`[data-action="${action}"]`);
const needSwitch = (el: Element) => $<HTMLInputElement>(el, 'input[data-action="need-approval"]')!;
const open = async (attributes: Record<string, string>) => {
  const el = await mount('bo-approval-settings', attributes);
  await waitFor(() => (!('can-list' in attributes) || rowsOf(el).length > 0 || textOf(el).includes('暂无数据')) && needSwitch(el) && !needSwitch(el).disabled === 'can-edit' in attributes, 'the flows and the switch');
  await settle();
  return el;
};
const answer = async (el: Element, ok: boolean) => (await waitFor(() => $<HTMLButtonElement>(el, ok ? '[data-bo-confirm-ok]' : '[data-bo-confirm-cancel]'), 'the question')).click();

describe('<bo-approval-settings>', () => {
  const heard = pickerHooks('bo-change', 'bo-navigate', 'bo-error');
  afterEach(() => sessionStorage.clear());

  it('asks the status, the flows (page 1 of 10) and the change log of the module; shows the columns and the 当前 tag', async () => {
    const el = await open({ 'model-name': 'purchase', ...FULL });
    expect(mock.lastRequest(STATUS)!.query).to.deep.equal({ model_name: 'purchase' });
    expect(mock.lastRequest(LIST)!.query).to.deep.equal({ model_name: 'purchase', page: '1', page_size: '10' });
    await waitFor(() => mock.lastRequest(LOG), 'the change log');
    expect(mock.lastRequest(LOG)!.body).to.deep.equal({ data_id: 0, model_name: 'approval_purchase', page: 1, page_size: 10 });
    expect(headers(el)).to.deep.equal(['序号', '流程编号', '流程名称', '流程描述', '当前流程', '创建人', '创建时间', '更新人', '更新时间', '操作']);
    const all = flows('purchase');
    expect(rowsOf(el).map((r) => r.dataset.rowId)).to.deep.equal(all.map((f) => String(f.id)));
    const current = all.find((f) => f.default === 1)!;
    expect($$(el, '[data-default-tag]').map((t) => t.closest('[data-row-id]')!.getAttribute('data-row-id'))).to.deep.equal([String(current.id)]);
    expect($(el, '[data-default-tag]')!.textContent).to.equal('当前');
    expect(needSwitch(el).checked, 'purchase needs approval').to.equal(true);
  });

  it('with class-id and private-prefix: every settings call is under the prefix with param {"class_id":N}; the log has data_id N', async () => {
    await open({ 'model-name': 'goods', 'class-id': '7', 'private-prefix': '/private', ...FULL });
    const param = JSON.stringify({ class_id: 7 });
    for (const path of [STATUS, LIST]) {
      const req = mock.lastRequest(path)!;
      expect(new URL(req.url).pathname, path).to.equal(`/private${path}`);
      expect(req.query).to.deep.include({ model_name: 'goods', param });
    }
    await waitFor(() => mock.lastRequest(LOG), 'the change log');
    expect(new URL(mock.lastRequest(LOG)!.url).pathname).to.equal(LOG);
    expect(mock.lastRequest(LOG)!.body).to.deep.equal({ data_id: 7, model_name: 'approval_goods', page: 1, page_size: 10 });
  });

  it('a name search sends filters {"name"} on page 1', async () => {
    const el = await open({ 'model-name': 'purchase', ...FULL });
    const name = flows('purchase')[1]!.name.slice(0, 4);
    $<HTMLInputElement>(el, 'input[aria-label="流程名称"]')!.focus();
    await sendKeys({ type: name });
    $<HTMLButtonElement>(el, '[data-action="search"]')!.click();
    await waitFor(() => mock.requestsTo(LIST).length === 2, 'the search');
    expect(mock.lastRequest(LIST)!.query).to.deep.equal({ model_name: 'purchase', filters: JSON.stringify({ name }), page: '1', page_size: '10' });
  });

  it('switching approval off POSTs enable {model_name, status 0, param}: 操作成功, bo-change, the log asked again', async () => {
    const el = await open({ 'model-name': 'purchase', 'class-id': '3', ...FULL });
    needSwitch(el).click();
    await message(el, '操作成功');
    expect(mock.lastRequest(ENABLE)!.body).to.deep.equal({ model_name: 'purchase', param: JSON.stringify({ class_id: 3 }), status: 0 });
    expect(heard.last('bo-change')!.detail).to.deep.equal({ action: 'disable', record: null });
    await waitFor(() => mock.requestsTo(LOG).length === 2, 'the log again');
    await waitFor(() => $(el, '[data-log-item] [data-change]')?.textContent === '修改前已开启', 'the new log item on top');
  });

  it('switching on a module with flows POSTs enable status 1 at once', async () => {
    const el = await open({ 'model-name': 'supplier', ...FULL });
    expect(needSwitch(el).checked).to.equal(false);
    needSwitch(el).click();
    await message(el, '操作成功');
    expect(mock.lastRequest(ENABLE)!.body).to.deep.equal({ model_name: 'supplier', status: 1 });
    await waitFor(() => needSwitch(el).checked, 'on');
    expect(heard.last('bo-change')!.detail).to.deep.equal({ action: 'enable', record: null });
    expect(heard.of('bo-navigate')).to.have.length(0);
  });

  it('switching on with no flow goes to the new-flow page (bo-navigate) with the marker; back with a flow, approval is switched on', async () => {
    const attrs = { 'model-name': 'contract', 'class-id': '2', 'private-prefix': '/private', ...FULL };
    document.addEventListener('bo-navigate', (e) => e.preventDefault(), { once: true });
    const el = await open(attrs);
    needSwitch(el).click();
    await waitFor(() => heard.of('bo-navigate').length === 1, 'bo-navigate');
    expect(heard.last('bo-navigate')!.detail).to.deep.equal({ path: '/main/newApproval', query: { module: 'contract', private: '/private', class_id: '2' }, newWindow: false });
    expect(mock.requestsTo(ENABLE), 'nothing enabled yet').to.have.length(0);
    expect(sessionStorage.getItem(markerKey({ prefix: '/private', model: 'contract', classId: 2 }))).to.equal('1');

    // the user adds a flow on that page and comes back
    unmountAll();
    const flow: MockFlow = { ...flows('purchase')[0]!, id: 9001, serial_number: 'SPLC9001', name: '合同审批流程', default: 1, nodes: [] };
    flows('contract', 2).push(flow);
    const back = await open(attrs);
    await message(back, '操作成功');
    expect(mock.lastRequest(ENABLE)!.body).to.deep.equal({ model_name: 'contract', param: JSON.stringify({ class_id: 2 }), status: 1 });
    expect(new URL(mock.lastRequest(ENABLE)!.url).pathname).to.equal(`/private${ENABLE}`);
    await waitFor(() => needSwitch(back).checked, 'on');
    expect(sessionStorage.length, 'the marker cleared').to.equal(0);
    // shown again later: nothing more is sent
    unmountAll();
    await open(attrs);
    await settle(100);
    expect(mock.requestsTo(ENABLE)).to.have.length(1);
  });

  it('the page shown again from the back-forward cache (pageshow, persisted) asks again and applies the marker', async () => {
    document.addEventListener('bo-navigate', (e) => e.preventDefault(), { once: true });
    const el = await open({ 'model-name': 'contract', ...FULL });
    needSwitch(el).click();
    await waitFor(() => heard.of('bo-navigate').length === 1, 'bo-navigate');
    flows('contract').push({ ...flows('purchase')[0]!, id: 9002, serial_number: 'SPLC9002', name: '合同审批流程', default: 1, nodes: [] });
    // the status asked again answers after the list, with what the server had when it was asked (off):
    // the marker is applied on that answer, never on the status from before the page was left
    mock.fault(STATUS, { body: { code: 200, msg: 'success', data: { status: 0 } }, delay: 1500, times: 1 });
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    await message(el, '操作成功');
    expect(mock.requestsTo(LIST)).to.have.length(2);
    expect(mock.lastRequest(ENABLE)!.body).to.deep.equal({ model_name: 'contract', status: 1 });
    await waitFor(() => rowsOf(el).length === 1 && needSwitch(el).checked, 'the new flow, approval on');
    // and still on once the status asked again has answered (off, as it was when asked)
    await waitFor(() => mock.requestsTo(STATUS).length === 2 && mock.lastRequest(STATUS)!.answer !== undefined, 'the status asked again answered');
    await settle(200); // its answer's turn in the page
    expect(needSwitch(el).checked, 'approval on after the late status').to.equal(true);
    expect(sessionStorage.length).to.equal(0);
  });

  it('back without a flow: the marker is cleared, nothing is enabled', async () => {
    const attrs = { 'model-name': 'contract', ...FULL };
    sessionStorage.setItem(markerKey({ prefix: '', model: 'contract' }), '1');
    const el = await open(attrs);
    await settle(100);
    expect(mock.requestsTo(ENABLE)).to.have.length(0);
    expect(sessionStorage.length).to.equal(0);
    expect(needSwitch(el).checked).to.equal(false);
  });

  it('the current-flow switch POSTs default {approval_id, model_name}: 设置成功 and the 当前 tag moves; the current one cannot be switched off', async () => {
    const el = await open({ 'model-name': 'purchase', ...FULL });
    const [current, other] = [flows('purchase').find((f) => f.default === 1)!, flows('purchase').find((f) => f.default !== 1)!];
    expect(inRow<HTMLInputElement>(el, current.id, 'set-default')!.disabled).to.equal(true);
    inRow<HTMLInputElement>(el, other.id, 'set-default')!.click();
    await message(el, '设置成功');
    expect(mock.lastRequest('/approval/default')!.body).to.deep.equal({ approval_id: other.id, model_name: 'purchase' });
    await waitFor(() => $(el, '[data-default-tag]')?.closest('[data-row-id]')?.getAttribute('data-row-id') === String(other.id), 'the tag moved');
    expect(heard.last('bo-change')!.detail).to.deep.include({ action: 'set-default' });
  });

  it('delete is refused on the current flow; on another it asks 请确认是否删除该数据? and sends DELETE /approval/{id}: 删除成功', async () => {
    const el = await open({ 'model-name': 'purchase', ...FULL });
    const [current, other] = [flows('purchase').find((f) => f.default === 1)!, flows('purchase').find((f) => f.default !== 1)!];
    expect(inRow(el, current.id, 'delete')!.getAttribute('aria-disabled')).to.equal('true');
    expect(inRow(el, current.id, 'edit')!.getAttribute('aria-disabled')).to.equal('true');
    inRow(el, other.id, 'delete')!.click();
    expect((await waitFor(() => $(el, '[data-bo-confirm]'), 'the question')).textContent).to.contain('请确认是否删除该数据?');
    await answer(el, false);
    await settle(50);
    expect(mock.requestsTo(`/approval/${other.id}`)).to.have.length(0);
    inRow(el, other.id, 'delete')!.click();
    await answer(el, true);
    await message(el, '删除成功');
    expect(mock.lastRequest(`/approval/${other.id}`)!.method).to.equal('DELETE');
    await waitFor(() => !$(el, `[data-row-id="${other.id}"]`), 'the row gone');
    expect(heard.last('bo-change')!.detail).to.deep.include({ action: 'delete' });
  });

  it('a refused delete shows the server message and tells the page (bo-error); the row stays', async () => {
    const el = await open({ 'model-name': 'purchase', ...FULL });
    const other = flows('purchase').find((f) => f.default !== 1)!;
    mock.fault('/approval/:id', { code: 422, msg: '流程已被单据使用，不能删除', times: 1 }, 'DELETE');
    inRow(el, other.id, 'delete')!.click();
    await answer(el, true);
    await message(el, '流程已被单据使用，不能删除');
    expect(heard.of('bo-error').length).to.equal(1);
    expect(heard.of('bo-change')).to.have.length(0);
    expect($(el, `[data-row-id="${other.id}"]`) !== null).to.equal(true);
  });

  it('new, edit, copy (type=copy) and view go through bo-navigate with the spec paths and query', async () => {
    const stay = (e: Event) => e.preventDefault();
    document.addEventListener('bo-navigate', stay);
    try {
      const el = await open({ 'model-name': 'purchase', 'class-id': '5', 'private-prefix': '/private', ...FULL });
      const other = flows('purchase', 5).find((f) => f.default !== 1)!;
      $<HTMLButtonElement>(el, '[data-action="add"]')!.click();
      inRow(el, other.id, 'edit')!.click();
      inRow(el, other.id, 'copy')!.click();
      inRow(el, other.id, 'view')!.click();
      await waitFor(() => heard.of('bo-navigate').length === 4, 'four navigations');
      const id = String(other.id);
      expect(heard.of('bo-navigate').map((e) => e.detail)).to.deep.equal([
        { path: '/main/newApproval', query: { module: 'purchase', private: '/private', class_id: '5' }, newWindow: false },
        { path: '/main/approvelEdit', query: { module: 'purchase', id, private: '/private', class_id: '5' }, newWindow: false },
        { path: '/main/approvelEdit', query: { module: 'purchase', id, type: 'copy', private: '/private', class_id: '5' }, newWindow: false },
        { path: '/main/approvelDeail', query: { module: 'purchase', id, private: '/private' }, newWindow: true },
      ]);
    } finally {
      document.removeEventListener('bo-navigate', stay);
    }
  });

  it('the flags: without can-list no flows nor log are asked; without can-edit, can-add, can-delete their actions are gone or read-only', async () => {
    const none = await mount('bo-approval-settings', { 'model-name': 'purchase' });
    await waitFor(() => $(none, '[data-notice]'), 'the notice');
    expect($(none, '[data-notice]')!.textContent).to.equal('没有查看审批流程的权限');
    await waitFor(() => mock.requestsTo(STATUS).length === 1, 'the status still');
    await settle(100);
    expect(mock.requestsTo(LIST).length + mock.requestsTo(LOG).length).to.equal(0);
    expect(needSwitch(none).disabled, 'the switch read-only without can-edit').to.equal(true);
    expect($(none, '[data-action="add"]')).to.equal(null);

    const readOnly = await open({ 'model-name': 'purchase', 'can-list': '' });
    for (const action of ['edit', 'copy', 'delete']) expect($(readOnly, `[data-row-id] [data-action="${action}"]`), action).to.equal(null);
    expect($$<HTMLInputElement>(readOnly, 'input[data-action="set-default"]').every((s) => s.disabled), 'switches read-only').to.equal(true);
    expect($(readOnly, '[data-row-id] [data-action="view"]') !== null, 'view stays').to.equal(true);
  });

  it('the change log shows each day, who and when, param_desc and each content shape; files are http(s) links only', async () => {
    const m = moduleOf(store.approval(), 'purchase');
    m.log[0]!.list.push({
      company_id: 1, created_user: '测试员', created_hour: '08:00', param_desc: '附件', content: '',
      files: [{ attachment_id: 9, name: 'evil.pdf', image_url: 'javascript:alert(1)' }],
    });
    const el = await open({ 'model-name': 'purchase', ...FULL });
    await waitFor(() => $$(el, '[data-log-day]').length === m.log.length, 'the days');
    expect($$(el, '[data-log-day]').map((d) => d.dataset.logDay)).to.deep.equal(m.log.map((d) => d.created_day));
    const items = $$(el, '[data-log-item]');
    const text = (i: number) => items[i]!.textContent!;
    expect(text(0)).to.contain('15:20').and.contain('是否需要审批').and.contain(m.log[0]!.list[0]!.created_user);
    expect([...items[0]!.querySelectorAll('[data-change]')].map((c) => c.textContent)).to.deep.equal(['修改前未开启', '修改后已开启']);
    expect(text(1)).to.contain('当前流程');
    // an array: one line each
    const lines = m.log[1]!.list[0]!.content as string[];
    expect([...items[3]!.querySelectorAll('[data-backend-text]')].slice(1).map((l) => l.textContent)).to.deep.equal(lines);
    expect([...items[4]!.querySelectorAll<HTMLElement>('[data-change]')].map((c) => c.dataset.change)).to.deep.equal(['add', 'del']);
    expect(text(4)).to.contain('新增').and.contain('删除旧版审批流程');
    const links = [...items[5]!.querySelectorAll<HTMLAnchorElement>('[data-file] a')];
    expect(links.map((a) => [a.textContent, a.href, a.target, a.rel])).to.deep.equal([
      ['审批流程说明.pdf', 'https://files.example.com/approval/flow-guide.pdf', '_blank', 'noopener noreferrer'],
      ['节点示意图.png', 'https://files.example.com/approval/nodes.png', '_blank', 'noopener noreferrer'],
    ]);
    // not http(s): its name as text, no link
    expect(items[2]!.querySelectorAll('[data-file] a')).to.have.length(0);
    expect(items[2]!.querySelector('[data-file]')!.textContent).to.equal('附件evil.pdf');
  });

  it('a failed status shows why with 重试 in place of the switch, tells the page, and 重试 brings the switch', async () => {
    mock.fault(STATUS, { code: 500, msg: '状态服务不可用', times: 1 });
    const el = await mount('bo-approval-settings', { 'model-name': 'purchase', ...FULL });
    const alert = await waitFor(() => $$(el, '[role="alert"]').find((a) => a.textContent!.includes('审批开关状态加载失败：状态服务不可用')), 'the error');
    await waitFor(() => heard.of('bo-error').length === 1, 'bo-error');
    expect(new URL((heard.last('bo-error')!.detail as { url: string }).url, location.href).pathname).to.equal(STATUS);
    [...alert.querySelectorAll('button')].find((b) => b.textContent === '重试')!.click();
    await waitFor(() => needSwitch(el)?.checked, 'the switch, on');
    expect(mock.requestsTo(STATUS)).to.have.length(2);
  });

  it('without model-name nothing is asked and the list says what is missing', async () => {
    const el = await mount('bo-approval-settings', FULL);
    await waitFor(() => $(el, '[role="alert"]')?.textContent?.includes('model-name'), 'the problem');
    await settle(100);
    expect(mock.requestsTo(STATUS).length + mock.requestsTo(LIST).length + mock.requestsTo(LOG).length).to.equal(0);
    expect($(el, 'input[data-action="need-approval"]')).to.equal(null);
  });
});
