import { Dropdown, Option } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import { useSearchFormStyles } from './SearchForm.styles';
import { asList, optionByKey, type OptionValue } from './values';
import type { SearchField } from '../types';

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

/** select_radio / array with the field's static options: a Fluent Dropdown (multiselect for array), clearable. */
export function StaticSelect({ id, field, value, multiple, placeholder, disabled, onChange }: SelectInputProps) {
  const styles = useSearchFormStyles();
  const t = useT();
  const options = field.options ?? [];
  const keys = chosenValues(value, multiple).map(String);
  const text = keys.map((k) => optionByKey(options, k)?.label ?? k).join(t('common.listSeparator'));
  return (
    <Dropdown
      id={id}
      className={styles.select}
      multiselect={multiple}
      clearable={!multiple && !disabled}
      disabled={disabled}
      // Fluent's own label of the clear button is English (a slot given props renders even when not clearable)
      clearButton={!multiple && !disabled ? { 'aria-label': t('searchForm.clearChoice') } : undefined}
      value={text}
      selectedOptions={keys}
      placeholder={placeholder}
      onOptionSelect={(_, data) => {
        const picked = data.selectedOptions.map((k) => optionByKey(options, k)?.value ?? k);
        onChange(multiple ? picked : (picked[0] ?? ''));
      }}
    >
      {options.map((o) => (
        <Option key={String(o.value)} value={String(o.value)}>
          {o.label}
        </Option>
      ))}
    </Dropdown>
  );
}
