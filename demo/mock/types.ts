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
  /** Small-number (variant) goods, 1 to 3 per goods. */
  smallGoods: SmallGoods[];
}

export type GoodsCount = Record<'stock' | 'virtual_stock' | 'ready_for_delivery' | 'scheduled_receipt' | 'scheduled_out', number>;

/** Row of /goods/small/all(_public): sort_num is the small number ('WP00012-02'); goods_ison and
 * goods_small_status are mostly 1 (what the pickers request). */
export interface SmallGoods extends Record<'sort_num' | 'brand_name' | 'image_num' | 'drawing_version' | 'ebom_version', string> {
  id: number;
  /** The plain goods record this is a variant of. */
  goods: Goods;
  goods_count: GoodsCount;
  goods_ison: 0 | 1;
  goods_small_status: 0 | 1;
}

// ---------------------------------------------------------------- partners

// Suppliers, contacts and external organisations: ./types-partners.ts (re-exported here).
export type * from './types-partners';

// ---------------------------------------------------------------- keyed areas (trees, classes)

/** An area whose lists are generated per key (modular, model_name) on first use, each from its own seed. */
export interface KeyedData<T> { seed: number; built: Map<string, T> }
export type TreesData = KeyedData<CategoryRecord[]>;
export type ClassesData = KeyedData<ClassRecord[]>;

/** Class (category) of a module (spec 1 §3); exactly one class per model has is_default 1. */
export interface ClassRecord extends Audit, Record<'serial_number' | 'name' | 'remark', string> {
  id: number;
  is_default: 0 | 1;
  is_on: 0 | 1;
}

// ---------------------------------------------------------------- items (stock rows)

export type Storage = Record<'serial_number' | 'name', string>;

type ItemText = 'goods_code' | 'goods_small_code' | 'goods_name' | 'description' | 'belong_company_name' | 'belong_company_code'
  | 'unit_name' | 'location_code' | 'storage_batch_no' | 'supply_company_serial_number' | 'supply_company_name'
  | 'project_name' | 'goods_batch_no' | 'goods_sn' | 'goods_expire';

/** Row of /scm/public/get_bom: age in days, goods_expire 'YYYY-MM-DD' or ''; goods_id (not in the spec's row)
 * serves the category filters. */
export interface ItemStock extends Record<ItemText, string> {
  id: number;
  goods_id: number;
  stock: number;
  storage: Storage;
  age: number;
  public_goods: {
    goods_type_name: string;
    goods_group_list: { goods_group_id: number; goods_group_name: string }[];
    goods_little_category_name: string;
  };
}

export interface ItemsData { storages: Storage[]; items: ItemStock[] }

// ---------------------------------------------------------------- shop

/** Node of the shop, platform and app-shop category trees (the spec's classification record). */
export interface ShopCategoryNode extends IdName, Record<'label' | 'title', string> {
  pid: number;
  data: CategoryRecord;
  children: ShopCategoryNode[];
}

/** 0, 1, 3 audit states; 10 listed, 11 pending listing, 12 delisted, 13 delisted by the platform, 14 deleted. */
export type ShopGoodsStatus = 0 | 1 | 3 | 10 | 11 | 12 | 13 | 14;

type ShopGoodsText = 'name' | 'info' | 'goods_small_sort_num' | 'com_spu_serial_number' | 'serial_number' | 'com_sku_spec_text'
  | 'unit_name' | 'spu_number' | 'sku_number' | 'cover_img_path';
type ShopGoodsNumber = 'id' | 'market_price' | 'price' | 'deliver_day' | 'shop_category_id' | 'plat_category_id';

/** Row of /shop/public/common/sku_list: cover_img_path a data: URL of a small SVG; is_bargain 1 negotiable;
 * approval_status_tag '' or 驳 (rejected), 撤 (withdrawn), 停 (stopped). group_ids and the category ids are
 * filter keys, not in the spec's row. */
export interface ShopGoods extends Audit, Record<ShopGoodsText, string>, Record<ShopGoodsNumber, number> {
  status: ShopGoodsStatus;
  brand: { value: string };
  pre_sale: 0 | 1;
  is_bargain: 0 | 1;
  com_spu: { approval_status_tag: string };
  group_ids: number[];
}

