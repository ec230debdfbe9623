/**
 * Form association beyond the pickers' shared contract (test/pickers/contract-form.ts): the date dialog,
 * the pager and the tab bar in a plain <form>, a picker's value from its attributes, and how an element
 * without a box of its own reports being invalid.
 */
import { expect } from 'chai';
import '../../elements';
import { startMockWorker } from '../../demo/mock';
import { attr, defineElement } from '../../src/core/runtime';
import { formAttr, formField } from '../../src/core/runtime/form';
import { $, $$, settle, unmountAll, waitFor } from '../helpers';
import { messageOf } from '../pickers/picker-helpers';

type Field = HTMLElement & {
  form: HTMLFormElement | null;
  checkValidity(): boolean;
  reportValidity(): boolean;
  validationMessage: string;
  [prop: string]: unknown;
};

/** A <form> with this HTML inside, in the page; its fields once rendered. */
async function formWith(html: string) {
  const form = document.body.appendChild(document.createElement('form'));
  form.innerHTML = html;
  const fields = [...form.querySelectorAll<Field>('*')].filter((el) => el.localName.startsWith('bo-'));
  await waitFor(() => fields.every((el) => el.shadowRoot?.childElementCount), 'rendered');
  await settle();
  return { form, fields, sent: (name: string) => new FormData(form).getAll(name) };
}

