/**
 * Field rules: react-hook-form's own (`required`, `maxLength`, `min`, `max`, `pattern`, `validate`), each
 * with the spec's message. These helpers add what its plain `required` lacks: blank text and an empty list
 * count as empty. Pure: no React.
 */
import type { FieldValues, Path, RegisterOptions } from 'react-hook-form';

export type FieldRules<T extends FieldValues = FieldValues> = Omit<
  RegisterOptions<T, Path<T>>,
  'valueAsNumber' | 'valueAsDate' | 'setValueAs' | 'disabled'
>;

/** Whether a value counts as not filled in: undefined, null, blank text or an empty list. */
export const isEmptyValue = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/** A required rule with its message: blank text and empty lists fail it too. */
export const required = (message: string) => ({
  validate: { required: (value: unknown) => (isEmptyValue(value) ? message : true) },
});

/** Merges rule sets; their `validate` functions all run (in order). */
export function rules<T extends FieldValues = FieldValues>(...sets: FieldRules<T>[]): FieldRules<T> {
  const merged: FieldRules<T> = {};
  const validate: Record<string, unknown> = {};
  let n = 0;
  for (const set of sets) {
    const { validate: v, ...rest } = set;
    Object.assign(merged, rest);
    if (typeof v === 'function') validate[`v${n++}`] = v;
    else if (v) Object.assign(validate, v);
  }
  if (Object.keys(validate).length) merged.validate = validate as FieldRules<T>['validate'];
  return merged;
}

/** Whether the rules make a field required (its label gets the asterisk). */
export const isRequired = (r?: FieldRules): boolean =>
  !!r && (!!r.required || (typeof r.validate === 'object' && r.validate !== null && 'required' in r.validate));

/** Digits after the decimal point of a number as typed (1.50 → 2). */
export const decimalsOf = (value: number | string): number => {
  const text = String(value);
  const exp = /e-(\d+)$/i.exec(text);
  if (exp) return Number(exp[1]);
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
};
