/** Records of the backend that more than one area shows (the class picker lists classes, the class list
 * maintains them). */

/** A class (category) of a module, spec 1 §3 / spec 2 §3, as POST /common/class/list(/public) lists it. */
export interface ClassRecord {
  id: number;
  serial_number: string;
  name: string;
  remark?: string;
  /** 1: the module's default class */
  is_default?: 0 | 1;
  is_on?: 0 | 1;
  created_by?: string;
  created_at?: string;
  updated_by?: string;
  updated_at?: string;
}
