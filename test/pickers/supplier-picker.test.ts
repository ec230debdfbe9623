import { expect } from 'chai';
import '../../elements/bo-supplier-picker';
import { mock, store } from '../../demo/mock';
import { $, $$, mount, settle, textOf, waitFor } from '../helpers';
import {
  button, cellsOf, choose, clickRow, headers, input, opened, pickerHooks, pickRemote, rowIds, searched, trayLabels, type, unfolded,
} from './picker-helpers';

const LIST = '/eo/public/external/supplier/popup';
const TYPES = '/eo/public/external/types/popup';
const CLASSIFY = '/eo/public/external/classify/popup';
const STAFF = '/base/staff/list';
const body = (path = LIST) => mock.lastRequest(path)!.body as Record<string, unknown>;
/** the enabled suppliers (enable 1 is disabled, spec 2 §3) */
const enabled = () => store.partners().suppliers.filter((s) => s.enable !== 1);
const answer = (rows: unknown[]) => ({ body: { code: 200, msg: 'success', data: { data: rows, total: rows.length } }, times: 1 });
/** spec 2 §3 Supplier: source 1 平台租户, 2 自行添加, 3 SAP; limit 1 允许付款, 2 允许收票, 3 允许收货 */
const SOURCES: Record<number, string> = { 1: '平台租户', 2: '自行添加', 3: 'SAP' };

/** opens the picker with every search field shown */
const expanded = (attrs: Record<string, string> = {}) => unfolded(mount('bo-supplier-picker', { open: '', ...attrs }), 'updated_at');
/** presses 搜索 and waits for the list asked with `done` true */
const search = (el: Element, done: (b: Record<string, unknown>) => boolean) => searched(el, LIST, done);
const ids = (rows: { id: number }[]) => rows.slice(0, 10).map((r) => String(r.id)).join();

