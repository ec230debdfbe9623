/** Any choices of `options`, as check boxes (a list of their values) (see fields.tsx for why a module each). */
import { Checkbox, Field } from '@fluentui/react-components';
import { firstChoice, type ChoiceFieldProps } from './choice';
import { useFormFieldStyles } from './fields.styles';
import { useFormField } from './useFormField';

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
