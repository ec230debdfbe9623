import * as React from 'react';
import { Combobox, Option } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import { useSearchFormStyles } from './SearchForm.styles';
import { chosenValues, type SelectInputProps } from './select-props';
import { useRemoteOptions } from './useRemoteOptions';
import { optionByKey } from './values';

/**
 * select_radio / array with options from the backend: a Combobox to type in (not freeform). Typing
 * asks the backend by the rule of useRemoteOptions; with `inputAfterShow` other than 0 the answer is
 * then filtered locally by the typed text. While closed the input shows the chosen labels.
 */
export function RemoteSelect({ id, field, value, multiple, placeholder, disabled, onChange }: SelectInputProps) {
  const t = useT();
  const styles = useSearchFormStyles();
  const remote = useRemoteOptions(field.remote);
  const [text, setText] = React.useState('');
  const [typing, setTyping] = React.useState(false);
  // labels of chosen values, which a later answer may no longer hold
  const [labels, setLabels] = React.useState<Record<string, string>>({});
  const chosen = chosenValues(value, multiple);
  const keys = chosen.map(String);
  const labelOf = (key: string) => optionByKey(remote.options, key)?.label ?? labels[key] ?? key;

  const query = text.trim();
  const filterLocally = field.remote?.inputAfterShow !== 0 && typing && query !== '';
  const shown = filterLocally ? remote.options.filter((o) => o.label.includes(query)) : remote.options;
  const stopTyping = () => {
    setTyping(false);
    setText('');
  };

  let hint: string | null = null;
  if (shown.length === 0) {
    hint = remote.loading ? t('searchForm.loading') : query ? t('searchForm.noMatch') : t('searchForm.typeToSearch');
  }

  return (
    <Combobox
      id={id}
      className={styles.select}
      multiselect={multiple}
      clearable={!multiple && !disabled}
      disabled={disabled}
      // Fluent's own label of the arrow is the English word 'Open'
      expandIcon={{ 'aria-label': t('searchForm.openOptions') }}
      freeform={false}
      placeholder={placeholder}
      value={typing ? text : keys.map(labelOf).join(t('common.listSeparator'))}
      selectedOptions={keys}
      aria-busy={remote.loading || undefined}
      onChange={(e) => {
        setText(e.target.value);
        setTyping(true);
        remote.open();
        remote.query(e.target.value);
      }}
      onOpenChange={(_, data) => {
        if (data.open) remote.open();
        else stopTyping();
      }}
      onOptionSelect={(_, data) => {
        setLabels((known) => ({ ...known, ...Object.fromEntries(data.selectedOptions.map((key) => [key, labelOf(key)])) }));
        const picked = data.selectedOptions.map(
          (key) => optionByKey(remote.options, key)?.value ?? chosen.find((v) => String(v) === key) ?? key,
        );
        onChange(multiple ? picked : (picked[0] ?? ''));
        if (!multiple) stopTyping();
      }}
    >
      {shown.map((o) => (
        <Option key={String(o.value)} value={String(o.value)}>
          {o.label}
        </Option>
      ))}
      {hint !== null && (
        <Option key="hint" disabled text="" value="" data-hint="">
          {hint}
        </Option>
      )}
    </Combobox>
  );
}
