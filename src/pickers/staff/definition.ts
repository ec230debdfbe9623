/**
 * bo-staff-picker (spec 2 Staff picker, §4 staff status, §5): staff on POST /base/staff/list
 * (department_id, name, status [1, 2] always, page, page_size; data.list + data.total_count), with a
 * keyword box, 重置 and 搜索; columns staff number, name, mobile, status (待岗 / 在岗 / 离职), departments
 * and positions (the first two, the rest in the tooltip). The left tree is the departments, or with
 * `org-tabs` the departments, staff groups and positions; it starts on the user's main department and
 * hides when `department-id` presets one. Without a department the list waits: 请先选择部门, unless
 * `department-optional`. `all` lists everyone at once (page_size 0). Nothing chosen: 当前没有选择数据 (a
 * warning).
 */
import * as React from 'react';
import type { Translate } from '../../core/i18n';
import { attr } from '../../core/runtime';
import type { PickerContext, PickerDefinition, PickerList, PickerTree, PickerTreeTab } from '../../kit/picker/types';
import type { Column } from '../../kit/table/columns';
import type { SearchField } from '../../kit/types';
import { FirstTwo } from '../shared/cells';
import { fromNamed, loadCategoryTree, loadFlatList, type NamedRecord } from '../shared/trees';

/** A staff member of spec 2 §3. */
export interface Staff {
  id: number;
  name: string;
  serial_number?: string;
  mobile?: string;
  status?: number;
  departments?: { id: number; name: string; serial_number?: string }[];
  positions?: { id: number; name: string }[];
  post_list?: { id: number; post_name: string }[];
  staff_group?: { id: number; name: string }[];
}

/** 1 待岗, 2 在岗, anything else 离职 (spec 2 §4) */
export const staffStatus = (t: Translate, status?: number) => t(`staffPicker.status.${status === 1 || status === 2 ? status : 3}`);

/** the staff list: statuses 1 and 2 only, and a preset department */
export const staffList = (departmentId?: number): PickerList => ({
  method: 'POST',
  url: '/base/staff/list',
  shape: 'list',
  fixed: { status: [1, 2], ...(departmentId ? { department_id: departmentId } : {}) },
});

export const staffColumns = ({ t }: { t: Translate }): Column<Staff>[] => [
  { key: 'serial_number', title: t('staffPicker.serial_number'), width: 120 },
  { key: 'name', title: t('staffPicker.name'), width: 110 },
  { key: 'mobile', title: t('staffPicker.mobile'), width: 130 },
  { key: 'status', title: t('field.status'), width: 80, value: (s) => staffStatus(t, s.status) },
  {
    key: 'departments',
    title: t('staffPicker.departments'),
    render: (s) => React.createElement(FirstTwo, { names: (s.departments ?? []).map((d) => d.name) }),
  },
  {
    key: 'positions',
    title: t('staffPicker.positions'),
    render: (s) =>
      React.createElement(FirstTwo, { names: s.positions?.map((p) => p.name) ?? s.post_list?.map((p) => p.post_name) ?? [] }),
  },
];

export const staffKeyword = ({ t }: { t: Translate }): SearchField[] => [
  { field: 'name', title: t('staffPicker.keyword'), type: 'string', top: true, placeholder: t('staffPicker.keywordHint') },
];

const departmentTab = (t: Translate): PickerTreeTab => ({
  key: 'department',
  label: t('orgPicker.department'),
  load: (api) => api.call<NamedRecord[]>({ method: 'POST', url: '/base/department/list' }).then((d) => fromNamed(d ?? [])),
  filter: (ids) => ({ department_id: ids[0] }),
});
const groupTab = (t: Translate): PickerTreeTab => ({
  key: 'group',
  label: t('orgPicker.staffGroup'),
  load: (api) => loadCategoryTree(api, '/common/categoryGroup/group/list', { modular: 'staff' }),
  filter: (ids) => ({ staff_group_id: ids[0] }),
});
const positionTab = (t: Translate): PickerTreeTab => ({
  key: 'position',
  label: t('orgPicker.position'),
  load: (api) => loadFlatList(api, '/base/position/list'),
  filter: (ids) => ({ position_id: ids[0] }),
});

/** the left tree: departments (or departments, groups, positions), starting on the user's main department */
export const staffTree = (t: Translate, orgTabs: boolean): PickerTree => ({
  tabs: orgTabs ? [departmentTab(t), groupTab(t), positionTab(t)] : [departmentTab(t)],
  mode: 'single',
  needsUser: true,
  initial: (ctx) => {
    const main = ctx.user?.staff_main_department?.id;
    return main ? [main] : [];
  },
});

/** no department chosen (nor preset), and one is needed: the list waits with 请先选择部门 */
export const needsDepartment = (ctx: PickerContext, chosen: unknown[]) =>
  !ctx.props.departmentOptional && !ctx.props.departmentId && chosen.length === 0 ? ctx.t('picker.selectDepartment') : undefined;

export const staffAttributes = {
  departmentId: attr.number<number | undefined>(undefined, '预设部门 id：只列该部门的员工，隐藏左侧树'),
  departmentOptional: attr.boolean(false, '不需要部门：未选部门时也列出员工（否则提示“请先选择部门”）'),
  orgTabs: attr.boolean(false, '左侧树显示 部门 / 员工分组 / 岗位 三个页签'),
};

export const staffPicker: PickerDefinition<Staff> = {
  tag: 'bo-staff-picker',
  description: '选择员工（仅待岗、在岗）：左侧部门树（或部门/员工分组/岗位），关键字搜索，默认选中当前用户的主部门；未选部门时提示“请先选择部门”，可设为不需要部门',
  title: ({ t }) => t('staffPicker.title'),
  empty: ({ t }) => ({ message: t('picker.noSelection'), level: 'warning' }),
  allowAll: true,
  attributes: staffAttributes,
  list: (ctx) => staffList(ctx.props.departmentId as number | undefined),
  columns: staffColumns,
  search: staffKeyword,
  tree: (ctx) => (ctx.props.departmentId ? undefined : staffTree(ctx.t, !!ctx.props.orgTabs)),
  waitFor: needsDepartment,
};
