// Base area (spec 2 §7 People / organisations, spec 1 and 3 shared helpers): login info, departments,
// company tree, positions, staff. (The staff/goods group trees are served by ./trees.)
import type { HttpHandler } from 'msw';
import { MockError, allOf, filterRows, ids, inSubtrees, oneOfMatch, paged, pick, route, textMatch, type Input } from '../kit';
import { store } from '../store';
import { buildTree } from '../tree';
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

function staffList(input: Input): Staff[] {
  const { staff, departments } = store.org();
  const inDepartment = inSubtrees(departments, input.department_id);
  return filterRows(
    staff,
    allOf<Staff>({
      oneOf: pick(input, ['status', 'company_id'] as const),
      where: [
        (s) => inDepartment(s.departments.map((d) => d.id)),
        (s) => textMatch(input.name ?? input.keyword, s.name, s.serial_number, s.mobile),
        (s) => oneOfMatch(input.staff_group_id, s.staff_group.map((g) => g.id)),
        (s) => oneOfMatch(input.position_id, s.positions.map((p) => p.id)),
        (s) => oneOfMatch(ids(input.id ?? input.ids), s.id),
      ],
    }),
  );
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
