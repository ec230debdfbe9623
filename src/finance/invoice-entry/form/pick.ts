/**
 * The company and the handler of an invoice, chosen with `<bo-department-picker>` (the department tree of
 * POST /base/department/list, spec 3 §7 Invoices) and `<bo-staff-picker>`, both radio (src/finance/shared/
 * pick.ts): the form's 选择 buttons and the list's batch 公 / 人 alike (elements/bo-invoice-entry.ts
 * registers both tags).
 */
import { pickOne, type PickContext } from '../../shared/pick';
import { companyPatch, handlerPatch } from '../patches';

export type { PickContext };

/** The company chosen: {department_id, department_name}, or null on cancel. */
export async function pickCompany(ctx: PickContext, current?: unknown, title?: string) {
  const record = await pickOne(ctx, 'bo-department-picker', current, { title });
  return record ? companyPatch(record) : null;
}

/** The handler chosen: the handled_* fields of the staff member, or null on cancel. */
export async function pickHandler(ctx: PickContext, current?: unknown, title?: string) {
  const record = await pickOne(ctx, 'bo-staff-picker', current, { title });
  return record ? handlerPatch(record) : null;
}
