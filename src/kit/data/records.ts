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

/**
 * A print template, spec 2 §3 (Print template) as POST /gn/public/print_template/popup lists it: the
 * template picker shows it, the print launcher prints with it. `type`, `word_api` and `file_url` are not
 * named by the specs (docs/decisions/files.md, print launcher).
 */
export interface PrintTemplate {
  id: number;
  serial_number: string;
  name: string;
  /** the menu (page) the template belongs to */
  menu?: { name?: string } | null;
  /** 1: the module's default template */
  is_default?: 0 | 1;
  model_name?: string;
  /** 1: printed by the print page (/_print/print); any other value: a Word template */
  type?: number;
  /** a Word template's data call: POST {word_api} {ids} → data: [{id, serial_number, ...the template's fields}] */
  word_api?: string;
  /** a Word template's .docx file */
  file_url?: string;
  created_by?: string;
  created_at?: string;
  updated_by?: string;
  updated_at?: string;
}
