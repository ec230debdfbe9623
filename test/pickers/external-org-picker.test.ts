import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/bo-external-org-picker';
import { mock, store } from '../../demo/mock';
import { definePicker } from '../../src/kit/picker/definePicker';
import { externalOrgPicker, externalOrgSection } from '../../src/pickers/external-org/definition';
import { $, $$, mount, settle, textOf, waitFor } from '../helpers';
import { button, cellsOf, clickRow, headers, opened, pickerHooks, rowIds, trayLabels } from './picker-helpers';

const LIST = '/eo/public/external/popup';
/** the 供应商 organisations, as the tenant picker's tab will list them */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- defining registers the tag; the class is used as its type only
const BoTestSupplierOrgs = definePicker({ ...externalOrgPicker, tag: 'bo-test-supplier-orgs', sections: ({ t }) => [externalOrgSection(t, 'org', { type: 1 })] });
declare global {
  interface HTMLElementTagNameMap {
    'bo-test-supplier-orgs': InstanceType<typeof BoTestSupplierOrgs>;
  }
}
const body = () => mock.lastRequest(LIST)!.body as Record<string, unknown>;
const orgs = () => store.partners().externalOrgs;
const ids = (rows: { id: number }[]) => rows.slice(0, 10).map((r) => String(r.id)).join();
const input = (el: Element, field: string) => $<HTMLInputElement>(el, `[data-field="${field}"] input`)!;
const type = async (box: HTMLInputElement, text: string) => (box.focus(), await sendKeys({ type: text }), await settle());
/** presses 搜索 and waits for the list asked with `done` true */
async function search(el: Element, done: (b: Record<string, unknown>) => boolean) {
  const before = mock.requestsTo(LIST).length;
  button(el, 'search')!.click();
  await waitFor(() => mock.requestsTo(LIST).length > before && done(body()), 'searched');
  return body();
}
const answer = (rows: unknown[]) => ({ body: { code: 200, msg: 'success', data: { data: rows, total: rows.length } }, times: 1 });

