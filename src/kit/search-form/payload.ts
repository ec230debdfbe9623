/**
 * The search payload of a search form (spec 1 §5 "Search bar and widget", spec 2 §1): one entry per
 * field whose value is not empty, in the backend's formats.
 * - Empty values ('' / whitespace / null / undefined / NaN) and empty arrays are dropped.
 * - int: the nearest whole number; float (and amount ranges): rounded to 2 decimals; both clamped to the
 *   field's bounds (default min -9999999, max 999999999).
 * - date 'YYYY-MM-DD', datetime 'YYYY-MM-DD HH:mm:ss', month 'YYYY-MM', year 'YYYY' (1900–2100),
 *   time 'HH:mm:ss'. Text is trimmed.
 * - amount_rang → { start, end }; date_rang, month_rang, time_rang → { start_time, end_time }. Only the
 *   sides given are sent, a range with neither is dropped, and reversed sides are swapped. An amount range
 *   with `yuanKeys` sends its sides as two keys of yuan text ("1.01"), read and rounded in fen.
 * Only the fields of the definition are sent: other keys of the values are ignored.
 * dayjs, which reads and writes the dates, is a chunk of its own fetched as this module is evaluated: a
 * form paints without waiting for it (a form without dates never needs it), and its submit waits for it
 * (`searchPayload`, `datesReady`), so a date is always sent in its format. Until it has come (a moment
 * after the form's code), a value read for display (the count of filled folded fields) takes a date
 * text as given and a Date as not.
 */
import type Dayjs from 'dayjs';
import { formatFen, toFen } from '../money';
import type { SearchField, SearchFieldType, SearchValues } from '../types';

export const NUMBER_MIN = -9999999;
export const NUMBER_MAX = 999999999;
export const YEAR_MIN = 1900;
export const YEAR_MAX = 2100;

export const FORMATS = {
  date: 'YYYY-MM-DD',
  datetime: 'YYYY-MM-DD HH:mm:ss',
  month: 'YYYY-MM',
  year: 'YYYY',
  time: 'HH:mm:ss',
} as const;

type Scalar = string | number | boolean;

/** Trimmed text of a string or a finite number; '' for anything else. */
const textOf = (v: unknown): string =>
  typeof v === 'string' ? v.trim() : typeof v === 'number' && Number.isFinite(v) ? String(v) : '';

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/** Rounds half away from zero to 2 decimals on the decimal text, so 1.005 gives 1.01 (not 1.00). */
export function round2(n: number): number {
  const shifted = Number(`${Math.abs(n)}e2`); // NaN for tiny numbers written 1e-7, which round to 0
  const rounded = Number.isFinite(shifted) ? Math.round(shifted) / 100 : 0;
  return rounded === 0 ? 0 : Math.sign(n) * rounded;
}

/** A number of an int or float field, or undefined when the value is not a number. */
export function toSearchNumber(value: unknown, field: Pick<SearchField, 'min' | 'max'>, decimals: 0 | 2): number | undefined {
  const n = typeof value === 'number' ? value : textOf(value) === '' ? NaN : Number(textOf(value));
  if (!Number.isFinite(n)) return undefined;
  const bounded = clamp(n, field.min ?? NUMBER_MIN, field.max ?? NUMBER_MAX);
  const result = decimals === 0 ? Math.round(bounded) : round2(bounded);
  return result === 0 ? 0 : result; // never -0
}

let dayjs: typeof Dayjs | undefined;
/** dayjs has come (or could not: dates are then sent as typed) */
export const datesReady: Promise<unknown> = import('dayjs').then(
  (m) => (dayjs = m.default),
  () => undefined,
);

/** A date, datetime or month in its backend format (from a Date, a timestamp or a date text). */
function formatDate(value: unknown, format: string): string | undefined {
  if (!dayjs) return textOf(value) || undefined;
  if (value instanceof Date || typeof value === 'number') {
    const d = dayjs(value);
    return d.isValid() ? d.format(format) : undefined;
  }
  const s = textOf(value);
  if (!s) return undefined;
  const d = dayjs(s.replace(' ', 'T'));
  return d.isValid() ? d.format(format) : undefined;
}

/** 'HH:mm' or 'HH:mm:ss' (or a Date) as 'HH:mm:ss'. */
function formatTime(value: unknown): string | undefined {
  if (value instanceof Date) return formatDate(value, FORMATS.time);
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(textOf(value));
  if (!match) return undefined;
  const [h, m, s] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  if (h > 23 || m > 59 || s > 59) return undefined;
  return [h, m, s].map((n) => String(n).padStart(2, '0')).join(':');
}

function formatYear(value: unknown): string | undefined {
  if (value instanceof Date) return formatDate(value, FORMATS.year);
  const s = textOf(value);
  const n = s === '' ? NaN : Number(s);
  return Number.isFinite(n) ? String(clamp(Math.trunc(n), YEAR_MIN, YEAR_MAX)) : undefined;
}

