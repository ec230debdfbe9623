/**
 * bo-people-picker (spec 2 People/contact picker, spec 3 §2.17; DECISIONS.md): internal people (the
 * staff list of bo-staff-picker, with its department tree and rules) or external people (the contacts
 * of bo-contact-picker). `contact-type` 0 or 1 shows the internal list, 2 or 3 the external list;
 * without it both tabs show and a tab change starts a new choice. bo-confirm adds { contact_type, list }:
 * the caller's contact-type, or 1 (internal) / 2 (external) by the tab. Nothing chosen is refused with the
 * inner list's message (当前没有选择数据 / 请先选择数据), so an internal confirm without a result gives nothing.
 */
import '../../core/i18n/areas/people';
import { attr } from '../../core/runtime';
import type { PickerDefinition, PickerSection } from '../../kit/picker/types';
import { contactSection } from '../contact/definition';
import { staffAttributes, staffSection } from '../staff/definition';

const isContactType = (v: number | undefined) => (v === undefined || [0, 1, 2, 3].includes(v) ? undefined : 'expected 0, 1, 2 or 3');

const attributes = {
  contactType: attr.number<number | undefined>(undefined, '0、1 只显示内部人员（员工），2、3 只显示外部联系人；不设时两个页签都显示', { check: isContactType }),
  ...staffAttributes,
};

/** bo-confirm's { contact_type, list }: the caller's contact-type, or 1 (internal) / 2 (external) by the tab */
const withResult = <Row,>(section: PickerSection<Row>, contactType: number): PickerSection<Row> => ({
  ...section,
  detail: (records) => ({ contact_type: contactType, list: records }),
});

export const peoplePicker: PickerDefinition<typeof attributes> = {
  tag: 'bo-people-picker',
  description: '选择人员：内部（员工）或外部（联系人），由 contact-type 决定（0、1 内部，2、3 外部；不设时两个页签都显示）；确定得到 { contact_type, list }',
  title: ({ t }) => t('peoplePicker.title'),
  attributes,
  separateSections: true,
  detail: {
    contact_type: { type: '0 | 1 | 2 | 3', description: '调用方的 contact-type，未设时内部人员为 1、外部联系人为 2' },
    list: { type: 'Record<string, unknown>[]', description: '所选记录（同 records）' },
  },
  sections: ({ props, t }) => {
    const type = props.contactType;
    return [
      ...(type === undefined || type <= 1 ? [withResult(staffSection(t, 'internal', props, t('peoplePicker.internal')), type ?? 1)] : []),
      ...(type === undefined || type >= 2 ? [withResult(contactSection(t, 'external', undefined, t('peoplePicker.external')), type ?? 2)] : []),
    ];
  },
};
