/**
 * The company and the handler of the invoice form, chosen with `<bo-department-picker>` (the department
 * tree of POST /base/department/list, spec 3 §7 Invoices) and `<bo-staff-picker>`, both radio, as the
 * list's batch 公 / 人 choose them; opened inside the form's shadow root by the kit's openPicker
 * (elements/bo-invoice-entry.ts registers both tags).
 */
import { openPicker } from '../../../kit/picker/openPicker';
import { handlerOf } from '../handler';

export interface PickContext {
  container: HTMLElement;
  apiBase?: string;
  lang?: string;
}

const chosenIds = (id: unknown) => (id === null || id === undefined || id === '' ? undefined : JSON.stringify([id]));

/** One record chosen in a radio picker with `current` ticked, or undefined on cancel. */
async function pickOne(ctx: PickContext, tag: `bo-${string}`, current: unknown) {
  const records = await openPicker(ctx.container, tag, {
    attributes: { 'selection-mode': 'radio', 'selected-ids': chosenIds(current) },
    apiBase: ctx.apiBase,
    lang: ctx.lang,
  });
  return records?.[0];
}

/** The company chosen: {department_id, department_name}, or null on cancel. */
export async function pickCompany(ctx: PickContext, current: unknown) {
  const record = await pickOne(ctx, 'bo-department-picker', current);
  return record ? { department_id: record.id as number | string, department_name: String(record.name ?? '') } : null;
}

/** The handler chosen: the handled_* fields of the staff member, or null on cancel. */
export async function pickHandler(ctx: PickContext, current: unknown) {
  const record = await pickOne(ctx, 'bo-staff-picker', current);
  return record ? handlerOf(record) : null;
}
