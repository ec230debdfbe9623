/**
 * Which fields the search bar shows (spec 1 §2 "Search bar", §9): the first two fields and those marked
 * `top` are always visible; with more than 3 fields the others wait behind 展开/收起. With 3 fields or
 * fewer every field is shown.
 */
import type { SearchField } from '../types';

/** Fields always shown (spec 1 §9: first 2). */
export const ALWAYS_SHOWN = 2;
/** Up to this many fields, nothing is folded. */
export const FOLD_ABOVE = 3;

export interface FieldSplit {
  /** always visible, in definition order */
  shown: SearchField[];
  /** behind the 展开 toggle, in definition order (empty: no toggle) */
  folded: SearchField[];
}

/** `foldAbove`: up to this many fields nothing is folded (the search bar folds from the third: 2). */
export function splitFields(fields: readonly SearchField[], foldAbove: number = FOLD_ABOVE): FieldSplit {
  if (fields.length <= foldAbove) return { shown: [...fields], folded: [] };
  const shown: SearchField[] = [];
  const folded: SearchField[] = [];
  fields.forEach((f, i) => (i < ALWAYS_SHOWN || f.top ? shown : folded).push(f));
  return { shown, folded };
}
