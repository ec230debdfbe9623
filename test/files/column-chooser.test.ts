/**
 * <bo-column-chooser> (spec 3 §2.14, §3 "Column chooser group", §9): the groups with their select-all
 * and widths, disabled fields, the chosen columns ordered by a drag or the keyboard in both layouts, and
 * what bo-confirm / show() answer (given back, the chooser opens as it was left).
 */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/bo-column-chooser';
import { COLUMN_DEMO_GROUPS } from '../../demo/column-groups';
import type { ColumnConfirmDetail } from '../../src/files/column-chooser/useColumnChooser';
import { dragOnto } from '../drag';
import { $, $$, listen, mount, settle, textOf, unmountAll, waitFor } from '../helpers';

type Chooser = HTMLElementTagNameMap['bo-column-chooser'];

const opened = async (attributes: Record<string, string> = {}) => {
  const el = (await mount('bo-column-chooser', { groups: JSON.stringify(COLUMN_DEMO_GROUPS), ...attributes })) as Chooser;
  const answer = el.show() as Promise<ColumnConfirmDetail | null>;
  await waitFor(() => $(el, '[data-bo-column-chooser]'), 'the drawer');
  return { el, answer };
};
const box = (el: Element, key: string) => $<HTMLInputElement>(el, `[data-field-key="${key}"] input, input[data-field-key="${key}"]`)!;
const groupBox = (el: Element, group: string) => $<HTMLInputElement>(el, `[data-group="${group}"] [data-action="select-group"] input, [data-group="${group}"] input[data-action="select-group"]`)!;
const tick = async (input: HTMLInputElement) => {
  input.click();
  await settle();
};
const chosenKeys = (el: Element, within = '[data-chosen-columns]') => $$(el, `${within} [data-chosen-key]`).map((li) => li.dataset.chosenKey);
const handleOf = (el: Element, key: string) => $<HTMLButtonElement>(el, `[data-chosen-key="${key}"] [data-sort-handle]`)!;
const confirm = (el: Element) => $<HTMLButtonElement>(el, '[data-action="confirm"]')!.click();
const keysOf = (d: ColumnConfirmDetail) => d.columns.map((c) => `${c.group}:${c.value}`);

