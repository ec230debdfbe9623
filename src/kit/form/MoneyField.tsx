/**
 * An amount of money in yuan. The form holds it as text with two decimals ("128.50"; '' when empty), read
 * and rounded by src/kit/money (never through a binary float): what is shown is what is sent. Typing is
 * kept as typed; leaving the field writes a valid amount with two decimals. Not a number, a negative
 * amount, more than two decimals or more than 13 digits of yuan is an error at the field (the kit's
 * messages), and stays as typed, a pasted account number too.
 */
import * as React from 'react';
import { Field, Input } from '@fluentui/react-components';
import { useT, type Translate } from '../../core/i18n';
import { MAX_YUAN_TEXT, normaliseYuan, yuanProblem } from '../money';
import { useFormField, type BaseFieldProps } from './useFormField';

export interface MoneyFieldProps extends BaseFieldProps {
  /** text after the input (元) */
  unit?: string;
  /** allow amounts below zero (default false: 不能小于 0) */
  negative?: boolean;
}

/** The kit's message of what is wrong with an amount as typed (null: nothing). */
function amountError(text: string, negative: boolean, t: Translate): string | null {
  switch (yuanProblem(text, negative)) {
    case 'notNumber':
      return t('form.notNumber');
    case 'negative':
      return t('form.notNegative');
    case 'decimals':
      return t('form.decimals', { n: 2 });
    case 'tooLarge':
      return t('form.tooLarge', { max: MAX_YUAN_TEXT });
    default:
      return null;
  }
}

export function MoneyField(props: MoneyFieldProps) {
  const t = useT();
  const negative = !!props.negative;
  const checks = React.useMemo(
    () => ({ amount: (v: unknown) => amountError(v === null || v === undefined ? '' : String(v), negative, t) ?? true }),
    [negative, t],
  );
  const own = props.rules?.validate;
  const validate = typeof own === 'function' ? { ...checks, own } : { ...checks, ...own };
  const { field, setFocus, fieldProps, disabled, dataField } = useFormField({ ...props, rules: { ...props.rules, validate } });
  const value = field.value === null || field.value === undefined ? '' : String(field.value);
  return (
    <Field {...fieldProps} {...dataField}>
      <Input
        ref={setFocus}
        name={field.name}
        inputMode="decimal"
        value={value}
        placeholder={props.placeholder}
        disabled={disabled}
        contentAfter={props.unit}
        onChange={(_, d) => field.onChange(d.value)}
        onBlur={() => {
          const shown = amountError(value, negative, t) === null ? normaliseYuan(value) : null;
          if (shown !== null && shown !== value) field.onChange(shown);
          field.onBlur();
        }}
      />
    </Field>
  );
}