/** 1 draft, 2 pending listing, 3 listed, 4 delisted (the picker requests 2 and 3). */
export type ProductSkuStatus = 1 | 2 | 3 | 4;

/** Row of /app_shop/public/get_product_sku: validity in days (0 = permanent); category_id (app-shop tree)
 * is a filter key. */
export interface ProductSku extends Record<'validity' | 'base_price' | 'sale_price' | 'category_id', number> {
  id: number;
  product: { name: string; serial_number: string } & Audit;
  sku_number: string;
  status: ProductSkuStatus;
  category_name: string;
}

/** groups: the shop_commodity goods groups. */
export interface ShopData extends Record<'groups' | 'shopCategories' | 'platCategories' | 'appCategories', CategoryRecord[]> {
  goods: ShopGoods[];
  productSkus: ProductSku[];
}

// ---------------------------------------------------------------- materials (sucai) and icons

/** 1 image, 2 audio, 3 video, 4 text, 5 file, 6 icon, 7 link. */
export type SucaiTypeId = 1 | 2 | 3 | 4 | 5 | 6 | 7;

type MaterialText = 'title' | 'serial_number' | 'source' | 'created_at' | 'submit_at' | 'updated_at' | 'sucai_format'
  | 'content' | 'category_name';

type MaterialNumber = 'id' | 'source_id' | 'created_staff_id' | 'submit_staff_id' | 'updated_staff_id' | 'category_id';

/** Row of /sucai_manage/sucai/all_list: source is the source's name; content the text of text materials, the
 * URL of links; approval_status (1 approved, 0 pending, 2 rejected), category_id, sucai_group filter keys. */
export interface Material extends Record<MaterialText, string>, Record<MaterialNumber, number> {
  checked: boolean;
  sucai_type_id: SucaiTypeId;
  cover: { image_url: string };
  file_info: { attachment_id: number; image_url: string };
  approval_status: 0 | 1 | 2;
  sucai_group: IdName[];
}

export interface SucaiData extends Record<'categories' | 'groups', CategoryRecord[]> {
  sources: IdName[];
  types: { id: SucaiTypeId; name: string }[];
  materials: Material[];
}

/** Row of /setting/icon_lib/list: icon_code is a data: URL of an inline SVG; pid is its category. */
export interface IconRecord extends IdName, Record<'code' | 'color' | 'icon_code', string> {
  is_checked: boolean;
  pid: number;
}

export interface IconDirNode extends IdName { children: IconDirNode[] }

export interface IconsData { categories: (IdName & { pid: number })[]; icons: IconRecord[] }

// ---------------------------------------------------------------- reports and equipment

type ReportText = 'serial_number' | 'title' | 'data_style_text' | 'data_source_text' | 'link' | 'category_name' | 'remark';

/** Row of /report_forms/large_screen_data_item/list_public; class_id (model large_screen_data_item) is a filter key. */
export interface ReportDataItem extends Audit, Record<ReportText, string> {
  id: number;
  class_id: number;
}

export interface ReportsData { items: ReportDataItem[] }

type EquipmentText = 'name' | 'equipment_num' | 'maker_num' | 'project_name' | 'manufacturer_name' | 'production_date' | 'owner_use';

/** Row of /phm/equipment/opt_list (production_date 'YYYY-MM-DD'); category_id (shebei tree) is a filter key. */
export interface Equipment extends Record<EquipmentText, string> {
  id: number;
  models: { name: string };
  project_id: number;
  group: IdName[];
  category_id: number;
}

/** Row of /phm/equipment/share/partner/opt_list: the partner's equipment, flat and nested, and the share. */
export interface SharedEquipment extends Equipment, Record<'company_name' | 'start_time' | 'end_time', string> {
  equipment: Equipment;
}

export interface EquipmentData extends Record<'categories' | 'groups', CategoryRecord[]> {
  projects: IdName[];
  equipment: Equipment[];
  shared: SharedEquipment[];
}
