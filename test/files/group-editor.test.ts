/**
 * <bo-group-editor> (spec 3 §2.15, §4, §5, §6, §7, §8 Group editor) as a host page uses it: the paths and
 * payloads of every call (list with name and modular, create with the pid of each add mode, detail and
 * update by id, remove {id, to}, delete by id), the dialog's messages and locked number, 不能跨级移动 at
 * the ends of a level, the flags, 更多 holding 删除, the server's messages, the unsaved-changes question,
 * and a tree of 5,000 groups of which only a window is in the page.
 */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/bo-group-editor';
import { mock, store } from '../../demo/mock';
import { $, $$, mount, settle, textOf, waitFor } from '../helpers';
import { listLoaded, messageOf as message, pickerHooks } from '../pickers/picker-helpers';

const BASE = '/common/categoryGroup/group';
const LIST = `${BASE}/list`;
const FLAGS = { 'can-list': '', 'can-add': '', 'can-edit': '', 'can-delete': '', 'can-import': '' };
const FULL = { modular: 'asset', 'group-kind': '分组', ...FLAGS };
const groups = () => store.groupEditor('asset');
const byName = (name: string) => groups().find((g) => g.name === name)!;
const rowOf = (el: Element, id: number) => $(el, `[data-row-id="${id}"]`);
const inRow = (el: Element, id: number, action: string) => rowOf(el, id)!.querySelector<HTMLButtonElement>(`[data-action="${action}"]`);
const loaded = (el: Element, requests = 1) => listLoaded(el, LIST, requests);
const dialog = (el: Element) => $(el, '[data-bo-group-dialog]');
const fieldInput = (el: Element, name: string) => $<HTMLInputElement>(el, `[data-field="${name}"] input, [data-field="${name}"] textarea`)!;
const typeInto = async (input: HTMLElement, text: string) => {
  input.focus();
  await sendKeys({ type: text });
  await settle();
};
const confirmDialog = (el: Element) => $<HTMLButtonElement>(el, '[data-bo-group-dialog] [data-action="confirm"]')!.click();
const answer = async (el: Element, ok: boolean) => (await waitFor(() => $<HTMLButtonElement>(el, ok ? '[data-bo-confirm-ok]' : '[data-bo-confirm-cancel]'), 'the question')).click();
const fill = async (el: Element, values: Record<string, string>) => {
  await waitFor(() => dialog(el), 'the dialog');
  await settle(50);
  for (const [name, text] of Object.entries(values)) await typeInto(fieldInput(el, name), text);
};

