/**
 * What the batch buttons and the form's pickers write into an invoice (spec 3 §2.4): 公 the department
 * chosen, 人 the staff chosen, 时 the day chosen. They load with the batch and the form (the list's first
 * paint does not need them).
 */
import { handlerOf } from './handler';
import type { InvoiceItem } from './types';

export const companyPatch = (department: { id?: unknown; name?: unknown }): { department_id: number | string | null; department_name: string } => ({
  department_id: (department.id as number | string | undefined) ?? null,
  department_name: String(department.name ?? ''),
});
export const handlerPatch = (staff: Record<string, unknown>) => handlerOf(staff);
export const handledAtPatch = (day: string): Partial<InvoiceItem> => ({ handled_at: day });
