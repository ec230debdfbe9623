import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/bo-equipment-picker';
import { mock, store } from '../../demo/mock';
import { $, $$, mount, settle, textOf, waitFor } from '../helpers';
import { button, headers, opened, pickerHooks, row, rowIds } from './picker-helpers';

const OWN = '/phm/equipment/opt_list';
const SHARED = '/phm/equipment/share/partner/opt_list';
const body = (path: string) => mock.lastRequest(path)!.body as Record<string, unknown>;
const COLUMNS = ['设备名称', '型号', '设备编号', '出厂编号', '所属项目', '分组', '生产厂家', '生产日期', '权属'];
const node = (el: Element, tree: string, id: number) =>
  waitFor(() => $$(el, `[role="tree"][aria-label="${tree}"] [role="treeitem"]`).find((i) => i.dataset.id === String(id)), `${tree} node ${id}`);
const tab = (el: Element, label: string) => $$(el, '[role="tab"]').find((x) => x.textContent!.includes(label))!;
const input = (el: Element, field: string) => $<HTMLInputElement>(el, `[data-field="${field}"] input`)!;
const fieldsShown = (el: Element) => $$(el, 'form[role="search"] [data-field]').map((f) => f.dataset.field);
const type = async (box: HTMLInputElement, text: string) => (box.focus(), await sendKeys({ type: text }), await settle());

