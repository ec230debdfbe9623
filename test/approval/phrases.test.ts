/**
 * The approval bar's drawer of common phrases and historical comments (spec 3 §2.3, §3, §5, §6, §7, §8, §9),
 * through a probe that opens it as the bar does: the calls and their payloads (list, add, edit, del with
 * id[], sort with the new order after a drag and after a keyboard move, the history's page / page_size, its
 * del with id[]), the messages, system phrases read-only, the text picked, the unsaved-text question and
 * failures (the server's msg shown, the text kept, the server's order back).
 */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import './phrases-probe';
import { mock, store, type RecordedRequest } from '../../demo/mock';
import { phrasesCalls } from '../../src/approval/phrases/contract';
import { $, $$, listen, mount, settle, waitFor } from '../helpers';
import { dragOnto } from '../drag';
import { fill } from '../conformance-triggers';
import { messageOf as message, motionDone, pickerHooks } from '../pickers/picker-helpers';

const P = '/approval/common_use_remark';
const H = '/approval/history_remark';

/** Every selector of the drawer in one place (the bar's tests reuse these once it opens the drawer). */
const ui = {
  /** opens the drawer the way the host does, and waits for its phrases */
  async open(el: Element) {
    $<HTMLButtonElement>(el, '[data-action="open-phrases"]')!.click();
    await waitFor(() => $$(el, '[data-phrases] [data-row-id]').length > 0, 'the phrases');
    await motionDone(el);
  },
  button: (el: Element, action: string) => $<HTMLButtonElement>(el, `[data-action="${action}"]`)!,
  tab: (el: Element, key: 'phrases' | 'history') => $<HTMLButtonElement>(el, `[data-tab="${key}"]`)!,
  systemIds: (el: Element) => $$(el, '[data-system-phrases] [data-row-id]').map((r) => Number(r.dataset.rowId)),
  ownIds: (el: Element) => $$(el, '[data-own-phrases] [data-row-id]').map((r) => Number(r.dataset.rowId)),
  phrase: (el: Element, id: number) => $(el, `[data-phrases] [data-row-id="${id}"]`)!,
  inPhrase: (el: Element, id: number, action: string) => ui.phrase(el, id).querySelector<HTMLButtonElement>(`[data-action="${action}"]`),
  handle: (el: Element, id: number) => ui.phrase(el, id).querySelector<HTMLButtonElement>('[data-sort-handle]'),
  editor: (el: Element) => $(el, '[data-phrase-editor]'),
  editorText: (el: Element) => $<HTMLTextAreaElement>(el, '[data-phrase-editor] textarea')!,
  historyIds: (el: Element) => $$(el, '[data-history] [data-row-id]').map((r) => Number(r.dataset.rowId)),
  historyRow: (el: Element, id: number) => $(el, `[data-history] [data-row-id="${id}"]`)!,
  tickHistory: (el: Element, id: number) => ui.historyRow(el, id).querySelector<HTMLInputElement>('input[type="checkbox"]')!.click(),
  /** answers the open question (确定 / 放弃修改, or 取消 / 继续编辑) and returns its text */
  async answer(el: Element, ok: boolean) {
    const text = (await waitFor(() => $(el, '[data-bo-confirm]'), 'the question')).textContent!;
    $<HTMLButtonElement>(el, ok ? '[data-bo-confirm-ok]' : '[data-bo-confirm-cancel]')!.click();
    await waitFor(() => !$(el, '[data-bo-confirm]'), 'the question closed');
    return text;
  },
  picked: (el: Element) => JSON.parse($(el, '[data-testid="picked"]')!.textContent!) as string[],
  isOpen: (el: Element) => $(el, '[data-testid="open"]')!.textContent === 'true',
};

const phrases = () => store.approval().phrases;
const own = () => phrases().filter((p) => !p.is_system);
const remarkOf = (id: number) => phrases().find((p) => p.id === id)!.remark;
const typeInto = async (target: HTMLElement, text: string) => {
  target.focus();
  await sendKeys({ type: text });
  await settle();
};

async function opened() {
  const el = await mount('bo-test-phrases');
  await ui.open(el);
  return el;
}

