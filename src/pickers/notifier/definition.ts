/**
 * bo-notifier-picker (spec 2 Notifier picker, spec 3 §2.17; DECISIONS.md): tabs 内部组织 (the staff list
 * with its department tree, as bo-staff-picker), 通用 and 供应商 (the contacts of link type 10 and 20, as
 * bo-contact-picker); `tabs` restricts them. A tab change starts a new choice; confirm returns the chosen
 * records (the old empty handler was a defect) and names the tab (detail.section).
 */
import '../../core/i18n/areas/people';
import { attr } from '../../core/runtime';
import type { PickerDefinition } from '../../kit/picker/types';
import { contactSection } from '../contact/definition';
import { staffAttributes, staffSection } from '../staff/definition';

const TABS = ['internal', 'general', 'supplier'] as const;
type NotifierTab = (typeof TABS)[number];
const isTab = (x: unknown): x is NotifierTab => TABS.some((k) => k === x);
const isTabs = (v: unknown) => (Array.isArray(v) && v.length > 0 && v.every(isTab) ? undefined : `expected a JSON array of ${TABS.join(', ')}`);

const attributes = {
  tabs: attr.list<NotifierTab[]>('string', [...TABS], '显示的页签（JSON 数组或逗号分隔）：internal 内部组织、general 通用、supplier 供应商', 'Array<"internal" | "general" | "supplier">', { check: isTabs }),
  ...staffAttributes,
};

export const notifierPicker: PickerDefinition<typeof attributes> = {
  tag: 'bo-notifier-picker',
  description: '选择通知对象：内部组织（员工）、通用、供应商（联系人）三个页签，调用方可限定页签；确定得到所选记录与页签',
  title: ({ t }) => t('notifierPicker.title'),
  attributes,
  separateSections: true,
  sections: ({ props, t }) =>
    TABS.filter((k) => props.tabs.includes(k)).map((key) =>
      key === 'internal'
        ? staffSection(t, key, props, t('notifierPicker.internal'))
        : // the contacts of link type 10 (通用) or 20 (供应商)
          contactSection(t, key, { type: key === 'general' ? 10 : 20 }, t(`notifierPicker.${key}`)),
    ),
};