function scalar(value: unknown): Scalar | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  return typeof value === 'boolean' ? value : undefined;
}

/** The two sides of a range: a [start, end] tuple, or an object with start/end or start_time/end_time. */
function sidesOf(value: unknown): [unknown, unknown] {
  if (Array.isArray(value)) return [value[0], value[1]];
  if (typeof value === 'object' && value !== null) {
    const o = value as Record<string, unknown>;
    return 'start_time' in o || 'end_time' in o ? [o.start_time, o.end_time] : [o.start, o.end];
  }
  return [undefined, undefined];
}

function range<T extends string | number>(
  value: unknown,
  side: (v: unknown) => T | undefined,
  keys: readonly [string, string],
): Record<string, T> | undefined {
  let [start, end] = sidesOf(value).map(side);
  if (start === undefined && end === undefined) return undefined;
  if (start !== undefined && end !== undefined && start > end) [start, end] = [end, start];
  const out: Record<string, T> = {};
  if (start !== undefined) out[keys[0]] = start;
  if (end !== undefined) out[keys[1]] = end;
  return out;
}

const NUMBER_KEYS = ['start', 'end'] as const;
const TIME_KEYS = ['start_time', 'end_time'] as const;

/** The value sent for one field, or undefined when it is empty (and so not sent). */
export function searchValueOf(field: SearchField, value: unknown): unknown {
  switch (field.type) {
    case 'string':
      return textOf(value) || undefined;
    case 'int':
      return toSearchNumber(value, field, 0);
    case 'float':
      return toSearchNumber(value, field, 2);
    case 'date':
    case 'datetime':
    case 'month':
      return formatDate(value, FORMATS[field.type]);
    case 'year':
      return formatYear(value);
    case 'select_radio':
      return scalar(value);
    case 'array': {
      const items = (Array.isArray(value) ? value : [value]).map(scalar).filter((v) => v !== undefined);
      return items.length ? items : undefined;
    }
    case 'amount_rang':
      return range(value, (v) => toSearchNumber(v, field, 2), NUMBER_KEYS);
    case 'date_rang':
      return range(value, (v) => formatDate(v, FORMATS.date), TIME_KEYS);
    case 'month_rang':
      return range(value, (v) => formatDate(v, FORMATS.month), TIME_KEYS);
    case 'time_rang':
      return range(value, formatTime, TIME_KEYS);
  }
}

const timeRange = (format: string) => `{ start_time?: '${format}'; end_time?: '${format}' }`;
/** What searchValueOf sends for a field of each type, as TypeScript-like text (the backend contract). */
export const SEARCH_VALUE_TYPES: Record<SearchFieldType, string> = {
  string: 'string',
  int: 'number (whole)',
  float: 'number (2 decimals)',
  date: `'${FORMATS.date}'`,
  datetime: `'${FORMATS.datetime}'`,
  month: `'${FORMATS.month}'`,
  year: `'${FORMATS.year}'`,
  select_radio: 'string | number',
  array: '(string | number)[]',
  amount_rang: '{ start?: number; end?: number }',
  date_rang: timeRange(FORMATS.date),
  month_rang: timeRange(FORMATS.month),
  time_rang: timeRange(FORMATS.time),
};

/** The sides of an amount range as yuan text with two decimals under its `yuanKeys`, each only when given:
 * read digit by digit in fen (1.005 → "1.01", never a binary float), clamped to the field's bounds,
 * reversed sides swapped. */
export function yuanRange(field: SearchField, keys: readonly [string, string], value: unknown): Record<string, string> {
  const [low, high] = [(field.min ?? NUMBER_MIN) * 100, (field.max ?? NUMBER_MAX) * 100];
  let [start, end] = sidesOf(value).map((v) => {
    const fen = textOf(v) === '' ? null : toFen(textOf(v));
    return fen === null ? undefined : clamp(fen, low, high);
  });
  if (start !== undefined && end !== undefined && start > end) [start, end] = [end, start];
  const out: Record<string, string> = {};
  if (start !== undefined) out[keys[0]] = formatFen(start);
  if (end !== undefined) out[keys[1]] = formatFen(end);
  return out;
}

/** The payload of a search once the date formats are there (what a submit sends). */
export const searchPayload = (fields: SearchField[], values: SearchValues): Promise<Record<string, unknown>> =>
  datesReady.then(() => buildSearchPayload(fields, values));

/** The payload of a search: the non-empty fields, formatted. */
export function buildSearchPayload(fields: SearchField[], values: SearchValues): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.type === 'amount_rang' && field.yuanKeys) {
      Object.assign(payload, yuanRange(field, field.yuanKeys, values[field.field]));
      continue;
    }
    const v = searchValueOf(field, values[field.field]);
    if (v !== undefined) payload[field.field] = v;
  }
  return payload;
}
