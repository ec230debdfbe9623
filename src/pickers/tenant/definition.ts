/**
 * bo-tenant-picker (spec 2 Tenant/organisation picker, 选择租户): tabs 内部组织 (tab id 2, or 3: the
 * department tree as a tree table), 通用 (0) and 供应商 (1) (the external organisations of that type, as
 * bo-external-org-picker). `tabs` chooses the tabs and their order; with `company-only` tab 2 is named
 * 公司/分公司 and lists the companies only, fully open. A tab change starts a new choice; bo-confirm names
 * the tab (detail.section: "2", "0" or "1"). Nothing chosen: 请先选择数据.
 */
import '../../core/i18n/areas/people';
import { attr } from '../../core/runtime';
import type { PickerDefinition } from '../../kit/picker/types';
import { departmentSection } from '../department/definition';
import { externalOrgSection } from '../external-org/definition';

/** 3 is the internal organisation too (callers of the old picker used either id) */
const tabKey = (id: number) => String(id === 3 ? 2 : id);
const isTabs = (v: unknown) =>
  Array.isArray(v) && v.length > 0 && v.every((x) => x === 0 || x === 1 || x === 2 || x === 3) ? undefined : 'expected a JSON array of 0, 1, 2, 3';

const SELECT_DATA = { message: 'picker.selectData', level: 'error' } as const;

const attributes = {
  tabs: attr.list<number[]>('number', [2, 0, 1], '显示的页签及顺序（JSON 数组或逗号分隔）：2 或 3 内部组织、0 通用、1 供应商', 'Array<0 | 1 | 2 | 3>', { check: isTabs }),
  companyOnly: attr.boolean(false, '内部组织页签改名“公司/分公司”，只列公司（全部展开）'),
};

export const tenantPicker: PickerDefinition<typeof attributes> = {
  tag: 'bo-tenant-picker',
  description: '选择租户/组织：内部组织（2、3）、通用（0）、供应商（1）页签，由调用方选择；company-only 时内部组织页签改名“公司/分公司”，只列公司',
  title: ({ t }) => t('tenantPicker.title'),
  attributes,
  separateSections: true,
  sections: ({ props, t }) =>
    [...new Set(props.tabs.map(tabKey))].map((key) =>
      key === '2'
        ? // the department tree, with the tenant picker's own message (请先选择数据, spec 2 §8)
          { ...departmentSection(t, key, props.companyOnly, t(props.companyOnly ? 'tenantPicker.companies' : 'tenantPicker.internal')), empty: SELECT_DATA }
        : // 通用 (type 0) and 供应商 (type 1): the external organisations of that type
          externalOrgSection(t, key, { type: Number(key) }, t(key === '0' ? 'tenantPicker.general' : 'tenantPicker.supplier')),
    ),
};
