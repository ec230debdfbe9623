/**
 * The kit's fields on Fluent, each bound to the form by name with its rules; the error shows at the field
 * (Fluent Field: red text, aria-invalid, described by the message). Text counts its characters against
 * `maxLength`; numbers keep their bounds and decimals; choices take `options` [{value, label}].
 * The fields on Fluent's Input are here; those on another control are a module each (TextareaField,
 * SwitchField, RadioField, CheckboxGroupField: a bundler does not split a module, and each of those
 * controls' style sheets weighs 10-13 KB min), so a form carries only the controls it shows.
 */
import * as React from 'react';
import { Field, Input } from '@fluentui/react-components';
import { useFormContext } from 'react-hook-form';
import { useT } from '../../core/i18n';
import { decimalsOf } from './rules';
import { useFormField, type BaseFieldProps } from './useFormField';
import { useFormFieldStyles } from './fields.styles';

export interface Option {
  value: string | number;
  label: string;
  disabled?: boolean;
}

/** The option whose value is written as `key` (Fluent's controls speak text; values may be numbers). */
export const optionOf = (options: Option[], key: string) => options.find((o) => String(o.value) === key);

const Counter = ({ length, max }: { length: number; max: number }) => {
  const styles = useFormFieldStyles();
  return <span className={styles.counter} aria-hidden="true">{`${length}/${max}`}</span>;
};

export interface TextFieldProps extends BaseFieldProps {
  maxLength?: number;
}

export function TextField(props: TextFieldProps) {
  const { field, setFocus, fieldProps, disabled, dataField } = useFormField(props);
  const value = (field.value as string | null | undefined) ?? '';
  return (
    <Field {...fieldProps} {...dataField}>
      <Input
        ref={setFocus}
        name={field.name}
        value={value}
        maxLength={props.maxLength}
        placeholder={props.placeholder}
        disabled={disabled}
        contentAfter={props.maxLength ? <Counter length={value.length} max={props.maxLength} /> : undefined}
        onChange={(_, d) => field.onChange(d.value)}
        onBlur={field.onBlur}
      />
    </Field>
  );
}

export interface NumberFieldProps extends BaseFieldProps {
  min?: number;
  max?: number;
  /** digits allowed after the point (0: whole numbers) */
  decimals?: number;
  unit?: string;
}

/** A number (null when empty). Bounds and decimals are rules of their own, with the kit's messages
 * unless `rules` gives the spec's; the native input steps by the smallest decimal. */
export function NumberField(props: NumberFieldProps) {
  const t = useT();
  const { min, max, decimals } = props;
  const checks = React.useMemo(
    () => ({
      number: (v: unknown) => {
        if (v === null || v === undefined || v === '') return true;
        const n = Number(v);
        if (!Number.isFinite(n)) return t('form.notNumber');
        if ((min !== undefined && n < min) || (max !== undefined && n > max)) return t('form.range', { min: min ?? '-∞', max: max ?? '∞' });
        if (decimals !== undefined && decimalsOf(v as number) > decimals) return t('form.decimals', { n: decimals });
        return true;
      },
    }),
    [min, max, decimals, t],
  );
  const own = props.rules?.validate;
  const validate = typeof own === 'function' ? { ...checks, own } : { ...checks, ...own };
  const { field, setFocus, fieldProps, disabled, dataField } = useFormField({ ...props, rules: { ...props.rules, validate } });
  // what is typed stays as typed ("1." on the way to "1.5"); the form holds the number
  const [text, setText] = React.useState<string | null>(null);
  const value = field.value as number | null | undefined;
  const shown = text ?? (value === null || value === undefined ? '' : String(value));
  return (
    <Field {...fieldProps} {...dataField}>
      <Input
        ref={setFocus}
        name={field.name}
        type="number"
        inputMode="decimal"
        value={shown}
        min={min}
        max={max}
        step={decimals === undefined ? 'any' : 10 ** -decimals}
        placeholder={props.placeholder}
        disabled={disabled}
        contentAfter={props.unit}
        onChange={(_, d) => {
          setText(d.value);
          field.onChange(d.value.trim() === '' ? null : Number(d.value));
        }}
        onBlur={() => {
          setText(null);
          field.onBlur();
        }}
      />
    </Field>
  );
}

/** A day as YYYY-MM-DD ('' when none): the browser's date input, whose format is the spec's. */
export function DateField(props: BaseFieldProps & { min?: string; max?: string }) {
  const { field, setFocus, fieldProps, disabled, dataField } = useFormField(props);
  return (
    <Field {...fieldProps} {...dataField}>
      <Input
        ref={setFocus}
        name={field.name}
        type="date"
        value={(field.value as string | null | undefined) ?? ''}
        min={props.min}
        max={props.max}
        disabled={disabled}
        onChange={(_, d) => field.onChange(d.value || null)}
        onBlur={field.onBlur}
      />
    </Field>
  );
}

/** A text of digits (a serial number's start, a count), kept as typed with its leading zeros. A text that
 * is not only digits (1.5, 12a, -1) is kept as the user typed or pasted it, never rewritten, and refused
 * with `refused` at the field: the form does not submit until it is digits (DECISIONS, 2026-12-02). */
export function DigitsField(props: BaseFieldProps & { refused: string }) {
  const { trigger } = useFormContext();
  const own = props.rules?.validate;
  const digits = { digits: (v: unknown) => { const text = String(v ?? ''); return text === '' || /^\d+$/.test(text) || props.refused; } };
  const validate = typeof own === 'function' ? { ...digits, own } : { ...digits, ...own };
  const { field, setFocus, fieldProps, disabled, dataField } = useFormField({ ...props, rules: { ...props.rules, validate } });
  return (
    <Field {...fieldProps} {...dataField}>
      <Input
        ref={setFocus}
        name={field.name}
        inputMode="numeric"
        value={(field.value as string | undefined) ?? ''}
        disabled={disabled}
        onChange={(_, d) => {
          field.onChange(d.value);
          void trigger(field.name);
        }}
        onBlur={field.onBlur}
      />
    </Field>
  );
}

