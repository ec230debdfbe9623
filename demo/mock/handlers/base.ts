// Base area (spec 2 §7 People / organisations, spec 1 and 3 shared helpers): login info, departments,
// company tree, positions, staff. (The staff/goods group trees are served by ./trees.)
import type { HttpHandler } from 'msw';
import { MockError, filterRows, ids, isEmpty, paged, pick, route, type Input } from '../kit';
import { store } from '../store';
import { buildTree, withDescendants } from '../tree';
import type { Department, LoginInfo, Staff } from '../types';

function loginInfo(): LoginInfo {
  const { staff, departments, currentStaffId } = store.org();
  const me = staff.find((s) => s.id === currentStaffId);
  if (!me) throw new MockError(401, '未登录');
  const main = departments.find((d) => d.id === me.department.id);
  const company = departments.find((d) => d.id === me.company_id);
  return {
    staff: { id: me.id, name: me.name, serial_number: me.serial_number, mobile: me.mobile },
    staff_main_department: { id: me.department.id, name: me.department.name, serial_number: main?.serial_number ?? '' },
    company_id: me.company_id,
    company: { id: me.company_id, name: company?.name ?? '' },
  };
}

const departmentTree = (records: readonly Department[]): Department[] =>
  buildTree<Department, Department>(records, (d, children) => ({ ...d, path_name: [...d.path_name], children }));

/** Wanted ids of a filter (one id or a list), or undefined when the filter is not given. */
function idSet(v: unknown): Set<number> | undefined {
  return isEmpty(v) ? undefined : new Set(ids(v));
}

/**
 * Staff matching every given filter: department_id (the department's whole subtree), name or keyword
 * (name, serial number or mobile contains), status, company_id, staff_group_id, position_id, id/ids.
 * 20,000 rows: every filter is prepared once (sets, lower-cased text), then one pass over the staff.
 */
function staffList(input: Input): Staff[] {
  const { staff, departments } = store.org();
  const tests: ((s: Staff) => boolean)[] = [];
  const wantDepartments = ids(input.department_id);
  if (wantDepartments.length > 0) {
    const subtree = withDescendants(departments, wantDepartments);
    tests.push((s) => s.departments.some((d) => subtree.has(d.id)));
  }
  const needle = input.name ?? input.keyword;
  if (!isEmpty(needle)) {
    const n = String(needle).trim().toLowerCase();
    tests.push((s) => s.name.toLowerCase().includes(n) || s.serial_number.toLowerCase().includes(n) || s.mobile.includes(n));
  }
  const status = idSet(input.status);
  if (status) tests.push((s) => status.has(s.status));
  const company = idSet(input.company_id);
  if (company) tests.push((s) => company.has(s.company_id));
  const group = idSet(input.staff_group_id);
  if (group) tests.push((s) => s.staff_group.some((g) => group.has(g.id)));
  const position = idSet(input.position_id);
  if (position) tests.push((s) => s.positions.some((p) => position.has(p.id)));
  const only = idSet(input.id ?? input.ids);
  if (only) tests.push((s) => only.has(s.id));
  return tests.length === 0 ? staff : staff.filter((s) => tests.every((t) => t(s)));
}

export const baseHandlers: HttpHandler[] = [
  route('GET', '/base/user/login_info', () => loginInfo()),
  route('POST', '/base/department/list', () => departmentTree(store.org().departments)),
  route('POST', '/base/department/company', () => departmentTree(store.org().departments.filter((d) => d.is_company))),
  route('POST', '/base/position/list', ({ input }) =>
    paged(input, filterRows(store.org().positions, { contains: pick(input, ['name', 'serial_number'] as const) }), 'list'),
  ),
  ...['/base/staff/list', '/base/staff/v2'].map((path) =>
    route('POST', path, ({ input }) => paged(input, staffList(input), 'list')),
  ),
];
