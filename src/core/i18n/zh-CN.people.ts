/**
 * The zh-CN strings of the people and organisation pickers (departments, the org tree, staff, people,
 * notifiers, tenants; spec 2 §3 Staff, Department, Position, §4 staff status): part of the one zh-CN
 * catalogue (zh-CN.ts spreads it in).
 */
export const peopleZhCN = {
  departmentPicker: {
    title: '选择部门',
    name: '部门名称',
    serial_number: '部门编号',
    location: '所在地区',
    address: '详细地址',
    class_name: '部门类型',
  },
  orgPicker: {
    title: '选择部门/分组/岗位',
    department: '部门',
    staffGroup: '员工分组',
    position: '岗位',
  },
  staffPicker: {
    title: '选择员工',
    serial_number: '员工编号',
    name: '姓名',
    mobile: '手机号',
    departments: '所属部门',
    positions: '岗位',
    keyword: '关键字',
    keywordHint: '姓名、编号或手机号',
    status: { 1: '待岗', 2: '在岗', 3: '离职' } as Record<number, string>,
    more: '等 {count} 个',
  },
  peoplePicker: {
    title: '选择人员',
    internal: '内部人员',
    external: '外部联系人',
  },
  notifierPicker: {
    title: '选择通知对象',
    internal: '内部组织',
    general: '通用',
    supplier: '供应商',
  },
  tenantPicker: {
    title: '选择租户',
    internal: '内部组织',
    companies: '公司/分公司',
    general: '通用',
    supplier: '供应商',
  },
};