describe('<bo-group-editor>', () => {
  const heard = pickerHooks('bo-change', 'bo-import', 'bo-error');

  it('GETs {api}/list?modular= and shows the tree: name/number, description, creator and updater with their times', async () => {
    const el = await mount('bo-group-editor', FULL);
    await loaded(el);
    expect(mock.lastRequest(LIST)!.query).to.deep.equal({ modular: 'asset' });
    const headers = $$(el, '[role="columnheader"]').map((h) => h.textContent!.trim());
    expect(headers).to.deep.equal(['名称/编号', '描述', '创建人', '创建时间', '更新人', '更新时间', '操作']);
    const office = byName('办公设备');
    expect(rowOf(el, office.id)!.textContent).to.contain(`办公设备（${office.serial_number}）`);
    expect(rowOf(el, office.id)!.textContent).to.contain(office.created_at);
    // the top level is open: its children show, their children wait
    expect(rowOf(el, byName('电脑').id) !== null).to.equal(true);
    expect(rowOf(el, byName('台式机').id)).to.equal(null);
  });

  it('a name search asks the list with the name and opens the matches with their ancestors', async () => {
    const el = await mount('bo-group-editor', FULL);
    await loaded(el);
    await typeInto($(el, 'input[aria-label="名称"]')!, '笔记本');
    $<HTMLButtonElement>(el, '[data-action="search"]')!.click();
    await waitFor(() => mock.requestsTo(LIST).length === 2 && rowOf(el, byName('笔记本').id), 'the search');
    expect(mock.lastRequest(LIST)!.query).to.deep.equal({ modular: 'asset', name: '笔记本' });
    expect($$(el, '[data-row-id]').map((r) => Number(r.dataset.rowId))).to.deep.equal(['办公设备', '电脑', '笔记本'].map((n) => byName(n).id));
  });

  it('新增 POSTs {api} with pid 0, 同级 with the row’s parent, 下级 with the row; the server’s message and bo-change follow', async () => {
    const el = await mount('bo-group-editor', FULL);
    await loaded(el);
    const computer = byName('电脑');
    const cases: [string | null, number, string, number][] = [
      [null, 0, 'T1', 1],
      ['sibling', computer.pid, 'T2', 2],
      ['child', computer.id, 'T3', 3],
    ];
    for (const [action, pid, number, n] of cases) {
      if (action) inRow(el, computer.id, action)!.click();
      else $<HTMLButtonElement>(el, '[data-action="add"]')!.click();
      await fill(el, { serial_number: number, name: `组${number}`, remark: '说明' });
      if (pid) expect($(el, '[data-parent-trigger]')!.textContent).to.equal(action === 'child' ? '办公设备 / 电脑' : '办公设备');
      else expect($(el, '[data-parent-trigger]')!.textContent).to.equal('顶级');
      confirmDialog(el);
      await waitFor(() => mock.requestsTo(BASE, 'POST').length === n, 'the create');
      const req = mock.lastRequest(BASE, 'POST')!;
      expect([req.query, req.body]).to.deep.equal([{ modular: 'asset' }, { name: `组${number}`, pid, remark: '说明', serial_number: number }]);
      await message(el, '新增成功');
      await waitFor(() => !dialog(el), 'the dialog closes');
      const change = heard.of('bo-change').at(-1)!.detail as { action: string; record: { id: number; pid: number } };
      expect([change.action, change.record.pid, change.record.id]).to.deep.equal(['add', pid, groups().at(-1)!.id]);
    }
    await waitFor(() => mock.requestsTo(LIST).length === 4, 'the tree asked again after each');
  });

  it('编辑 GETs {api}/{id}, locks the number, and PUTs {api}/{id} with the same body; a new parent from the cascader', async () => {
    const el = await mount('bo-group-editor', FULL);
    await loaded(el);
    const desk = byName('电脑');
    inRow(el, desk.id, 'edit')!.click();
    await waitFor(() => mock.lastRequest(`${BASE}/:id`, 'GET') && dialog(el), 'the detail and the dialog');
    expect(mock.lastRequest(`${BASE}/:id`, 'GET')!.path).to.equal(`${BASE}/${desk.id}`);
    await settle(50);
    expect([fieldInput(el, 'serial_number').value, fieldInput(el, 'serial_number').disabled, fieldInput(el, 'name').value]).to.deep.equal([desk.serial_number, true, '电脑']);
    await typeInto(fieldInput(el, 'name'), '设备');
    // the cascader: the tree offers every group but this one and its descendants
    $<HTMLButtonElement>(el, '[data-parent-trigger]')!.click();
    const items = await waitFor(() => { const list = $$(el, '[data-parent-tree] [role="treeitem"]'); return list.length ? list : null; }, 'the parent tree');
    expect(items.map((i) => i.textContent!.trim())).to.not.include('电脑');
    items.find((i) => i.textContent!.trim() === '生产设备')!.click();
    await waitFor(() => $(el, '[data-parent-trigger]')!.textContent === '生产设备', 'the new parent');
    confirmDialog(el);
    await message(el, '编辑成功');
    const req = mock.lastRequest(`${BASE}/:id`, 'PUT')!;
    expect([req.path, req.query, req.body]).to.deep.equal([`${BASE}/${desk.id}`, { modular: 'asset' }, { name: '电脑设备', pid: byName('生产设备').id, remark: desk.remark, serial_number: desk.serial_number }]);
    expect((heard.of('bo-change').at(-1)!.detail as { action: string }).action).to.equal('edit');
  });

  it('the dialog’s rules: 编号不能为空 (hint 不超过4个字, 4 characters), 名称不能为空 (64), description 100; nothing is sent', async () => {
    const el = await mount('bo-group-editor', FULL);
    await loaded(el);
    $<HTMLButtonElement>(el, '[data-action="add"]')!.click();
    await waitFor(() => dialog(el), 'the dialog');
    expect(dialog(el)!.textContent).to.contain('不超过4个字');
    expect([fieldInput(el, 'serial_number').maxLength, fieldInput(el, 'name').maxLength, fieldInput(el, 'remark').maxLength]).to.deep.equal([4, 64, 100]);
    confirmDialog(el);
    await waitFor(() => dialog(el)!.textContent!.includes('名称不能为空'), 'the messages');
    expect(dialog(el)!.textContent).to.contain('编号不能为空');
    expect(mock.requestsTo(BASE, 'POST')).to.have.length(0);
  });

  it('上移 / 下移 PUT {api}/remove {id, to} with the neighbour; at the ends of a level 不能跨级移动 and nothing is sent', async () => {
    const el = await mount('bo-group-editor', FULL);
    await loaded(el);
    const [computer, printing] = [byName('电脑'), byName('打印设备')];
    inRow(el, computer.id, 'move-down')!.click();
    await message(el, '移动成功');
    const req = mock.lastRequest(`${BASE}/remove`)!;
    expect([req.method, req.query, req.body]).to.deep.equal(['PUT', { modular: 'asset' }, { id: computer.id, to: printing.id }]);
    expect((heard.of('bo-change').at(-1)!.detail as { action: string }).action).to.equal('move-down');
    await waitFor(() => mock.requestsTo(LIST).length === 2, 'asked again');
    await waitFor(() => $$(el, '[data-row-id]').findIndex((r) => r.dataset.rowId === String(printing.id)) < $$(el, '[data-row-id]').findIndex((r) => r.dataset.rowId === String(computer.id)), 'the new order');
    // the first of its level cannot go up, the last cannot go down
    inRow(el, byName('办公设备').id, 'move-up')!.click();
    await message(el, '不能跨级移动');
    inRow(el, byName('家具').id, 'move-down')!.click();
    await settle(100);
    expect(mock.requestsTo(`${BASE}/remove`)).to.have.length(1);
  });

  it('删除 sits under 更多 with edit on: 确定删除该分组？ then DELETE {api}/{id}; without group-kind the spec’s other question', async () => {
    const el = await mount('bo-group-editor', FULL);
    await loaded(el);
    const projector = byName('投影仪');
    expect(inRow(el, projector.id, 'delete')).to.equal(null);
    inRow(el, projector.id, 'more')!.click();
    (await waitFor(() => $<HTMLElement>(el, '[role="menuitem"][data-action="delete"]'), 'the menu')).click();
    expect((await waitFor(() => $(el, '[data-bo-confirm]'), 'the question')).textContent).to.contain('确定删除该分组？');
    await answer(el, false);
    await settle(50);
    expect(mock.requestsTo(`${BASE}/:id`, 'DELETE')).to.have.length(0);
    inRow(el, projector.id, 'more')!.click();
    (await waitFor(() => $<HTMLElement>(el, '[role="menuitem"][data-action="delete"]'), 'the menu')).click();
    await answer(el, true);
    await message(el, '删除成功');
    expect(mock.lastRequest(`${BASE}/:id`, 'DELETE')!.path).to.equal(`${BASE}/${projector.id}`);
    expect(heard.of('bo-change').at(-1)!.detail).to.deep.include({ action: 'delete' });
    await waitFor(() => !rowOf(el, projector.id), 'the row is gone');

    const plain = await mount('bo-group-editor', { modular: 'asset', 'can-list': '', 'can-delete': '' });
    await waitFor(() => rowOf(plain, byName('家具').id), 'the rows');
    expect(inRow(plain, byName('家具').id, 'more'), 'no 更多 without edit').to.equal(null);
    inRow(plain, byName('家具').id, 'delete')!.click();
    expect((await waitFor(() => $(plain, '[data-bo-confirm]'), 'the question')).textContent).to.contain('请确认是否删除该数据，删除后无法恢复?');
  });

  it('the flags: without can-list nothing is asked; each action shows only with its flag', async () => {
    const none = await mount('bo-group-editor', { modular: 'asset' });
    await waitFor(() => $(none, '[data-notice]'), 'the notice');
    expect(mock.requestsTo(LIST)).to.have.length(0);
    const readOnly = await mount('bo-group-editor', { modular: 'asset', 'can-list': '' });
    await loaded(readOnly);
    for (const action of ['add', 'import', 'sibling', 'child', 'edit', 'move-up', 'move-down', 'delete', 'more']) expect($(readOnly, `[data-action="${action}"]`), action).to.equal(null);
    expect($$(readOnly, '[role="columnheader"]').map((h) => h.textContent!.trim())).to.not.include('操作');
    const adder = await mount('bo-group-editor', { modular: 'asset', 'can-list': '', 'can-add': '' });
    await waitFor(() => $(adder, '[data-row-id] [data-action="sibling"]'), 'add actions');
    expect([!!$(adder, '[data-action="add"]'), !!$(adder, '[data-action="child"]'), !!$(adder, '[data-action="edit"]'), !!$(adder, '[data-action="import"]')]).to.deep.equal([true, true, false, false]);
    const editor = await mount('bo-group-editor', { modular: 'asset', 'can-list': '', 'can-edit': '' });
    await waitFor(() => $(editor, '[data-row-id] [data-action="edit"]'), 'edit actions');
    expect([!!$(editor, '[data-action="move-up"]'), !!$(editor, '[data-action="sibling"]'), !!$(editor, '[data-action="more"]')]).to.deep.equal([true, false, false]);
  });

  it('导入 sends a cancelable bo-import {api, modular}', async () => {
    const el = await mount('bo-group-editor', FULL);
    await loaded(el);
    $<HTMLButtonElement>(el, '[data-action="import"]')!.click();
    const e = heard.of('bo-import')[0]!;
    expect([e.detail, e.cancelable]).to.deep.equal([{ api: BASE, modular: 'asset' }, true]);
  });

  it('a refused save shows the server’s msg, keeps the dialog and what was typed, and sends bo-error', async () => {
    const el = await mount('bo-group-editor', FULL);
    await loaded(el);
    mock.fault(BASE, { code: 500, msg: '编号已存在', times: 1 }, 'POST');
    $<HTMLButtonElement>(el, '[data-action="add"]')!.click();
    await fill(el, { serial_number: 'Z001', name: '重复' });
    confirmDialog(el);
    await message(el, '编号已存在');
    expect([!!dialog(el), fieldInput(el, 'serial_number').value, fieldInput(el, 'name').value]).to.deep.equal([true, 'Z001', '重复']);
    expect(heard.of('bo-error').length).to.equal(1);
    expect(heard.of('bo-change')).to.have.length(0);
  });

  it('closing the dialog with edits asks first; 继续编辑 keeps them, 放弃修改 closes without a call', async () => {
    const el = await mount('bo-group-editor', FULL);
    await loaded(el);
    $<HTMLButtonElement>(el, '[data-action="add"]')!.click();
    await fill(el, { name: '草稿' });
    $<HTMLButtonElement>(el, '[data-bo-group-dialog] [data-action="cancel"]')!.click();
    expect((await waitFor(() => $(el, '[data-bo-confirm]'), 'the question')).textContent).to.contain('当前有未保存的修改，确定放弃吗？');
    await answer(el, false);
    await settle(50);
    expect([!!dialog(el), fieldInput(el, 'name').value]).to.deep.equal([true, '草稿']);
    $<HTMLButtonElement>(el, '[data-bo-group-dialog] [data-action="cancel"]')!.click();
    await answer(el, true);
    await waitFor(() => !dialog(el), 'closed');
    expect(mock.requestsTo(BASE, 'POST')).to.have.length(0);
  });

  it('5,000 groups: only a window of rows is in the page, and a branch opens', async () => {
    const el = await mount('bo-group-editor', { modular: 'big', 'can-list': '', 'can-edit': '', 'can-delete': '' });
    await waitFor(() => $$(el, '[data-row-id]').length > 0, 'the rows', 10000);
    expect(store.groupEditor('big')).to.have.length(5000);
    // 8 roots and their 192 children are open: far more than the rows drawn
    const drawn = $$(el, '[data-row-id]').length;
    expect(drawn).to.be.within(10, 60);
    const first = store.groupEditor('big')[1]!;
    const toggle = rowOf(el, first.id)!.querySelector<HTMLButtonElement>('[data-toggle]')!;
    toggle.click();
    await waitFor(() => rowOf(el, first.id + 1), 'its first child');
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    expect($$(el, '[data-row-id]').length).to.be.below(70);
    expect(textOf(el)).to.contain(store.groupEditor('big')[first.id]!.name);
  });
});
