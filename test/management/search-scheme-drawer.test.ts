/**
 * <bo-search-scheme-drawer> (spec 1 §2 "Search-scheme drawer", §4, §5 "Search scheme", §7): the calls it
 * makes (definitions, list, set_current, save, delete) and their payloads, the messages, the chosen
 * fields and their order, temporary mode, a failed save keeping the name, the unsaved-changes question.
 */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/bo-search-scheme-drawer';
import { mock, store } from '../../demo/mock';
import { $, $$, mount, settle, waitFor } from '../helpers';
import { messageOf as message, pickerHooks } from '../pickers/picker-helpers';

const API = '/purchase/order/search_field';
const LIST = '/base/v2/search_fa/list';
const SAVE = '/base/v2/search_fa/save';
type Drawer = HTMLElementTagNameMap['bo-search-scheme-drawer'];

const schemes = () => store.searchSchemesOf(API);
const chosen = (el: Element) => $$(el, '[data-chosen]').map((x) => x.dataset.chosen);
const row = (el: Element, id: number) => $(el, `[data-scheme-id="${id}"]`)!;
const inRow = (el: Element, id: number, action: string) => row(el, id).querySelector<HTMLElement>(`[data-action="${action}"]`);
const button = (el: Element, action: string) => $<HTMLButtonElement>(el, `[data-action="${action}"]`)!;
const tick = (el: Element, name: string) => $<HTMLInputElement>(el, `input[data-field-name="${name}"]`)!.click();
const answer = async (el: Element, ok: boolean) => (await waitFor(() => $<HTMLButtonElement>(el, ok ? '[data-bo-confirm-ok]' : '[data-bo-confirm-cancel]'), 'the question')).click();

async function open(attrs: Record<string, string> = {}) {
  const el = (await mount('bo-search-scheme-drawer', { 'search-api': API, ...attrs })) as Drawer;
  const result = el.show();
  await waitFor(() => $(el, '[data-bo-scheme-drawer]'), 'the drawer');
  await settle();
  return { el, result };
}

