/** What elements read of the logged-in user (user.ts fetches it): a module of its own, so that what
 * only reads a value of it (a data source's request) does not carry the fetching. */
import { valueAt } from './http/contract';

export interface LoginInfo {
  staff: { id: number; name: string; serial_number?: string; mobile?: string };
  staff_main_department?: { id: number; name?: string; serial_number?: string };
  company_id?: number;
  company?: { id: number; name: string };
}

export const LOGIN_INFO_PATH = '/base/user/login_info';

/** The fields of the login info that elements read, by their path under `data`. */
export const USER_FIELDS = {
  company_id: { type: 'number', description: "the user's company (tenant)" },
  'staff_main_department.id': { type: 'number', description: "the user's main department" },
  'staff.id': { type: 'number', description: 'the logged-in staff member' },
} as const satisfies Record<string, { type: string; description: string }>;
export type UserField = keyof typeof USER_FIELDS;

/** The value of a field of the login info (undefined when the answer lacks it). */
export const userValue = (info: LoginInfo, field: UserField): unknown => valueAt(info, field);
