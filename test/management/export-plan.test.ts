/**
 * <bo-export-plan> (spec 1 §2 "Export-plan drawer", §3, §4, §5, §7 "Export plans", §9): the calls and
 * their payloads (the field model in the body, width 20 entries), the starred plan preselected, star /
 * edit / delete and their limits, the field check boxes with select-all and non-removable fields, the
 * chosen order (keyboard moves), the messages, and bo-confirm / show() with the chosen fields in order.
 */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/bo-export-plan';
import { mock, store } from '../../demo/mock';
import { EXPORT_DEMO_FIELDS } from '../../demo/mock/store/export-plans';
import { $, $$, mount, settle, waitFor } from '../helpers';
import { button, messageOf as message, motionDone, pickerHooks } from '../pickers/picker-helpers';

const MODEL = { model: 'purchase_order' };
const LIST = '/gn/public/export_plan/list';
const ATTRS = { fields: JSON.stringify(EXPORT_DEMO_FIELDS), 'field-model': JSON.stringify(MODEL) };
const plans = () => store.exportPlans(MODEL);
const entry = (f: { name: string; field: string }) => ({ name: f.name, field: f.field, width: 20, enable: true, checked: true });

type Drawer = HTMLElementTagNameMap['bo-export-plan'];
const chosenKeys = (el: Element) => $$(el, '[data-chosen-key]').map((x) => x.dataset.chosenKey);
const planRow = (el: Element, id: number) => $(el, `[data-row-id="${id}"]`)!;
const inPlan = (el: Element, id: number, action: string) => planRow(el, id).querySelector<HTMLButtonElement>(`[data-action="${action}"]`)!;
const box = (el: Element, selector: string) => {
  const x = $(el, selector)!;
  return x instanceof HTMLInputElement ? x : x.querySelector('input')!;
};
const fieldBox = (el: Element, key: string) => box(el, `[data-field-key="${key}"]`);
const answer = async (el: Element, ok: boolean) => (await waitFor(() => $<HTMLButtonElement>(el, ok ? '[data-bo-confirm-ok]' : '[data-bo-confirm-cancel]'), 'the question')).click();

/** Opens the drawer with show() and waits for the plans (or the fields without a model). */
async function open(attrs: Record<string, string> = ATTRS) {
  const el = (await mount('bo-export-plan', attrs)) as Drawer;
  const result = el.show();
  await waitFor(() => $(el, '[data-bo-export-plan]'), 'the drawer');
  if (attrs['field-model']) await waitFor(() => $$(el, '[data-row-id]').length > 0, 'the plans');
  await motionDone(el);
  return { el, result };
}