describe('<bo-column-chooser>', () => {
  afterEach(unmountAll);

  it('opens with the ticked fields chosen, the groups ticked, half ticked or not, and the disabled fields locked', async () => {
    const { el } = await opened();
    expect(chosenKeys(el)).to.deep.equal(['basic:serial_number', 'basic:title', 'basic:department_name', 'basic:created_at', 'amount:total', 'approval:status']);
    expect([groupBox(el, 'basic').checked, groupBox(el, 'basic').indeterminate]).to.deep.equal([false, true]);
    expect([box(el, 'basic:serial_number').checked, box(el, 'basic:serial_number').disabled], 'disabled and ticked').to.deep.equal([true, true]);
    expect([box(el, 'amount:archived').checked, box(el, 'amount:archived').disabled], 'disabled and not ticked').to.deep.equal([false, true]);
    expect($(el, '[data-chosen-key="basic:serial_number"] [data-fixed]'), 'the fixed column shows a lock').to.not.equal(null);
    expect($(el, '[data-chosen-key="basic:serial_number"] [data-action="remove-field"]')).to.equal(null);
    expect(textOf(el)).to.contain('多行表头').and.to.contain('单行表头');
  });

  it("a group's select-all ticks its fields but the disabled ones, and unticking leaves only the fixed ones", async () => {
    const { el, answer } = await opened();
    await tick(groupBox(el, 'amount'));
    expect(chosenKeys(el, '[data-chosen-group="amount"]')).to.deep.equal(['amount:total', 'amount:tax', 'amount:paid']);
    expect(groupBox(el, 'amount').checked, 'every field it may tick').to.equal(true);
    await tick(groupBox(el, 'basic'));
    await tick(groupBox(el, 'basic'));
    expect(chosenKeys(el, '[data-chosen-group="basic"]')).to.deep.equal(['basic:serial_number']);
    confirm(el);
    const detail = (await answer)!;
    expect(keysOf(detail)).to.deep.equal(['basic:serial_number', 'amount:total', 'amount:tax', 'amount:paid', 'approval:status']);
  });

  it('multi-row: a column moves within its group (keyboard and drag), and the answer keeps each group together in the offered order', async () => {
    const events = listen('bo-confirm');
    const { el, answer } = await opened();
    handleOf(el, 'basic:title').focus();
    await sendKeys({ press: 'ArrowDown' });
    await settle(300); // the handle is focused again on the next frame
    expect(chosenKeys(el, '[data-chosen-group="basic"]')).to.deep.equal(['basic:serial_number', 'basic:department_name', 'basic:title', 'basic:created_at']);
    await dragOnto(handleOf(el, 'basic:department_name'), handleOf(el, 'basic:created_at'));
    await waitFor(() => chosenKeys(el, '[data-chosen-group="basic"]')[3] === 'basic:department_name', 'the dragged column last');
    await tick(box(el, 'basic:created_by'));
    confirm(el);
    const detail = (await answer)!;
    expect(detail.layout).to.equal('multi');
    expect(keysOf(detail)).to.deep.equal([
      'basic:serial_number', 'basic:title', 'basic:created_at', 'basic:department_name', 'basic:created_by', 'amount:total', 'approval:status',
    ]);
    expect(events.last('bo-confirm')!.detail).to.deep.equal(detail);
  });

  it('single-row: one list in any order, each column with its group; the layout and the widths are answered', async () => {
    const { el, answer } = await opened({ 'with-width': '' });
    $$<HTMLButtonElement>(el, '[role="tab"]')[1]!.click();
    await waitFor(() => $(el, '[data-chosen-columns] [data-chosen-key]') && !$(el, '[data-chosen-group]'), 'one list');
    expect(textOf(el)).to.contain('审批进度审批信息');
    handleOf(el, 'approval:status').focus();
    for (let i = 0; i < 5; i++) await sendKeys({ press: 'ArrowUp' });
    await settle();
    expect(chosenKeys(el)[0]).to.equal('approval:status');
    const width = $<HTMLInputElement>(el, '[data-width-of="amount"] input, input[data-width-of="amount"]')!;
    expect(width.value, 'the default width').to.equal('100');
    width.focus();
    width.select();
    await sendKeys({ type: '160' });
    confirm(el);
    const detail = (await answer)!;
    expect(detail.layout).to.equal('single');
    expect(keysOf(detail).slice(0, 2)).to.deep.equal(['approval:status', 'basic:serial_number']);
    expect(detail.columns.map((c) => [c.value, c.width]).slice(0, 2)).to.deep.equal([['status', 140], ['serial_number', 120]]);
    expect(detail.columns.find((c) => c.value === 'total')!.width).to.equal(160);
    expect(detail.groups.find((g) => g.value === 'amount')!.width).to.equal(160);
  });

  it('given back, the answered groups open the chooser as it was left', async () => {
    const first = await opened();
    handleOf(first.el, 'basic:created_at').focus();
    await sendKeys({ press: 'ArrowUp' });
    await settle();
    await tick(box(first.el, 'approval:node'));
    confirm(first.el);
    const detail = (await first.answer)!;
    unmountAll();
    const again = await opened({ groups: JSON.stringify(detail.groups) });
    expect(chosenKeys(again.el)).to.deep.equal(keysOf(detail));
    expect(detail.groups.find((g) => g.value === 'approval')!.children.map((f) => [f.value, f.checked])).to.deep.equal([
      ['status', true], ['node', true], ['handled_at', false],
    ]);
  });

  it('× removes a column; nothing chosen says 请至少选择一列 and stays open; cancel answers null', async () => {
    const groups = [{ value: 'g', name: '分组', children: [{ value: 'a', name: '字段A', checked: true }, { value: 'b', name: '字段B' }] }];
    const { el, answer } = await opened({ groups: JSON.stringify(groups) });
    $<HTMLButtonElement>(el, '[data-chosen-key="g:a"] [data-action="remove-field"]')!.click();
    await settle();
    expect(box(el, 'g:a').checked).to.equal(false);
    confirm(el);
    await waitFor(() => textOf(el).includes('请至少选择一列'), 'the warning');
    expect(el.open).to.equal(true);
    $<HTMLButtonElement>(el, '[data-action="cancel"]')!.click();
    expect(await answer).to.equal(null);
  });
});
