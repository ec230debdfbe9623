/**
 * bo-org-picker (spec 2 Department/group/position picker): tabs 部门 / 员工分组 / 岗位, each a filter box
 * and a check tree with strict checking (a parent and its children are chosen on their own): the
 * department tree (POST /base/department/list), the staff groups (GET
 * /common/categoryGroup/group/list?modular=staff) and the positions (POST /base/position/list, page_size
 * 1000). A tab change starts a new choice; bo-confirm names the tab (detail.section: department, group
 * or position). Nothing chosen: 请先选择数据.
 */
import '../../core/i18n/areas/people';
import type { DataSource } from '../../kit/data/source';
import type { PickerDefinition, PickerSection } from '../../kit/picker/types';
import { CheckTree } from '../../kit/tree-body/lazy';
import { departments, positions, staffGroups, type OrgUnit } from '../shared/org';

const unitSection = (key: string, label: string, list: DataSource<OrgUnit>): PickerSection<OrgUnit> => ({
  key,
  label,
  list,
  body: CheckTree,
  empty: { message: 'picker.selectData', level: 'error' },
});

export const orgPicker: PickerDefinition = {
  tag: 'bo-org-picker',
  description: '选择组织范围：部门 / 员工分组 / 岗位 三个页签，过滤框与严格勾选的树（父子不关联），单选或多选',
  title: ({ t }) => t('orgPicker.title'),
  separateSections: true,
  sections: ({ t }) => [
    unitSection('department', t('orgPicker.department'), departments),
    unitSection('group', t('orgPicker.staffGroup'), staffGroups),
    unitSection('position', t('orgPicker.position'), positions),
  ],
};
