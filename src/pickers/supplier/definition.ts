/**
 * bo-supplier-picker (spec 2 Supplier picker, §3 Supplier, §5, §7 People / organisations): the enabled
 * suppliers only (POST /eo/public/external/supplier/popup with enable 0 always; filters, page, page_size;
 * data.data / data.total), searched by the supplier filter fields of §3; the type and classify selects
 * list POST /eo/public/external/types/popup and POST /eo/public/external/classify/popup {is_page: 0};
 * radio or checkbox. Nothing chosen: 当前没有选择数据 (§5, §8: a warning).
 */
import '../../core/i18n/areas/partners';
import type { Translate } from '../../core/i18n';
import { source } from '../../kit/data/source';
import { section, type PickerDefinition } from '../../kit/picker/types';
import type { Column } from '../../kit/table/columns';
import type { SearchField } from '../../kit/types';
import { auditColumns } from '../shared/columns';
import { codeLabel, codeOptions, coreEnterpriseColumn, creditCodeColumn, emailColumn } from '../shared/partners';
import { staffSearch } from '../shared/staff-search';

/** A supplier row of spec 2 §3. */
export interface Supplier {
  id: number;
  /** 1 平台租户, 2 自行添加, 3 SAP */
  source?: number;
  serial_number?: string;
  supplier_name: string;
  /** unified social credit code */
  supplier_code?: string;
  /** the core enterprise */
  department_name?: string;
  department_code?: string;
  /** 1 disabled, otherwise enabled (the picker lists the enabled ones only) */
  enable?: number;
  types?: { id?: number; name?: string } | null;
  classify?: { id?: number; name?: string } | null;
  contact?: { id?: number; name?: string; mobile?: string }[];
  /** what the supplier is allowed: 1 允许付款, 2 允许收票, 3 允许收货 */
  restrict?: { id?: number; name?: string }[];
  email?: string;
  created_by?: string;
  created_at?: string;
  updated_by?: string;
  updated_at?: string;
}

/** 联系人: each contact's name and mobile ("张三 13800000000、李四"). */
export const supplierContacts = (row: Supplier): string[] =>
  (row.contact ?? []).map((c) => [c.name, c.mobile].filter(Boolean).join(' ')).filter(Boolean);

/** 业务权限: the names of what the supplier is allowed (the server's names, else the labels of their ids). */
export const supplierRestricts = (row: Supplier, t: Translate): string[] =>
  (row.restrict ?? []).map((r) => r.name || codeLabel(t.strings.supplierPicker.limits, r.id)).filter((x): x is string => !!x);

/** POST /eo/public/external/supplier/popup: enabled suppliers only (enable 0, spec 2 §5). */
export const supplierList = source<Supplier>({ method: 'POST', url: '/eo/public/external/supplier/popup', shape: 'data', fixed: { enable: 0 } });

/** Two short lists of {id, name}, asked once when their select opens (types: no body; classify: is_page 0). */
const supplierTypes = source({ method: 'POST', url: '/eo/public/external/types/popup', shape: 'array' });
const supplierClassify = source({ method: 'POST', url: '/eo/public/external/classify/popup', shape: 'array', fixed: { is_page: 0 } });

export const supplierColumns = (t: Translate): Column<Supplier>[] => [
  { key: 'serial_number', title: t('supplierPicker.serial_number'), width: 110 },
  { key: 'supplier_name', title: t('supplierPicker.supplier_name'), width: 200 },
  creditCodeColumn<Supplier>(t),
  { key: 'source', title: t('supplierPicker.source'), width: 90, value: (r) => codeLabel(t.strings.supplierPicker.sources, r.source) },
  { key: 'types', title: t('supplierPicker.types'), width: 100, value: (r) => r.types?.name },
  { key: 'classify', title: t('supplierPicker.classify'), width: 110, value: (r) => r.classify?.name },
  coreEnterpriseColumn<Supplier>(t),
  { key: 'contact', title: t('supplierPicker.contacts'), width: 220, value: supplierContacts },
  { key: 'restrict', title: t('supplierPicker.restrict'), width: 200, value: (r) => supplierRestricts(r, t) },
  emailColumn<Supplier>(t),
  ...auditColumns<Supplier>(t),
];

/** The supplier filter fields of spec 2 §3, in its order. */
export const supplierSearch = (t: Translate): SearchField[] => [
  { field: 'supplier_name', title: t('supplierPicker.supplier_name'), type: 'string' },
  { field: 'limit', title: t('supplierPicker.restrict'), type: 'select_radio', options: codeOptions(t.strings.supplierPicker.limits) },
  { field: 'source', title: t('supplierPicker.source'), type: 'select_radio', options: codeOptions(t.strings.supplierPicker.sources) },
  { field: 'types_id', title: t('supplierPicker.types'), type: 'select_radio', remote: { source: supplierTypes, preload: true } },
  { field: 'classify_id', title: t('supplierPicker.classify'), type: 'select_radio', remote: { source: supplierClassify, preload: true } },
  { field: 'serial_number', title: t('supplierPicker.serial_number'), type: 'string' },
  { field: 'supplier_code', title: t('partners.creditCode'), type: 'string' },
  { field: 'contact.name', title: t('supplierPicker.contactName'), type: 'string' },
  { field: 'contact.mobile', title: t('supplierPicker.contactMobile'), type: 'string' },
  { field: 'email', title: t('partners.email'), type: 'string' },
  staffSearch(t, 'created_staff_id', t('field.created_by')),
  { field: 'created_at', title: t('field.created_at'), type: 'date_rang' },
  staffSearch(t, 'updated_staff_id', t('field.updated_by')),
  { field: 'updated_at', title: t('field.updated_at'), type: 'date_rang' },
];

export const supplierPicker: PickerDefinition = {
  tag: 'bo-supplier-picker',
  description: '选择供应商（仅启用的供应商）：按名称、业务权限、来源、类型、分类、联系人等搜索，单选或多选',
  title: ({ t }) => t('supplierPicker.title'),
  sections: ({ t }) => [
    section<Supplier>({
      key: 'supplier',
      list: supplierList,
      columns: supplierColumns(t),
      search: supplierSearch(t),
      rowLabel: (row) => row.supplier_name,
      empty: { message: 'picker.noSelection', level: 'warning' },
    }),
  ],
};