describe('approval phrases drawer', () => {
  pickerHooks();
  // every request of every test, checked against the drawer's contract by the last test
  const made: RecordedRequest[] = [];
  afterEach(() => void made.push(...mock.requests));

  it('asks POST common_use_remark/list; system phrases come first, with no handle, edit or delete; own phrases have all three', async () => {
    const el = await opened();
    expect(mock.requestsTo(`${P}/list`).map((r) => r.method)).to.deep.equal(['POST']);
    const system = phrases().filter((p) => p.is_system).map((p) => p.id);
    expect(ui.systemIds(el)).to.deep.equal(system);
    expect(ui.ownIds(el)).to.deep.equal(own().map((p) => p.id));
    for (const id of system) {
      expect([ui.handle(el, id), ui.inPhrase(el, id, 'edit-phrase'), ui.inPhrase(el, id, 'delete-phrase')], `system phrase ${id}`).to.deep.equal([null, null, null]);
      expect(ui.phrase(el, id).textContent).to.include('系统');
    }
    for (const { id } of own()) expect([!!ui.handle(el, id), !!ui.inPhrase(el, id, 'edit-phrase'), !!ui.inPhrase(el, id, 'delete-phrase')]).to.deep.equal([true, true, true]);
  });

  it('a chosen phrase (system or own) and a chosen past comment give their text to onPick', async () => {
    const el = await opened();
    const [system] = ui.systemIds(el);
    const [mine] = ui.ownIds(el);
    ui.inPhrase(el, system!, 'pick')!.click();
    ui.inPhrase(el, mine!, 'pick')!.click();
    await settle();
    ui.tab(el, 'history').click();
    await waitFor(() => ui.historyIds(el).length > 0, 'the comments');
    const comment = store.approval().comments[0]!;
    ui.historyRow(el, comment.id).querySelector<HTMLButtonElement>('[data-action="pick"]')!.click();
    await settle();
    expect(ui.picked(el)).to.deep.equal([remarkOf(system!), remarkOf(mine!), comment.remark]);
    expect(ui.historyRow(el, comment.id).querySelector<HTMLInputElement>('input')!.checked, 'picking does not tick').to.equal(false);
  });

  it('新增常用语: 请输入常用语 on an empty text without a call; then POST my/add {remark} → 新增成功 and the list asked again', async () => {
    const el = await opened();
    ui.button(el, 'add-phrase').click();
    await waitFor(() => ui.editor(el), 'the editor');
    ui.button(el, 'save-phrase').click();
    await waitFor(() => ui.editor(el)!.textContent!.includes('请输入常用语'), 'the field message');
    expect(mock.requestsTo(`${P}/my/add`)).to.have.length(0);
    await typeInto(ui.editorText(el), '  预算内，同意  ');
    expect(ui.editor(el)!.textContent, 'the counter').to.include('/500');
    ui.button(el, 'save-phrase').click();
    await message(el, '新增成功');
    expect(mock.lastRequest(`${P}/my/add`)!.body).to.deep.equal({ remark: '预算内，同意' });
    await waitFor(() => mock.requestsTo(`${P}/list`).length === 2, 'the list asked again');
    await waitFor(() => ui.ownIds(el).length === own().length, 'the new phrase shown');
    expect(ui.editor(el)).to.equal(null);
    expect(ui.phrase(el, own().at(-1)!.id).textContent).to.include('预算内，同意');
  });

  it('编辑: the text in a box; POST my/edit {id, remark} → 编辑成功 and the new text shown', async () => {
    const el = await opened();
    const id = ui.ownIds(el)[1]!;
    ui.inPhrase(el, id, 'edit-phrase')!.click();
    await waitFor(() => ui.editor(el), 'the editor');
    expect(ui.editorText(el).value).to.equal(remarkOf(id));
    // emptied, then typed (a selection made here could be undone by the editor's own focus on a busy machine)
    fill(ui.editorText(el), '');
    await waitFor(() => ui.editorText(el).value === '', 'the box emptied');
    await typeInto(ui.editorText(el), '请尽快处理，谢谢');
    ui.button(el, 'save-phrase').click();
    await message(el, '编辑成功');
    expect(mock.lastRequest(`${P}/my/edit`)!.body).to.deep.equal({ id, remark: '请尽快处理，谢谢' });
    await waitFor(() => !ui.editor(el), 'the editor closed');
    expect(ui.inPhrase(el, id, 'pick')!.textContent).to.equal('请尽快处理，谢谢');
  });

  it('unsaved text: 取消 and 关闭 ask 当前有未保存的修改，确定放弃吗？; 继续编辑 keeps the text, 放弃修改 drops it; without edits nothing is asked', async () => {
    const el = await opened();
    const id = ui.ownIds(el)[0]!;
    ui.inPhrase(el, id, 'edit-phrase')!.click();
    await waitFor(() => ui.editor(el), 'the editor');
    ui.button(el, 'cancel-phrase').click();
    await waitFor(() => !ui.editor(el), 'closed at once without edits');
    ui.inPhrase(el, id, 'edit-phrase')!.click();
    await waitFor(() => ui.editor(el), 'the editor again');
    await typeInto(ui.editorText(el), '，补充');
    ui.button(el, 'cancel-phrase').click();
    expect(await ui.answer(el, false)).to.include('当前有未保存的修改，确定放弃吗？');
    expect(ui.editorText(el).value).to.equal(`${remarkOf(id)}，补充`);
    ui.button(el, 'close').click();
    await ui.answer(el, false);
    expect([ui.isOpen(el), ui.editorText(el).value]).to.deep.equal([true, `${remarkOf(id)}，补充`]);
    ui.button(el, 'close').click();
    await ui.answer(el, true);
    await waitFor(() => !ui.isOpen(el), 'closed');
    expect(mock.requestsTo(`${P}/my/edit`)).to.have.length(0);
  });

  it('删除 asks 请确认是否删除该常用语?; 确定 posts my/del {id: [id]} → 删除成功 and the phrase is gone', async () => {
    const el = await opened();
    const id = ui.ownIds(el)[2]!;
    ui.inPhrase(el, id, 'delete-phrase')!.click();
    expect(await ui.answer(el, false)).to.include('请确认是否删除该常用语?');
    expect(mock.requestsTo(`${P}/my/del`)).to.have.length(0);
    ui.inPhrase(el, id, 'delete-phrase')!.click();
    await ui.answer(el, true);
    await message(el, '删除成功');
    expect(mock.lastRequest(`${P}/my/del`)!.body).to.deep.equal({ id: [id] });
    await waitFor(() => !ui.ownIds(el).includes(id), 'the row removed');
    expect(ui.ownIds(el)).to.deep.equal(own().map((p) => p.id));
  });

  it('ArrowDown on a handle posts my/sort with every own id in the new order → 排序成功, focus kept', async () => {
    const el = await opened();
    const before = ui.ownIds(el);
    const handle = ui.handle(el, before[0]!)!;
    handle.focus();
    await sendKeys({ press: 'ArrowDown' });
    await message(el, '排序成功');
    const expected = [before[1], before[0], ...before.slice(2)];
    expect(mock.lastRequest(`${P}/my/sort`)!.body).to.deep.equal({ id: expected });
    expect(ui.ownIds(el)).to.deep.equal(expected);
    expect(own().map((p) => p.id), 'the server keeps it').to.deep.equal(expected);
    await settle(50);
    expect(el.shadowRoot!.activeElement === handle, 'focus on the moved handle').to.equal(true);
  });

  it('dragging a handle (sortablejs) posts my/sort with the new order', async () => {
    const el = await opened();
    const before = ui.ownIds(el);
    await dragOnto(ui.handle(el, before[0]!)!, ui.handle(el, before.at(-1)!)!);
    await waitFor(() => mock.lastRequest(`${P}/my/sort`), 'the sort call', 3000);
    const expected = [...before.slice(1), before[0]];
    expect(mock.lastRequest(`${P}/my/sort`)!.body).to.deep.equal({ id: expected });
    await message(el, '排序成功');
    await settle(400);
    expect(ui.ownIds(el), 'the DOM shows the new order').to.deep.equal(expected);
  });

  it('a refused save shows the server msg, keeps the text and the editor, and dispatches bo-error; a refused sort brings the server order back', async () => {
    const errors = listen('bo-error');
    const el = await opened();
    mock.fault(`${P}/my/add`, { code: 422, msg: '常用语不能超过500个字符', times: 1 });
    ui.button(el, 'add-phrase').click();
    await waitFor(() => ui.editor(el), 'the editor');
    await typeInto(ui.editorText(el), '附件已补齐');
    ui.button(el, 'save-phrase').click();
    await message(el, '常用语不能超过500个字符');
    expect([ui.editorText(el).value, ui.button(el, 'save-phrase').disabled]).to.deep.equal(['附件已补齐', false]);
    await waitFor(() => errors.of('bo-error').length === 1, 'bo-error');
    expect(errors.of('bo-error')[0]!.detail).to.deep.include({ code: 422, msg: '常用语不能超过500个字符' });
    errors.stop();

    const before = ui.ownIds(el);
    mock.fault(`${P}/my/sort`, { code: 500, msg: '排序失败', times: 1 });
    ui.handle(el, before[1]!)!.focus();
    await sendKeys({ press: 'ArrowUp' });
    await message(el, '排序失败');
    await waitFor(() => mock.requestsTo(`${P}/list`).length === 2, 'the list asked again');
    await waitFor(() => JSON.stringify(ui.ownIds(el)) === JSON.stringify(before), 'the server order back');
  });

  it('a list that cannot load says why with 重试, and no 新增常用语 meanwhile; 重试 shows the phrases', async () => {
    mock.fault(`${P}/list`, { status: 500, times: 1 });
    const el = await mount('bo-test-phrases');
    ui.button(el, 'open-phrases').click();
    const alert = await waitFor(() => $(el, '[data-phrases] [role="alert"]'), 'the error');
    expect(alert.textContent).to.include('服务器错误');
    expect(ui.button(el, 'add-phrase').disabled).to.equal(true);
    [...alert.querySelectorAll('button')].find((b) => b.textContent === '重试')!.click();
    await waitFor(() => ui.ownIds(el).length === own().length, 'the phrases after 重试');
    expect(ui.button(el, 'add-phrase').disabled).to.equal(false);
  });

  it('历史意见: POST history_remark/list {page 1, page_size 10}, then the page chosen in the pager', async () => {
    const el = await opened();
    expect(mock.requestsTo(`${H}/list`), 'not before the tab is shown').to.have.length(0);
    ui.tab(el, 'history').click();
    await waitFor(() => ui.historyIds(el).length === 10, 'the first page');
    expect(mock.lastRequest(`${H}/list`)!.body).to.deep.equal({ page: 1, page_size: 10 });
    expect(ui.historyIds(el)).to.deep.equal(store.approval().comments.slice(0, 10).map((c) => c.id));
    const first = store.approval().comments[0]!;
    expect(ui.historyRow(el, first.id).textContent).to.include(first.app.app_title).and.include(first.created_at);
    $$<HTMLButtonElement>(el, '[data-history] button').find((b) => b.textContent === '3')!.click();
    await waitFor(() => ui.historyIds(el).length === 3, 'the last page');
    expect(mock.lastRequest(`${H}/list`)!.body).to.deep.equal({ page: 3, page_size: 10 });
  });

  it('批量删除: 请勾选数据 with nothing ticked; ticks asked 请确认是否删除该意见? then history_remark/del {id: [...]} → 删除成功, the page asked again', async () => {
    const el = await opened();
    ui.tab(el, 'history').click();
    await waitFor(() => ui.historyIds(el).length === 10, 'the first page');
    ui.button(el, 'delete-history').click();
    await message(el, '请勾选数据');
    expect(mock.requestsTo(`${H}/del`)).to.have.length(0);
    const [a, , b] = ui.historyIds(el);
    ui.tickHistory(el, a!);
    ui.tickHistory(el, b!);
    await settle();
    ui.button(el, 'delete-history').click();
    expect(await ui.answer(el, false)).to.include('请确认是否删除该意见?');
    expect(mock.requestsTo(`${H}/del`)).to.have.length(0);
    ui.button(el, 'delete-history').click();
    await ui.answer(el, true);
    await message(el, '删除成功');
    expect(mock.lastRequest(`${H}/del`)!.body).to.deep.equal({ id: [a, b] });
    await waitFor(() => !ui.historyIds(el).includes(a!), 'the page asked again');
    expect(mock.lastRequest(`${H}/list`)!.body).to.deep.equal({ page: 1, page_size: 10 });
    expect(ui.historyIds(el)).to.deep.equal(store.approval().comments.slice(0, 10).map((c) => c.id));
  });

  it('opened from a modal dialog (as the bar\'s action dialog does): the pick is given and the drawer closes, Esc closes only the drawer', async () => {
    const el = await mount('bo-test-phrases', { 'in-dialog': '' });
    ui.button(el, 'open-dialog').click();
    await waitFor(() => $(el, '[data-probe-dialog] [data-action="open-phrases"]'), 'the dialog');
    await motionDone(el);
    await ui.open(el);
    const first = ui.systemIds(el)[0]!;
    ui.inPhrase(el, first, 'pick')!.click();
    await waitFor(() => !ui.isOpen(el), 'closed by the pick');
    expect(ui.picked(el)).to.deep.equal([remarkOf(first)]);
    await motionDone(el);
    await ui.open(el);
    ui.inPhrase(el, ui.ownIds(el)[0]!, 'pick')!.focus();
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !ui.isOpen(el), 'the drawer closed by Esc');
    await settle(100);
    expect($(el, '[data-testid="dialog"]')!.textContent, 'the dialog stays').to.equal('true');
  });

  it('every request made above is a call of phrasesCalls(), sending only the parameters it declares, all of them', () => {
    const calls = phrasesCalls();
    expect(made.length).to.be.greaterThan(20);
    for (const r of made) {
      const call = calls.find((c) => c.method === r.method && c.path === r.path);
      expect(call, `${r.method} ${r.path} in the contract`).to.not.equal(undefined);
      const declared = call!.params.map((p) => p.name).sort();
      expect(Object.keys((r.body as object | undefined) ?? {}).sort(), `${r.method} ${r.path} sends`).to.deep.equal(declared);
    }
    expect(new Set(made.map((r) => r.path)).size, 'every call was made').to.equal(calls.length);
  });
});