describe('<bo-equipment-picker> (spec 2 Equipment picker)', () => {
  pickerHooks('bo-confirm', 'bo-cancel');

  it('organisation (default): POST /phm/equipment/opt_list page 1 of 10, data.data/data.total, the equipment columns', async () => {
    const el = await mount('bo-equipment-picker', { open: '' });
    await opened(el, 10);
    expect(textOf(el)).to.contain('选择设备');
    expect(body(OWN)).to.deep.equal({ page: 1, page_size: 10 });
    const own = store.equipment().equipment;
    expect(rowIds(el)).to.deep.equal(own.slice(0, 10).map((e) => String(e.id)));
    expect(textOf(el)).to.contain(`共 ${own.length} 条`);
    expect(headers(el)).to.deep.equal(COLUMNS);
    const withGroups = own.slice(0, 10).find((e) => e.group.length > 0)!;
    const text = row(el, withGroups.id)!.textContent!;
    for (const v of [withGroups.name, withGroups.models.name, withGroups.equipment_num, withGroups.maker_num, withGroups.project_name,
      withGroups.group.map((g) => g.name).join('、'), withGroups.manufacturer_name, withGroups.production_date, withGroups.owner_use]) {
      expect(text).to.contain(v);
    }
    expect(mock.requestsTo(SHARED)).to.have.length(0);
  });

  it('shared: POST /phm/equipment/share/partner/opt_list, adding the sharing organisation, start and end times', async () => {
    const el = await mount('bo-equipment-picker', { open: '', variant: 'shared' });
    await opened(el, 10);
    expect(body(SHARED)).to.deep.equal({ page: 1, page_size: 10 });
    expect(mock.requestsTo(OWN)).to.have.length(0);
    expect(headers(el)).to.deep.equal([...COLUMNS, '共享组织', '开始时间', '结束时间']);
    const first = store.equipment().shared[0]!;
    const text = row(el, first.id)!.textContent!;
    for (const v of [first.company_name, first.start_time, first.end_time]) expect(text).to.contain(v);
    expect($(el, '[data-field="company_name"]')).to.exist;
  });

  it('shared: a row that carries the equipment nested (spec 2 §3 "shared also has equipment") shows its fields', async () => {
    const { shared } = store.equipment();
    const { id, company_name, start_time, end_time, equipment } = shared[0]!;
    mock.fault(SHARED, { body: { code: 200, msg: 'success', data: { data: [{ id, company_name, start_time, end_time, equipment }], total: 1 } } });
    const el = await mount('bo-equipment-picker', { open: '', variant: 'shared', 'no-tree': '' });
    await opened(el, 1);
    const nested = equipment;
    const cells = [...row(el, id)!.querySelectorAll('[role="cell"]')].map((c) => c.textContent);
    expect(cells.slice(1, 5)).to.deep.equal([nested.name, nested.models.name, nested.equipment_num, nested.maker_num]);
    expect(cells.slice(-3)).to.deep.equal([company_name, start_time, end_time]);
  });

  it('the tree filters by category (category_id) or group (group_id) from the shebei trees; no-tree hides it', async () => {
    const el = await mount('bo-equipment-picker', { open: '' });
    await opened(el, 10);
    expect(mock.requestsTo('/shebei/categoryGroup/category/list')).to.have.length(1);
    const category = store.equipment().categories.find((c) => c.pid === 0)!;
    (await node(el, '分类', category.id)).click();
    await waitFor(() => body(OWN).category_id === category.id, 'category filter');
    expect(body(OWN)).to.deep.include({ page: 1, page_size: 10 });
    tab(el, '分组').click();
    const group = store.equipment().groups[0]!;
    (await node(el, '分组', group.id)).click();
    await waitFor(() => body(OWN).group_id === group.id, 'group filter');
    expect(body(OWN).category_id).to.equal(undefined);
    expect(mock.requestsTo('/shebei/categoryGroup/group/list')).to.have.length(1);

    const bare = await mount('bo-equipment-picker', { open: '', 'no-tree': '', variant: 'shared' });
    await opened(bare, 10);
    expect($(bare, '[role="tree"]')).to.equal(null);
  });

  it('organisation: the search sends name, equipment_num, maker_num and manufacturer_name, from page 1 of 10', async () => {
    const el = await mount('bo-equipment-picker', { open: '', 'no-tree': '' });
    await opened(el, 10);
    expect(fieldsShown(el)).to.deep.equal(['name', 'equipment_num']);
    $<HTMLButtonElement>(el, 'button[aria-label="第 2 页"]')!.click();
    await waitFor(() => body(OWN).page === 2, 'page 2');
    button(el, 'toggle')!.click();
    await waitFor(() => fieldsShown(el).length === 4, 'the folded fields');
    expect(fieldsShown(el)).to.deep.equal(['name', 'equipment_num', 'maker_num', 'manufacturer_name']);
    expect($(el, '[data-field="company_name"]')).to.equal(null);
    const target = store.equipment().equipment[57]!;
    await type(input(el, 'name'), target.name);
    await type(input(el, 'maker_num'), target.maker_num);
    await type(input(el, 'manufacturer_name'), target.manufacturer_name);
    button(el, 'search')!.click();
    await waitFor(() => body(OWN).maker_num === target.maker_num, 'searched');
    expect(body(OWN)).to.deep.equal({ name: target.name, maker_num: target.maker_num, manufacturer_name: target.manufacturer_name, page: 1, page_size: 10 });
    await waitFor(() => rowIds(el).includes(String(target.id)), 'the equipment listed');
    await type(input(el, 'equipment_num'), target.equipment_num);
    await sendKeys({ press: 'Enter' });
    await waitFor(() => body(OWN).equipment_num === target.equipment_num, 'searched by number');
    expect(Object.keys(body(OWN)).sort()).to.deep.equal(['equipment_num', 'maker_num', 'manufacturer_name', 'name', 'page', 'page_size']);
    await waitFor(() => rowIds(el).join() === String(target.id), 'only that equipment');
    button(el, 'reset')!.click();
    await waitFor(() => body(OWN).name === undefined, 'reset');
    expect(body(OWN)).to.deep.equal({ page: 1, page_size: 10 });
    expect(mock.requestsTo(SHARED)).to.have.length(0);
  });

  it('shared: the sharing organisation (company_name) is shown at once and sent with the other fields', async () => {
    const el = await mount('bo-equipment-picker', { open: '', variant: 'shared', 'no-tree': '' });
    await opened(el, 10);
    expect(fieldsShown(el)).to.deep.equal(['name', 'equipment_num', 'company_name']);
    const target = store.equipment().shared[33]!;
    await type(input(el, 'company_name'), target.company_name);
    await sendKeys({ press: 'Enter' });
    await waitFor(() => body(SHARED).company_name === target.company_name, 'searched by company');
    expect(body(SHARED)).to.deep.equal({ company_name: target.company_name, page: 1, page_size: 10 });
    const sameCompany = store.equipment().shared.filter((e) => e.company_name.includes(target.company_name));
    await waitFor(() => textOf(el).includes(`共 ${sameCompany.length} 条`), 'the count of that company');
    button(el, 'toggle')!.click();
    await waitFor(() => fieldsShown(el).length === 5, 'the folded fields');
    await type(input(el, 'name'), target.name);
    await type(input(el, 'equipment_num'), target.equipment_num);
    await type(input(el, 'maker_num'), target.maker_num);
    await type(input(el, 'manufacturer_name'), target.manufacturer_name);
    button(el, 'search')!.click();
    await waitFor(() => body(SHARED).manufacturer_name === target.manufacturer_name, 'searched by every field');
    expect(body(SHARED)).to.deep.equal({
      name: target.name, equipment_num: target.equipment_num, maker_num: target.maker_num,
      manufacturer_name: target.manufacturer_name, company_name: target.company_name, page: 1, page_size: 10,
    });
    await waitFor(() => rowIds(el).join() === String(target.id), 'only that share');
    expect(mock.requestsTo(OWN)).to.have.length(0);
  });
});
