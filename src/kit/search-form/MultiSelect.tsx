import { Dropdown, Option } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import { useSearchFormStyles } from './SearchForm.styles';
import { optionByKey } from './values';
import { chosenValues, type SelectInputProps } from './select-props';

/** array with the field's static options: a Fluent Dropdown, several choices (a single choice is
 * ChoiceSelect, a native select). */
export function MultiSelect({ id, field, value, placeholder, disabled, onChange }: SelectInputProps) {
  const styles = useSearchFormStyles();
  const t = useT();
  const options = field.options ?? [];
  const keys = chosenValues(value, true).map(String);
  const text = keys.map((k) => optionByKey(options, k)?.label ?? k).join(t('common.listSeparator'));
  return (
    <Dropdown
      id={id}
      className={styles.select}
      multiselect
      disabled={disabled}
      value={text}
      selectedOptions={keys}
      placeholder={placeholder}
      onOptionSelect={(_, data) => onChange(data.selectedOptions.map((k) => optionByKey(options, k)?.value ?? k))}
    >
      {options.map((o) => (
        <Option key={String(o.value)} value={String(o.value)}>
          {o.label}
        </Option>
      ))}
    </Dropdown>
  );
}
