/**
 * bo-department-picker (spec 2 Department picker): the department tree (POST /base/department/list) as a
 * tree table with a filter box: name, serial number, location and address, department type, creator and
 * time, updater and time; radio or checkbox. `company-only` lists the companies only
 * (/base/department/company) with every branch open. Nothing chosen: 请先选择部门.
 *
 * The section is exported: the tenant picker shows the department tree in its 内部组织 tab.
 */
import '../../core/i18n/areas/people';
import type { Translate } from '../../core/i18n';
import { attr } from '../../core/runtime';
import type { PickerDefinition, PickerSection } from '../../kit/picker/types';
import { TreeTable } from '../../kit/tree-body/lazy';
import { auditColumns } from '../shared/columns';
import { companies, departments, type Department } from '../shared/org';

/** The department tree as a section (or the companies only, fully open). */
export const departmentSection = (t: Translate, key: string, companyOnly: boolean, label?: string): PickerSection<Department> => ({
  key,
  label,
  list: companyOnly ? companies : departments,
  expandAll: companyOnly,
  columns: [
    { key: 'name', title: t('departmentPicker.name'), width: 280 },
    { key: 'serial_number', title: t('departmentPicker.serial_number'), width: 120 },
    { key: 'location', title: t('departmentPicker.location'), width: 200, value: (d) => [d.province, d.city, d.area].filter(Boolean).join(' ') },
    { key: 'address', title: t('departmentPicker.address'), width: 200 },
    { key: 'class_name', title: t('departmentPicker.class_name'), width: 110 },
    ...auditColumns<Department>(t),
  ],
  body: TreeTable,
  empty: { message: 'picker.selectDepartment', level: 'error' },
});

const attributes = {
  companyOnly: attr.boolean(false, '只列公司/分公司（/base/department/company），树全部展开'),
};

export const departmentPicker: PickerDefinition<typeof attributes> = {
  tag: 'bo-department-picker',
  description: '选择部门：部门树表（编号、所在地区与地址、部门类型、创建人与时间、更新人与时间），可过滤，单选或多选；company-only 只列公司/分公司并全部展开',
  title: ({ t }) => t('departmentPicker.title'),
  attributes,
  sections: ({ props, t }) => [departmentSection(t, 'department', props.companyOnly)],
};
