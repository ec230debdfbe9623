/**
 * <bo-custom-fields> (spec 1 §2 "Custom-field list", §3–§7 Custom fields): the requests it makes (paths,
 * payloads), what the user sees (columns, messages at the fields, questions), the permission flags, the
 * type resets, the local scope, and that a failed save keeps what was typed.
 */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/bo-custom-fields';
import { mock, store } from '../../demo/mock';
import { $, $$, mount, settle, textOf, waitFor, pickOption } from '../helpers';
import { listLoaded, messageOf as message, pickerHooks } from '../pickers/picker-helpers';

const MODULE = 'goods';
const LIST = '/field/list';
const FULL = {
  'app-modular': MODULE, 'app-id': '7', 'global-url': '/field/apply_all',
  'can-list': '', 'can-add': '', 'can-edit': '', 'can-enable': '', 'can-delete': '', 'can-global': '',
};
const fields = () => store.fields(MODULE);
const rowsOf = (el: Element) => $$(el, '[data-row-id]');
const rowOf = (el: Element, id: number) => $(el, `[data-row-id="${id}"]`)!;
const inRow = <E extends Element = HTMLButtonElement>(el: Element, id: number, action: string) => rowOf(el, id).querySelector<E>(`[data-action="${action}"]`);
const loaded = (el: Element, requests = 1) => listLoaded(el, LIST, requests, '[data-bo-table] [role="progressbar"]');
// the drawer's fields (the search form has fields of the same names)
const D = '[data-bo-picker]';
const input = <E extends HTMLInputElement | HTMLTextAreaElement = HTMLInputElement>(el: Element, name: string) =>
  $<E>(el, `${D} [data-field="${name}"] input, ${D} [data-field="${name}"] textarea`)!;
const typeInto = async (box: HTMLElement, text: string) => {
  box.focus();
  await sendKeys({ type: text });
  await settle();
};
const answer = async (el: Element, ok: boolean) => (await waitFor(() => $<HTMLButtonElement>(el, ok ? '[data-bo-confirm-ok]' : '[data-bo-confirm-cancel]'), 'the question')).click();
const fieldText = (el: Element, name: string) => $(el, `${D} [data-field="${name}"]`)?.textContent ?? '';
const choose = async (el: Element, name: string, label: string) => {
  await pickOption(el, name, label, D);
  await settle(50);
};
const switchOf = (el: Element, name: string) => $<HTMLInputElement>(el, `${D} [data-field="${name}"] input[role="switch"]`)!;
const confirmDrawer = (el: Element) => $<HTMLButtonElement>(el, '[data-bo-picker] [data-action="confirm"]')!.click();
const openAdd = async (el: Element) => {
  $<HTMLButtonElement>(el, '[data-action="add"]')!.click();
  await waitFor(() => input(el, 'name'), 'the drawer');
  await settle(100);
};