describe('<bo-search-scheme-drawer>', () => {
  const heard = pickerHooks('bo-confirm', 'bo-cancel', 'bo-error');

  it('asks GET {search-api} then POST search_fa/list {search_api}; the current scheme is starred and its fields chosen in order', async () => {
    const { el } = await open();
    expect(mock.requestsTo(API)).to.have.length(1);
    expect(mock.lastRequest(LIST)!.body).to.deep.equal({ search_api: API });
    const current = schemes().find((s) => s.is_current === 1)!;
    expect($$(el, '[data-scheme-id][data-current]').map((x) => x.dataset.schemeId)).to.deep.equal([String(current.id)]);
    expect(chosen(el)).to.deep.equal(current.search_fa_field.map((f) => f.search_field_name));
    expect(inRow(el, current.id, 'delete'), 'a built-in scheme cannot be deleted').to.equal(null);
  });

  it('the star makes a scheme current: POST set_current {id}, one star only', async () => {
    const { el } = await open();
    const other = schemes().find((s) => s.is_current === 0)!;
    inRow(el, other.id, 'star')!.click();
    await waitFor(() => mock.lastRequest('/base/v2/search_fa/set_current'), 'set_current');
    expect(mock.lastRequest('/base/v2/search_fa/set_current')!.body).to.deep.equal({ id: other.id });
    await waitFor(() => row(el, other.id).dataset.current !== undefined, 'the star moved');
    expect($$(el, '[data-scheme-id][data-current]')).to.have.length(1);
  });

  it('a new scheme: 请先输入名称, 请先选择搜索项, then save {id 0, class 2, name, fields in order} → 保存成功, the new id, bo-confirm', async () => {
    const { el, result } = await open();
    button(el, 'add-scheme').click();
    await waitFor(() => row(el, 0)?.querySelector('input'), 'the name input');
    button(el, 'confirm').click();
    await message(el, '请先输入名称');
    row(el, 0).querySelector('input')!.focus();
    await sendKeys({ type: '我的方案' });
    button(el, 'confirm').click();
    await message(el, '请先选择搜索项');
    expect(mock.requestsTo(SAVE)).to.have.length(0);
    tick(el, 'amount');
    tick(el, 'title');
    await settle();
    expect(chosen(el)).to.deep.equal(['amount', 'title']);
    button(el, 'confirm').click();
    await message(el, '保存成功');
    expect(mock.lastRequest(SAVE)!.body).to.deep.equal({
      id: 0, search_api: API, search_fa_class: 2, search_fa_name: '我的方案',
      search_fa_field: [{ search_field_name: 'amount', search_field_value: null }, { search_field_name: 'title', search_field_value: null }],
    });
    const saved = schemes().find((s) => s.search_fa_name === '我的方案')!;
    const detail = await waitFor(() => heard.last('bo-confirm')?.detail, 'bo-confirm');
    expect(detail.scheme.id).to.equal(saved.id);
    expect(await result).to.deep.equal(saved.search_fa_field);
  });

  it('the chosen fields move with the keyboard (and drag handles); the save sends the new order with the given values', async () => {
    const { el } = await open({ values: JSON.stringify({ title: '合同' }) });
    const first = chosen(el);
    $(el, '[data-chosen] [data-sort-handle]')!.focus();
    await sendKeys({ press: 'ArrowDown' });
    await settle();
    expect(chosen(el)).to.deep.equal([first[1], first[0], ...first.slice(2)]);
    const current = schemes().find((s) => s.is_current === 1)!;
    inRow(el, current.id, 'edit')!.click();
    await waitFor(() => inRow(el, current.id, 'save'), 'the save button');
    inRow(el, current.id, 'save')!.click();
    await message(el, '保存成功');
    const sent = mock.lastRequest(SAVE)!.body as { id: number; search_fa_field: { search_field_name: string; search_field_value: unknown }[] };
    expect(sent.id).to.equal(current.id);
    expect(sent.search_fa_field.map((f) => f.search_field_name)).to.deep.equal([first[1], first[0], ...first.slice(2)]);
    expect(sent.search_fa_field.find((f) => f.search_field_name === 'title')!.search_field_value).to.equal('合同');
  });

  it('select all ticks every field, off none; a failed save keeps the name and says the server msg', async () => {
    const { el } = await open();
    $<HTMLInputElement>(el, 'input[data-action="select-all"]')!.click();
    await settle();
    expect(chosen(el)).to.have.length(store.searchSchemes().definitions.length);
    $<HTMLInputElement>(el, 'input[data-action="select-all"]')!.click();
    await settle();
    expect(chosen(el)).to.deep.equal([]);
    button(el, 'add-scheme').click();
    await waitFor(() => row(el, 0)?.querySelector('input'), 'the name input');
    row(el, 0).querySelector('input')!.focus();
    await sendKeys({ type: '失败方案' });
    tick(el, 'status');
    mock.fault(SAVE, { code: 500, msg: '保存失败（测试）', times: 1 });
    button(el, 'confirm').click();
    await message(el, '保存失败（测试）');
    expect(row(el, 0).querySelector('input')!.value).to.equal('失败方案');
    expect(chosen(el)).to.deep.equal(['status']);
    expect(heard.of('bo-confirm')).to.have.length(0);
    expect(heard.of('bo-error')).to.have.length(1);
  });

  it('delete asks 请确认是否删除该方案? and POSTs search_fa/delete {id}', async () => {
    const { el } = await open();
    const user = schemes().find((s) => s.search_fa_class === 2)!;
    inRow(el, user.id, 'delete')!.click();
    await answer(el, false);
    expect(mock.requestsTo('/base/v2/search_fa/delete')).to.have.length(0);
    inRow(el, user.id, 'delete')!.click();
    expect((await waitFor(() => $(el, '[data-bo-confirm-ok]'), 'the question')).closest('[role="alertdialog"], [role="dialog"]')!.textContent).to.contain('请确认是否删除该方案?');
    await answer(el, true);
    await message(el, '删除成功');
    expect(mock.lastRequest('/base/v2/search_fa/delete')!.body).to.deep.equal({ id: user.id });
    await waitFor(() => !$(el, `[data-scheme-id="${user.id}"]`), 'the row gone');
  });

  it('without schemes 确定 says 请先选中一个方案', async () => {
    schemes().splice(0);
    const { el } = await open();
    button(el, 'confirm').click();
    await message(el, '请先选中一个方案');
  });

  it('temporary: no schemes asked; the chosen attribute preselects; 确定 gives the fields without saving', async () => {
    const { el, result } = await open({ temporary: '', chosen: JSON.stringify(['title', 'nope']) });
    expect(mock.requestsTo(LIST)).to.have.length(0);
    expect($(el, '[data-scheme-id]')).to.equal(null);
    expect(chosen(el)).to.deep.equal(['title']);
    tick(el, 'quantity');
    await settle();
    button(el, 'confirm').click();
    expect(await result).to.deep.equal([
      { search_field_name: 'title', search_field_value: null }, { search_field_name: 'quantity', search_field_value: null },
    ]);
    expect(mock.requestsTo(SAVE)).to.have.length(0);
    expect(heard.last('bo-confirm')!.detail.scheme).to.equal(null);
  });

  it('cancel with unsaved edits asks before discarding; without edits it closes at once (bo-cancel, show() → null)', async () => {
    const { el, result } = await open();
    tick(el, 'quantity');
    await settle();
    button(el, 'cancel').click();
    await answer(el, false);
    expect(heard.of('bo-cancel')).to.have.length(0);
    button(el, 'cancel').click();
    await answer(el, true);
    expect(await result).to.equal(null);
    expect(el.open).to.equal(false);
  });
});
