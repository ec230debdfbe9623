/**
 * <bo-class-list> and <bo-class-dialog> (spec 1 §2 "Category (class) list", §4, §6, §7 Categories; spec 3
 * §2.16, §5): the requests they make (paths, query, payloads), what the user sees (columns, the 默认 tag,
 * messages), the permission flags, and that a failed save keeps what was typed.
 */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/bo-class-list';
import '../../elements/bo-class-dialog';
import { mock, store } from '../../demo/mock';
import { $, $$, mount, settle, textOf, waitFor } from '../helpers';
import { listLoaded, messageOf as message, pickerHooks } from '../pickers/picker-helpers';

const MODEL = 'project';
const LIST = '/common/class/list';
const FULL = { 'model-name': MODEL, 'can-list': '', 'can-add': '', 'can-delete': '' };
const classes = () => store.classes(MODEL);
const rowsOf = (el: Element) => $$(el, '[data-row-id]');
const rowOf = (el: Element, id: number) => $(el, `[data-row-id="${id}"]`)!;
const inRow = <E extends Element = HTMLButtonElement>(el: Element, id: number, action: string) => rowOf(el, id).querySelector<E>(`[data-action="${action}"]`);
const loaded = (el: Element, requests = 1) => listLoaded(el, LIST, requests);
const fieldInput = (el: Element, name: string) => $<HTMLInputElement>(el, `[data-field="${name}"] input, [data-field="${name}"] textarea`)!;
const typeInto = async (input: HTMLElement, text: string) => {
  input.focus();
  await sendKeys({ type: text });
  await settle();
};
const answer = async (el: Element, ok: boolean) => (await waitFor(() => $<HTMLButtonElement>(el, ok ? '[data-bo-confirm-ok]' : '[data-bo-confirm-cancel]'), 'the question')).click();

