import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/bo-report-item-picker';
import { mock, store } from '../../demo/mock';
import { $$, mount, settle, textOf, waitFor } from '../helpers';
import { headers, opened, pickerHooks, row, rowIds, rows } from './picker-helpers';

const LIST = '/report_forms/large_screen_data_item/list_public';
const body = (path: string) => mock.lastRequest(path)!.body as Record<string, unknown>;
const items = () => store.reports().items;
const classes = () => store.classes('large_screen_data_item');
const node = (el: Element, id: number) =>
  waitFor(() => $$(el, '[role="treeitem"]').find((i) => i.dataset.id === String(id)), `class ${id}`);

describe('<bo-report-item-picker> (spec 2 Report-item picker)', () => {
  pickerHooks('bo-confirm', 'bo-cancel');

  it('loads page 1 of 10 (page, page_size) of data.data/data.total with the spec columns', async () => {
    const el = await mount('bo-report-item-picker', { open: '' });
    await opened(el, 10);
    expect(textOf(el)).to.contain('选择数据项');
    expect(body(LIST)).to.deep.equal({ page: 1, page_size: 10 });
    expect(rowIds(el)).to.deep.equal(items().slice(0, 10).map((r) => String(r.id)));
    expect(textOf(el)).to.contain(`共 ${items().length} 条`);
    expect(headers(el)).to.deep.equal(['编号', '标题', '类型', '数据来源', '链接', '分类', '备注', '创建人', '创建时间', '更新人', '更新时间']);
    const item = items()[0]!;
    const text = row(el, item.id)!.textContent!;
    for (const v of [item.serial_number, item.title, item.data_style_text, item.data_source_text, item.category_name, item.created_by, item.updated_by]) {
      expect(text).to.contain(v);
    }
  });

  it('shows the link as a link to a new window (noopener); a click on it does not tick the row', async () => {
    const el = await mount('bo-report-item-picker', { open: '' });
    await opened(el, 10);
    const item = items()[0]!;
    const a = row(el, item.id)!.querySelector('a')!;
    expect([a.getAttribute('href'), a.target, a.rel]).to.deep.equal([item.link, '_blank', 'noopener noreferrer']);
    a.addEventListener('click', (e) => e.preventDefault());
    a.click();
    await settle();
    expect(textOf(el)).to.contain('已选 0 条');
  });

  it('lists the classes of large_screen_data_item (page_size 1000) as a one-level tree; checked classes send class_name ids', async () => {
    const el = await mount('bo-report-item-picker', { open: '' });
    await opened(el, 10);
    const call = await waitFor(() => mock.lastRequest('/common/class/list'), 'class list');
    expect(call.query.model_name).to.equal('large_screen_data_item');
    expect(call.body).to.deep.include({ page_size: 1000 });
    // a virtual tree: the rows in view are in the DOM, each knowing the size of the one level
    const first = await node(el, classes()[0]!.id);
    expect([first.getAttribute('aria-level'), first.getAttribute('aria-setsize'), first.textContent]).to.deep.equal(['1', String(classes().length), classes()[0]!.name]);
    expect($$(el, '[role="treeitem"]').every((i) => i.getAttribute('aria-level') === '1' && i.getAttribute('aria-expanded') === null)).to.equal(true);
    const [a, b] = classes();
    (await node(el, a!.id)).click();
    (await node(el, b!.id)).click();
    await waitFor(() => JSON.stringify(body(LIST).class_name) === JSON.stringify([a!.id, b!.id]), 'two classes');
    expect(body(LIST)).to.deep.include({ page: 1, page_size: 10 });
    const names = new Set([a!.name, b!.name]);
    await waitFor(() => rows(el).length > 0 && items().filter((r) => names.has(r.category_name)).slice(0, 10).map((r) => String(r.id)).join() === rowIds(el).join(), 'filtered rows');
  });

  it('searches with `search` (title or serial number) from page 1', async () => {
    const el = await mount('bo-report-item-picker', { open: '' });
    await opened(el, 10);
    const input = $$<HTMLInputElement>(el, 'input').find((i) => i.closest('[data-field="search"]'))!;
    input.focus();
    await sendKeys({ type: 'SJX0001' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => body(LIST).search === 'SJX0001', 'searched');
    expect(body(LIST)).to.deep.equal({ search: 'SJX0001', page: 1, page_size: 10 });
    await waitFor(() => rowIds(el).join() === items().filter((r) => r.serial_number.includes('SJX0001')).map((r) => String(r.id)).join(), 'matching rows');
  });

});
