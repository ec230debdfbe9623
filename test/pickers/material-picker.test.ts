import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/bo-material-picker';
import { mock, store } from '../../demo/mock';
import { $, $$, mount, settle, shadow, textOf, waitFor } from '../helpers';
import { button, clickRow, opened, row, rowIds, rows, pickerHooks } from './picker-helpers';

const URL = '/sucai_manage/sucai/all_list';
const body = () => mock.lastRequest(URL)!.body as Record<string, unknown>;
/** the search fields: in `filters` (spec 2 §7 "filters, approval_status [1], page, page_size") */
const searched = () => (body().filters ?? {}) as Record<string, unknown>;
const approved = () => store.sucai().materials.filter((m) => m.approval_status === 1);
const sectionTabs = (el: Element) => $$(el, '[data-bo-sections] [role="tab"]');
const treeTabs = (el: Element) => $$(el, '[part="tree-sidebar"] [role="tab"]');
const tabText = (tabs: HTMLElement[]) => tabs.map((x) => x.querySelector('.fui-Tab__content')!.textContent);
const treeItem = (el: Element, label: string) => $$(el, '[role="treeitem"]').find((r) => r.textContent === label);
const selectAll = (el: Element) => $<HTMLInputElement>(el, 'input[data-action="select-all"]');