describe('<bo-class-list>', () => {
  const heard = pickerHooks('bo-change', 'bo-navigate', 'bo-error');

  it('POSTs /common/class/list?model_name= page 1 of 10 and shows the columns, 序号 and the 默认 tag', async () => {
    const el = await mount('bo-class-list', FULL);
    await loaded(el);
    const req = mock.lastRequest(LIST)!;
    expect(req.query).to.deep.equal({ model_name: MODEL });
    expect(req.body).to.deep.equal({ page: 1, page_size: 10 });
    expect(rowsOf(el).map((r) => r.dataset.rowId)).to.deep.equal(classes().slice(0, 10).map((c) => String(c.id)));
    const headers = $$(el, '[role="columnheader"]').map((h) => h.textContent!.trim());
    expect(headers).to.deep.equal(['序号', '启用', '分类编号', '分类名称', '描述', '创建人', '创建时间', '更新人', '更新时间', '操作']);
    expect(textOf(el)).to.contain(`共 ${classes().length} 条`);
    const def = classes().findIndex((c) => c.is_default === 1);
    const tags = $$(el, '[data-default-tag]');
    expect(tags.length).to.equal(def < 10 ? 1 : 0);
    if (def < 10) expect(rowOf(el, classes()[def]!.id).textContent).to.contain('默认');
  });

  it('a name search asks page 1 with the name; paging keeps it', async () => {
    const el = await mount('bo-class-list', FULL);
    await loaded(el);
    const name = classes()[0]!.name.slice(0, 2);
    await typeInto($(el, 'input[aria-label="分类名称"]')!, name);
    $<HTMLButtonElement>(el, '[data-action="search"]')!.click();
    await waitFor(() => mock.requestsTo(LIST).length === 2, 'the search');
    expect(mock.lastRequest(LIST)!.body).to.deep.equal({ page: 1, page_size: 10, name });
    // another module: its classes, without the name searched in the last one
    el.setAttribute('model-name', 'goods');
    await waitFor(() => mock.requestsTo(LIST).length === 3, 'the other module');
    expect([mock.lastRequest(LIST)!.query.model_name, mock.lastRequest(LIST)!.body]).to.deep.equal(['goods', { page: 1, page_size: 10 }]);
  });

  it('without can-list nothing is asked and the list says why; without can-add and can-delete the actions are gone', async () => {
    const none = await mount('bo-class-list', { 'model-name': MODEL });
    await waitFor(() => $(none, '[data-notice]'), 'the notice');
    expect($(none, '[data-notice]')!.textContent).to.equal('没有查看分类的权限');
    const readOnly = await mount('bo-class-list', { 'model-name': MODEL, 'can-list': '' });
    await loaded(readOnly);
    expect(mock.requestsTo(LIST)).to.have.length(1);
    expect($(readOnly, '[data-action="add"]'), '新增 hidden').to.equal(null);
    for (const action of ['edit', 'delete', 'set-default', 'cancel-default']) expect($(readOnly, `[data-row-id] [data-action="${action}"]`), action).to.equal(null);
    expect($$<HTMLInputElement>(readOnly, 'input[data-action="enable"]').every((s) => s.disabled), 'switches read-only').to.equal(true);
    expect($(readOnly, '[data-action="approval-flow"]'), 'no approval flag').to.equal(null);
  });

  it('the switch saves at once: PUT /common/class/edit with the whole class and the new is_on, 操作成功, bo-change', async () => {
    const el = await mount('bo-class-list', FULL);
    await loaded(el);
    const c = classes()[1]!;
    const before = { ...c };
    inRow<HTMLInputElement>(el, c.id, 'enable')!.click();
    await message(el, '操作成功');
    const req = mock.lastRequest('/common/class/edit')!;
    expect(req.method).to.equal('PUT');
    expect(req.query).to.deep.equal({ model_name: MODEL });
    expect(req.body).to.deep.equal({
      id: c.id, serial_number: before.serial_number, name: before.name, remark: before.remark ?? '', is_default: before.is_default, is_on: before.is_on ? 0 : 1,
    });
    await waitFor(() => mock.requestsTo(LIST).length === 2, 'reloaded');
    await waitFor(() => inRow<HTMLInputElement>(el, c.id, 'enable')!.checked === !before.is_on, 'the switch follows');
    expect(heard.events.find((e) => e.type === 'bo-change')!.detail).to.deep.include({ action: before.is_on ? 'disable' : 'enable' });
  });

  it('a failed switch shows the server message, keeps the class as it was and tells the page (bo-error)', async () => {
    const el = await mount('bo-class-list', FULL);
    await loaded(el);
    const c = classes()[1]!;
    mock.fault('/common/class/edit', { code: 500, msg: '分类已被引用，不能停用', times: 1 });
    inRow<HTMLInputElement>(el, c.id, 'enable')!.click();
    await message(el, '分类已被引用，不能停用');
    await settle(50);
    expect(inRow<HTMLInputElement>(el, c.id, 'enable')!.checked).to.equal(c.is_on === 1);
    expect(heard.events.some((e) => e.type === 'bo-error')).to.equal(true);
    expect(heard.events.some((e) => e.type === 'bo-change')).to.equal(false);
  });

  it('set default POSTs set_default {id}; the 默认 tag moves and the row offers cancel default (cancel_default {id})', async () => {
    const el = await mount('bo-class-list', FULL);
    await loaded(el);
    const c = classes().slice(0, 10).find((x) => x.is_default !== 1 && x.is_on === 1)!;
    inRow(el, c.id, 'set-default')!.click();
    await message(el, '操作成功');
    expect(mock.lastRequest('/common/class/set_default')!.body).to.deep.equal({ id: c.id });
    expect(mock.lastRequest('/common/class/set_default')!.query).to.deep.equal({ model_name: MODEL });
    await waitFor(() => inRow(el, c.id, 'cancel-default'), 'cancel default on the new default');
    expect($$(el, '[data-default-tag]')).to.have.length(1);
    expect(rowOf(el, c.id).querySelector('[data-default-tag]') !== null).to.equal(true);
    inRow(el, c.id, 'cancel-default')!.click();
    await waitFor(() => mock.lastRequest('/common/class/cancel_default'), 'cancel_default');
    expect(mock.lastRequest('/common/class/cancel_default')!.body).to.deep.equal({ id: c.id });
    await waitFor(() => $$(el, '[data-default-tag]').length === 0, 'no default any more');
  });

  it('delete asks 删除提示 naming the class; 取消 sends nothing; 确定 sends DELETE del {id: [id]}', async () => {
    const el = await mount('bo-class-list', FULL);
    await loaded(el);
    const c = classes()[2]!;
    inRow(el, c.id, 'delete')!.click();
    const question = await waitFor(() => $(el, '[data-bo-confirm]'), 'the question');
    expect(question.textContent).to.contain('删除提示');
    expect(question.textContent).to.contain(`确定删除：${c.name} · ${c.serial_number} 分类？`);
    await answer(el, false);
    await settle(50);
    expect(mock.requestsTo('/common/class/del')).to.have.length(0);
    inRow(el, c.id, 'delete')!.click();
    await answer(el, true);
    await message(el, '操作成功');
    const req = mock.lastRequest('/common/class/del')!;
    expect([req.method, req.query.model_name]).to.deep.equal(['DELETE', MODEL]);
    expect(req.body).to.deep.equal({ id: [c.id] });
    await waitFor(() => !$(el, `[data-row-id="${c.id}"]`), 'the row gone');
  });

  it('the approval-flow link, only with the approval flag, goes through bo-navigate with model_name and class_id', async () => {
    const el = await mount('bo-class-list', { ...FULL, approval: '', 'approval-path': '/approval/flows' });
    await loaded(el);
    const c = classes()[0]!;
    el.addEventListener('bo-navigate', (e) => e.preventDefault());
    inRow(el, c.id, 'approval-flow')!.click();
    const nav = heard.events.find((e) => e.type === 'bo-navigate')!;
    expect(nav.detail).to.deep.equal({ path: '/approval/flows', query: { model_name: MODEL, class_id: String(c.id) }, newWindow: false });
  });

  it('edit opens the dialog with the number locked; 确定 PUTs the class with the new name and the row shows it', async () => {
    const el = await mount('bo-class-list', FULL);
    await loaded(el);
    const c = classes()[3]!;
    inRow(el, c.id, 'edit')!.click();
    await waitFor(() => $(el, '[data-bo-class-dialog]'), 'the dialog');
    expect(textOf(el)).to.contain('编辑分类');
    expect(fieldInput(el, 'serial_number').value).to.equal(c.serial_number);
    expect(fieldInput(el, 'serial_number').disabled, 'number locked').to.equal(true);
    fieldInput(el, 'name').select();
    await typeInto(fieldInput(el, 'name'), '新名称');
    $<HTMLButtonElement>(el, '[data-action="confirm"]')!.click();
    await message(el, '操作成功');
    expect(mock.lastRequest('/common/class/edit')!.body).to.deep.equal({
      id: c.id, serial_number: c.serial_number, name: '新名称', remark: c.remark ?? '', is_default: c.is_default, is_on: c.is_on,
    });
    await waitFor(() => rowOf(el, c.id).textContent!.includes('新名称'), 'the new name in the row');
    expect(heard.events.find((e) => e.type === 'bo-change')!.detail).to.deep.include({ action: 'edit' });
  });
});

