/**
 * <bo-numbering-rule-editor> (spec 1 §2 "Numbering-rule add/edit page", §3, §4, §5, §7, §9): what it asks
 * (rule types, application types, the type's ranges, the rule), the payload of POST /api/rule/edits, every
 * save rule and message of §5, the segment rows (required rows, sort, the live sample), a failed save that
 * keeps everything, and the unsaved-changes question.
 */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/bo-numbering-rule-editor';
import { mock, store } from '../../demo/mock';
import { $, $$, mount, settle, textOf, waitFor } from '../helpers';
import { messageOf as message, pickerHooks } from '../pickers/picker-helpers';
import { fill } from '../conformance-triggers';

type El = HTMLElement;
const EDITS = '/api/rule/edits';
const NEW = { 'app-modular': 'contract', 'app-id': '7', field: 'contract_sn', 'app-types': '', app: '1_采购合同', 'back-path': '/rules' };
const YEAR = String(new Date().getFullYear());
const input = (el: El, name: string) => $<HTMLInputElement>(el, `[data-field="${name}"] input`)!;
const rowsOf = (el: El) => $$(el, 'tbody tr[data-row-key]');
const cell = (row: Element, column: string) => row.querySelector(`[data-column="${column}"]`)!.textContent!.trim();
const act = (row: Element, action: string) => row.querySelector<HTMLButtonElement>(`[data-action="${action}"]`)!.click();
const sample = (el: El) => $(el, '[data-sample] output')!.textContent;
const typeInto = async (target: HTMLElement, text: string) => {
  target.focus();
  await sendKeys({ type: text });
  await settle();
};
const confirmButton = (el: El) => $<HTMLButtonElement>(el, '[data-action="confirm"]')!;
const answer = async (el: El, ok: boolean) => (await waitFor(() => $<HTMLButtonElement>(el, ok ? '[data-bo-confirm-ok]' : '[data-bo-confirm-cancel]'), 'the question')).click();
const shown = async (el: El) => {
  await waitFor(() => $(el, '[data-bo-rule-editor]') && rowsOf(el).length > 0, 'the editor');
  await settle(50);
};
/** Puts the serial-number row in edit with these digits and confirms it. */
const serialDigits = async (el: El, digits: string) => {
  const serial = () => rowsOf(el).find((r) => r.querySelector('[data-edit="length"]') || cell(r, 'rule_type') === '流水号')!;
  act(serial(), 'row-edit');
  setNumber(await waitFor(() => $<HTMLInputElement>(el, '[data-edit="length"] input, input[data-edit="length"]'), 'the digits'), digits);
  await settle();
  act(serial(), 'row-confirm');
  await waitFor(() => !$(el, '[data-edit="length"]'), 'the row confirmed');
};
const chooseRange = async (el: El, label: string) => {
  (await waitFor(() => $$(el, '[data-field="range"] .fui-Checkbox').find((o) => o.textContent === label), label)).querySelector('input')!.click();
  await settle(50);
};
/** Sets a number input as the browser would (React hears the input event). */
const setNumber = (target: HTMLInputElement, text: string) => fill(target, text);

