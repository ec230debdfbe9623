/**
 * How the form keeps values (SearchValues): the text of each input ('YYYY-MM-DD', '12.5', the
 * datetime-local text...), the option value of a select, a list of option values for `array`, and a
 * [start, end] tuple of texts for ranges. These helpers read them back for the controls.
 */
import type { SearchFieldType, SelectOption } from '../types';

export type OptionValue = SelectOption['value'];
export type Pair = [string, string];

/** The text of an input: strings and finite numbers; '' otherwise. */
export const asText = (v: unknown): string =>
  typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : '';

/** The two texts of a range value. */
export const asPair = (v: unknown): Pair => (Array.isArray(v) ? [asText(v[0]), asText(v[1])] : ['', '']);

/** The option values of a multiple select (a single value counts as a list of one). */
export function asList(v: unknown): OptionValue[] {
  const items = Array.isArray(v) ? v : v === undefined || v === null || v === '' ? [] : [v];
  return items.filter((x): x is OptionValue => (typeof x === 'string' && x !== '') || typeof x === 'number');
}

/** The option value of a single select, or undefined. */
export const asOption = (v: unknown): OptionValue | undefined => asList(v)[0];

/** A datetime value as a datetime-local input wants it ('YYYY-MM-DDTHH:mm:ss'). */
export const toDatetimeLocal = (v: unknown): string => asText(v).replace(' ', 'T');

/** Native input of each single-input type. */
export const INPUT_TYPES = {
  string: 'text',
  int: 'number',
  float: 'number',
  year: 'number',
  date: 'date',
  datetime: 'datetime-local',
  month: 'month',
} as const satisfies Partial<Record<SearchFieldType, string>>;

export type SingleInputType = keyof typeof INPUT_TYPES;

export const isSingleInput = (type: SearchFieldType): type is SingleInputType => type in INPUT_TYPES;

/** Finds the option with this value (by its text, as Fluent's options carry text values). */
export const optionByKey = (options: readonly SelectOption[], key: string): SelectOption | undefined =>
  options.find((o) => String(o.value) === key);