describe('<bo-export-plan>', () => {
  const heard = pickerHooks('bo-confirm', 'bo-cancel', 'bo-error');

  it('asks POST list with the field model as body, preselects the starred plan and loads its fields', async () => {
    const { el } = await open();
    const req = mock.lastRequest(LIST)!;
    expect([req.method, JSON.stringify(req.body)]).to.deep.equal(['POST', JSON.stringify(MODEL)]);
    expect($$(el, '[data-row-id]').map((r) => Number(r.dataset.rowId))).to.deep.equal(plans().map((p) => p.id));
    const starred = plans().find((p) => p.is_star === 1)!;
    expect(planRow(el, starred.id).dataset.selected).to.equal('true');
    const expected = [...starred.field.basic.map((f) => `basic:${f.field}`), ...starred.field.customer.map((f) => `customer:${f.field}`)];
    expect(chosenKeys(el)).to.deep.equal(expected);
    expect(inPlan(el, starred.id, 'star').getAttribute('aria-pressed')).to.equal('true');
  });

  it('ticks append, select-all adds every field and off keeps only the non-removable one; bo-confirm and show() give the chosen fields in order', async () => {
    const { el, result } = await open({ fields: ATTRS.fields });
    expect($(el, '[data-export-plans]'), 'no plans without a field model').to.equal(null);
    expect(mock.requestsTo(LIST)).to.have.length(0);
    expect(chosenKeys(el)).to.deep.equal(['basic:order_no']);
    expect(fieldBox(el, 'basic:order_no').disabled && fieldBox(el, 'basic:order_no').checked).to.equal(true);
    fieldBox(el, 'customer:cf_remark').click();
    fieldBox(el, 'basic:amount').click();
    await settle();
    expect(chosenKeys(el)).to.deep.equal(['basic:order_no', 'customer:cf_remark', 'basic:amount']);
    box(el, '[data-action="select-all"]').click();
    await settle();
    expect(chosenKeys(el)).to.have.length(EXPORT_DEMO_FIELDS.basic.length + EXPORT_DEMO_FIELDS.customer.length);
    box(el, '[data-action="select-all"]').click();
    await settle();
    expect(chosenKeys(el)).to.deep.equal(['basic:order_no']);
    expect($$(el, '[data-chosen-key="basic:order_no"] [data-action="remove-field"]'), 'not removable').to.have.length(0);
    fieldBox(el, 'basic:supplier_name').click();
    fieldBox(el, 'customer:cf_project_no').click();
    await settle();
    $<HTMLButtonElement>(el, '[data-chosen-key="basic:supplier_name"] [data-action="remove-field"]')!.click();
    await settle();
    expect(fieldBox(el, 'basic:supplier_name').checked).to.equal(false);
    button(el, 'confirm')!.click();
    const fields = await result;
    expect(fields!.map((f) => `${f.group}:${f.field}`)).to.deep.equal(['basic:order_no', 'customer:cf_project_no']);
    const detail = heard.events.find((e) => e.type === 'bo-confirm')!.detail;
    expect(detail.field).to.deep.equal({ basic: [entry(EXPORT_DEMO_FIELDS.basic[0]!)], customer: [entry(EXPORT_DEMO_FIELDS.customer[0]!)] });
    expect(detail.plan).to.equal(null);
    expect(el.hasAttribute('open')).to.equal(false);
  });

  it('moves a chosen field with ArrowUp on its handle', async () => {
    const { el, result } = await open({ fields: ATTRS.fields, selected: JSON.stringify(['basic:name', 'basic:amount']) });
    expect(chosenKeys(el)).to.deep.equal(['basic:order_no', 'basic:name', 'basic:amount']);
    $<HTMLButtonElement>(el, '[data-chosen-key="basic:amount"] [data-sort-handle]')!.focus();
    await sendKeys({ press: 'ArrowUp' });
    await waitFor(() => chosenKeys(el)[1] === 'basic:amount', 'moved up');
    expect(chosenKeys(el)).to.deep.equal(['basic:order_no', 'basic:amount', 'basic:name']);
    button(el, 'confirm')!.click();
    expect((await result)!.map((f) => f.field)).to.deep.equal(['order_no', 'amount', 'name']);
  });

  it('without any field chosen 确定 says 请先选择字段 and stays open', async () => {
    const fields = { basic: [{ name: '名称', field: 'name' }] };
    const { el } = await open({ fields: JSON.stringify(fields) });
    button(el, 'confirm')!.click();
    await message(el, '请先选择字段');
    expect(el.hasAttribute('open')).to.equal(true);
    expect(heard.events.some((e) => e.type === 'bo-confirm')).to.equal(false);
  });

  it('a new plan: empty name in edit; 请先输入名称; create sends the model, the name and the chosen fields; 保存成功; selected', async () => {
    const { el } = await open();
    button(el, 'add-plan')!.click();
    const input = await waitFor(() => $<HTMLInputElement>(el, '[data-plan-editor] input'), 'the name box');
    expect(input.value).to.equal('');
    button(el, 'save-plan')!.click();
    await message(el, '请先输入名称');
    expect(mock.requestsTo('/gn/public/export_plan/create')).to.have.length(0);
    const chosen = chosenKeys(el);
    input.focus();
    await sendKeys({ type: '我的方案' });
    button(el, 'save-plan')!.click();
    await message(el, '保存成功');
    const req = mock.lastRequest('/gn/public/export_plan/create')!;
    const byGroup = (g: string) => chosen.filter((k) => k!.startsWith(`${g}:`)).map((k) => k!.split(':')[1]);
    expect(req.body).to.deep.include({ ...MODEL, name: '我的方案' });
    const body = req.body as { field: { basic: { field: string; width: number }[]; customer: { field: string }[] } };
    expect(body.field.basic.map((f) => f.field)).to.deep.equal(byGroup('basic'));
    expect(body.field.customer.map((f) => f.field)).to.deep.equal(byGroup('customer'));
    expect(body.field.basic.every((f) => f.width === 20)).to.equal(true);
    const id = plans()[0]!.id;
    await waitFor(() => $(el, `[data-row-id="${id}"]`), 'the new plan');
    expect(planRow(el, id).dataset.selected).to.equal('true');
    expect($(el, '[data-plan-editor]')).to.equal(null);
  });

  it('a failed save shows the server message and keeps the name typed', async () => {
    const { el } = await open();
    button(el, 'add-plan')!.click();
    const input = await waitFor(() => $<HTMLInputElement>(el, '[data-plan-editor] input'), 'the name box');
    input.focus();
    await sendKeys({ type: '失败方案' });
    mock.fault('/gn/public/export_plan/create', { code: 500, msg: '方案名称重复', times: 1 });
    button(el, 'save-plan')!.click();
    await message(el, '方案名称重复');
    await settle(50);
    expect($<HTMLInputElement>(el, '[data-plan-editor] input')!.value).to.equal('失败方案');
    expect(heard.events.some((e) => e.type === 'bo-error')).to.equal(true);
  });

  it('star: PUT set_star/{id}, then exactly one starred plan', async () => {
    const { el } = await open();
    const other = plans().find((p) => p.is_star !== 1)!;
    inPlan(el, other.id, 'star').click();
    await message(el, '设置成功');
    expect(mock.lastRequest(`/gn/public/export_plan/set_star/${other.id}`)!.method).to.equal('PUT');
    await waitFor(() => inPlan(el, other.id, 'star').getAttribute('aria-pressed') === 'true', 'starred');
    expect($$(el, '[data-action="star"][aria-pressed="true"]')).to.have.length(1);
  });

  it('edit: the name in a box; PUT update/{id} with the model, the name and the chosen fields; selecting a plan loads its fields', async () => {
    const { el } = await open();
    const other = plans().find((p) => p.is_star !== 1 && p.is_sys !== 1)!;
    inPlan(el, other.id, 'select-plan').click();
    await settle();
    const expected = [...other.field.basic.map((f) => `basic:${f.field}`), ...other.field.customer.map((f) => `customer:${f.field}`)];
    expect(chosenKeys(el)).to.deep.equal(expected);
    inPlan(el, other.id, 'edit-plan').click();
    const input = await waitFor(() => $<HTMLInputElement>(el, '[data-plan-editor] input'), 'the name box');
    expect(input.value).to.equal(other.name);
    input.focus();
    input.select();
    await sendKeys({ type: '改名方案' });
    button(el, 'save-plan')!.click();
    await message(el, '保存成功');
    const req = mock.lastRequest(`/gn/public/export_plan/update/${other.id}`)!;
    expect(req.method).to.equal('PUT');
    expect(req.body).to.deep.include({ ...MODEL, name: '改名方案' });
    await waitFor(() => inPlan(el, other.id, 'select-plan')?.textContent === '改名方案', 'renamed');
  });

  it('delete: refused for the system plan and the plan chosen; asks 请确认是否删除该方案?; DELETE delete {id}', async () => {
    const { el } = await open();
    const sys = plans().find((p) => p.is_sys === 1)!;
    const starred = plans().find((p) => p.is_star === 1)!;
    const other = plans().find((p) => p !== sys && p !== starred)!;
    expect(inPlan(el, sys.id, 'delete-plan').disabled, 'system plan').to.equal(true);
    expect(inPlan(el, starred.id, 'delete-plan').disabled, 'the plan chosen').to.equal(true);
    inPlan(el, other.id, 'delete-plan').click();
    const question = await waitFor(() => $(el, '[data-bo-confirm]'), 'the question');
    expect(question.textContent).to.contain('请确认是否删除该方案?');
    await answer(el, false);
    await settle(50);
    expect(mock.requestsTo('/gn/public/export_plan/delete')).to.have.length(0);
    inPlan(el, other.id, 'delete-plan').click();
    await answer(el, true);
    await message(el, '删除成功');
    const req = mock.lastRequest('/gn/public/export_plan/delete')!;
    expect([req.method, JSON.stringify(req.body)]).to.deep.equal(['DELETE', JSON.stringify({ id: other.id })]);
    await waitFor(() => !$(el, `[data-row-id="${other.id}"]`), 'the plan gone');
  });

  it('取消 answers null and bo-cancel', async () => {
    const { el, result } = await open();
    button(el, 'cancel')!.click();
    expect(await result).to.equal(null);
    expect(heard.events.some((e) => e.type === 'bo-cancel')).to.equal(true);
  });
});
