import { expect } from 'chai';
import '../../elements/bo-cascader-picker';
import { CASCADER_SAMPLE } from '../../demo/tree-samples';
import { $, $$, mount, textOf, waitFor } from '../helpers';
import { button, drawerOf, pickerHooks } from './picker-helpers';

const DATA = JSON.stringify(CASCADER_SAMPLE);
const node = (el: Element, id: string) => waitFor(() => $$(el, '[data-bo-check-tree] [role="treeitem"]').find((i) => i.dataset.id === id), id);
const state = (el: Element, id: string) => $$(el, '[data-bo-check-tree] [role="treeitem"]').find((i) => i.dataset.id === id)?.getAttribute('aria-checked');
const leftList = (el: Element) => $$(el, '[data-bo-cascader-chosen] [role="listitem"]').map((i) => i.dataset.id);
const confirmedIds = async (heard: ReturnType<typeof pickerHooks>) => {
  await waitFor(() => heard.of('bo-confirm').length === 1, 'confirmed');
  return (heard.last('bo-confirm')!.detail as { ids: string[] }).ids;
};

describe('<bo-cascader-picker> (spec 2 Cascader picker, §4, §5)', () => {
  const heard = pickerHooks('bo-confirm');

  it('without data it says 没有传递数据; 确定 says 请先选择数据', async () => {
    const el = await mount('bo-cascader-picker', { open: '' });
    await waitFor(() => drawerOf(el) && textOf(el).includes('没有传递数据'), '没有传递数据');
    expect($$(el, '[role="treeitem"]')).to.have.length(0);
    button(el, 'confirm')!.click();
    await waitFor(() => textOf(el).includes('请先选择数据'), 'the message');
  });

  it('checkbox: ticking a parent ticks its descendants; the chosen list on the left shows them; 确定 gives them', async () => {
    const el = await mount('bo-cascader-picker', { open: '', data: DATA });
    (await node(el, 'd')).click();
    await waitFor(() => state(el, 'd') === 'true' && state(el, 'd1') === 'true' && state(el, 'd2') === 'true', 'the branch ticked');
    expect(leftList(el)).to.have.members(['d', 'd1', 'd11', 'd12', 'd2']);
    expect(textOf(el)).to.contain('已选数据');
    (await node(el, 'd2')).click();
    await waitFor(() => state(el, 'd') === 'mixed', 'the parent mixed');
    expect(leftList(el)).to.have.members(['d1', 'd11', 'd12']);
    button(el, 'confirm')!.click();
    expect(await confirmedIds(heard)).to.have.members(['d1', 'd11', 'd12']);
  });

  it('checkbox: 确定 gives each chosen node once, a parent without its nested children', async () => {
    const el = await mount('bo-cascader-picker', { open: '', data: DATA });
    (await node(el, 'd')).click();
    await waitFor(() => leftList(el).length === 5, 'five chosen');
    button(el, 'confirm')!.click();
    await waitFor(() => heard.of('bo-confirm').length === 1, 'confirmed');
    const { records } = heard.last('bo-confirm')!.detail as { records: Array<{ id: string; name: string; children?: unknown }> };
    expect(records.map((r) => r.id)).to.have.members(['d', 'd1', 'd11', 'd12', 'd2']);
    expect(records.filter((r) => 'children' in r).map((r) => r.id), 'records with nested children').to.deep.equal([]);
    expect(records.find((r) => r.id === 'd')!.name).to.equal(CASCADER_SAMPLE.find((n) => n.id === 'd')!.name);
  });

  it('× in the left list unticks the node (with its descendants, and the parent no longer whole)', async () => {
    const el = await mount('bo-cascader-picker', { open: '', data: DATA });
    (await node(el, 'd')).click();
    await waitFor(() => leftList(el).length === 5, 'five chosen');
    $(el, '[data-bo-cascader-chosen] [data-id="d1"] button')!.click();
    await waitFor(() => leftList(el).join() === 'd2', 'only 打印机 left');
    expect([state(el, 'd'), state(el, 'd1'), state(el, 'd2')]).to.deep.equal(['mixed', 'false', 'true']);
  });

  it('radio: one node; another replaces it; × empties the choice', async () => {
    const el = await mount('bo-cascader-picker', { open: '', data: DATA, 'selection-mode': 'radio' });
    (await node(el, 'a')).click();
    await waitFor(() => leftList(el).join() === 'a', 'a chosen');
    (await node(el, 'd2')).click();
    await waitFor(() => leftList(el).join() === 'd2', 'd2 instead');
    $(el, '[data-bo-cascader-chosen] [data-id="d2"] button')!.click();
    await waitFor(() => leftList(el).length === 0, 'nothing chosen');
    (await node(el, 'b')).click();
    await waitFor(() => leftList(el).join() === 'b', 'b chosen');
    button(el, 'confirm')!.click();
    expect(await confirmedIds(heard)).to.deep.equal(['b']);
    expect((heard.last('bo-confirm')!.detail as { record: { name: string } }).record.name).to.equal('劳保用品');
  });
});
