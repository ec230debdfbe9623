/** A switch field, its value `on` or `off` (see fields.tsx for why a module each). */
import { Field, Switch } from '@fluentui/react-components';
import { useFormField, type BaseFieldProps } from './useFormField';

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