describe('<bo-custom-fields>', () => {
  const heard = pickerHooks('bo-change', 'bo-error');

  it('POSTs /field/list {filters, page 1, page_size 10, app_modular, app_id} and shows the columns', async () => {
    const el = await mount('bo-custom-fields', FULL);
    await loaded(el);
    expect(mock.lastRequest(LIST)!.body).to.deep.equal({ filters: {}, app_modular: MODULE, app_id: 7, page: 1, page_size: 10 });
    expect(rowsOf(el).map((r) => r.dataset.rowId)).to.deep.equal(fields().slice(0, 10).map((f) => String(f.id)));
    const headers = $$(el, '[role="columnheader"]').map((h) => h.textContent!.trim());
    expect(headers).to.deep.equal(['序号', '字段名称', '字段编码', '字段类型', '启用', '适用范围', '备注', '创建人', '创建时间', '更新人', '更新时间', '操作']);
    expect(textOf(el)).to.contain(`共 ${fields().length} 条`);
    const local = fields().slice(0, 10).find((f) => f.is_global === 0)!;
    expect(rowOf(el, local.id).textContent).to.contain(`局部：区域、${local.field_range_list[0]!.name}`);
  });

  it('a search sends its values under filters, from page 1', async () => {
    const el = await mount('bo-custom-fields', FULL);
    await loaded(el);
    await typeInto($<HTMLInputElement>(el, '[role="search"] input')!, '日期');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => mock.requestsTo(LIST).length === 2, 'the search');
    expect(mock.lastRequest(LIST)!.body).to.deep.include({ filters: { name: '日期' }, page: 1, page_size: 10 });
    await waitFor(() => rowsOf(el).length === fields().filter((f) => f.name.includes('日期')).length, 'the matching fields');
  });

  it('permission flags: without can-list nothing is asked; with can-list alone no action and read-only switches', async () => {
    const none = await mount('bo-custom-fields', { 'app-modular': MODULE });
    await waitFor(() => $(none, '[data-notice]'), 'the notice');
    expect($(none, '[data-notice]')!.textContent).to.equal('没有查看自定义字段的权限');
    expect(mock.requestsTo(LIST)).to.have.length(0);
    const readOnly = await mount('bo-custom-fields', { 'app-modular': MODULE, 'can-list': '', 'global-url': '/field/apply_all' });
    await loaded(readOnly);
    expect($(readOnly, '[data-action="add"]'), '新增 hidden').to.equal(null);
    for (const action of ['edit', 'delete', 'apply-all']) expect($(readOnly, `[data-row-id] [data-action="${action}"]`), action).to.equal(null);
    expect($$<HTMLInputElement>(readOnly, 'input[data-action="enable"]').every((s) => s.disabled), 'switches read-only').to.equal(true);
    const noUrl = await mount('bo-custom-fields', { ...FULL, 'global-url': '' });
    await waitFor(() => $(noUrl, '[data-row-id] [data-action="edit"]'), 'the rows');
    expect($(noUrl, '[data-action="apply-all"]'), 'apply-all needs a URL').to.equal(null);
  });

  it('the switch POSTs /api/field/enable {id, is_enable}, says 操作成功 and tells the page', async () => {
    const el = await mount('bo-custom-fields', FULL);
    await loaded(el);
    const f = fields()[0]!;
    const before = f.is_enable;
    inRow<HTMLInputElement>(el, f.id, 'enable')!.click();
    await message(el, '操作成功');
    expect(mock.lastRequest('/api/field/enable')!.body).to.deep.equal({ id: f.id, is_enable: before ? 0 : 1 });
    await waitFor(() => inRow<HTMLInputElement>(el, f.id, 'enable')!.checked === !before, 'the switch follows');
    expect(heard.events.find((e) => e.type === 'bo-change')!.detail).to.deep.include({ action: before ? 'disable' : 'enable' });
  });

  it('delete asks 此操作将删除该数据, 是否继续?; 取消 sends nothing; 确定 DELETEs /field/delete {id} and says 删除成功', async () => {
    const el = await mount('bo-custom-fields', FULL);
    await loaded(el);
    const f = fields()[2]!;
    inRow(el, f.id, 'delete')!.click();
    expect((await waitFor(() => $(el, '[data-bo-confirm]'), 'the question')).textContent).to.contain('此操作将删除该数据, 是否继续?');
    await answer(el, false);
    await settle(50);
    expect(mock.requestsTo('/field/delete')).to.have.length(0);
    inRow(el, f.id, 'delete')!.click();
    await answer(el, true);
    await message(el, '删除成功');
    const req = mock.lastRequest('/field/delete')!;
    expect([req.method, req.body]).to.deep.equal(['DELETE', { id: f.id }]);
    await waitFor(() => !$(el, `[data-row-id="${f.id}"]`), 'the row gone');
  });

  it('apply-to-all asks, then POSTs the global-url with the field as customer', async () => {
    const el = await mount('bo-custom-fields', FULL);
    await loaded(el);
    const f = fields()[1]!;
    inRow(el, f.id, 'apply-all')!.click();
    expect((await waitFor(() => $(el, '[data-bo-confirm]'), 'the question')).textContent).to.contain(`确定将字段“${f.name}”应用到全部吗？`);
    await answer(el, true);
    await message(el, '操作成功');
    expect((mock.lastRequest('/field/apply_all')!.body as { customer: { id: number; name: string } }).customer).to.deep.include({ id: f.id, name: f.name });
    expect(heard.events.find((e) => e.type === 'bo-change')!.detail).to.deep.include({ action: 'global' });
  });

  it('a new field: 请填写字段名称 and 请选择字段类型 at the fields, then 请设置字段类型的值; POST /field/edits with the values split', async () => {
    const el = await mount('bo-custom-fields', FULL);
    await loaded(el);
    await openAdd(el);
    expect(textOf(el)).to.contain('新增字段');
    confirmDrawer(el);
    await waitFor(() => fieldText(el, 'name').includes('请填写字段名称'), 'the name message');
    expect(fieldText(el, 'type')).to.contain('请选择字段类型');
    expect(input(el, 'name').maxLength).to.equal(6);
    await typeInto(input(el, 'name'), '尺码');
    await choose(el, 'type', '下拉多选');
    confirmDrawer(el);
    await waitFor(() => fieldText(el, 'values').includes('请设置字段类型的值'), 'the values message');
    expect(mock.requestsTo('/field/edits')).to.have.length(0);
    await typeInto(input(el, 'values'), 'S;M；L;S');
    await waitFor(() => $$(el, '[data-field="defaults"] input[type="checkbox"]').length === 3, 'one default per value');
    $$<HTMLInputElement>(el, `${D} [data-field="defaults"] input[type="checkbox"]`)[1]!.click();
    await typeInto(input(el, 'remark'), '备注'.repeat(20));
    expect(input(el, 'remark').value).to.have.length(32);
    confirmDrawer(el);
    await message(el, '新增成功');
    const req = mock.lastRequest('/field/edits')!;
    expect(req.method).to.equal('POST');
    expect(req.body).to.deep.include({ name: '尺码', type: 'selects', all_values: 'S;M;L', app_modular: MODULE, app_id: 7, is_global: 1, range_list: [], is_enable: 1 });
    expect((req.body as { selected: unknown }).selected).to.deep.equal([{ val: 'S', is_def: 0 }, { val: 'M', is_def: 1 }, { val: 'L', is_def: 0 }]);
    await waitFor(() => !$(el, '[data-bo-picker]'), 'the drawer closed');
    await waitFor(() => rowsOf(el)[0]?.textContent?.includes('尺码'), 'the new field on top');
    expect(heard.events.find((e) => e.type === 'bo-change')!.detail).to.deep.include({ action: 'add' });
  });

  it('a type change resets the switches of spec 1 §4 and locks them: audit for text, search for textarea, list display for file', async () => {
    const el = await mount('bo-custom-fields', FULL);
    await loaded(el);
    await openAdd(el);
    await choose(el, 'type', '数字');
    for (const name of ['is_audit', 'is_search', 'list_show']) if (!switchOf(el, name).checked) switchOf(el, name).click();
    await settle(50);
    expect(['is_audit', 'is_search', 'list_show'].map((n) => switchOf(el, n).checked)).to.deep.equal([true, true, true]);
    await choose(el, 'type', '多行文本');
    expect(['is_audit', 'is_search', 'list_show'].map((n) => switchOf(el, n).checked)).to.deep.equal([false, false, true]);
    expect([switchOf(el, 'is_audit').disabled, switchOf(el, 'is_search').disabled]).to.deep.equal([true, true]);
    await choose(el, 'type', '附件');
    expect([switchOf(el, 'list_show').checked, switchOf(el, 'list_show').disabled, switchOf(el, 'is_search').disabled]).to.deep.equal([false, true, false]);
    expect(input(el, 'file_count').value).to.equal('1');
  });

  it('a local field needs its dimension, title and nodes (请填写维度所有信息); range_field and range are asked; range_list names the nodes', async () => {
    const el = await mount('bo-custom-fields', FULL);
    await loaded(el);
    await openAdd(el);
    await typeInto(input(el, 'name'), '区域价');
    await choose(el, 'type', '数字');
    $$<HTMLInputElement>(el, `${D} [data-field="is_global"] input[type="radio"]`)[1]!.click();
    await waitFor(() => mock.lastRequest('/field/range_field'), 'the dimensions');
    expect(mock.lastRequest('/field/range_field')!.body).to.deep.equal({ module: MODULE });
    confirmDrawer(el);
    await waitFor(() => fieldText(el, 'range_id').includes('请填写维度所有信息'), 'the scope message');
    await choose(el, 'range_field', '区域');
    await waitFor(() => mock.lastRequest('/field/range'), 'the tree');
    expect(mock.lastRequest('/field/range')!.body).to.deep.equal({ module: MODULE, range_field: 'region_id' });
    expect(input(el, 'range_field_title').value, 'the title from the dimension').to.equal('区域');
    (await waitFor(() => $$(el, '[role="treeitem"]').find((x) => x.textContent === '华南'), 'a node')).click();
    confirmDrawer(el);
    await message(el, '新增成功');
    expect(mock.lastRequest('/field/edits')!.body).to.deep.include({
      is_global: 0, range_field: 'region_id', range_field_title: '区域', range_id: [200], range_list: [{ id: 200, name: '华南' }],
    });
  });

  it('edit: the type is locked; PUT /field/edits with the id; a failed save keeps the form open with what was typed', async () => {
    const el = await mount('bo-custom-fields', FULL);
    await loaded(el);
    const f = fields().slice(0, 10).find((x) => x.type === 'radio')!;
    inRow(el, f.id, 'edit')!.click();
    await waitFor(() => input(el, 'name')?.value === f.name, 'the field in the drawer');
    expect(textOf(el)).to.contain('编辑字段');
    expect([input(el, 'type').disabled, input(el, 'type').value]).to.deep.equal([true, '单选']);
    expect(input(el, 'values').value).to.equal(f.selected.map((c) => c.val).join(';'));
    mock.fault('/field/edits', { code: 422, msg: '字段名称已存在', times: 1 });
    input(el, 'name').select();
    await typeInto(input(el, 'name'), '新名');
    confirmDrawer(el);
    await message(el, '字段名称已存在');
    expect(input(el, 'name').value).to.equal('新名');
    expect($<HTMLButtonElement>(el, '[data-bo-picker] [data-action="confirm"]')!.disabled).to.equal(false);
    expect(heard.events.some((e) => e.type === 'bo-error')).to.equal(true);
    confirmDrawer(el);
    await message(el, '修改成功');
    const req = mock.lastRequest('/field/edits')!;
    expect(req.method).to.equal('PUT');
    expect(req.body).to.deep.include({ id: f.id, code: f.code, name: '新名', type: 'radio' });
    expect((req.body as { selected: { id?: number }[] }).selected.map((c) => c.id)).to.deep.equal(f.selected.map((c) => c.id));
  });

  it('closing the drawer with edits asks first; 继续编辑 keeps them, 放弃修改 closes', async () => {
    const el = await mount('bo-custom-fields', FULL);
    await loaded(el);
    await openAdd(el);
    await typeInto(input(el, 'name'), '草稿');
    $<HTMLButtonElement>(el, '[data-bo-picker] [data-action="cancel"]')!.click();
    expect((await waitFor(() => $(el, '[data-bo-confirm]'), 'the question')).textContent).to.contain('当前有未保存的修改，确定放弃吗？');
    await answer(el, false);
    await settle(50);
    expect(input(el, 'name').value).to.equal('草稿');
    $<HTMLButtonElement>(el, '[data-bo-picker] [data-action="close"]')!.click();
    await answer(el, true);
    await waitFor(() => !$(el, '[data-bo-picker]'), 'the drawer closed');
    expect(mock.requestsTo('/field/edits')).to.have.length(0);
  });
});
