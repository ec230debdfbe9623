// POST /eo/public/external/popup (spec 2 §7 People / organisations, §3 External organisation): external
// organisations in data.data + data.total, paged by page/page_size, filtered by type and text fields.
import { expect } from 'chai';
import {
  EXTERNAL_ORG_COUNT,
  EXTERNAL_ORG_FROMS,
  EXTERNAL_ORG_TYPES,
  mock,
  startMockWorker,
  store,
  type DataData,
  type ExternalOrg,
} from '../../demo/mock';
import { ids, post } from './catalogue-helpers';

const POPUP = '/eo/public/external/popup';
const popup = (body: Record<string, unknown>) => post<DataData<ExternalOrg>>(POPUP, body);
const all = () => store.partners().externalOrgs;

const SPEC_FIELDS = [
  'id', 'company_id', 'serial_number', 'from_text', 'type_text', 'supplier_name', 'supplier_code', 'department_name',
  'department_code', 'username', 'mobile', 'email', 'created_by', 'created_at', 'updated_by', 'updated_at',
];

/** A piece of a field of some record that only some records share (so the filter keeps some, not all). */
function needle(field: keyof ExternalOrg, from: number, length: number): string {
  for (const r of all()) {
    const value = String(r[field]);
    const piece = value.slice(from, from + length);
    const hits = all().filter((x) => String(x[field]).includes(piece)).length;
    if (piece && hits > 0 && hits < all().length) return piece;
  }
  throw new Error(`no selective piece of ${String(field)}`);
}

