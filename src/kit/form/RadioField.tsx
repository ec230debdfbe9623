/** One choice of `options`, as radio buttons (see fields.tsx for why a module each). */
import { Field, Radio, RadioGroup } from '@fluentui/react-components';
import { firstChoice, type ChoiceFieldProps } from './choice';
import { optionOf } from './fields';
import { useFormField } from './useFormField';

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