describe('<bo-class-dialog>', () => {
  const heard = pickerHooks('bo-confirm', 'bo-cancel', 'bo-error');
  const open = async (attrs: Record<string, string> = {}) => {
    const el = await mount('bo-class-dialog', { 'model-name': MODEL, ...attrs });
    const result = el.show();
    await waitFor(() => fieldInput(el, 'serial_number'), 'the form');
    await settle(100);
    return { el, result };
  };
  const confirm = (el: Element) => $<HTMLButtonElement>(el, '[data-action="confirm"]')!.click();

  it('a new class: 请输入编号 and 请输入名称 at the fields; at most 4, 20 and 100 characters', async () => {
    const { el } = await open();
    expect(textOf(el)).to.contain('新增分类');
    confirm(el);
    await waitFor(() => textOf(el).includes('请输入编号'), 'the number message');
    expect($(el, '[data-field="name"]')!.textContent).to.contain('请输入名称');
    expect(mock.requestsTo('/common/class/add')).to.have.length(0);
    await typeInto(fieldInput(el, 'serial_number'), 'AB123');
    expect(fieldInput(el, 'serial_number').value).to.equal('AB12');
    expect([fieldInput(el, 'name').maxLength, fieldInput(el, 'remark').maxLength]).to.deep.equal([20, 100]);
  });

  it('POSTs /common/class/add?model_name= with is_default 0; show() resolves with the saved class', async () => {
    const { el, result } = await open();
    await typeInto(fieldInput(el, 'serial_number'), 'X01');
    await typeInto(fieldInput(el, 'name'), '临时分类');
    await typeInto(fieldInput(el, 'remark'), '说明');
    confirm(el);
    const record = await result;
    const req = mock.lastRequest('/common/class/add')!;
    expect(req.query).to.deep.equal({ model_name: MODEL });
    expect(req.body).to.deep.equal({ serial_number: 'X01', name: '临时分类', remark: '说明', is_default: 0, is_on: 1 });
    expect(record).to.deep.include({ serial_number: 'X01', name: '临时分类', id: classes()[0]!.id });
    expect(heard.events.find((e) => e.type === 'bo-confirm')!.detail).to.deep.include({ action: 'add' });
    expect(el.open).to.equal(false);
  });

  it('a failed save shows the server message and keeps what was typed in the open dialog', async () => {
    const { el } = await open();
    mock.fault('/common/class/add', { code: 422, msg: '编号已存在', times: 1 });
    await typeInto(fieldInput(el, 'serial_number'), 'D1');
    await typeInto(fieldInput(el, 'name'), '重复');
    confirm(el);
    await message(el, '编号已存在');
    expect([fieldInput(el, 'serial_number').value, fieldInput(el, 'name').value]).to.deep.equal(['D1', '重复']);
    expect(el.open).to.equal(true);
    expect($<HTMLButtonElement>(el, '[data-action="confirm"]')!.disabled).to.equal(false);
  });

  it('closing with edits asks first; 继续编辑 keeps them, 放弃修改 cancels (show() gives null)', async () => {
    const { el, result } = await open();
    await typeInto(fieldInput(el, 'name'), '草稿');
    $<HTMLButtonElement>(el, '[data-action="cancel"]')!.click();
    expect((await waitFor(() => $(el, '[data-bo-confirm]'), 'the question')).textContent).to.contain('当前有未保存的修改，确定放弃吗？');
    await answer(el, false);
    await settle(50);
    expect([el.open, fieldInput(el, 'name').value]).to.deep.equal([true, '草稿']);
    $<HTMLButtonElement>(el, '[data-action="cancel"]')!.click();
    await answer(el, true);
    expect(await result).to.equal(null);
    expect(heard.events.some((e) => e.type === 'bo-cancel')).to.equal(true);
  });
});