describe('form-associated elements', () => {
  before(() => startMockWorker());
  afterEach(() => {
    document.querySelectorAll('form').forEach((f) => f.remove());
    unmountAll();
  });

  it('a picker submits the ids of its selected-ids attribute (one entry per id), a radio picker one', async () => {
    const { form, fields, sent } = await formWith(
      '<bo-goods-picker name="goods_ids" selected-ids="[3, 5]"></bo-goods-picker><bo-staff-picker name="staff_id" selection-mode="radio" selected-ids="7"></bo-staff-picker>',
    );
    expect([sent('goods_ids'), sent('staff_id')]).to.deep.equal([['3', '5'], ['7']]);
    expect(fields.every((el) => el.form === form)).to.equal(true);
    fields[0]!.selectedIds = [9];
    expect(sent('goods_ids'), 'a property set and submitted in one task').to.deep.equal(['9']);
    form.reset();
    expect(sent('goods_ids'), 'reset: the attribute again').to.deep.equal(['3', '5']);
  });

  it('a required date dialog without a date is invalid: reportValidity() says 请选择日期 in its language; a page that cancels invalid says it itself', async () => {
    const { fields, sent } = await formWith('<bo-date-dialog name="handled_at" required></bo-date-dialog><bo-date-dialog name="due" required lang="en"></bo-date-dialog>');
    const [zh, en] = fields as [Field, Field];
    expect([sent('handled_at'), zh.checkValidity(), zh.matches(':invalid'), zh.validationMessage]).to.deep.equal([[], false, true, '请选择日期']);
    expect(zh.reportValidity()).to.equal(false);
    await messageOf(zh, '请选择日期');
    await waitFor(() => en.validationMessage === 'Select a date', 'the English message once en-US is here');
    en.addEventListener('invalid', (e) => e.preventDefault());
    expect(en.reportValidity()).to.equal(false);
    await settle(300);
    expect($(en, '[data-intent]'), 'no message when the page cancelled invalid').to.equal(null);
    zh.setAttribute('value', '2026-11-24');
    expect([sent('handled_at'), zh.checkValidity()]).to.deep.equal([['2026-11-24'], true]);
  });

  it('a form submit blocked by an empty required picker says why', async () => {
    const { form } = await formWith('<bo-supplier-picker name="supplier_id" required></bo-supplier-picker><button>提交</button>');
    let submitted = 0;
    form.addEventListener('submit', (e) => (e.preventDefault(), submitted++));
    form.querySelector('button')!.click();
    await messageOf(form.querySelector('bo-supplier-picker')!, '当前没有选择数据');
    expect(submitted).to.equal(0);
  });

  it('a form submitted in the task that put it in the page, before the picker has rendered, still says why it is blocked', async () => {
    const form = document.body.appendChild(document.createElement('form'));
    form.innerHTML = '<bo-goods-picker name="goods_ids" required></bo-goods-picker>';
    let submitted = 0;
    form.addEventListener('submit', (e) => (e.preventDefault(), submitted++));
    form.requestSubmit();
    await messageOf(form.querySelector('bo-goods-picker')!, '请先选择数据');
    expect(submitted).to.equal(0);
  });

  it('a choice emptied by the page and submitted in the same task still says why the post is blocked', async () => {
    const { form } = await formWith('<bo-goods-picker name="goods_ids" selected-ids="[3]" required></bo-goods-picker>');
    const picker = form.querySelector('bo-goods-picker')!;
    let submitted = 0;
    form.addEventListener('submit', (e) => (e.preventDefault(), submitted++));
    picker.selectedIds = [];
    form.requestSubmit();
    await messageOf(picker, '请先选择数据');
    expect(submitted).to.equal(0);
  });

  it('a value whose code is still loading holds the post, saying so, and is submitted once the code has come', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let came = false;
    void gate.then(() => (came = true));
    defineElement({
      tag: 'bo-test-pending-field',
      description: 'a form value that needs code loaded on demand',
      component: () => null,
      attributes: { name: formAttr.name(), value: attr.string('', 'the value') },
      form: formField({ value: ({ value }) => (came ? `clean:${value}` : undefined), ready: () => gate, pendingMessage: () => '编辑器加载中，请稍后再提交' }),
    });
    const form = document.body.appendChild(document.createElement('form'));
    form.innerHTML = '<bo-test-pending-field name="body" value="x"></bo-test-pending-field>';
    const field = form.firstElementChild as Field;
    let submitted = 0;
    form.addEventListener('submit', (e) => (e.preventDefault(), submitted++));
    form.requestSubmit();
    expect([submitted, new FormData(form).get('body'), field.validationMessage]).to.deep.equal([0, null, '编辑器加载中，请稍后再提交']);
    open();
    await gate;
    await settle();
    expect([new FormData(form).get('body'), field.checkValidity()]).to.deep.equal(['clean:x', true]);
    form.requestSubmit();
    expect(submitted).to.equal(1);
  });

  it('a disabled attribute a host wrote before the upgrade goes when the property turns false (Vue mounting before the elements load)', async () => {
    const pager = document.createElement('bo-pagination');
    pager.setAttribute('total', '50');
    pager.setAttribute('disabled', 'true');
    const { form } = await formWith('');
    form.append(pager);
    await waitFor(() => pager.shadowRoot?.childElementCount, 'rendered');
    pager.disabled = false;
    expect([pager.hasAttribute('disabled'), pager.matches(':disabled')]).to.deep.equal([false, false]);
    await waitFor(() => $$<HTMLButtonElement>(pager, 'button[aria-label="第 2 页"]').every((b) => !b.disabled), 'the pager enabled');
  });

  it('the pager submits its page under its name, follows the user, resets to its attribute, and a disabled fieldset disables it', async () => {
    const { form, fields, sent } = await formWith('<fieldset><bo-pagination name="page" total="100" page="2"></bo-pagination></fieldset>');
    const pager = fields[0]!;
    expect(sent('page')).to.deep.equal(['2']);
    $<HTMLButtonElement>(pager, 'button[aria-label="第 3 页"]')!.click();
    await waitFor(() => pager.page === 3, 'page 3');
    expect(sent('page')).to.deep.equal(['3']);
    form.reset();
    expect([pager.page, sent('page')]).to.deep.equal([2, ['2']]);
    form.querySelector('fieldset')!.disabled = true;
    await waitFor(() => $$<HTMLButtonElement>(pager, 'button').every((b) => b.disabled), 'every button of the pager disabled');
    expect(sent('page')).to.deep.equal([]);
  });

  it('the tab bar submits the active tab’s id: the first by default, then the one the user picked', async () => {
    const tabs = JSON.stringify([{ id: 'a', name: '基本信息' }, { id: 'b', name: '审批' }]);
    const { fields, sent } = await formWith(`<bo-tab-bar name="tab" tabs='${tabs}'></bo-tab-bar>`);
    expect(sent('tab')).to.deep.equal(['a']);
    const second = $$(fields[0]!, '[role="tab"]').find((t) => t.textContent!.includes('审批'))!;
    second.click();
    await waitFor(() => fields[0]!.value === 'b', 'tab b');
    expect(sent('tab')).to.deep.equal(['b']);
  });
});
