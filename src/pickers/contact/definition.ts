/**
 * bo-contact-picker (spec 2 Contact picker, §3 Contact, §7 People / organisations): 选择联系人 from POST
 * /eo/public/external/contact/popup (filters, page, page_size; data.data / data.total), searched by name,
 * mobile, email, creator, created time, updater and updated time; radio or checkbox. Nothing chosen:
 * 请先选择数据 (§8, an error).
 *
 * The section is exported: the people picker lists contacts in its 外部人员 tab, the notifier picker the
 * contacts of type 10 (通用) and 20 (供应商) in its tabs (`contactSection('general', { type: 10 })`).
 */
import '../../core/i18n/areas/partners';
import type { Translate } from '../../core/i18n';
import { source } from '../../kit/data/source';
import type { PickerDefinition, PickerSection } from '../../kit/picker/types';
import { sequenceColumn } from '../../kit/table/columns';
import { auditColumns, auditSearch } from '../shared/columns';
import { codeLabel, emailColumn, mobileColumn } from '../shared/partners';

/** 10 通用, 20 供应商, 30 客户, 40 管理员 (spec 2 §3, §9) */
export type ContactCode = 10 | 20 | 30 | 40;

/** A contact of spec 2 §3. */
export interface Contact {
  id: number;
  name: string;
  mobile?: string;
  email?: string;
  describe?: string;
  /** where the contact comes from */
  source?: ContactCode;
  /** what the contact is linked to (one entry per link type) */
  types?: { type: ContactCode }[];
  created_by?: string;
  created_at?: string;
  updated_by?: string;
  updated_at?: string;
}

/** 来源/关联类型: the source's label, then the link types' labels ("供应商 / 供应商、客户"). */
export function sourceAndTypes(row: Contact, t: Translate): string | undefined {
  const codes = t.strings.contactPicker.codes;
  const source = codeLabel(codes, row.source);
  const types = (row.types ?? []).map((x) => codeLabel(codes, x.type)).filter((x): x is string => !!x);
  if (!source && !types.length) return undefined;
  return `${source ?? t('common.emptyCell')} / ${types.length ? types.join(t('common.listSeparator')) : t('common.emptyCell')}`;
}

/** POST /eo/public/external/contact/popup (filters, page, page_size; data.data / data.total), with the
 * filters every request of the caller carries (the notifier picker's tabs: { type: 10 } or { type: 20 }). */
export const contactList = (fixed?: Record<string, unknown>) =>
  source<Contact>({ method: 'POST', url: '/eo/public/external/contact/popup', shape: 'data', ...(fixed ? { fixed } : {}) });

/** The contacts as a section: their call, columns, search fields and message. */
export const contactSection = (t: Translate, key: string, fixed?: Record<string, unknown>, label?: string): PickerSection<Contact> => ({
  key,
  label,
  list: contactList(fixed),
  columns: [
    sequenceColumn<Contact>(t),
    { key: 'name', title: t('contactPicker.name'), width: 110 },
    mobileColumn<Contact>(t),
    { key: 'source', title: t('contactPicker.sourceTypes'), width: 200, value: (row) => sourceAndTypes(row, t) },
    emailColumn<Contact>(t),
    { key: 'describe', title: t('field.describe'), width: 160 },
    ...auditColumns<Contact>(t),
  ],
  search: [
    { field: 'name', title: t('contactPicker.name'), type: 'string' },
    { field: 'mobile', title: t('partners.mobile'), type: 'string' },
    { field: 'email', title: t('partners.email'), type: 'string' },
    ...auditSearch(t),
  ],
  rowLabel: (row) => (row.mobile ? t('common.nameWithDetail', { name: row.name, detail: row.mobile }) : row.name),
  empty: { message: 'picker.selectData', level: 'error' },
});

export const contactPicker: PickerDefinition = {
  tag: 'bo-contact-picker',
  description: '选择联系人：按姓名、手机号、邮箱、创建人、更新人及时间搜索，单选或多选',
  title: ({ t }) => t('contactPicker.title'),
  sections: ({ t }) => [contactSection(t, 'contact')],
};
