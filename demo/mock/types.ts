// Record types of the mock backend. Field names follow spec 2 §3 (Entities) and §7 (Calls).
// Dates are 'YYYY-MM-DD HH:mm:ss' strings; ids are positive integers.

/** Every response body: success is `code: 200`. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** List shape `data.list` + `data.total_count`. */
export interface ListData<T> {
  list: T[];
  total_count: number;
}

/** List shape `data.data` + `data.total`. */
export interface DataData<T> {
  data: T[];
  total: number;
}

/** created/updated by/at, present on most records. */
export interface Audit {
  created_by: string;
  created_at: string;
  updated_by: string;
  updated_at: string;
}

export interface IdName {
  id: number;
  name: string;
}

// ---------------------------------------------------------------- org

/** '总公司' (group), '分公司' (subsidiary) or a department type such as '职能部门'. */
export type DepartmentClass = string;

export interface Department extends Audit {
  id: number;
  name: string;
  serial_number: string;
  province: string;
  city: string;
  area: string;
  address: string;
  class_name: DepartmentClass;
  /** Parent id; 0 for the group company. */
  pid: number;
  /** Id of the company (总公司 or 分公司 node) the department belongs to; a company's own id for companies. */
  company_id: number;
  /** True for 总公司 / 分公司 nodes. */
  is_company: boolean;
  /** Names from the root down to and including this node. */
  path_name: string[];
  children?: Department[];
}

export interface Position {
  id: number;
  name: string;
  serial_number: string;
}

/** Staff group (员工分组): a flat category/group record; staff rows carry {id, name} of it. */
export type StaffGroup = CategoryRecord;

/** 1 待岗 (awaiting post), 2 在岗 (on post), 3 离职 (left). */
export type StaffStatus = 1 | 2 | 3;

export interface StaffDepartmentRef {
  id: number;
  serial_number: string;
  name: string;
}

export interface StaffPost {
  id: number;
  serial_number: string;
  post_name: string;
  start_date: string;
  end_date: string;
}

export interface Staff extends Audit {
  id: number;
  ds_id: number;
  name: string;
  mobile: string;
  /** 1 male, 2 female. */
  staff_info: { gender: 1 | 2 };
  serial_number: string;
  status: StaffStatus;
  staff_group: IdName[];
  /** 1 to 3 departments; the first one is the main department. */
  departments: StaffDepartmentRef[];
  /** The main department. */
  department: { id: number; serial_number: string; name: string };
  company_id: number;
  positions: Position[];
  post_list: StaffPost[];
}

/** GET /base/user/login_info → data. */
export interface LoginInfo {
  staff: { id: number; name: string; serial_number: string; mobile: string };
  staff_main_department: { id: number; name: string; serial_number: string };
  company_id: number;
  company: IdName;
}

export interface OrgData {
  /** Flat list of all nodes (companies and departments) without `children`. */
  departments: Department[];
  positions: Position[];
  staffGroups: StaffGroup[];
  staff: Staff[];
  /** Id of the staff member who is logged in. */
  currentStaffId: number;
}

// ---------------------------------------------------------------- category / group trees

/** `data` part of a category/group node (spec 2 §3 "Category/group node"). */
export interface CategoryRecord extends Audit {
  id: number;
  name: string;
  serial_number: string;
  pid: number;
  remark: string;
  /** Ids from the root down to and including this node, comma-joined, e.g. '1,4,12'. */
  path_level: string;
}

export interface CategoryNode {
  data: CategoryRecord;
  title: string;
  children: CategoryNode[];
}

// ---------------------------------------------------------------- goods

export interface LittleCategory {
  id: number;
  name: string;
  serial_number: string;
}

/** 1 goods (物品), 2 service (服务). */
export type GoodsClass = 1 | 2;

export interface Goods extends Audit {
  id: number;
  name: string;
  serial_number: string;
  describe: string;
  goods_class: GoodsClass;
  price_unit: { name: string };
  price_count: number;
  goods_type: { id: number; name: string; path_name: string[] };
  goods_group: IdName[];
  goods_little_category: IdName;
  brand_name: string;
  goods_unit: string;
  /** Mostly 2 (the pickers request status 2). */
  status: number;
}

export interface GoodsData {
  /** Flat category records (3 levels). */
  categories: CategoryRecord[];
  /** Flat goods-group records (2 levels). */
  groups: CategoryRecord[];
  littleCategories: LittleCategory[];
  goods: Goods[];
}

// ---------------------------------------------------------------- partners

/** 1 platform tenant, 2 self-added, 3 SAP. */
export type SupplierSource = 1 | 2 | 3;

/** Restriction ids: 1 允许付款, 2 允许收票, 3 允许收货 (filter field `limit`). */
export interface SupplierRestrict {
  id: 1 | 2 | 3;
  name: string;
}

export interface Supplier extends Audit {
  id: number;
  source: SupplierSource;
  serial_number: string;
  supplier_name: string;
  /** 18-character unified social credit code. */
  supplier_code: string;
  department_name: string;
  department_code: string;
  /** 1 disabled, anything else enabled. */
  enable: 0 | 1;
  types: IdName;
  classify: IdName;
  contact: { id: number; name: string; mobile: string }[];
  restrict: SupplierRestrict[];
  email: string;
}

/** 10 通用, 20 供应商, 30 客户, 40 管理员. */
export type ContactSource = 10 | 20 | 30 | 40;

export interface Contact extends Audit {
  id: number;
  name: string;
  mobile: string;
  email: string;
  describe: string;
  source: ContactSource;
  types: { type: ContactSource }[];
}

export interface PartnersData {
  suppliers: Supplier[];
  supplierTypes: IdName[];
  supplierClassify: IdName[];
  contacts: Contact[];
}