describe('<bo-external-org-picker> (spec 2 External organisation picker)', () => {
  pickerHooks('bo-confirm', 'bo-cancel');

  it('is titled 选择外部组织 and loads page 1 of 10 of POST /eo/public/external/popup (data.data/data.total) with a pager', async () => {
    const el = await mount('bo-external-org-picker', { open: '' });
    await opened(el, 10);
    expect(textOf(el)).to.contain('选择外部组织');
    expect(mock.lastRequest(LIST)!.method).to.equal('POST');
    expect(body()).to.deep.equal({ page: 1, page_size: 10 });
    expect(rowIds(el).join()).to.equal(ids(orgs()));
    expect(textOf(el)).to.contain(`共 ${orgs().length} 条`);
    $<HTMLButtonElement>(el, 'button[aria-label="第 2 页"]')!.click();
    await waitFor(() => body().page === 2, 'page 2');
    expect(body()).to.deep.equal({ page: 2, page_size: 10 });
    await waitFor(() => rowIds(el).join() === ids(orgs().slice(10)), 'page 2 rows');
  });

  it('shows number, name, credit code, type, source, core enterprise, contact, mobile, email and the audit columns', async () => {
    const el = await mount('bo-external-org-picker', { open: '' });
    await opened(el, 10);
    expect(headers(el)).to.deep.equal([
      '编号', '组织名称', '统一社会信用代码', '类型', '来源', '核心企业', '联系人', '手机号', '邮箱', '创建人', '创建时间', '更新人', '更新时间',
    ]);
    for (const o of orgs().slice(0, 10)) {
      expect(cellsOf(el, o.id)).to.deep.equal({
        编号: o.serial_number,
        组织名称: o.supplier_name,
        统一社会信用代码: o.supplier_code,
        类型: o.type_text,
        来源: o.from_text,
        核心企业: `${o.department_name}（${o.department_code}）`,
        联系人: o.username,
        手机号: o.mobile,
        邮箱: o.email,
        创建人: o.created_by,
        创建时间: o.created_at,
        更新人: o.updated_by,
        更新时间: o.updated_at,
      });
    }
  });

  it('empty cells show --', async () => {
    mock.fault(LIST, answer([{ id: 1, supplier_name: '某组织' }, { id: 2, supplier_name: '另一组织', department_code: 'HX001', mobile: '' }]));
    const el = await mount('bo-external-org-picker', { open: '' });
    await opened(el, 2);
    expect(Object.values(cellsOf(el, 1))).to.deep.equal(['--', '某组织', ...Array(11).fill('--')]);
    expect([cellsOf(el, 2)['核心企业'], cellsOf(el, 2)['手机号']]).to.deep.equal(['HX001', '--']);
  });

  it('searches by the text fields from page 1; the folded fields add the creator, the updater and their times', async () => {
    const el = await mount('bo-external-org-picker', { open: '' });
    await opened(el, 10);
    button(el, 'toggle')!.click();
    const fields = ['supplier_name', 'serial_number', 'supplier_code', 'department_name', 'username', 'mobile', 'email', 'created_by', 'created_at', 'updated_by', 'updated_at'];
    await waitFor(() => $(el, '[data-field="updated_at"]'), 'the folded fields');
    expect($$(el, '[data-field]').map((f) => f.dataset.field)).to.deep.equal(fields);
    const o = orgs()[7]!;
    await type(input(el, 'supplier_name'), o.supplier_name);
    await type(input(el, 'serial_number'), o.serial_number);
    await type(input(el, 'supplier_code'), o.supplier_code);
    await type(input(el, 'department_name'), o.department_name);
    await type(input(el, 'username'), o.username);
    await type(input(el, 'mobile'), o.mobile);
    await type(input(el, 'email'), o.email);
    await type(input(el, 'created_by'), o.created_by);
    await type(input(el, 'updated_by'), o.updated_by);
    expect(await search(el, (b) => b.updated_by !== undefined)).to.deep.equal({
      supplier_name: o.supplier_name,
      serial_number: o.serial_number,
      supplier_code: o.supplier_code,
      department_name: o.department_name,
      username: o.username,
      mobile: o.mobile,
      email: o.email,
      created_by: o.created_by,
      updated_by: o.updated_by,
      page: 1,
      page_size: 10,
    });
    await waitFor(() => rowIds(el).join() === String(o.id), 'the one organisation');
  });

  it('the tray names the chosen records', async () => {
    const [a, , c] = orgs();
    const el = await mount('bo-external-org-picker', { open: '' });
    await opened(el, 10);
    clickRow(el, a!.id);
    clickRow(el, c!.id);
    await settle();
    button(el, 'chosen')!.click();
    await waitFor(() => trayLabels(el).length === 2, 'tray list');
    expect(trayLabels(el)).to.deep.equal([a!, c!].map((r) => `移除 ${r.supplier_name}`));
  });

  it('externalOrgList(fixed) carries the caller\'s filters on every request (the tenant picker\'s 供应商 tab: type 1)', async () => {
    const el = await mount('bo-test-supplier-orgs', { open: '' });
    const suppliers = orgs().filter((o) => o.type === 1);
    await opened(el, 10);
    expect(body()).to.deep.equal({ type: 1, page: 1, page_size: 10 });
    expect(rowIds(el).join()).to.equal(ids(suppliers));
    await type(input(el, 'supplier_name'), suppliers[0]!.supplier_name);
    expect(await search(el, (b) => b.supplier_name !== undefined)).to.deep.equal({ supplier_name: suppliers[0]!.supplier_name, type: 1, page: 1, page_size: 10 });
    await waitFor(() => rowIds(el).join() === String(suppliers[0]!.id), 'the one supplier organisation');
  });
});
