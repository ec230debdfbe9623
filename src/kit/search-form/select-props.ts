import type { SearchField } from '../types';
import { asList, type OptionValue } from './values';

/** What every select of the search form (and of the form kit) takes. */
export interface SelectInputProps {
  id: string;
  field: SearchField;
  value: unknown;
  /** `array` fields: several values */
  multiple: boolean;
  placeholder: string;
  /** shown and not changeable (a form's locked field) */
  disabled?: boolean;
  onChange(value: unknown): void;
}

/** The chosen option values: a list for `array`, at most one otherwise. */
export const chosenValues = (value: unknown, multiple: boolean): OptionValue[] =>
  multiple ? asList(value) : asList(value).slice(0, 1);
