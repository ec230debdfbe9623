/**
 * bo-external-org-picker (spec 2 External organisation picker, §3 External organisation, §7 People /
 * organisations): the external organisations of POST /eo/public/external/popup (filters, page,
 * page_size; data.data / data.total) in a table with a search form and a pager; radio or checkbox.
 * Nothing chosen: 请先选择数据 (§8, an error).
 *
 * The section is exported: the tenant picker lists the 通用 and 供应商 organisations in its tabs
 * (`externalOrgSection('0', { type: 0 })`, `externalOrgSection('1', { type: 1 })`).
 */
import '../../core/i18n/areas/partners';
import type { Translate } from '../../core/i18n';
import { source } from '../../kit/data/source';
import type { PickerDefinition, PickerSection } from '../../kit/picker/types';
import { auditColumns, auditSearch } from '../shared/columns';
import { coreEnterpriseColumn, creditCodeColumn, emailColumn, mobileColumn } from '../shared/partners';

/** An external organisation of spec 2 §3; type_text and from_text are the server's labels. */
export interface ExternalOrg {
  id: number;
  /** the organisation's own tenant (company) */
  company_id?: number;
  serial_number?: string;
  /** where it comes from (平台租户, 自行添加...) */
  from_text?: string;
  /** 通用 or 供应商 */
  type_text?: string;
  /** the organisation's name */
  supplier_name: string;
  /** unified social credit code */
  supplier_code?: string;
  /** the core enterprise */
  department_name?: string;
  department_code?: string;
  /** the organisation's contact */
  username?: string;
  mobile?: string;
  email?: string;
  created_by?: string;
  created_at?: string;
  updated_by?: string;
  updated_at?: string;
}

/** POST /eo/public/external/popup (filters, page, page_size; data.data / data.total), with the filters
 * every request of the caller carries (the tenant picker's tabs: { type: 0 } 通用, { type: 1 } 供应商). */
export const externalOrgList = (fixed?: Record<string, unknown>) =>
  source<ExternalOrg>({ method: 'POST', url: '/eo/public/external/popup', shape: 'data', ...(fixed ? { fixed } : {}) });

/** The external organisations as a section. */
export const externalOrgSection = (t: Translate, key: string, fixed?: Record<string, unknown>, label?: string): PickerSection<ExternalOrg> => ({
  key,
  label,
  list: externalOrgList(fixed),
  columns: [
    { key: 'serial_number', title: t('externalOrgPicker.serial_number'), width: 100 },
    { key: 'supplier_name', title: t('externalOrgPicker.supplier_name'), width: 200 },
    creditCodeColumn<ExternalOrg>(t),
    { key: 'type_text', title: t('externalOrgPicker.type_text'), width: 80 },
    { key: 'from_text', title: t('externalOrgPicker.from_text'), width: 90 },
    coreEnterpriseColumn<ExternalOrg>(t),
    { key: 'username', title: t('externalOrgPicker.username'), width: 100 },
    mobileColumn<ExternalOrg>(t),
    emailColumn<ExternalOrg>(t),
    ...auditColumns<ExternalOrg>(t),
  ],
  search: [
    { field: 'supplier_name', title: t('externalOrgPicker.supplier_name'), type: 'string' },
    { field: 'serial_number', title: t('externalOrgPicker.serial_number'), type: 'string' },
    { field: 'supplier_code', title: t('partners.creditCode'), type: 'string' },
    { field: 'department_name', title: t('partners.coreEnterprise'), type: 'string' },
    { field: 'username', title: t('externalOrgPicker.username'), type: 'string' },
    { field: 'mobile', title: t('partners.mobile'), type: 'string' },
    { field: 'email', title: t('partners.email'), type: 'string' },
    ...auditSearch(t),
  ],
  rowLabel: (row) => row.supplier_name,
  empty: { message: 'picker.selectData', level: 'error' },
});

export const externalOrgPicker: PickerDefinition = {
  tag: 'bo-external-org-picker',
  description: '选择外部组织（通用、供应商）：按编号、名称、信用代码、核心企业、联系人等搜索，单选或多选',
  title: ({ t }) => t('externalOrgPicker.title'),
  sections: ({ t }) => [externalOrgSection(t, 'org')],
};