describe('mock backend: external organisation popup', () => {
  before(async () => {
    await startMockWorker();
  });
  beforeEach(() => mock.reset());

  it('holds ~150 organisations with exactly the spec fields plus type and from', async () => {
    expect(all()).to.have.length(EXTERNAL_ORG_COUNT).and.have.length.within(120, 180);
    const { data, total } = await popup({ page: 1, page_size: 10 });
    expect(total).to.equal(all().length);
    expect(data).to.have.length(10);
    for (const row of data) expect(row).to.have.all.keys([...SPEC_FIELDS, 'type', 'from']);
    for (const r of all()) {
      expect(r.type_text).to.equal(EXTERNAL_ORG_TYPES[r.type]);
      expect(r.from_text).to.equal(EXTERNAL_ORG_FROMS[r.from]);
      expect(r.supplier_code).to.match(/^[0-9A-Z]{18}$/);
      expect(r.mobile).to.match(/^1[3-9]\d{9}$/);
      expect(r.email).to.include('@');
      expect(r.updated_at >= r.created_at).to.equal(true);
    }
    expect(EXTERNAL_ORG_TYPES).to.deep.equal({ 0: '通用', 1: '供应商' });
    expect(new Set(all().map((r) => r.type))).to.deep.equal(new Set([0, 1]));
    expect(new Set(all().map((r) => r.from)).size).to.equal(2);
    expect(new Set(all().map((r) => r.serial_number)).size).to.equal(all().length);
    expect(new Set(all().map((r) => r.supplier_name)).size).to.equal(all().length);
    expect(new Set(all().map((r) => r.company_id)).size).to.equal(all().length);
  });

  it('pages with page / page_size (default 10, 0 = all); the answer shape is data.data + data.total', async () => {
    const rows = all();
    const envelope = await fetch('/api-x' + POPUP, { method: 'POST', body: JSON.stringify({ page: 2, page_size: 20 }) });
    const body = (await envelope.json()) as { code: number; data: DataData<ExternalOrg> };
    expect(body.code).to.equal(200);
    expect(Object.keys(body.data).sort()).to.deep.equal(['data', 'total']);
    expect(ids(body.data.data)).to.deep.equal(ids(rows.slice(20, 40)));
    expect(ids((await popup({})).data)).to.deep.equal(ids(rows.slice(0, 10)));
    const last = Math.ceil(rows.length / 40);
    expect(ids((await popup({ page: last, page_size: 40 })).data)).to.deep.equal(ids(rows.slice((last - 1) * 40)));
    const beyond = await popup({ page: last + 1, page_size: 40 });
    expect([beyond.data.length, beyond.total]).to.deep.equal([0, rows.length]);
    const everything = await popup({ page: 1, page_size: 0 });
    expect(ids(everything.data)).to.deep.equal(ids(rows));
  });

  it('filters by type: one number, a numeric string or a list', async () => {
    for (const type of [0, 1] as const) {
      const expected = all().filter((r) => r.type === type);
      expect(expected.length, `type ${type}`).to.be.greaterThan(10).and.lessThan(all().length);
      const one = await popup({ type, page_size: 0 });
      expect(ids(one.data)).to.deep.equal(ids(expected));
      expect(one.total).to.equal(expected.length);
      expect(ids((await popup({ type: [type], page_size: 0 })).data)).to.deep.equal(ids(expected));
      expect((await popup({ type: String(type), page_size: 1 })).total).to.equal(expected.length);
    }
    expect((await popup({ type: [0, 1], page_size: 1 })).total).to.equal(all().length);
    expect((await popup({ type: [], page_size: 1 })).total).to.equal(all().length);
    const fromSelf = all().filter((r) => r.from === 2 && r.type === 1);
    expect(ids((await popup({ from: 2, type: 1, page_size: 0 })).data)).to.deep.equal(ids(fromSelf));
  });

  it('filters by each text field (contains), case-insensitively, and by several at once', async () => {
    const cases: [keyof ExternalOrg, string][] = [
      ['supplier_name', needle('supplier_name', 2, 2)],
      ['serial_number', 'WB000'],
      ['supplier_code', needle('supplier_code', 0, 4)],
      ['department_name', needle('department_name', 0, 2)],
      ['department_code', needle('department_code', 0, 5)],
      ['username', needle('username', 0, 1)],
      ['mobile', needle('mobile', 0, 3)],
      ['email', needle('email', 0, 5)],
    ];
    for (const [field, text] of cases) {
      const expected = all().filter((r) => String(r[field]).toLowerCase().includes(text.toLowerCase()));
      expect(expected.length, field).to.be.greaterThan(0).and.lessThan(all().length);
      const got = await popup({ [field]: text, page: 1, page_size: 0 });
      expect(ids(got.data), `${field} ~ ${text}`).to.deep.equal(ids(expected));
      expect(got.total).to.equal(expected.length);
    }
    const lower = await popup({ serial_number: 'wb00', page_size: 1 });
    expect(lower.total).to.equal(all().filter((r) => r.serial_number.includes('WB00')).length);

    const target = all()[37] as ExternalOrg;
    const exact = await popup({ supplier_code: target.supplier_code, department_code: target.department_code, type: target.type });
    expect(ids(exact.data)).to.deep.equal([target.id]);
  });

  it('takes the audit filters of the other popups (created_by, updated_by, created_at / start_time..end_time, updated_at)', async () => {
    const who = (all()[3] as ExternalOrg).created_by;
    const byCreator = all().filter((r) => r.created_by.includes(who));
    expect(ids((await popup({ created_by: who, page_size: 0 })).data)).to.deep.equal(ids(byCreator));
    const editor = (all()[5] as ExternalOrg).updated_by;
    expect(ids((await popup({ updated_by: editor, page_size: 0 })).data)).to.deep.equal(ids(all().filter((r) => r.updated_by.includes(editor))));

    const day = (s: string) => s.slice(0, 10);
    const inRange = (v: string, from: string, to: string) => day(v) >= from && day(v) <= to;
    const [from, to] = ['2025-01-01', '2025-06-30'];
    const created = all().filter((r) => inRange(r.created_at, from, to));
    expect(created.length).to.be.greaterThan(0).and.lessThan(all().length);
    expect(ids((await popup({ created_at: [from, to], page_size: 0 })).data)).to.deep.equal(ids(created));
    expect(ids((await popup({ start_time: from, end_time: to, page_size: 0 })).data)).to.deep.equal(ids(created));
    const updated = all().filter((r) => inRange(r.updated_at, from, to));
    const got = await popup({ updated_at: { start_time: from, end_time: to }, page_size: 0 });
    expect(ids(got.data)).to.deep.equal(ids(updated));
  });
});
