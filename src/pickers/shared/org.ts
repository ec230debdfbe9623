/**
 * The organisation's records and their calls (spec 2 §3 Department, Position, staff groups; §7 People /
 * organisations), shared by the department, org, staff, people, notifier and tenant pickers.
 */
import { source, type DataSource } from '../../kit/data/source';
import { categoryTree, flatList } from '../../kit/data/trees';

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

/** The department tree (POST /base/department/list, no body): the department picker's list, the staff
 * picker's tree, the org and tenant pickers' tabs. */
export const departments = source<Department>({ method: 'POST', url: '/base/department/list', shape: 'tree' });

/** The companies only (POST /base/department/company). */
export const companies = source<Department>({ method: 'POST', url: '/base/department/company', shape: 'tree' });

/** The staff groups (GET /common/categoryGroup/group/list?modular=staff) as a tree of units. */
export const staffGroups: DataSource<OrgUnit> = categoryTree('/common/categoryGroup/group/list', { modular: 'staff' });

/** Every position (POST /base/position/list {page 1, page_size 1000}) as a one-level tree. */
export const positions: DataSource<OrgUnit> = flatList('/base/position/list');
