/**
 * What every field of the kit shares: its react-hook-form controller (value, change, error, the ref that
 * receives focus on submit) and the props of the Fluent Field around it (label, asterisk, message).
 */
import { useController, useFormContext, type FieldValues } from 'react-hook-form';
import type { FieldProps } from '@fluentui/react-components';
import { isRequired, type FieldRules } from './rules';

export interface BaseFieldProps {
  /** the value's path in the form's values ('name', 'details.0.val') */
  name: string;
  label?: string;
  /** react-hook-form rules with the spec's messages (rules.ts helps) */
  rules?: FieldRules;
  /** shows the asterisk without a rule (the rule is checked elsewhere) */
  required?: boolean;
  disabled?: boolean;
  /** a line below the control */
  hint?: string;
  placeholder?: string;
  className?: string;
}

export function useFormField({ name, label, rules, required, disabled, hint, className }: BaseFieldProps) {
  const { control } = useFormContext<FieldValues>();
  const { field, fieldState } = useController({ name, control, rules });
  const message = fieldState.error?.message;
  const fieldProps: FieldProps = {
    label,
    required: required ?? isRequired(rules),
    validationState: message ? 'error' : 'none',
    validationMessage: message || undefined,
    hint,
    className,
  };
  const { ref: setFocus, ...bound } = field;
  // setFocus: what receives the focus when a submit finds this field in error (an element or { focus })
  return { field: bound, setFocus, fieldProps, disabled, invalid: !!message, dataField: { 'data-field': name } as Record<string, string> };
}
