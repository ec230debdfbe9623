/**
 * The handler of an invoice (spec 3 §3 Invoice item: handled_staff_id, handled_by, handled_staff_num,
 * handled_mobile, handled_at yyyy-MM-dd, "defaults to today and the current user"): what the list gives a
 * recognised row and the edit form a new one.
 */
import type { LoginInfo } from '../../core/user';
import type { InvoiceItem } from './types';

export type Handler = Pick<InvoiceItem, 'handled_staff_id' | 'handled_by' | 'handled_staff_num' | 'handled_mobile'>;

const blank = (v: unknown) => v === undefined || v === null || v === '';

/** The handler fields of a staff record (the login info's staff, a row of bo-staff-picker). */
export const handlerOf = (staff: { id?: unknown; name?: unknown; serial_number?: unknown; mobile?: unknown }): Handler => ({
  handled_staff_id: (staff.id as number | string | undefined) ?? null,
  handled_by: String(staff.name ?? ''),
  handled_staff_num: String(staff.serial_number ?? ''),
  handled_mobile: String(staff.mobile ?? ''),
});

/** The current user as the handler (none while the login info is unknown). */
export const userHandler = (info: LoginInfo | undefined): Handler | undefined => (info?.staff ? handlerOf(info.staff) : undefined);

/** The invoice with the defaults where it has none: the user as handler when it names nobody (neither
 * handled_staff_id nor handled_by), today as handled_at when it is empty. */
export function withHandlerDefaults<I extends InvoiceItem>(invoice: I, user: Handler | undefined, day: string): I {
  const nobody = blank(invoice.handled_staff_id) && blank(invoice.handled_by);
  return {
    ...invoice,
    ...(nobody && user ? user : {}),
    ...(blank(invoice.handled_at) ? { handled_at: day } : {}),
  };
}
