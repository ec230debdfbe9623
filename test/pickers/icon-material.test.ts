import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/bo-icon-picker';
import { mock, store } from '../../demo/mock';
import type { CategoryRecord } from '../../demo/mock/types';
import { $, $$, mount, textOf, waitFor } from '../helpers';
import { button, clickRow, input, messageOf, opened, pickerHooks, row, rowIds } from './picker-helpers';

const MATERIALS = '/sucai_manage/sucai/all_list';
const body = () => mock.lastRequest(MATERIALS)!.body as Record<string, unknown>;
const icons = () => store.sucai().materials.filter((m) => m.sucai_type_id === 6);
const treeTabs = (el: Element) => $$(el, '[part="tree-sidebar"] [role="tab"]').map((x) => x.querySelector('.fui-Tab__content')!.textContent);
const treeItem = (el: Element, label: string) => $$(el, '[role="treeitem"]').find((r) => r.textContent === label);
/** a node and its descendants (the tree checks them all), sorted */
const subtree = (records: CategoryRecord[], id: number) => records.filter((r) => r.path_level.split(',').map(Number).includes(id)).map((r) => r.id).sort((a, b) => a - b);
const sorted = (v: unknown) => [...(v as number[])].sort((a, b) => a - b);

describe('<bo-icon-picker variant="material"> (spec 2 Icon pickers: material picker for icons/images)', () => {
  const heard = pickerHooks('bo-confirm', 'bo-cancel');
  const open = (attributes: Record<string, string> = {}) => mount('bo-icon-picker', { open: '', variant: 'material', ...attributes });

  it('opens alone: exactly {sucai_type_id: [6], page: 1, page_size: 100}, icon materials as tiles by their own ids, a 260 px sidebar of 素材分类 and 素材分组', async () => {
    const el = await open();
    await opened(el, Math.min(100, icons().length));
    expect($$(el, '[data-bo-sections] [role="tab"]'), 'no section tabs').to.have.length(0);
    expect(body()).to.deep.equal({ sucai_type_id: [6], page: 1, page_size: 100 });
    expect(rowIds(el)).to.deep.equal(icons().slice(0, 100).map((m) => String(m.id)));
    expect(textOf(el)).to.contain(`共 ${icons().length} 条`);
    await waitFor(() => treeTabs(el).join() === '素材分类,素材分组', 'the sidebar');
    expect(Math.round($(el, '[part="tree-sidebar"]')!.getBoundingClientRect().width)).to.equal(260);
    expect($$(el, '[data-field]').map((f) => f.dataset.field), 'the text search only').to.deep.equal(['title']);
  });

  it('a typed text goes as title; nothing else is added', async () => {
    const el = await open();
    await opened(el);
    const target = icons()[3]!;
    input(el, 'title').focus();
    await sendKeys({ type: target.title });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => body().title === target.title, 'searched');
    expect(body()).to.deep.equal({ sucai_type_id: [6], title: target.title, page: 1, page_size: 100 });
    await waitFor(() => rowIds(el).includes(String(target.id)), 'the match');
  });

  it('a category of the sidebar goes as category_id, a group as sucai_group_pivot_group_id', async () => {
    const { categories, groups } = store.sucai();
    const el = await open();
    await opened(el);
    const category = categories.find((c) => c.pid === 0)!;
    (await waitFor(() => treeItem(el, category.name), 'category tree')).click();
    await waitFor(() => body().category_id !== undefined, 'filtered by category');
    expect(Object.keys(body()).sort()).to.deep.equal(['category_id', 'page', 'page_size', 'sucai_type_id']);
    expect(sorted(body().category_id)).to.deep.equal(subtree(categories, category.id));

    const other = await open();
    await opened(other);
    await waitFor(() => treeTabs(other).length === 2, 'the sidebar');
    $$(other, '[part="tree-sidebar"] [role="tab"]')[1]!.click();
    const group = groups.find((g) => g.pid === 0)!;
    (await waitFor(() => treeItem(other, group.name), 'group tree')).click();
    await waitFor(() => body().sucai_group_pivot_group_id !== undefined, 'filtered by group');
    expect(Object.keys(body()).sort()).to.deep.equal(['page', 'page_size', 'sucai_group_pivot_group_id', 'sucai_type_id']);
    expect(sorted(body().sucai_group_pivot_group_id)).to.deep.equal(subtree(groups, group.id));
  });

  it('each tile has its own 确定: radio confirms that material alone (its own id)', async () => {
    const el = await open({ 'selection-mode': 'radio' });
    await opened(el);
    const [a, b] = icons();
    clickRow(el, a!.id);
    row(el, b!.id)!.querySelector<HTMLButtonElement>('[data-action="confirm-card"]')!.click();
    await waitFor(() => heard.of('bo-confirm').length === 1, 'confirmed by the tile');
    const detail = heard.last('bo-confirm')!.detail as { records: { id: number; title: string }[]; record: { id: number }; ids: number[] };
    expect([detail.records.map((r) => r.title), detail.record.id, detail.ids]).to.deep.equal([[b!.title], b!.id, [b!.id]]);
    expect(el.open).to.equal(false);
  });

  it('checked mode: a tile\'s 确定 adds it to those chosen; 确定 with nothing chosen says 请先选择数据', async () => {
    const el = await open();
    await opened(el);
    button(el, 'confirm')!.click();
    expect((await messageOf(el, '请先选择数据')).dataset.intent).to.equal('error');
    const [a, b] = icons();
    clickRow(el, a!.id);
    await waitFor(() => textOf(el).includes('已选 1 条'), 'one chosen');
    row(el, b!.id)!.querySelector<HTMLButtonElement>('[data-action="confirm-card"]')!.click();
    await waitFor(() => heard.of('bo-confirm').length === 1, 'confirmed with the chosen one');
    expect(heard.last('bo-confirm')!.detail.ids).to.deep.equal([a!.id, b!.id]);
  });
});
