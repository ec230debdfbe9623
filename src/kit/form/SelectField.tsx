/**
 * Selects of the form kit: the search form's own controls (Fluent's native Select for one static choice,
 * its Dropdown for several, the typed remote search for options from the backend), loaded on first use,
 * bound to the form by name.
 */
import { Field, useId } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import { SearchSelect } from '../search-form/lazy-widgets';
import type { RemoteOptions } from '../types';
import type { Option } from './fields';
import { useFormField, type BaseFieldProps } from './useFormField';

export interface SelectFieldProps extends BaseFieldProps {
  /** the choices (static) */
  options?: Option[];
  /** or where to ask for them as the user types (search_select of spec 1 §3) */
  remote?: RemoteOptions;
  /** a list of values instead of one */
  multiple?: boolean;
}

export function SelectField(props: SelectFieldProps) {
  const t = useT();
  const id = useId('bo-select-');
  const { field, setFocus, fieldProps, disabled, dataField } = useFormField(props);
  const multiple = !!props.multiple;
  const definition = { field: props.name, title: props.label ?? '', type: multiple ? 'array' : 'select_radio', options: props.options, remote: props.remote } as const;
  return (
    <Field {...fieldProps} {...dataField}>
      {/* focus on submit goes to the control inside */}
      <div ref={(box) => setFocus(box && { focus: () => box.querySelector<HTMLElement>('input, button')?.focus() })} aria-disabled={disabled || undefined}>
        <SearchSelect
          id={id}
          field={definition}
          value={field.value}
          multiple={multiple}
          disabled={disabled}
          placeholder={props.placeholder ?? t('form.selectPlaceholder')}
          onChange={(v) => {
            field.onChange(multiple ? v : (v ?? null));
            field.onBlur();
          }}
        />
      </div>
    </Field>
  );
}
