// The organisation of the mock backend is big (spec 2 §7 People / organisations; "big organisations are
// normal"): 10,000 organisation nodes, 20,000 staff. Expected values are computed from the store with code
// of their own (not the handlers' helpers); sizes and times are printed for the record.
import { expect } from 'chai';
import {
  DEPARTMENT_COUNT,
  STAFF_COUNT,
  mock,
  startMockWorker,
  store,
  type Department,
  type Envelope,
  type ListData,
  type LoginInfo,
  type Staff,
} from '../../demo/mock';
import { get, ids, post } from './catalogue-helpers';

/** Guards only: the targets are ~150 ms (generation) and ~40 ms (a handler) on a quiet machine, but test pages
 * share the CPU with other pages; a quadratic step (ancestry per node, a department filter per staff member)
 * would take several seconds. The measured times are printed. */
const GENERATION_LIMIT_MS = 2000;
const HANDLER_LIMIT_MS = 300;

/** POST through a base prefix; resolves to the envelope and the size of the body in bytes. */
async function sized<T>(path: string, body?: unknown): Promise<{ env: Envelope<T>; bytes: number; ms: number }> {
  const t0 = performance.now();
  const res = await fetch('/api-x' + path, {
    method: 'POST',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  const ms = performance.now() - t0;
  expect(res.status).to.equal(200);
  const env = JSON.parse(text) as Envelope<T>;
  expect(env.code, env.msg).to.equal(200);
  return { env, bytes: new TextEncoder().encode(text).length, ms };
}

/** Time the mock spent in the resolver and in JSON.stringify for the last request to a path. */
function timingOf(path: string): { resolve: number; serialize: number } {
  const timing = mock.lastRequest(path)?.timing;
  expect(timing, `timing of ${path}`).to.not.equal(undefined);
  return timing as { resolve: number; serialize: number };
}

const log = (...parts: unknown[]) => console.log('[org-big]', ...parts);

/** Level below the company (companies 0, 事业部/中心 1, ...), from pid links. */
function levels(departments: readonly Department[]): Map<number, number> {
  const byId = new Map(departments.map((d) => [d.id, d]));
  const level = new Map<number, number>();
  const of = (d: Department): number => {
    const known = level.get(d.id);
    if (known !== undefined) return known;
    const l = d.is_company ? 0 : of(byId.get(d.pid) as Department) + 1;
    level.set(d.id, l);
    return l;
  };
  departments.forEach(of);
  return level;
}

/** Ids of a node and all nodes below it, found by path_name prefix (paths are unique). */
function subtreeIds(departments: readonly Department[], root: Department): Set<number> {
  const prefix = root.path_name.join('/');
  return new Set(departments.filter((d) => d.path_name.join('/') === prefix || d.path_name.join('/').startsWith(prefix + '/')).map((d) => d.id));
}

describe('mock backend: a big organisation', () => {
  before(async () => {
    await startMockWorker();
  });
  beforeEach(() => mock.reset());

  it('generates exactly 10,000 organisation nodes and 20,000 staff, fast', () => {
    const times: number[] = [];
    for (let i = 0; i < 3; i++) {
      mock.reset();
      const t0 = performance.now();
      store.org();
      times.push(performance.now() - t0);
    }
    log(`generation: ${times.map((t) => t.toFixed(1)).join(' / ')} ms (cold, then regenerated)`);
    expect(Math.min(...times)).to.be.below(GENERATION_LIMIT_MS);
    const { departments, staff, positions, staffGroups } = store.org();
    expect([DEPARTMENT_COUNT, STAFF_COUNT]).to.deep.equal([10_000, 20_000]);
    expect(departments).to.have.length(10_000);
    expect(staff).to.have.length(20_000);
    expect(new Set(ids(departments)).size).to.equal(10_000);
    expect(new Set(ids(staff)).size).to.equal(20_000);
    expect(positions).to.have.length(20);
    expect(staffGroups).to.have.length(8);
  });

  it('has one head company and three 分公司 above deep department trees with realistic, distinct names', () => {
    const { departments } = store.org();
    const companies = departments.filter((d) => d.is_company);
    const head = companies.find((c) => c.pid === 0) as Department;
    expect(head.name).to.equal('锦程集团总公司');
    expect(head.class_name).to.equal('总公司');
    expect(companies.filter((c) => c.pid === head.id).map((c) => c.class_name)).to.deep.equal(['分公司', '分公司', '分公司']);
    expect(companies).to.have.length(4);
    expect(departments.filter((d) => d.pid === 0)).to.have.length(1);

    const byId = new Map(departments.map((d) => [d.id, d]));
    const level = levels(departments);
    const siblings = new Set<string>();
    for (const d of departments) {
      const parent = byId.get(d.pid);
      expect(d.path_name, `path of ${d.id}`).to.deep.equal([...(parent?.path_name ?? []), d.name]);
      if (!d.is_company) {
        const parentNode = parent as Department;
        expect(d.company_id, `company of ${d.id}`).to.equal(parentNode.is_company ? parentNode.id : parentNode.company_id);
        expect(d.class_name).to.not.be.oneOf(['', '总公司', '分公司']);
      } else expect(d.company_id).to.equal(d.id);
      siblings.add(`${d.pid}/${d.name}`);
    }
    expect(siblings.size, 'names are distinct among siblings').to.equal(departments.length);

    const patterns: Record<number, RegExp> = { 1: /(事业部|中心)$/, 2: /[一二三四五六七八九十]+部$/, 3: /(^第\d+车间|科)$/, 4: /(班组|组)$/, 5: /(班|小组)$/ };
    const deepest = new Map<number, number>();
    for (const d of departments) {
      const l = level.get(d.id) as number;
      if (d.is_company) continue;
      expect(d.name, `level ${l}`).to.match(patterns[l] as RegExp);
      deepest.set(d.company_id, Math.max(deepest.get(d.company_id) ?? 0, l));
    }
    for (const c of companies) expect(deepest.get(c.id), c.name).to.be.at.least(4);
    const names = departments.map((d) => d.name).join('|');
    for (const word of ['事业部', '中心', '部', '科', '车间', '班组']) expect(names).to.include(word);
    expect(names).to.match(/第\d+车间/);
  });

  it('staff: about 80 % 在岗, 10 % 待岗, 10 % 离职; 1 to 3 departments of their company, the main one first', () => {
    const { departments, staff, positions, staffGroups } = store.org();
    const byId = new Map(departments.map((d) => [d.id, d]));
    const share = (status: number) => staff.filter((s) => s.status === status).length / staff.length;
    expect(share(2)).to.be.within(0.77, 0.83);
    expect(share(1)).to.be.within(0.08, 0.12);
    expect(share(3)).to.be.within(0.08, 0.12);
    const positionIds = new Set(ids(positions));
    const groupIds = new Set(ids(staffGroups));
    for (const s of staff) {
      expect(s.departments.length, `departments of ${s.id}`).to.be.within(1, 3);
      expect(new Set(ids(s.departments)).size).to.equal(s.departments.length);
      expect(s.department).to.deep.equal(s.departments[0]);
      for (const ref of s.departments) {
        const d = byId.get(ref.id) as Department;
        expect(d.is_company).to.equal(false);
        expect([ref.name, ref.serial_number, d.company_id]).to.deep.equal([d.name, d.serial_number, s.company_id]);
      }
      expect(s.positions.length).to.be.within(1, 2);
      expect(s.positions.every((p) => positionIds.has(p.id))).to.equal(true);
      expect(s.post_list.map((p) => p.post_name)).to.deep.equal(s.positions.map((p) => p.name));
      expect(s.staff_group.every((g) => groupIds.has(g.id))).to.equal(true);
      expect(s.mobile).to.match(/^1[3-9]\d{9}$/);
    }
    expect(new Set(staff.map((s) => s.serial_number)).size).to.equal(staff.length);
  });

  it('the logged-in user is staff 1, on post, in a level-1 department of the head company', async () => {
    const { departments, staff, currentStaffId } = store.org();
    const me = staff.find((s) => s.id === currentStaffId) as Staff;
    expect(me.id).to.equal(1);
    expect(me.status).to.equal(2);
    const head = departments.find((d) => d.pid === 0) as Department;
    const main = departments.find((d) => d.id === me.department.id) as Department;
    expect([main.pid, main.is_company, me.company_id]).to.deep.equal([head.id, false, head.id]);
    const info = await get<LoginInfo>('/base/user/login_info');
    expect(info).to.deep.equal({
      staff: { id: me.id, name: me.name, serial_number: me.serial_number, mobile: me.mobile },
      staff_main_department: { id: main.id, name: main.name, serial_number: main.serial_number },
      company_id: head.id,
      company: { id: head.id, name: head.name },
    });
  });

  it('staff list: page_size 0 returns every matching staff member with total_count, quickly', async () => {
    const { staff } = store.org();
    const all = await sized<ListData<Staff>>('/base/staff/list', { page: 1, page_size: 0 });
    const t = timingOf('/base/staff/list');
    log(`/base/staff/list page_size 0: ${all.bytes} bytes; resolve ${t.resolve.toFixed(1)} ms, JSON ${t.serialize.toFixed(1)} ms, fetch ${all.ms.toFixed(0)} ms`);
    expect(all.env.data.total_count).to.equal(20_000);
    expect(ids(all.env.data.list)).to.deep.equal(ids(staff));
    expect(t.resolve).to.be.below(HANDLER_LIMIT_MS);

    const active = staff.filter((s) => s.status === 1 || s.status === 2);
    const v2 = await post<ListData<Staff>>('/base/staff/v2', { status: [1, 2], page: 1, page_size: 0 });
    expect(v2.total_count).to.equal(active.length).and.be.lessThan(20_000);
    expect(ids(v2.list)).to.deep.equal(ids(active));
    const page3 = await post<ListData<Staff>>('/base/staff/list', { status: [1, 2], page: 3, page_size: 10 });
    expect(ids(page3.list)).to.deep.equal(ids(active.slice(20, 30)));
    expect(page3.total_count).to.equal(active.length);
  });

  it('staff list: department_id filters to the whole subtree of the department(s), quickly', async () => {
    const { departments, staff } = store.org();
    const level = levels(departments);
    // a level-2 department with a subtree at least three levels deep
    const target = departments.find((d) => level.get(d.id) === 2 && departments.some((x) => x.path_name.length === d.path_name.length + 3 && x.path_name.join('/').startsWith(d.path_name.join('/') + '/'))) as Department;
    const sub = subtreeIds(departments, target);
    expect(sub.size).to.be.greaterThan(20);
    const expected = staff.filter((s) => s.departments.some((d) => sub.has(d.id)) && s.status !== 3);
    const { env, bytes } = await sized<ListData<Staff>>('/base/staff/list', { department_id: target.id, status: [1, 2], page: 1, page_size: 0 });
    const t = timingOf('/base/staff/list');
    log(`/base/staff/list department_id (${sub.size} nodes, ${expected.length} staff): ${bytes} bytes; resolve ${t.resolve.toFixed(1)} ms, JSON ${t.serialize.toFixed(1)} ms`);
    expect(t.resolve).to.be.below(HANDLER_LIMIT_MS);
    expect(env.data.total_count).to.equal(expected.length).and.be.greaterThan(0);
    expect(ids(env.data.list)).to.deep.equal(ids(expected));
    expect(expected.some((s) => !s.departments.some((d) => d.id === target.id)), 'staff of deeper nodes count').to.equal(true);

    // a 分公司: its own departments; the head company: everyone (the 分公司 lie under it)
    const companies = departments.filter((d) => d.is_company);
    const branch = companies.find((c) => c.pid !== 0) as Department;
    const ofBranch = await post<ListData<Staff>>('/base/staff/list', { department_id: branch.id, page_size: 0 });
    expect(ids(ofBranch.list)).to.deep.equal(ids(staff.filter((s) => s.company_id === branch.id)));
    const head = companies.find((c) => c.pid === 0) as Department;
    expect((await post<ListData<Staff>>('/base/staff/list', { department_id: head.id, page_size: 1 })).total_count).to.equal(20_000);

    // several departments: the union of their subtrees
    const other = departments.filter((d) => level.get(d.id) === 3 && !sub.has(d.id))[7] as Department;
    const union = new Set([...sub, ...subtreeIds(departments, other)]);
    const both = await post<ListData<Staff>>('/base/staff/list', { department_id: [target.id, String(other.id)], page_size: 0 });
    expect(ids(both.list)).to.deep.equal(ids(staff.filter((s) => s.departments.some((d) => union.has(d.id)))));
  });

  it('staff list: name / keyword, staff_group_id and position_id filters', async () => {
    const { staff } = store.org();
    const who = staff[1234] as Staff;
    const surname = who.name.slice(0, 1);
    const byName = await post<ListData<Staff>>('/base/staff/list', { name: surname, page_size: 0 });
    expect(ids(byName.list)).to.deep.equal(ids(staff.filter((s) => s.name.includes(surname) || s.mobile.includes(surname))));
    const byKeyword = await post<ListData<Staff>>('/base/staff/v2', { keyword: who.serial_number, page_size: 0 });
    expect(ids(byKeyword.list)).to.deep.equal([who.id]);

    const group = who.staff_group[0] ?? (staff.find((s) => s.staff_group.length > 0) as Staff).staff_group[0];
    const position = who.positions[0] as Staff['positions'][number];
    const expected = staff.filter(
      (s) => s.staff_group.some((g) => g.id === group?.id) && s.positions.some((p) => p.id === position.id) && s.status !== 3,
    );
    const both = await post<ListData<Staff>>('/base/staff/list', {
      staff_group_id: group?.id,
      position_id: [position.id],
      status: [1, 2],
      page_size: 0,
    });
    expect(both.total_count).to.equal(expected.length).and.be.greaterThan(0);
    expect(ids(both.list)).to.deep.equal(ids(expected));
  });

  it('/base/department/list returns the whole tree of 10,000 nodes; /base/department/company the 4 companies', async () => {
    const { departments } = store.org();
    const tree = await sized<Department[]>('/base/department/list');
    const t = timingOf('/base/department/list');
    log(`/base/department/list: ${tree.bytes} bytes; resolve ${t.resolve.toFixed(1)} ms, JSON ${t.serialize.toFixed(1)} ms, fetch ${tree.ms.toFixed(0)} ms`);
    expect(t.resolve).to.be.below(HANDLER_LIMIT_MS);
    const seen: number[] = [];
    const walk = (nodes: Department[], parent: number) =>
      nodes.forEach((n) => {
        expect(n.pid).to.equal(parent);
        seen.push(n.id);
        walk(n.children ?? [], n.id);
      });
    walk(tree.env.data, 0);
    expect(seen).to.have.length(10_000);
    expect(new Set(seen)).to.deep.equal(new Set(ids(departments)));

    const companies = await post<Department[]>('/base/department/company');
    const flat: Department[] = [];
    const collect = (nodes: Department[]) => nodes.forEach((n) => (flat.push(n), collect(n.children ?? [])));
    collect(companies);
    expect(ids(flat)).to.deep.equal(ids(departments.filter((d) => d.is_company)));
    expect(flat.every((c) => c.is_company)).to.equal(true);
  });
});
