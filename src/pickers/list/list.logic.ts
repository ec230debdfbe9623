/**
 * The pure rules of bo-list-picker (spec 2 §7 "Generic list"): the checks of its attributes (the URL, the
 * JSON columns and search fields the page supplies) and the value at a dotted path of a record.
 */
import type { SearchField, SearchFieldType } from '../../kit/types';

/** A column the page supplies: the record's key (a dotted path: `owner.name`), its title, its width. */
export interface ListColumn {
  key: string;
  title: string;
  width?: number;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown) => typeof v === 'string' && v.trim() !== '';

/** The value at a dotted path of a record (`owner.name`); undefined when a step is missing: the reader
 * the login info's fields use too. */
export { valueAt } from '../../core/http';

/** A URL the picker may ask: a path of this site (through the page's client: api-base applies) or an
 * absolute http(s) address; not another scheme (javascript:, data:, file:) nor a scheme-relative //host. */
export function checkUrl(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  const u = url.trim();
  if (!u) return 'expected a URL';
  if (/^https?:\/\//i.test(u)) return undefined;
  if (u.startsWith('//') || /^[a-z][a-z\d+.-]*:/i.test(u)) return 'expected a path of this site or an http(s) URL';
  return undefined;
}

/** Columns: a JSON array of {key, title, width?}. */
export function checkColumns(v: unknown): string | undefined {
  if (!Array.isArray(v)) return 'expected a JSON array of {key, title, width?}';
  const bad = v.findIndex((c) => !isRecord(c) || !text(c.key) || typeof c.title !== 'string' || (c.width !== undefined && !(typeof c.width === 'number' && c.width > 0)));
  return bad < 0 ? undefined : `column ${bad}: expected {key: string, title: string, width?: positive number}`;
}

/** The value types a search field may have (the kit's SearchField types). */
export const FIELD_TYPES: readonly SearchFieldType[] = [
  'string', 'date', 'datetime', 'year', 'month', 'select_radio', 'int', 'float', 'array', 'date_rang', 'time_rang', 'month_rang', 'amount_rang',
];

const isOption = (o: unknown) => isRecord(o) && typeof o.label === 'string' && (typeof o.value === 'string' || typeof o.value === 'number');

/** Search fields: a JSON array of {field, title, type, options?} (the kit's SearchField; options of
 * {label, value}). */
export function checkSearchFields(v: unknown): string | undefined {
  if (!Array.isArray(v)) return 'expected a JSON array of {field, title, type, options?}';
  const bad = v.findIndex(
    (f) =>
      !isRecord(f) ||
      !text(f.field) ||
      typeof f.title !== 'string' ||
      !FIELD_TYPES.includes(f.type as SearchFieldType) ||
      (f.options !== undefined && !(Array.isArray(f.options) && f.options.every(isOption))),
  );
  return bad < 0 ? undefined : `search field ${bad}: expected {field: string, title: string, type: ${FIELD_TYPES.join(' | ')}, options?: {label, value}[]}`;
}

/** The search fields as the kit's form takes them: only the keys the page may give (no remote options). */
export const searchFieldsOf = (fields: readonly SearchField[]): SearchField[] =>
  fields.map(({ field, title, type, options, placeholder }) => ({ field, title, type, ...(options ? { options } : {}), ...(placeholder ? { placeholder } : {}) }));
