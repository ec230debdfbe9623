/**
 * Types shared by the picker kit: search fields (spec 1 §3 "Search field definition", spec 2 §1 value
 * types), tree nodes and columns. A picker definition is made of these.
 */
import type { DataSource } from './data/source';

/** The 12 value types of search forms (spec 2 §1), plus `float` (number fields step 0.01). */
export type SearchFieldType =
  | 'string'
  | 'date'
  | 'datetime'
  | 'year'
  | 'month'
  | 'select_radio'
  | 'int'
  | 'float'
  | 'array'
  | 'date_rang'
  | 'time_rang'
  | 'month_rang'
  | 'amount_rang';

export interface SelectOption {
  label: string;
  value: string | number;
}

/** Options read from the backend (spec 1 §3 search_select): a source and how its records become options. */
export interface RemoteOptions {
  /** the source of the options (its method, path, fixed payload and response shape) */
  source: DataSource<unknown>;
  /** key of the typed text in the payload (api_field_name), default "name" */
  queryKey?: string;
  /** option label and value keys (api_field_name / api_field_val); default the query key (or name) and id */
  labelKey?: string;
  valueKey?: string;
  /** a short list (supplier types, classify): asked once when the select first opens, with exactly the
   * source's fixed payload (no typed text, no paging), then filtered locally as text is typed */
  preload?: boolean;
  /** text added to an option's label from its record (a staff member who has left: (已离职)) */
  suffix?(row: Record<string, unknown>): string;
  /** 0: ask on every typed text; otherwise only while the option list is empty (input_after_show) */
  inputAfterShow?: 0 | 1;
}

export interface SearchField {
  /** key in the payload (field_name) */
  field: string;
  title: string;
  type: SearchFieldType;
  placeholder?: string;
  unit?: string;
  /** static options of select_radio / array */
  options?: SelectOption[];
  /** options from the backend (select_radio / array) */
  remote?: RemoteOptions;
  /** number bounds: default max 999999999, min -9999999 */
  min?: number;
  max?: number;
  /** shown in the bar without expanding (is_top); the first two are shown anyway */
  top?: boolean;
  /** amount_rang: its sides go as these two keys of the payload, in yuan text with two decimals ("1.01"),
   * each only when given, instead of `{start, end}` numbers under `field` (the receipt picker's min / max) */
  yuanKeys?: readonly [string, string];
}

/** Values of a search form by field; ranges are [start, end] tuples, dates 'YYYY-MM-DD' text. */
export type SearchValues = Record<string, unknown>;

export interface TreeNode {
  id: string | number;
  label: string;
  children?: TreeNode[];
  /** the record behind the node */
  data?: unknown;
}
