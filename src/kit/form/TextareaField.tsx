/** A multi-line text field, counting its characters against `maxLength` (see fields.tsx for why a module each). */
import { Field, Textarea } from '@fluentui/react-components';
import type { TextFieldProps } from './fields';
import { useFormFieldStyles } from './fields.styles';
import { useFormField } from './useFormField';

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