describe('<bo-material-picker> (spec 2 Material picker, material grid and side filter)', () => {
  const heard = pickerHooks('bo-confirm', 'bo-cancel');

  it('opens 选择素材 on the 素材 tab: approved materials, 40 a page, as cards with cover, serial number, name and type', async () => {
    const el = await mount('bo-material-picker', { open: '' });
    await opened(el, 40);
    expect(textOf(el)).to.contain('选择素材');
    expect(tabText(sectionTabs(el))).to.deep.equal(['素材', '配置图片']);
    expect(body()).to.deep.equal({ approval_status: [1], page: 1, page_size: 40 });
    expect(rowIds(el)).to.deep.equal(approved().slice(0, 40).map((m) => String(m.id)));
    expect(textOf(el)).to.contain(`共 ${approved().length} 条`);
    const first = approved()[0]!;
    const card = row(el, first.id)!;
    expect(card.getAttribute('role')).to.equal('row');
    expect(card.querySelector('img')!.getAttribute('src')).to.equal(first.cover.image_url);
    expect(card.querySelector('img')!.getAttribute('loading')).to.equal('lazy');
    expect(card.querySelector(`[title="${first.title}"]`)!.textContent).to.equal(first.title);
    expect(card.textContent).to.contain(first.serial_number);
    const labels: Record<number, string> = { 1: '图片', 2: '音频', 3: '视频', 4: '文本', 5: '文件', 6: '图标', 7: '链接' };
    for (const m of approved().slice(0, 40)) expect(row(el, m.id)!.querySelector('[data-tag]')!.textContent).to.equal(labels[m.sucai_type_id]);
    expect($(el, '[role="grid"]')!.getAttribute('aria-multiselectable')).to.equal('true');
  });

  it('配置图片 lists image materials only (sucai_type_id [1]) and its filter has no 素材类型 tab', async () => {
    const el = await mount('bo-material-picker', { open: '' });
    await opened(el, 40);
    expect(tabText(treeTabs(el))).to.deep.equal(['素材类型', '素材分类', '素材分组']);
    sectionTabs(el)[1]!.click();
    await waitFor(() => (body().sucai_type_id as number[] | undefined)?.[0] === 1, 'pictures asked');
    expect(body()).to.deep.equal({ approval_status: [1], sucai_type_id: [1], page: 1, page_size: 40 });
    const images = approved().filter((m) => m.sucai_type_id === 1);
    await waitFor(() => rowIds(el)[0] === String(images[0]!.id), 'pictures shown');
    expect(rows(el).every((r) => r.querySelector('[data-tag]')!.textContent === '图片')).to.equal(true);
    await waitFor(() => treeTabs(el).length === 2, 'two filter tabs');
    expect(tabText(treeTabs(el))).to.deep.equal(['素材分类', '素材分组']);
  });

  it('the side filter (260 px): 素材类型 from sucai_type/list, 素材分类 checks a branch with its descendants, 素材分组', async () => {
    const el = await mount('bo-material-picker', { open: '' });
    await opened(el, 40);
    expect(Math.round($(el, '[part="tree-sidebar"]')!.getBoundingClientRect().width)).to.equal(260);
    expect(mock.lastRequest('/sucai_manage/sucai_type/list')!.query).to.deep.include({ page_size: '0' });
    (await waitFor(() => treeItem(el, '视频'), 'type tree')).click();
    await waitFor(() => body().sucai_type_id !== undefined, 'filtered by type');
    expect(body()).to.deep.equal({ sucai_type_id: [3], approval_status: [1], page: 1, page_size: 40 });
    treeTabs(el)[1]!.click();
    const { categories, groups } = store.sucai();
    const root = categories.find((c) => c.pid === 0 && categories.some((d) => d.pid === c.id))!;
    (await waitFor(() => treeItem(el, root.name), 'category tree')).click();
    await waitFor(() => body().category_id !== undefined, 'filtered by category');
    const branch = categories.filter((c) => c.path_level.split(',').includes(String(root.id))).map((c) => c.id);
    expect([...(body().category_id as number[])].sort()).to.deep.equal(branch.sort()).and.have.length.greaterThan(1);
    expect(body()).to.not.have.property('sucai_type_id');
    treeTabs(el)[2]!.click();
    (await waitFor(() => treeItem(el, groups[0]!.name), 'group tree')).click();
    await waitFor(() => body().sucai_group_pivot_group_id !== undefined, 'filtered by group');
    expect(body().sucai_group_pivot_group_id).to.include(groups[0]!.id);
    expect(mock.lastRequest('/common/categoryGroup/group/list')!.query).to.deep.include({ modular: 'sucai' });
  });

  it('searches by name and serial number', async () => {
    const el = await mount('bo-material-picker', { open: '' });
    await opened(el, 40);
    const input = (f: string) => $$<HTMLInputElement>(el, 'input').find((i) => i.closest(`[data-field="${f}"]`))!;
    expect(input('title') && input('serial_number')).to.exist;
    input('title').focus();
    await sendKeys({ type: '海报' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => searched().title === '海报', 'searched');
    expect(body()).to.deep.equal({ filters: { title: '海报' }, approval_status: [1], page: 1, page_size: 40 });
    await waitFor(() => rows(el).length > 0 && rows(el).every((r) => r.textContent!.includes('海报')), 'found');
  });

  it('filters by source: a remote select of GET /sucai_manage/sucai/source, asked once text is typed', async () => {
    const el = await mount('bo-material-picker', { open: '' });
    await opened(el, 40);
    const source = store.sucai().sources[1]!;
    const box = $<HTMLInputElement>(el, '[data-field="source"] input')!;
    box.focus();
    await settle(100);
    expect(mock.requestsTo('/sucai_manage/sucai/source')).to.have.length(0);
    await sendKeys({ type: source.name.slice(0, 1) });
    const option = await waitFor(() => $$(el, '[role="option"]').find((o) => o.textContent === source.name), 'source options');
    expect(mock.lastRequest('/sucai_manage/sucai/source')!.query).to.deep.include({ page: '1', page_size: '1000' });
    option.click();
    await waitFor(() => box.value === source.name, 'chosen');
    button(el, 'search')!.click();
    await waitFor(() => searched().source === source.id, 'searched by source');
    expect(body()).to.deep.equal({ filters: { source: source.id }, approval_status: [1], page: 1, page_size: 40 });
    const fromSource = approved().filter((m) => m.source_id === source.id);
    await waitFor(() => textOf(el).includes(`共 ${fromSource.length} 条`), 'materials of that source');
  });

  it('select-all ticks every card of the page; it is checked only while every card is', async () => {
    const el = await mount('bo-material-picker', { open: '' });
    await opened(el, 40);
    expect(selectAll(el)!.checked).to.equal(false);
    selectAll(el)!.click();
    await waitFor(() => textOf(el).includes('已选 40 条'), '40 chosen');
    expect(selectAll(el)!.checked).to.equal(true);
    expect(rows(el).every((r) => r.getAttribute('aria-selected') === 'true')).to.equal(true);
    clickRow(el, rowIds(el)[3]!);
    await waitFor(() => textOf(el).includes('已选 39 条'), '39 chosen');
    expect(selectAll(el)!.checked).to.equal(false);
    button(el, 'confirm')!.click();
    await waitFor(() => heard.of('bo-confirm').length === 1, 'confirmed');
    expect(heard.last('bo-confirm')!.detail.records).to.have.length(39);
  });

  it('radio mode: a card has a radio, and there is no select-all', async () => {
    const el = await mount('bo-material-picker', { open: '', 'selection-mode': 'radio' });
    await opened(el, 40);
    expect(selectAll(el)).to.equal(null);
    const [a, b] = rowIds(el);
    clickRow(el, a!);
    clickRow(el, b!);
    await settle();
    expect(rows(el).filter((r) => r.getAttribute('aria-selected') === 'true').map((r) => r.dataset.rowId)).to.deep.equal([b]);
    expect(row(el, b!)!.querySelector<HTMLInputElement>('input[type="radio"]')!.checked).to.equal(true);
  });

  it('查看大图: a dialog in the shadow root, 60 % wide, the image at most 500 px; Esc closes it, not the picker', async () => {
    const el = await mount('bo-material-picker', { open: '' });
    await opened(el, 40);
    const first = approved()[0]!;
    row(el, first.id)!.querySelector<HTMLButtonElement>('[data-action="preview"]')!.click();
    const dialog = await waitFor(() => $(el, '[data-bo-preview]'), 'preview dialog');
    expect(dialog.getRootNode()).to.equal(shadow(el));
    expect(dialog.textContent).to.contain('查看大图');
    await waitFor(() => Math.abs(dialog.getBoundingClientRect().width - innerWidth * 0.6) < 2, '60 % wide');
    const img = dialog.querySelector('img')!;
    expect(img.getAttribute('src')).to.equal(first.cover.image_url);
    expect(getComputedStyle(img).maxHeight).to.equal('500px');
    expect(textOf(el), 'the preview does not pick the card').to.contain('已选 0 条');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !$(el, '[data-bo-preview]'), 'preview closed');
    await settle(200);
    expect(el.open).to.equal(true);
    expect(heard.of('bo-cancel')).to.have.length(0);
  });

});
