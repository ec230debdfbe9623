/** Staff of spec 2 §3 and their call (POST /base/staff/list; data.list + data.total_count). */
import { source } from '../../kit/data/source';

/** A staff member of spec 2 §3. */
export interface Staff {
  id: number;
  name: string;
  serial_number?: string;
  mobile?: string;
  status?: number;
  departments?: { id: number; name: string; serial_number?: string }[];
  positions?: { id: number; name: string }[];
  post_list?: { id: number; post_name: string }[];
  staff_group?: { id: number; name: string }[];
}

/** The staff of statuses 1 (待岗) and 2 (在岗) only (spec 2 §4), of one department when it is given. */
export const staffList = (departmentId?: number) =>
  source<Staff>({
    method: 'POST',
    url: '/base/staff/list',
    shape: 'list',
    fixed: { status: [1, 2], ...(departmentId ? { department_id: departmentId } : {}) },
  });
