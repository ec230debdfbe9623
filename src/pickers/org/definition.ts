/**
 * bo-org-picker (spec 2 Department/group/position picker): tabs 部门 / 员工分组 / 岗位, each a filter box
 * and a check tree with strict checking (a parent and its children are chosen on their own): the
 * department tree (POST /base/department/list), the staff groups (GET
 * /common/categoryGroup/group/list?modular=staff) and the positions (POST /base/position/list, page_size
 * 1000). A tab change starts a new choice; bo-confirm names the tab (detail.section: department, group
 * or position). Nothing chosen: 请先选择数据.
 */
import type { PickerDefinition } from '../../kit/picker/types';
import { CheckTree } from '../../kit/tree-body/CheckTree';
import { departmentList, positionList, staffGroupList, type OrgUnit } from '../shared/org';

const lists = { department: departmentList, group: staffGroupList, position: positionList };

export const orgPicker: PickerDefinition<OrgUnit> = {
  tag: 'bo-org-picker',
  description: '选择组织范围：部门 / 员工分组 / 岗位 三个页签，过滤框与严格勾选的树（父子不关联），单选或多选',
  title: ({ t }) => t('orgPicker.title'),
  empty: ({ t }) => ({ message: t('picker.selectData'), level: 'error' }),
  sections: ({ t }) => [
    { key: 'department', label: t('orgPicker.department') },
    { key: 'group', label: t('orgPicker.staffGroup') },
    { key: 'position', label: t('orgPicker.position') },
  ],
  separateSections: true,
  list: (ctx) => lists[(ctx.section ?? 'department') as keyof typeof lists](),
  columns: [],
  body: CheckTree,
};
