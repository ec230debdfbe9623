/**
 * The zh-CN strings of the people and organisation pickers (departments, the org tree, staff, people,
 * notifiers, tenants; spec 2 §3 Staff, Department, Position, §4 staff status): part of the one zh-CN
 * catalogue (zh-CN.ts spreads it in).
 */
export const peopleZhCN = {
  departmentPicker: {
    title: '选择部门',
    description: '选择部门：部门树表（编号、所在地区与地址、部门类型、创建人与时间、更新人与时间），可过滤，单选或多选；company-only 只列公司/分公司并全部展开',
    name: '部门名称',
    serial_number: '部门编号',
    location: '所在地区',
    address: '详细地址',
    class_name: '部门类型',
  },
  orgPicker: {
    title: '选择部门/分组/岗位',
    description: '选择组织范围：部门 / 员工分组 / 岗位 三个页签，过滤框与严格勾选的树（父子不关联），单选或多选',
    department: '部门',
    staffGroup: '员工分组',
    position: '岗位',
  },
  staffPicker: {
    title: '选择员工',
    description: '选择员工（仅待岗、在岗）：左侧部门树（或部门/员工分组/岗位），关键字搜索，默认选中当前用户的主部门；未选部门时提示“请先选择部门”，可设为不需要部门',
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
    description: '选择人员：内部（员工）或外部（联系人），由 contact-type 决定（0、1 内部，2、3 外部；不设时两个页签都显示）；确定得到 { contact_type, list }',
    internal: '内部人员',
    external: '外部联系人',
  },
  notifierPicker: {
    title: '选择通知对象',
    description: '选择通知对象：内部组织（员工）、通用、供应商（联系人）三个页签，调用方可限定页签；确定得到所选记录与页签',
    internal: '内部组织',
    general: '通用',
    supplier: '供应商',
  },
  tenantPicker: {
    title: '选择租户',
    description: '选择租户/组织：内部组织（2、3）、通用（0）、供应商（1）页签，由调用方选择；company-only 时内部组织页签改名“公司/分公司”，只列公司',
    internal: '内部组织',
    companies: '公司/分公司',
    general: '通用',
    supplier: '供应商',
  },
};
