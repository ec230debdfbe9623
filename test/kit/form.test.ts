/**
 * The form kit in Chromium, through a probe element built as a management screen is: rules and their
 * messages at the field, focus on the first error, dirty state and reset, editable rows, keyboard and
 * drag sorting, the unsaved-changes question and a busy button that sends once.
 */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { log } from './form-probe';
import { $, $$, mount, settle, textOf, unmountAll, waitFor, pickOption, nativeSelect } from '../helpers';
import { dragOnto } from '../drag';

type El = HTMLElement;
const out = (el: El, id: string) => $(el, `[data-testid="${id}"]`)!.textContent;
const field = (el: El, name: string) => $(el, `[data-field="${name}"]`)!;
const input = (el: El, name: string) => $<HTMLInputElement>(el, `[data-field="${name}"] input, [data-field="${name}"] textarea`)!;
const click = (el: El, action: string) => $<HTMLButtonElement>(el, `[data-action="${action}"]`)!.click();
const typeInto = async (target: HTMLElement, text: string) => {
  target.focus();
  await sendKeys({ type: text });
  await settle();
};
const rowVals = (el: El) => $$(el, 'tbody tr[data-row-key] td[data-column="val"]').map((td) => td.textContent);
const submit = async (el: El) => {
  click(el, 'submit');
  await settle(50);
};

