/**
 * bo-notifier-picker (spec 2 Notifier picker, spec 3 §2.17; DECISIONS.md): tabs 内部组织 (the staff list
 * with its department tree, as bo-staff-picker), 通用 and 供应商 (the contacts of link type 10 and 20, as
 * bo-contact-picker); `tabs` restricts them. A tab change starts a new choice; confirm returns the chosen
 * records (the old empty handler was a defect) and names the tab (detail.section).
 */
import { attr } from '../../core/runtime';
import type { PickerDataContext, PickerDefinition } from '../../kit/picker/types';
import { contactColumns, contactList, contactSearch, type Contact } from '../contact/definition';
import { needsDepartment, staffAttributes, staffColumns, staffKeyword, staffList, staffTree, type Staff } from '../staff/definition';

const TABS = ['internal', 'general', 'supplier'] as const;
/** the link type of the contacts of each contact tab */
const CONTACT_TYPE = { general: 10, supplier: 20 } as Record<string, number>;

const isTabs = (v: unknown) =>
  Array.isArray(v) && v.length > 0 && v.every((x) => (TABS as readonly unknown[]).includes(x)) ? undefined : `expected a JSON array of ${TABS.join(', ')}`;
const internal = (ctx: PickerDataContext) => ctx.section === 'internal';

export const notifierPicker: PickerDefinition<Staff | Contact> = {
  tag: 'bo-notifier-picker',
  description: '选择通知对象：内部组织（员工）、通用、供应商（联系人）三个页签，调用方可限定页签；确定得到所选记录与页签',
  title: ({ t }) => t('notifierPicker.title'),
  attributes: {
    tabs: attr.json<string[]>([...TABS], '显示的页签（JSON 数组）：internal 内部组织、general 通用、supplier 供应商', 'Array<"internal" | "general" | "supplier">', { check: isTabs }),
    ...staffAttributes,
  },
  sections: ({ props, t }) => TABS.filter((k) => (props.tabs as string[]).includes(k)).map((key) => ({ key, label: t(`notifierPicker.${key}`) })),
  separateSections: true,
  empty: (ctx) => (internal(ctx) ? { message: ctx.t('picker.noSelection'), level: 'warning' } : { message: ctx.t('picker.selectData'), level: 'error' }),
  list: (ctx) => (internal(ctx) ? staffList(ctx.props.departmentId as number | undefined) : contactList({ type: CONTACT_TYPE[ctx.section!] })),
  columns: (ctx) => (internal(ctx) ? staffColumns(ctx) : contactColumns(ctx)) as never,
  search: (ctx) => (internal(ctx) ? staffKeyword(ctx) : contactSearch(ctx)),
  tree: (ctx) => (internal(ctx) && !ctx.props.departmentId ? staffTree(ctx.t, !!ctx.props.orgTabs) : undefined),
  waitFor: (ctx, chosen) => (internal(ctx) ? needsDepartment(ctx, chosen) : undefined),
};
