/**
 * bo-staff-picker (spec 2 Staff picker, §4 staff status, §5): staff on POST /base/staff/list
 * (department_id, name, status [1, 2] always, page, page_size; data.list + data.total_count), with a
 * keyword box, 重置 and 搜索; columns staff number, name, mobile, status (待岗 / 在岗 / 离职), departments
 * and positions (the first two, the rest in the tooltip). The left tree is the departments, or with
 * `org-tabs` the departments, staff groups and positions; it starts on the user's main department and
 * hides when `department-id` presets one. Without a department the list waits: 请先选择部门, unless
 * `department-optional`. `all` lists everyone at once (page_size 0). Nothing chosen: 当前没有选择数据 (a
 * warning).
 *
 * The staff section is exported: the people and notifier pickers list staff in a tab of theirs.
 */
import '../../core/i18n/areas/people';
import * as React from 'react';
import type { Translate } from '../../core/i18n';
import { attr, type ValuesOf } from '../../core/runtime';
import { listAllAttribute } from '../../kit/picker/definePicker';
import type { PickerDefinition, PickerSection, PickerTree, PickerTreeTab } from '../../kit/picker/types';
import { FirstTwo } from '../shared/cells';
import { departments, positions, staffGroups } from '../shared/org';
import { staffList, type Staff } from './api';

export type { Staff } from './api';

/** 1 待岗, 2 在岗, anything else 离职 (spec 2 §4) */
export const staffStatus = (t: Translate, status?: number) => t(`staffPicker.status.${status === 1 || status === 2 ? status : 3}`);

const departmentTab = (t: Translate): PickerTreeTab => ({
  key: 'department',
  label: t('orgPicker.department'),
  source: departments,
  filter: (ids) => ({ department_id: ids[0] }),
});
const groupTab = (t: Translate): PickerTreeTab => ({ key: 'group', label: t('orgPicker.staffGroup'), source: staffGroups, filter: (ids) => ({ staff_group_id: ids[0] }) });
const positionTab = (t: Translate): PickerTreeTab => ({ key: 'position', label: t('orgPicker.position'), source: positions, filter: (ids) => ({ position_id: ids[0] }) });

/** The attributes of every picker that lists staff. */
export const staffAttributes = {
  departmentId: attr.number<number | undefined>(undefined, '预设部门 id：只列该部门的员工，隐藏左侧树'),
  departmentOptional: attr.boolean(false, '不需要部门：未选部门时也列出员工（否则提示“请先选择部门”）'),
  orgTabs: attr.boolean(false, '左侧树显示 部门 / 员工分组 / 岗位 三个页签'),
};
type StaffProps = ValuesOf<typeof staffAttributes>;

/** The left tree: departments (or departments, groups, positions), starting on the user's main
 * department; the list waits for a choice unless the department is optional. */
const staffTree = (t: Translate, props: StaffProps): PickerTree => ({
  tabs: props.orgTabs ? [departmentTab(t), groupTab(t), positionTab(t)] : [departmentTab(t)],
  mode: 'single',
  initial: 'staff_main_department.id',
  choiceRequired: props.departmentOptional ? undefined : 'picker.selectDepartment',
});

/** The staff list as a section: its call, columns, keyword, tree and message. */
export const staffSection = (t: Translate, key: string, props: StaffProps & { all?: boolean }, label?: string): PickerSection<Staff> => ({
  key,
  label,
  list: staffList(props.departmentId),
  columns: [
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
      render: (s) => React.createElement(FirstTwo, { names: s.positions?.map((p) => p.name) ?? s.post_list?.map((p) => p.post_name) ?? [] }),
    },
  ],
  search: [{ field: 'name', title: t('staffPicker.keyword'), type: 'string', top: true, placeholder: t('staffPicker.keywordHint') }],
  // a preset department: no tree, no waiting
  tree: props.departmentId ? undefined : staffTree(t, props),
  pageSize: props.all ? 0 : undefined,
  empty: { message: 'picker.noSelection', level: 'warning' },
});

const attributes = { ...staffAttributes, ...listAllAttribute };

export const staffPicker: PickerDefinition<typeof attributes> = {
  tag: 'bo-staff-picker',
  description: '选择员工（仅待岗、在岗）：左侧部门树（或部门/员工分组/岗位），关键字搜索，默认选中当前用户的主部门；未选部门时提示“请先选择部门”，可设为不需要部门',
  title: ({ t }) => t('staffPicker.title'),
  attributes,
  sections: ({ props, t }) => [staffSection(t, 'staff', props)],
};