describe('form kit', () => {
  let el: El;
  beforeEach(async () => {
    log.submitted.length = 0;
    log.discards.length = 0;
    log.saves = 0;
    el = await mount('bo-test-form');
    await waitFor(() => $(el, '[data-field="name"] input'), 'the form');
  });
  afterEach(unmountAll);

  it('a submit with errors shows each rule message at its field, focuses the first and sends nothing', async () => {
    await submit(el);
    await waitFor(() => textOf(el).includes('请填写字段名称'), 'the name message');
    for (const [name, message] of [['name', '请填写字段名称'], ['digits', '请输入位数'], ['scope', '请选择范围'], ['kind', '请选择字段类型']]) {
      expect(field(el, name!).textContent, name).to.include(message);
    }
    expect(input(el, 'name').getAttribute('aria-invalid')).to.equal('true');
    expect(el.shadowRoot!.activeElement === input(el, 'name'), 'focus on the first field in error').to.equal(true);
    expect(log.submitted).to.have.length(0);
  });

  it('blank text counts as empty, a fixed field loses its message at once, and a valid submit gives typed values', async () => {
    await typeInto(input(el, 'name'), '   ');
    await submit(el);
    await waitFor(() => field(el, 'name').textContent!.includes('请填写字段名称'), 'blank is empty');
    await typeInto(input(el, 'name'), '字段');
    await waitFor(() => !field(el, 'name').textContent!.includes('请填写字段名称'), 'message gone after typing');
    expect(el.shadowRoot!.activeElement === input(el, 'name')).to.equal(true);
    // the rest, as a user fills them in
    input(el, 'name').select();
    await typeInto(input(el, 'name'), '规格型号颜色尺寸'); // 8 characters typed, 6 kept
    expect(input(el, 'name').value).to.equal('规格型号颜色');
    expect(field(el, 'name').textContent).to.include('6/6');
    await typeInto(input(el, 'digits'), '4');
    $<HTMLInputElement>(el, '[data-field="enabled"] input')!.click();
    $$<HTMLInputElement>(el, '[data-field="scope"] input')[1]!.click();
    $$<HTMLInputElement>(el, '[data-field="kinds"] input')[1]!.click();
    $$<HTMLInputElement>(el, '[data-field="kinds"] input')[0]!.click();
    await pickOption(el, 'kind', '日期');
    await settle(50);
    await submit(el);
    await waitFor(() => log.submitted.length === 1, 'submitted');
    expect(log.submitted[0]).to.deep.include({ name: '规格型号颜色', digits: 4, enabled: 1, scope: 0, kinds: ['a', 'b'], kind: 'date' });
  });

  it('numbers keep their bounds and decimals with the kit message', async () => {
    await typeInto(input(el, 'digits'), '7');
    await submit(el);
    await waitFor(() => field(el, 'digits').textContent!.includes('请输入 2 到 6 之间的数值'), 'the range message');
    input(el, 'digits').select();
    await typeInto(input(el, 'digits'), '3.5');
    await waitFor(() => field(el, 'digits').textContent!.includes('最多 0 位小数'), 'the decimals message');
  });

  it('is dirty once edited and clean after reset, which restores the defaults', async () => {
    expect(out(el, 'dirty')).to.equal('false');
    await typeInto(input(el, 'name'), '名称');
    await waitFor(() => out(el, 'dirty') === 'true', 'dirty');
    click(el, 'reset');
    await waitFor(() => out(el, 'dirty') === 'false', 'clean');
    expect(input(el, 'name').value).to.equal('');
  });

  it('asks before discarding unsaved changes, and not without them', async () => {
    click(el, 'close');
    await waitFor(() => log.discards.length === 1, 'answered at once');
    expect(log.discards[0]).to.equal(true);
    await typeInto(input(el, 'name'), '名称');
    click(el, 'close');
    const question = await waitFor(() => $(el, '[data-bo-confirm]'), 'the question');
    expect(question.textContent).to.include('当前有未保存的修改，确定放弃吗？');
    $<HTMLButtonElement>(el, '[data-bo-confirm-cancel]')!.click(); // 继续编辑
    await waitFor(() => log.discards.length === 2, 'answered');
    expect(log.discards[1]).to.equal(false);
    expect(input(el, 'name').value, 'the input kept').to.equal('名称');
  });

  it('a disabled select shows its value and cannot be changed', async () => {
    const select = await nativeSelect(el, 'lockedKind');
    expect([select.disabled, select.selectedOptions[0].textContent]).to.deep.equal([true, '日期']);
  });

  it('a busy button sends once', async () => {
    const save = $<HTMLButtonElement>(el, '[data-action="save"]')!;
    save.click();
    await settle(20);
    save.click();
    save.click();
    expect(save.disabled).to.equal(true);
    await waitFor(() => !save.disabled, 'free again', 2000);
    expect(log.saves).to.equal(1);
  });

  describe('editable rows', () => {
    it('a new row starts in edit on top; cancel removes it; confirm validates and applies', async () => {
      click(el, 'add-row');
      await waitFor(() => out(el, 'editing') === '1', 'a row in edit');
      const first = $$(el, 'tbody tr[data-row-key]')[0]!;
      expect(first.hasAttribute('data-editing'), 'the new row is on top, in edit').to.equal(true);
      (first.querySelector('[data-action="row-cancel"]') as HTMLButtonElement).click();
      await waitFor(() => out(el, 'editing') === '0', 'cancelled');
      expect(rowVals(el)).to.deep.equal(['YYYY', 'AB', '4']);

      click(el, 'add-row');
      const row = await waitFor(() => $$(el, 'tbody tr[data-editing]')[0], 'the new row');
      (row.querySelector('[data-action="row-confirm"]') as HTMLButtonElement).click();
      await waitFor(() => $(el, '[data-row-error]')?.textContent === '请输入内容', 'the row message');
      expect(out(el, 'rows'), 'not applied').to.equal('["YYYY","AB","4"]');
      await typeInto(row.querySelector<HTMLInputElement>('input[aria-label="内容"]')!, 'XY');
      expect(out(el, 'current'), 'the draft counts as current').to.equal('["XY","YYYY","AB","4"]');
      (row.querySelector('[data-action="row-confirm"]') as HTMLButtonElement).click();
      await waitFor(() => out(el, 'rows') === '["XY","YYYY","AB","4"]', 'applied');
      expect($(el, '[data-row-error]')).to.equal(null);
    });

    it('cancel after editing restores the saved values; a required row cannot be deleted', async () => {
      const second = $$(el, 'tbody tr[data-row-key]')[1]!;
      (second.querySelector('[data-action="row-edit"]') as HTMLButtonElement).click();
      const box = await waitFor(() => second.querySelector<HTMLInputElement>('input[aria-label="内容"]'), 'the edit cell');
      box.select();
      await typeInto(box, 'CHANGED');
      expect(out(el, 'current')).to.equal('["YYYY","CHANGED","4"]');
      (second.querySelector('[data-action="row-cancel"]') as HTMLButtonElement).click();
      await waitFor(() => rowVals(el)[1] === 'AB', 'restored');
      ($$(el, 'tbody tr[data-row-key]')[0]!.querySelector('[data-action="row-delete"]') as HTMLButtonElement).click();
      await waitFor(() => textOf(el).includes('必填内容不可删除'), 'the warning');
      expect(rowVals(el)).to.deep.equal(['YYYY', 'AB', '4']);
      ($$(el, 'tbody tr[data-row-key]')[2]!.querySelector('[data-action="row-delete"]') as HTMLButtonElement).click();
      await waitFor(() => rowVals(el).length === 2, 'deleted');
    });

    it('moves a row with the arrow keys on its handle, keeping the focus there', async () => {
      const handle = $$<HTMLButtonElement>(el, '[data-sort-handle]')[0]!;
      expect(handle.getAttribute('aria-label')).to.include('第 1 项，共 3 项');
      handle.focus();
      await sendKeys({ press: 'ArrowDown' });
      await waitFor(() => out(el, 'rows') === '["AB","YYYY","4"]', 'moved down');
      await settle(50);
      expect(el.shadowRoot!.activeElement === handle, 'focus kept on the handle').to.equal(true);
      expect(handle.getAttribute('aria-label')).to.include('第 2 项，共 3 项');
      await sendKeys({ press: 'ArrowUp' });
      await waitFor(() => out(el, 'rows') === '["YYYY","AB","4"]', 'moved up');
      await sendKeys({ press: 'ArrowUp' }); // already first: nothing moves
      await settle(50);
      expect(out(el, 'rows')).to.equal('["YYYY","AB","4"]');
    });

    it('moves a row by dragging its handle (sortablejs)', async () => {
      const handles = $$(el, '[data-sort-handle]');
      // the pointer acts in the viewport: the rows must be in it whatever the form above them holds
      handles[1]!.scrollIntoView({ block: 'center' });
      await settle();
      await dragOnto(handles[0]!, handles[2]!);
      await waitFor(() => out(el, 'rows') === '["AB","4","YYYY"]', 'the first row dragged to the end', 3000);
      await settle(400);
      expect(rowVals(el), 'the DOM shows the state').to.deep.equal(['AB', '4', 'YYYY']);
    });
  });
});
