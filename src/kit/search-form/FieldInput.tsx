import type { ReactNode } from 'react';
import { Input, Label, mergeClasses, useId } from '@fluentui/react-components';
import { useT, type Translate } from '../../core/i18n';
import type { SearchField } from '../types';
import { NUMBER_MAX, NUMBER_MIN, YEAR_MAX, YEAR_MIN } from './payload';
import { isRange, RangeInput } from './RangeInput';
import { SearchSelect, ShortcutMenu } from './lazy-widgets';
import { useSearchFormStyles } from './SearchForm.styles';
import { asText, INPUT_TYPES, isSingleInput, toDatetimeLocal, type SingleInputType } from './values';

export interface FieldInputProps {
  field: SearchField;
  value: unknown;
  onChange(value: unknown): void;
  /** the label beside the control rather than above it (the search bar's one-line rows) */
  inline?: boolean;
}

/** One labelled field of the search form, label on top (or beside it in the search bar's rows), with the
 * control of its type. Fluent's Label, laid out as Fluent's Field lays out its label: a search field
 * has no validation message or hint, which is what Field adds. */
export function FieldInput({ field, value, onChange, inline = false }: FieldInputProps) {
  const t = useT();
  const styles = useSearchFormStyles();
  const id = useId('search-field-');
  const labelId = `${id}-label`;
  const { type } = field;
  let control: ReactNode;
  if (isRange(type)) {
    control = <RangeInput id={id} labelId={labelId} field={{ ...field, type }} value={value} onChange={onChange} />;
  } else if (type === 'select_radio' || type === 'array') {
    const placeholder = field.placeholder ?? t('searchForm.selectPlaceholder', { title: field.title });
    control = <SearchSelect id={id} field={field} value={value} multiple={type === 'array'} placeholder={placeholder} onChange={onChange} />;
  } else if (isSingleInput(type)) {
    control = <SingleInput id={id} field={{ ...field, type }} value={value} onChange={onChange} />;
  }
  return (
    <div
      className={mergeClasses(styles.field, inline ? styles.horizontal : styles.vertical, isRange(type) && styles.wide, inline && styles.inline)}
      data-field={field.field}
      data-type={type}
    >
      <Label id={labelId} htmlFor={id} className={inline ? styles.labelBeside : styles.labelAbove}>
        {field.title}
      </Label>
      {control}
    </div>
  );
}

interface NativeAttributes {
  step?: number;
  min?: number;
  max?: number;
  placeholder?: string;
}

/** step, bounds and placeholder of each single input (native date and time inputs show their own format). */
function nativeAttributes(field: SearchField & { type: SingleInputType }, t: Translate): NativeAttributes {
  const typed = field.placeholder ?? t('searchForm.inputPlaceholder', { title: field.title });
  const bounds = { min: field.min ?? NUMBER_MIN, max: field.max ?? NUMBER_MAX };
  switch (field.type) {
    case 'string':
      return { placeholder: typed };
    case 'int':
      return { step: 1, ...bounds, placeholder: typed };
    case 'float':
      return { step: 0.01, ...bounds, placeholder: typed };
    case 'year':
      return { step: 1, min: YEAR_MIN, max: YEAR_MAX, placeholder: field.placeholder ?? t('searchForm.yearPlaceholder') };
    case 'datetime':
      return { step: 1 };
    case 'date':
    case 'month':
      return {};
  }
}

interface SingleInputProps {
  id: string;
  field: SearchField & { type: SingleInputType };
  value: unknown;
  onChange(value: string): void;
}

/** A Fluent Input of the native type (text, number, date, datetime-local, month); dates get the day shortcuts. */
function SingleInput({ id, field, value, onChange }: SingleInputProps) {
  const t = useT();
  const styles = useSearchFormStyles();
  const input = (
    <Input
      id={id}
      className={styles.grow}
      type={INPUT_TYPES[field.type]}
      {...nativeAttributes(field, t)}
      value={field.type === 'datetime' ? toDatetimeLocal(value) : asText(value)}
      contentAfter={field.unit ? <span className={styles.unit}>{field.unit}</span> : undefined}
      onChange={(_, d) => onChange(d.value)}
    />
  );
  if (field.type !== 'date') return input;
  return (
    <div className={styles.row}>
      {input}
      <ShortcutMenu title={field.title} days onPick={([day]) => onChange(day)} />
    </div>
  );
}