describe('<bo-numbering-rule-editor>', () => {
  const heard = pickerHooks('bo-saved', 'bo-cancel', 'bo-navigate', 'bo-error');
  const stay = (el: El) => el.addEventListener('bo-navigate', (e) => e.preventDefault());

  it('without app-modular it says which attribute is missing, not that a list cannot be loaded (issue 36)', async () => {
    const el = await mount('bo-numbering-rule-editor', { field: 'x_sn' });
    await waitFor(() => textOf(el).includes('缺少必填属性 app-modular'), 'the message');
    expect(textOf(el)).to.contain('缺少必填属性 app-modular，无法加载').and.not.contain('列表');
  });

  it('a new rule: rule types, application types, the chosen type\'s own ranges; the required rows and the live sample', async () => {
    const el = await mount('bo-numbering-rule-editor', NEW);
    await shown(el);
    expect(textOf(el)).to.contain('新增规则');
    expect(mock.requestsTo('/api/rule/get_rule_type')).to.have.length(1);
    expect(mock.lastRequest('/api/rule/get_app')!.query).to.deep.equal({ app_modular: 'contract', app_id: '7' });
    await waitFor(() => mock.requestsTo('/api/rule/range/flat').length === 1, 'the ranges of 采购合同 from its url');
    expect(mock.requestsTo('/api/rule/details')).to.have.length(0);
    expect($<HTMLInputElement>(el, '[data-field="app_type"] input[value="1"]')!.checked, 'the type of `app` chosen').to.equal(true);
    expect(rowsOf(el).map((r) => cell(r, 'rule_type'))).to.deep.equal(['流水号', '年']);
    // the serial has no digits yet: the sample leaves it out (issue 36: it read 12026)
    expect(sample(el)).to.equal(`${YEAR}`);
    await serialDigits(el, '4');
    expect(sample(el)).to.equal(`0001${YEAR}`);
    // the separator after the serial, then a space as the separator
    act(rowsOf(el)[0]!, 'row-edit');
    (await waitFor(() => $<HTMLInputElement>(el, '[data-edit="is_symbol"] input, input[data-edit="is_symbol"]'), 'the separator box')).click();
    act(rowsOf(el)[0]!, 'row-confirm');
    await waitFor(() => sample(el) === `0001-${YEAR}`, 'the separator in the sample');
    $<HTMLInputElement>(el, '[data-field="split_symbol"] input[value="2"]')!.click();
    await waitFor(() => sample(el) === `0001 ${YEAR}`, 'a space');
    // another type asks its ranges: get_use_range when it has no url... here its own url (a tree)
    $<HTMLInputElement>(el, '[data-field="app_type"] input[value="2"]')!.click();
    await waitFor(() => mock.requestsTo('/api/rule/range/tree').length === 1, 'the ranges of 工程合同');
  });

  it('save: 请输入规则名称 and 请选择规则范围 at their fields; then POST /api/rule/edits?modular= with the whole rule, 保存成功, bo-saved, back', async () => {
    const el = await mount('bo-numbering-rule-editor', NEW);
    stay(el);
    await shown(el);
    confirmButton(el).click();
    await waitFor(() => $(el, '[data-field="name"]')!.textContent!.includes('请输入规则名称'), 'the name message');
    expect($(el, '[data-field="range"]')!.textContent).to.contain('请选择规则范围');
    expect(mock.requestsTo(EDITS)).to.have.length(0);
    await typeInto(input(el, 'name'), '采购合同编号');
    await typeInto(input(el, 'num'), 'HT-NEW');
    await chooseRange(el, '华东区域');
    await serialDigits(el, '5');
    confirmButton(el).click();
    await message(el, '保存成功');
    const req = mock.lastRequest(EDITS)!;
    expect(req.query).to.deep.equal({ modular: 'contract' });
    expect(req.body).to.deep.equal({
      name: '采购合同编号',
      num: 'HT-NEW',
      is_edit: 1,
      is_enable: 1,
      split_symbol: 1,
      reset_num: 0,
      details: [
        { rule_type: 1, val: '', is_symbol: 0, length: 5, is_must: 1, num: 1, sort: 1 },
        { rule_type: 2, val: 'YYYY', is_symbol: 0, length: null, is_must: 1, num: null, sort: 2 },
      ],
      app_id: 7,
      app_modular: 'contract',
      app_type: 1,
      range: [11],
      field: 'purchase_contract_sn',
    });
    const saved = heard.last('bo-saved')!.detail as { id: number; isNew: boolean };
    expect([saved.isNew, saved.id]).to.deep.equal([true, store.rules('contract')[0]!.id]);
    expect(heard.last('bo-navigate')!.detail).to.deep.equal({ path: '/rules', query: {}, newWindow: false });
  });

  it('editing: GET details?modular=&id=, 编辑规则, the rule filled in; a start below the existing one is refused; the save sends the id', async () => {
    const rule = store.rules('purchase')[1]!;
    const el = await mount('bo-numbering-rule-editor', { 'app-modular': 'purchase', 'rule-id': String(rule.id), field: 'purchase_sn', 'back-path': '/rules' });
    stay(el);
    await shown(el);
    expect(mock.lastRequest('/api/rule/details')!.query).to.deep.equal({ modular: 'purchase', id: String(rule.id) });
    expect(textOf(el)).to.contain('编辑规则');
    expect($(el, '[data-field="app_type"]'), 'no application type without app-types').to.equal(null);
    expect([input(el, 'name').value, input(el, 'num').value]).to.deep.equal([rule.name, rule.num]);
    expect(rowsOf(el).map((r) => cell(r, 'rule_type'))).to.deep.equal(rule.details.map((d) => d.rule_type.name));
    const serial = rowsOf(el).findIndex((r) => cell(r, 'rule_type') === '流水号');
    act(rowsOf(el)[serial]!, 'row-edit');
    const start = await waitFor(() => $<HTMLInputElement>(el, 'input[data-edit="num"], [data-edit="num"] input'), 'the start');
    setNumber(start, '0');
    await settle();
    act(rowsOf(el)[serial]!, 'row-confirm');
    await waitFor(() => textOf(el).includes('起始值不能小于 1'), 'the start message under the row');
    setNumber(start, '20');
    await settle();
    act(rowsOf(el)[serial]!, 'row-confirm');
    await waitFor(() => !$(el, 'tr[data-editing]'), 'the row confirmed');
    confirmButton(el).click();
    await message(el, '保存成功');
    const body = mock.lastRequest(EDITS)!.body as { id: number; details: { id: number; num: number | null }[]; field: string };
    expect([body.id, body.field]).to.deep.equal([rule.id, 'purchase_sn']);
    expect(body.details.map((d) => d.id)).to.deep.equal(rule.details.map((d) => d.id));
    expect(body.details[serial]!.num).to.equal(20);
    expect(heard.last('bo-saved')!.detail).to.deep.include({ id: rule.id, isNew: false });
  });

  it('rows: 必填内容不可删除; 请输入内容 under a new fixed-text row; 必填项不能为空 at save; the unfinished question sends the rows in edit', async () => {
    const el = await mount('bo-numbering-rule-editor', { ...NEW, 'is-use': '0' });
    stay(el);
    await shown(el);
    act(rowsOf(el)[0]!, 'row-delete');
    await message(el, '必填内容不可删除');
    expect(rowsOf(el)).to.have.length(2);
    $<HTMLButtonElement>(el, '[data-action="add-segment"]')!.click();
    await waitFor(() => rowsOf(el).length === 3, 'a new row on top');
    act(rowsOf(el)[0]!, 'row-confirm');
    await waitFor(() => $(el, '[data-row-error]')?.textContent === '请输入内容', 'the row message');
    await typeInto((await waitFor(() => $<HTMLInputElement>(el, 'input[data-edit="val"], [data-edit="val"] input'), 'the content')), 'CGDING8X9');
    expect($<HTMLInputElement>(el, 'input[data-edit="val"], [data-edit="val"] input')!.value, 'at most 8').to.equal('CGDING8X');
    await typeInto(input(el, 'name'), '规则');
    confirmButton(el).click();
    // the serial has no digits yet: but first the row still in edit
    expect((await waitFor(() => $(el, '[data-bo-confirm]'), 'the question')).textContent).to.contain('还有规则没有编辑完成，是否保存提交?');
    await answer(el, false);
    await waitFor(() => !$(el, '[data-bo-confirm]'), 'the question closed');
    expect(mock.requestsTo(EDITS)).to.have.length(0);
    confirmButton(el).click();
    await answer(el, true);
    await message(el, '必填项不能为空');
    await waitFor(() => !$(el, '[data-bo-confirm]'), 'the question closed');
    expect(mock.requestsTo(EDITS)).to.have.length(0);
    await serialDigits(el, '3');
    confirmButton(el).click();
    await answer(el, true);
    await waitFor(() => !$(el, '[data-bo-confirm]'), 'the question closed');
    await message(el, '保存成功');
    const body = mock.lastRequest(EDITS)!.body as { details: { rule_type: number; val: string }[]; range: unknown[] };
    expect(body.details.map((d) => [d.rule_type, d.val])).to.deep.equal([[8, 'CGDING8X'], [1, ''], [2, 'YYYY']]);
    expect(body.range, 'no range needed with is-use 0').to.deep.equal([]);
  });

  it('请设置规则内容 without rows; every row deleted brings the required rows back', async () => {
    mock.fault('/api/rule/get_rule_type', { body: { code: 200, msg: 'ok', data: [{ id: 2, name: '年', type: 'YYYY', is_must: 0 }, { id: 8, name: '固定内容', type: 'text', is_must: 0 }] }, times: 1 });
    const el = await mount('bo-numbering-rule-editor', { ...NEW, 'is-use': '0' });
    await waitFor(() => $(el, '[data-bo-rule-editor]'), 'the editor');
    await typeInto(input(el, 'name'), '规则');
    confirmButton(el).click();
    await message(el, '请设置规则内容');
    expect(mock.requestsTo(EDITS)).to.have.length(0);
    const other = await mount('bo-numbering-rule-editor', { 'app-modular': 'purchase', 'rule-id': String(store.rules('purchase')[0]!.id) });
    await shown(other);
    // the fixed text can go; the required rows stay
    const fixed = rowsOf(other).find((r) => cell(r, 'rule_type') === '固定内容')!;
    act(fixed, 'row-delete');
    await waitFor(() => rowsOf(other).every((r) => cell(r, 'rule_type') !== '固定内容'), 'the fixed text deleted');
  });

  it('drag handle and arrow keys reorder the rows, and the sample follows', async () => {
    const el = await mount('bo-numbering-rule-editor', NEW);
    await shown(el);
    const handle = rowsOf(el)[0]!.querySelector<HTMLButtonElement>('[data-sort-handle]')!;
    handle.focus();
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => rowsOf(el).map((r) => cell(r, 'rule_type')).join() === '年,流水号', 'moved down');
    expect(sample(el)).to.equal(`${YEAR}`);
    await serialDigits(el, '4');
    expect(sample(el)).to.equal(`${YEAR}0001`);
  });

  it('a failed save shows the server message and keeps everything typed; cancel with edits asks, then bo-cancel and back', async () => {
    const el = await mount('bo-numbering-rule-editor', { ...NEW, 'is-use': '0' });
    stay(el);
    await shown(el);
    await typeInto(input(el, 'name'), '失败的规则');
    await serialDigits(el, '4');
    mock.fault(EDITS, { code: 422, msg: '规则编号重复', times: 1 });
    confirmButton(el).click();
    await message(el, '规则编号重复');
    expect(input(el, 'name').value).to.equal('失败的规则');
    expect(sample(el)).to.equal(`0001${YEAR}`);
    expect(confirmButton(el).disabled).to.equal(false);
    expect(heard.of('bo-saved')).to.have.length(0);
    $<HTMLButtonElement>(el, '[data-action="cancel"]')!.click();
    expect((await waitFor(() => $(el, '[data-bo-confirm]'), 'the question')).textContent).to.contain('当前有未保存的修改，确定放弃吗？');
    await answer(el, false);
    await waitFor(() => !$(el, '[data-bo-confirm]'), 'the question closed');
    expect([input(el, 'name').value, heard.of('bo-cancel').length]).to.deep.equal(['失败的规则', 0]);
    $<HTMLButtonElement>(el, '[data-action="cancel"]')!.click();
    await answer(el, true);
    await waitFor(() => heard.of('bo-cancel').length === 1, 'bo-cancel');
    expect(heard.last('bo-navigate')!.detail).to.deep.include({ path: '/rules' });
  });
});
