/**
 * The kit's fields on Fluent, each bound to the form by name with its rules; the error shows at the field
 * (Fluent Field: red text, aria-invalid, described by the message). Text counts its characters against
 * `maxLength`; numbers keep their bounds and decimals; choices take `options` [{value, label}].
 */
import * as React from 'react';
import { Checkbox, Field, Input, Radio, RadioGroup, Switch, Textarea } from '@fluentui/react-components';
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

export function TextareaField(props: TextFieldProps & { rows?: number }) {
  const { field, setFocus, fieldProps, disabled, dataField } = useFormField(props);
  const value = (field.value as string | null | undefined) ?? '';
  const styles = useFormFieldStyles();
  return (
    <Field {...fieldProps} {...dataField}>
      <Textarea
        ref={setFocus}
        name={field.name}
        value={value}
        rows={props.rows ?? 3}
        maxLength={props.maxLength}
        placeholder={props.placeholder}
        disabled={disabled}
        resize="vertical"
        onChange={(_, d) => field.onChange(d.value)}
        onBlur={field.onBlur}
      />
      {props.maxLength ? <span className={styles.areaCounter}>{`${value.length}/${props.maxLength}`}</span> : null}
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

export interface SwitchFieldProps extends BaseFieldProps {
  /** the value when on (default 1) */
  on?: unknown;
  /** the value when off (default 0) */
  off?: unknown;
  /** text beside the switch */
  text?: string;
}

export function SwitchField(props: SwitchFieldProps) {
  const { on = 1, off = 0 } = props;
  const { field, setFocus, fieldProps, disabled, dataField } = useFormField(props);
  return (
    <Field {...fieldProps} {...dataField}>
      <Switch
        ref={setFocus}
        name={field.name}
        checked={field.value === on}
        label={props.text}
        disabled={disabled}
        onChange={(_, d) => field.onChange(d.checked ? on : off)}
        onBlur={field.onBlur}
      />
    </Field>
  );
}

export interface ChoiceFieldProps extends BaseFieldProps {
  options: Option[];
  /** side by side (default) or one per line */
  layout?: 'horizontal' | 'vertical';
}

/** Focus on submit goes to the group's first enabled choice. */
const firstChoice = (setFocus: (el: { focus(): void } | null) => void) => (group: HTMLElement | null) =>
  setFocus(group && { focus: () => group.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus() });

export function RadioField(props: ChoiceFieldProps) {
  const { field, setFocus, fieldProps, disabled, dataField } = useFormField(props);
  return (
    <Field {...fieldProps} {...dataField}>
      <RadioGroup
        ref={firstChoice(setFocus)}
        name={field.name}
        layout={props.layout ?? 'horizontal'}
        value={field.value === null || field.value === undefined ? '' : String(field.value)}
        disabled={disabled}
        onChange={(_, d) => field.onChange(optionOf(props.options, d.value)?.value ?? d.value)}
        onBlur={field.onBlur}
      >
        {props.options.map((o) => <Radio key={String(o.value)} value={String(o.value)} label={o.label} disabled={o.disabled} />)}
      </RadioGroup>
    </Field>
  );
}

export function CheckboxGroupField(props: ChoiceFieldProps) {
  const styles = useFormFieldStyles();
  const { field, setFocus, fieldProps, disabled, dataField } = useFormField(props);
  const chosen = (field.value as unknown[] | null | undefined) ?? [];
  const toggle = (value: unknown, on: boolean) =>
    field.onChange(on ? props.options.map((o) => o.value).filter((v) => v === value || chosen.includes(v)) : chosen.filter((v) => v !== value));
  return (
    <Field {...fieldProps} {...dataField}>
      <div ref={firstChoice(setFocus)} role="group" aria-label={props.label} className={props.layout === 'vertical' ? styles.column : styles.row}>
        {props.options.map((o) => (
          <Checkbox
            key={String(o.value)}
            label={o.label}
            checked={chosen.includes(o.value)}
            // the group is required (its label has the asterisk), not each of its choices
            required={false}
            disabled={disabled || o.disabled}
            onChange={(_, d) => toggle(o.value, !!d.checked)}
            onBlur={field.onBlur}
          />
        ))}
      </div>
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

/** A text of digits (a serial number's start, a count), kept as typed with its leading zeros: other characters are refused as they are typed, with `refused` shown at the field. */
export function DigitsField(props: BaseFieldProps & { refused: string }) {
  const { setError, trigger } = useFormContext();
  const { field, setFocus, fieldProps, disabled, dataField } = useFormField(props);
  return (
    <Field {...fieldProps} {...dataField}>
      <Input
        ref={setFocus}
        name={field.name}
        inputMode="numeric"
        value={(field.value as string | undefined) ?? ''}
        disabled={disabled}
        onChange={(_, d) => {
          const digits = d.value.replace(/\D/g, '');
          field.onChange(digits);
          if (digits !== d.value) setError(field.name, { type: 'refused', message: props.refused });
          else void trigger(field.name);
        }}
        onBlur={field.onBlur}
      />
    </Field>
  );
}

