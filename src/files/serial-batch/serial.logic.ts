/**
 * The serial-number batch generator's rules (spec 3 §2.12, §5 "Serial batch"): sequential mode counts
 * from a start by an interval, keeping the start's zero padding (001, 002 … 999, 1000) behind an
 * optional fixed prefix, and computes the end; one-by-one mode takes the rows as typed. Numbers are
 * BigInt, so a long start (twenty digits) counts exactly. Pure: the element shows the messages.
 */

/** The most values one batch makes unless the caller says otherwise (a bigger count would freeze the page). */
export const MAX_COUNT = 10000;

/** The defaults of spec 3 §5: fixed value empty, start 001, count 5, interval 1. */
export const SERIAL_DEFAULTS = { prefix: '', start: '001', count: '5', interval: '1' } as const;

export interface SequentialInput {
  prefix: string;
  start: string;
  count: string;
  interval: string;
}

/** Why a start is refused: only digits ('' is "not filled", checked on submit). */
export const startProblem = (start: string): 'onlyDigits' | undefined => (start === '' || /^\d+$/.test(start) ? undefined : 'onlyDigits');

/** Why a count or an interval is refused: 0 (its own message), or anything else that is not a whole number above 0. */
export function positiveProblem(text: string): 'notZero' | 'mustBePositive' | undefined {
  if (text === '') return undefined;
  if (!/^-?\d+$/.test(text.trim())) return 'mustBePositive';
  const n = BigInt(text.trim());
  if (n === 0n) return 'notZero';
  return n < 0n ? 'mustBePositive' : undefined;
}

/** Why the sequential form cannot be submitted: a field empty or refused. */
export function sequentialProblem(v: SequentialInput): 'missing' | 'onlyDigits' | 'notZero' | 'mustBePositive' | undefined {
  if (v.start === '' || v.count.trim() === '' || v.interval.trim() === '') return 'missing';
  return startProblem(v.start) ?? positiveProblem(v.count) ?? positiveProblem(v.interval);
}

/** The i-th value (0-based) of the sequence, padded to the start's width. */
export function valueAt(v: Pick<SequentialInput, 'prefix' | 'start' | 'interval'>, i: number | bigint): string {
  const n = BigInt(v.start) + BigInt(i) * BigInt(v.interval);
  return v.prefix + n.toString().padStart(v.start.length, '0');
}

/** The whole sequence (the form must be valid). */
export function sequence(v: SequentialInput): string[] {
  const count = Number(v.count);
  return Array.from({ length: count }, (_, i) => valueAt(v, i));
}

/** The last value, shown as the end while the user types (undefined while the form is not valid). */
export function endOf(v: SequentialInput): string | undefined {
  if (sequentialProblem(v)) return undefined;
  return valueAt(v, BigInt(v.count) - 1n);
}

/** One-by-one mode: the rows as typed (trimmed); the index of the first empty one, if any. */
export function firstEmpty(rows: readonly string[]): number {
  return rows.findIndex((r) => r.trim() === '');
}