describe('<bo-supplier-picker> (spec 2 Supplier picker)', () => {
  pickerHooks('bo-confirm', 'bo-cancel');

  it('asks POST /eo/public/external/supplier/popup for enabled suppliers only: enable 0, page 1, page_size 10 (data.data/data.total)', async () => {
    const el = await mount('bo-supplier-picker', { open: '' });
    await opened(el, 10);
    expect(textOf(el)).to.contain('选择供应商');
    expect(mock.lastRequest(LIST)!.method).to.equal('POST');
    expect(body()).to.deep.equal({ enable: 0, page: 1, page_size: 10 });
    expect(rowIds(el).join()).to.equal(ids(enabled()));
    expect(textOf(el)).to.contain(`共 ${enabled().length} 条`);
    $<HTMLButtonElement>(el, 'button[aria-label="第 2 页"]')!.click();
    await waitFor(() => body().page === 2, 'page 2');
    expect(body()).to.deep.equal({ enable: 0, page: 2, page_size: 10 });
    await waitFor(() => rowIds(el).join() === ids(enabled().slice(10)), 'page 2 rows');
  });

  it('shows the supplier columns: source labels, type, classify, core enterprise, contacts, restrict names, audit', async () => {
    const el = await mount('bo-supplier-picker', { open: '' });
    await opened(el, 10);
    expect(headers(el)).to.deep.equal([
      '供应商编号', '供应商名称', '统一社会信用代码', '来源', '供应商类型', '供应商分类', '核心企业', '联系人', '业务权限', '邮箱',
      '创建人', '创建时间', '更新人', '更新时间',
    ]);
    for (const s of enabled().slice(0, 10)) {
      expect(cellsOf(el, s.id)).to.deep.equal({
        供应商编号: s.serial_number,
        供应商名称: s.supplier_name,
        统一社会信用代码: s.supplier_code,
        来源: SOURCES[s.source],
        供应商类型: s.types.name,
        供应商分类: s.classify.name,
        核心企业: `${s.department_name}（${s.department_code}）`,
        联系人: s.contact.map((c) => `${c.name} ${c.mobile}`).join('、'),
        业务权限: s.restrict.map((r) => r.name).join('、') || '--',
        邮箱: s.email,
        创建人: s.created_by,
        创建时间: s.created_at,
        更新人: s.updated_by,
        更新时间: s.updated_at,
      });
    }
  });

  it('labels every source (1 平台租户, 2 自行添加, 3 SAP) and restrict id; missing values show --', async () => {
    const base = { supplier_name: '某公司', enable: 0 };
    const rows = [
      { id: 1, ...base, source: 1, restrict: [{ id: 1, name: '' }, { id: 2, name: '' }, { id: 3, name: '' }], contact: [{ id: 9, name: '张三', mobile: '' }] },
      { id: 2, ...base, source: 2, department_name: '成都核心企业', restrict: [], contact: [] },
      { id: 3, ...base, source: 3, department_code: 'HX009' },
      { id: 4, ...base },
    ];
    mock.fault(LIST, answer(rows));
    const el = await mount('bo-supplier-picker', { open: '' });
    await opened(el, 4);
    const col = (title: string) => [1, 2, 3, 4].map((id) => cellsOf(el, id)[title]);
    expect(col('来源')).to.deep.equal(['平台租户', '自行添加', 'SAP', '--']);
    expect(col('业务权限')).to.deep.equal(['允许付款、允许收票、允许收货', '--', '--', '--']);
    expect(col('联系人')).to.deep.equal(['张三', '--', '--', '--']);
    expect(col('核心企业')).to.deep.equal(['--', '成都核心企业', 'HX009', '--']);
    expect(Object.values(cellsOf(el, 4)).filter((v) => v !== '某公司')).to.deep.equal(Array(13).fill('--'));
  });

  it('has the supplier filter fields of spec 2 §3, in order; text fields send their keys (contact.name, contact.mobile...) with enable 0', async () => {
    const el = await expanded();
    const fields = $$(el, '[data-field]').map((f) => f.dataset.field);
    expect(fields).to.deep.equal([
      'supplier_name', 'limit', 'source', 'types_id', 'classify_id', 'serial_number', 'supplier_code', 'contact.name', 'contact.mobile',
      'email', 'created_staff_id', 'created_at', 'updated_staff_id', 'updated_at',
    ]);
    const s = enabled()[3]!;
    const person = s.contact[0]!;
    await type(input(el, 'supplier_name'), s.supplier_name);
    await type(input(el, 'serial_number'), s.serial_number);
    await type(input(el, 'supplier_code'), s.supplier_code);
    await type(input(el, 'contact.name'), person.name);
    await type(input(el, 'contact.mobile'), person.mobile);
    await type(input(el, 'email'), s.email);
    expect(await search(el, (b) => b.email !== undefined)).to.deep.equal({
      supplier_name: s.supplier_name,
      serial_number: s.serial_number,
      supplier_code: s.supplier_code,
      'contact.name': person.name,
      'contact.mobile': person.mobile,
      email: s.email,
      enable: 0,
      page: 1,
      page_size: 10,
    });
    await waitFor(() => rowIds(el).join() === String(s.id), 'the one supplier');
  });

  it('limit and source are selects of the spec codes: 允许收票 → limit 2, SAP → source 3', async () => {
    const el = await expanded();
    expect(await choose(el, 'limit', '允许收票')).to.deep.equal(['允许付款', '允许收票', '允许收货']);
    expect(await choose(el, 'source', 'SAP')).to.deep.equal(['平台租户', '自行添加', 'SAP']);
    expect(await search(el, (b) => b.source !== undefined)).to.deep.equal({ limit: 2, source: 3, enable: 0, page: 1, page_size: 10 });
    const hits = enabled().filter((s) => s.source === 3 && s.restrict.some((r) => r.id === 2));
    await waitFor(() => rowIds(el).join() === ids(hits), 'SAP suppliers allowed to receive invoices');
  });

  it('the type select lists POST /eo/public/external/types/popup (no body); the classify select POST /eo/public/external/classify/popup {is_page: 0}, each once', async () => {
    const el = await expanded();
    expect(mock.requestsTo(TYPES), 'nothing asked before the select opens').to.have.length(0);
    const kind = store.partners().supplierTypes[1]!;
    await pickRemote(el, 'types_id', kind.name[0]!, kind.name);
    expect(mock.requestsTo(TYPES)).to.have.length(1);
    expect(mock.lastRequest(TYPES)!.body ?? null).to.equal(null);
    const cls = store.partners().supplierClassify[2]!;
    await pickRemote(el, 'classify_id', cls.name[0]!, cls.name);
    expect(mock.requestsTo(CLASSIFY)).to.have.length(1);
    expect(body(CLASSIFY)).to.deep.equal({ is_page: 0 });
    expect(await search(el, (b) => b.classify_id !== undefined)).to.deep.equal({ types_id: kind.id, classify_id: cls.id, enable: 0, page: 1, page_size: 10 });
    const hits = enabled().filter((s) => s.types.id === kind.id && s.classify.id === cls.id);
    await waitFor(() => rowIds(el).join() === ids(hits), 'suppliers of that type and classify');
  });

  it('the creator and updater are staff selects (/base/staff/list, statuses 1 and 2) sending created_staff_id / updated_staff_id', async () => {
    const el = await expanded();
    const active = store.org().staff.filter((p) => p.status === 1 || p.status === 2);
    const who = active.find((p) => active.filter((o) => o.name === p.name).length === 1)!;
    // the select asks once for what is typed when its answer comes, then filters that answer as the user
    // types on (spec 1 §5): on a busy machine the answer may come after the first character, so the
    // request names a start of the name, not always all of it
    const asked = () => mock.requestsTo(STAFF).length > 0;
    await pickRemote(el, 'created_staff_id', who.name, who.name, asked);
    const { name, ...rest } = body(STAFF) as { name: string };
    expect(name.length > 0 && who.name.startsWith(name), `${name} starts ${who.name}`).to.equal(true);
    expect(rest).to.deep.equal({ page: 1, page_size: 1000, status: [1, 2] });
    await pickRemote(el, 'updated_staff_id', who.name, who.name);
    expect(await search(el, (b) => b.updated_staff_id !== undefined)).to.deep.equal({
      created_staff_id: who.id,
      updated_staff_id: who.id,
      enable: 0,
      page: 1,
      page_size: 10,
    });
  });

  it('the tray names the chosen records', async () => {
    const [a, , c] = enabled();
    const el = await mount('bo-supplier-picker', { open: '' });
    await opened(el, 10);
    clickRow(el, a!.id);
    clickRow(el, c!.id);
    await settle();
    button(el, 'chosen')!.click();
    await waitFor(() => trayLabels(el).length === 2, 'tray list');
    expect(trayLabels(el)).to.deep.equal([a!, c!].map((r) => `移除 ${r.supplier_name}`));
  });
});
