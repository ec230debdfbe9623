// Reading the inputs of a request (numbers, texts, ids, the given keys) and filtering rows by them: the
// parts of the mock kit (kit.ts, which re-exports them) that know nothing of routes, envelopes or faults.
import { parseDateTime } from './random';
import { withDescendants, type Linked } from './tree';
import type { Audit } from './types';

export type Input = Record<string, unknown>;

// ---------------------------------------------------------------- reading inputs

/** undefined, null, '', [] and objects without any non-empty value count as "not given". */
export function isEmpty(v: unknown): boolean {
  if (v === undefined || v === null || v === '') return true;
  if (Array.isArray(v)) return v.every(isEmpty);
  if (typeof v === 'object') return Object.values(v).every(isEmpty);
  return false;
}

export function num(v: unknown): number | undefined {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return undefined;
}

/** A text input, or '' for anything else. */
export const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** A single id, a numeric string or an array of them → number[]. */
export function ids(v: unknown): number[] {
  const list = Array.isArray(v) ? v : [v];
  return list.map(num).filter((n): n is number => n !== undefined);
}

export const asObject = (v: unknown): Input =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Input) : {};

/** The given keys of `input` (for the contains/oneOf/dateRange parts of filterRows). */
export function pick<K extends string>(input: Input, keys: readonly K[]): Partial<Record<K, unknown>> {
  const out: Partial<Record<K, unknown>> = {};
  for (const k of keys) if (!isEmpty(input[k])) out[k] = input[k];
  return out;
}

// ---------------------------------------------------------------- filters

const flat = (v: unknown): unknown[] => (Array.isArray(v) ? v.flatMap(flat) : [v]);

/** True when any of the haystack values (arrays are flattened) contains the text, case-insensitive. */
export function textMatch(needle: unknown, ...haystacks: unknown[]): boolean {
  if (isEmpty(needle)) return true;
  const n = String(needle).trim().toLowerCase();
  return haystacks.flatMap(flat).some((h) => h !== null && h !== undefined && String(h).toLowerCase().includes(n));
}

/** True when any row value equals the wanted value or one of the wanted values (compared as strings). */
export function oneOfMatch(wanted: unknown, rowValue: unknown): boolean {
  if (isEmpty(wanted)) return true;
  const set = new Set(flat(wanted).filter((w) => !isEmpty(w)).map(String));
  return flat(rowValue).some((v) => set.has(String(v)));
}

/** [start, end], {start_time, end_time}, {start, end} or one day 'YYYY-MM-DD' → inclusive bounds in seconds. */
export function dateBounds(v: unknown): [number, number] {
  let from: unknown;
  let to: unknown;
  if (Array.isArray(v)) [from, to] = v;
  else if (typeof v === 'object' && v !== null) {
    const o = v as Input;
    from = o.start_time ?? o.start;
    to = o.end_time ?? o.end;
  } else [from, to] = [v, v];
  const lo = typeof from === 'string' && from ? parseDateTime(from) : -Infinity;
  let hi = typeof to === 'string' && to ? parseDateTime(to) : Infinity;
  if (typeof to === 'string' && to.length <= 10) hi += 86399; // a date without a time covers the whole day
  return [Number.isNaN(lo) ? -Infinity : lo, Number.isNaN(hi) ? Infinity : hi];
}

export function dateMatch(range: unknown, value: unknown): boolean {
  if (isEmpty(range)) return true;
  if (typeof value !== 'string') return false;
  const [lo, hi] = dateBounds(range);
  const t = parseDateTime(value);
  return t >= lo && t <= hi;
}

export interface Filters<T> {
  /** row[key] (or an element of it) contains the text, case-insensitive. */
  contains?: Partial<Record<keyof T, unknown>>;
  /** row[key] (or an element of it) equals the value or one of the values. */
  oneOf?: Partial<Record<keyof T, unknown>>;
  /** row[key] is a date inside the range (see dateBounds). */
  dateRange?: Partial<Record<keyof T, unknown>>;
  /** Any other condition. */
  where?: ((row: T) => boolean)[];
}

type Entries<T> = [keyof T, unknown][];
const entries = <T>(o: Partial<Record<keyof T, unknown>> | undefined): Entries<T> =>
  (o ? Object.entries(o) : []).filter(([, v]) => !isEmpty(v)) as Entries<T>;

/** Keeps the rows matching every given (non-empty) filter. */
export function filterRows<T>(rows: readonly T[], filters: Filters<T>): T[] {
  const contains = entries<T>(filters.contains);
  const oneOf = entries<T>(filters.oneOf);
  const dates = entries<T>(filters.dateRange);
  const where = filters.where ?? [];
  return rows.filter(
    (row) =>
      contains.every(([k, v]) => textMatch(v, row[k])) &&
      oneOf.every(([k, v]) => oneOfMatch(v, row[k])) &&
      dates.every(([k, v]) => dateMatch(v, row[k])) &&
      where.every((w) => w(row)),
  );
}

/** created_by/updated_by (contains) and created_at/updated_at (ranges; top-level start_time/end_time
 * mean created_at) — the audit filters every search form has. */
export function auditFilters<T extends Audit>(input: Input): Filters<T> {
  const created_at = isEmpty(input.created_at) ? { start_time: input.start_time, end_time: input.end_time } : input.created_at;
  return {
    contains: pick(input, ['created_by', 'updated_by'] as const) as Partial<Record<keyof T, unknown>>,
    dateRange: { created_at, updated_at: input.updated_at } as Partial<Record<keyof T, unknown>>,
  };
}

/**
 * A predicate "one of the row's ids lies in the subtree of one of the wanted ids" (tree filters such as
 * department_id or goods_type_id include descendants). Always true when nothing is wanted.
 */
export function inSubtrees(records: readonly Linked[], wanted: unknown): (rowIds: number | readonly number[]) => boolean {
  const want = ids(wanted);
  if (want.length === 0) return () => true;
  const set = withDescendants(records, want);
  return (rowIds) => (typeof rowIds === 'number' ? [rowIds] : rowIds).some((id) => set.has(id));
}

/** Merges filter sets (all must match). */
export function allOf<T>(...sets: Filters<T>[]): Filters<T> {
  const merged: Filters<T> = { contains: {}, oneOf: {}, dateRange: {}, where: [] };
  for (const s of sets) {
    Object.assign(merged.contains as object, s.contains);
    Object.assign(merged.oneOf as object, s.oneOf);
    Object.assign(merged.dateRange as object, s.dateRange);
    merged.where?.push(...(s.where ?? []));
  }
  return merged;
}
