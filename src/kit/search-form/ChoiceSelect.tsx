import { Select } from '@fluentui/react-components';
import { useSearchFormStyles } from './SearchForm.styles';
import { optionByKey } from './values';
import { chosenValues, type SelectInputProps } from './select-props';

/** select_radio with the field's static options: Fluent's Select, a native select in Fluent's look (a
 * short fixed list where nothing is typed, DECISIONS 2026-12-02), its first choice the placeholder, which
 * clears it. */
export function ChoiceSelect({ id, field, value, placeholder, disabled, onChange }: SelectInputProps) {
  const styles = useSearchFormStyles();
  const options = field.options ?? [];
  const [key = ''] = chosenValues(value, false).map(String);
  return (
    <Select
      id={id}
      className={styles.select}
      disabled={disabled}
      value={key}
      onChange={(_, data) => onChange(data.value === '' ? '' : (optionByKey(options, data.value)?.value ?? data.value))}
    >
      <option value="">{placeholder}</option>
      {options.map((o) => (
        <option key={String(o.value)} value={String(o.value)}>
          {o.label}
        </option>
      ))}
    </Select>
  );
}
