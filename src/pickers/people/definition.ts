/**
 * bo-people-picker (spec 2 People/contact picker, spec 3 §2.17; DECISIONS.md): internal people (the
 * staff list of bo-staff-picker, with its department tree and rules) or external people (the contacts
 * of bo-contact-picker). `contact-type` 0 or 1 shows the internal list, 2 or 3 the external list;
 * without it both tabs show and a tab change starts a new choice. bo-confirm adds { contact_type, list }:
 * the caller's contact-type, or 1 (internal) / 2 (external) by the tab. Nothing chosen is refused with the
 * inner list's message (当前没有选择数据 / 请先选择数据), so an internal confirm without a result gives nothing.
 */
import { attr } from '../../core/runtime';
import type { PickerDataContext, PickerDefinition } from '../../kit/picker/types';
import { contactColumns, contactList, contactSearch, type Contact } from '../contact/definition';
import { needsDepartment, staffAttributes, staffColumns, staffKeyword, staffList, staffTree, type Staff } from '../staff/definition';

type Person = Staff | Contact;

const isContactType = (v: number | undefined) => (v === undefined || [0, 1, 2, 3].includes(v) ? undefined : 'expected 0, 1, 2 or 3');
const contactType = (ctx: Pick<PickerDataContext, 'props'>) => ctx.props.contactType as number | undefined;
const internal = (ctx: PickerDataContext) => ctx.section === 'internal';

export const peoplePicker: PickerDefinition<Person> = {
  tag: 'bo-people-picker',
  description: '选择人员：内部（员工）或外部（联系人），由 contact-type 决定（0、1 内部，2、3 外部；不设时两个页签都显示）；确定得到 { contact_type, list }',
  title: ({ t }) => t('peoplePicker.title'),
  attributes: {
    contactType: attr.number<number | undefined>(undefined, '0、1 只显示内部人员（员工），2、3 只显示外部联系人；不设时两个页签都显示', { check: isContactType }),
    ...staffAttributes,
  },
  sections: (ctx) => {
    const { t } = ctx;
    const type = contactType(ctx);
    return [
      ...(type === undefined || type <= 1 ? [{ key: 'internal', label: t('peoplePicker.internal') }] : []),
      ...(type === undefined || type >= 2 ? [{ key: 'external', label: t('peoplePicker.external') }] : []),
    ];
  },
  separateSections: true,
  empty: (ctx) => (internal(ctx) ? { message: ctx.t('picker.noSelection'), level: 'warning' } : { message: ctx.t('picker.selectData'), level: 'error' }),
  list: (ctx) => (internal(ctx) ? staffList(ctx.props.departmentId as number | undefined) : contactList()),
  columns: (ctx) => (internal(ctx) ? staffColumns(ctx) : contactColumns(ctx)) as never,
  search: (ctx) => (internal(ctx) ? staffKeyword(ctx) : contactSearch(ctx)),
  tree: (ctx) => (internal(ctx) && !ctx.props.departmentId ? staffTree(ctx.t, !!ctx.props.orgTabs) : undefined),
  waitFor: (ctx, chosen) => (internal(ctx) ? needsDepartment(ctx, chosen) : undefined),
  detail: (detail, ctx) => ({ contact_type: contactType(ctx) ?? (internal(ctx) ? 1 : 2), list: detail.records }),
};
