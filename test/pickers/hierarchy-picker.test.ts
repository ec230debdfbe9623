import { expect } from 'chai';
import '../../elements/bo-hierarchy-picker';
import { HIERARCHY_SAMPLE } from '../../demo/tree-samples';
import { $, $$, mount, textOf, waitFor } from '../helpers';
import { button, pickerHooks } from './picker-helpers';

const DATA = JSON.stringify(HIERARCHY_SAMPLE);
const items = (el: Element) => $$(el, '[data-bo-hierarchy] [data-row-id]');
const names = (el: Element) => items(el).map((r) => r.textContent!.trim());
const item = (el: Element, name: string) => items(el).find((r) => r.textContent!.trim() === name)!;
const checked = (el: Element, name: string) => item(el, name).querySelector('input')!.checked;
const tabs = (el: Element) => $$(el, '[data-bo-hierarchy] [role="tab"]').map((x) => x.querySelector('.fui-Tab__content')!.textContent);
const group = (el: Element) => $<HTMLInputElement>(el, 'input[data-group]')!;
const drill = (el: Element, name: string) => item(el, name).querySelector<HTMLButtonElement>('[data-drill]')!.click();
const listing = (el: Element, ...expected: string[]) => waitFor(() => names(el).join() === expected.join(), expected.join());
const openTab = (el: Element, i: number) => $$(el, '[data-bo-hierarchy] [role="tab"]')[i]!.click();

/** Opened, with the arrows of 华东区 and 上海 taken: the tab of 浦东 and 徐汇. */
async function shanghai() {
  const el = await mount('bo-hierarchy-picker', { open: '', data: DATA });
  await listing(el, '华东区', '华南区', '西南区', '华北区');
  drill(el, '华东区');
  await listing(el, '上海', '江苏');
  drill(el, '上海');
  await listing(el, '浦东', '徐汇');
  return el;
}

describe('<bo-hierarchy-picker> (spec 2 Multi-level hierarchy picker, §4)', () => {
  const heard = pickerHooks('bo-confirm');

  it('lists the top level in a tab named 请选择; the arrow opens the children in a tab after it, named after the item', async () => {
    const el = await mount('bo-hierarchy-picker', { open: '', data: DATA });
    await listing(el, '华东区', '华南区', '西南区', '华北区');
    expect(textOf(el)).to.contain('选择层级');
    expect(tabs(el)).to.deep.equal(['请选择']);
    expect(item(el, '华北区').querySelector('[data-drill]')).to.equal(null);
    drill(el, '华东区');
    await listing(el, '上海', '江苏');
    expect(tabs(el)).to.deep.equal(['华东区', '请选择']);
  });

  it('checking a child checks its ancestors in the earlier tabs; 确定 gives them all', async () => {
    const el = await shanghai();
    item(el, '浦东').click();
    await waitFor(() => checked(el, '浦东'), 'checked');
    expect(group(el).indeterminate).to.equal(true);
    openTab(el, 0);
    await listing(el, '华东区', '华南区', '西南区', '华北区');
    expect(checked(el, '华东区')).to.equal(true);
    button(el, 'confirm')!.click();
    await waitFor(() => heard.of('bo-confirm').length === 1, 'confirmed');
    expect((heard.last('bo-confirm')!.detail as { ids: number[] }).ids).to.have.members([1, 11, 111]);
    // each node once: the ancestors come without their nested children
    const { records } = heard.last('bo-confirm')!.detail as { records: Array<{ id: number; children?: unknown }> };
    expect(records.map((r) => r.id)).to.have.members([1, 11, 111]);
    expect(records.filter((r) => 'children' in r).map((r) => r.id), 'records with nested children').to.deep.equal([]);
  });

  it('unchecking removes the descendants, empties the ancestors and trims the tabs beyond the first empty level', async () => {
    const el = await shanghai();
    group(el).click();
    await waitFor(() => checked(el, '浦东') && checked(el, '徐汇') && group(el).checked, 'the group checked');
    expect(tabs(el)).to.deep.equal(['华东区', '上海', '浦东']);
    openTab(el, 1);
    await listing(el, '上海', '江苏');
    item(el, '上海').click();
    // nothing is left checked: the first level is the first empty one, the tabs after it go
    await waitFor(() => tabs(el).length === 1, 'the tabs trimmed');
    expect(tabs(el)).to.deep.equal(['请选择']);
    await listing(el, '华东区', '华南区', '西南区', '华北区');
    expect(checked(el, '华东区')).to.equal(false);
    expect(textOf(el)).to.not.contain('已选 1 条');
  });

  it('rows of disabled-ids show checked and cannot be ticked; the group leaves them alone', async () => {
    const el = await mount('bo-hierarchy-picker', { open: '', data: DATA, 'disabled-ids': '[2]' });
    await listing(el, '华东区', '华南区', '西南区', '华北区');
    const row = item(el, '华南区');
    expect([checked(el, '华南区'), row.querySelector('input')!.disabled, row.getAttribute('aria-disabled')]).to.deep.equal([true, true, 'true']);
    row.click();
    group(el).click();
    await waitFor(() => textOf(el).includes('已选 3 条'), '已选 3 条');
    expect(checked(el, '华南区')).to.equal(true);
  });

  it('selected-ids open on the tabs down to the deepest preselected item', async () => {
    const el = await mount('bo-hierarchy-picker', { open: '', data: DATA, 'selected-ids': '[1, 12, 122]' });
    await listing(el, '南京', '苏州');
    expect([tabs(el), checked(el, '苏州'), checked(el, '南京')]).to.deep.equal([['华东区', '江苏', '苏州'], true, false]);
  });

  it('radio: one item at a time, without its ancestors', async () => {
    const el = await mount('bo-hierarchy-picker', { open: '', data: DATA, 'selection-mode': 'radio' });
    await listing(el, '华东区', '华南区', '西南区', '华北区');
    expect(group(el)).to.equal(null);
    drill(el, '华南区');
    await listing(el, '广东', '海南');
    item(el, '海南').click();
    await waitFor(() => checked(el, '海南'), 'chosen');
    button(el, 'confirm')!.click();
    await waitFor(() => heard.of('bo-confirm').length === 1, 'confirmed');
    expect((heard.last('bo-confirm')!.detail as { record: { name: string } }).record.name).to.equal('海南');
  });
});
