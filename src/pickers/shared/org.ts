/**
 * The organisation's records and their calls (spec 2 §3 Department, Position, staff groups; §7 People /
 * organisations), shared by the department, org, staff, people, notifier and tenant pickers.
 */
import type { PickerList } from '../../kit/picker/types';
import type { CategoryGroupNode } from '../../kit/data/trees';

/** A department of spec 2 §3 (a node of the department tree). */
export interface Department {
  id: number;
  name: string;
  serial_number?: string;
  province?: string;
  city?: string;
  area?: string;
  address?: string;
  class_name?: string;
  path_name?: string[];
  created_by?: string;
  created_at?: string;
  updated_by?: string;
  updated_at?: string;
  children?: Department[];
}

/** A position or a staff group: what the org tree lists. */
export interface OrgUnit {
  id: number;
  name: string;
  serial_number?: string;
  children?: OrgUnit[];
}

/** The department tree (POST /base/department/list, no body), or the companies only
 * (/base/department/company), which starts fully open. */
export const departmentList = (companyOnly = false): PickerList => ({
  method: 'POST',
  url: companyOnly ? '/base/department/company' : '/base/department/list',
  shape: 'tree',
  expandAll: companyOnly,
});

const fromGroupNodes = (nodes: CategoryGroupNode[]): OrgUnit[] =>
  nodes.map((n) => ({ ...n.data, name: n.title || n.data.name, children: n.children?.length ? fromGroupNodes(n.children) : undefined }));

/** The staff groups (GET /common/categoryGroup/group/list?modular=staff) as a tree of units. */
export const staffGroupList = (): PickerList => ({
  method: 'GET',
  url: '/common/categoryGroup/group/list',
  params: { modular: 'staff' },
  shape: 'tree',
  read: (data: CategoryGroupNode[]) => fromGroupNodes(data ?? []),
});

/** Every position (POST /base/position/list {page_size 1000}) as a one-level tree. */
export const positionList = (): PickerList => ({
  method: 'POST',
  url: '/base/position/list',
  fixed: { page: 1, page_size: 1000 },
  shape: 'tree',
  read: (data: { list?: OrgUnit[] }) => data?.list ?? [],
});
