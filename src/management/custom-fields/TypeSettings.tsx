/**
 * What a custom field's type needs (spec 1 §3–§5, §9): a choice's values (text split on semicolons,
 * duplicates dropped; at least one: 请设置字段类型的值) and its default(s); a number's bounds, decimals
 * (0..6) and default; how many files (1..9); a date's default (0 the current date, 1 a fixed date); a
 * text's default text.
 */
import '../../core/i18n/areas/fields';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useWatch } from 'react-hook-form';
import { useT } from '../../core/i18n';
import { CheckboxGroupField, DateField, NumberField, RadioField, TextareaField, TextField, type FieldRules } from '../../kit/form';
import { FIELD_LIMITS, MULTIPLE_TYPES, isChoice, splitValues, type FieldForm } from './custom-field.logic';

const useStyles = makeStyles({ row: { display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', columnGap: tokens.spacingHorizontalM } });

/** A rule that holds only for some types (the others leave the field out of the payload). */
const forTypes = (check: (value: unknown, form: FieldForm) => true | string): FieldRules => ({
  validate: { type: (value: unknown, form: Record<string, unknown>) => check(value, form as unknown as FieldForm) },
});

export function TypeSettings() {
  const t = useT();
  const styles = useStyles();
  const [type, values, min, max, decimals, dateDefault] = useWatch<FieldForm, ['type', 'values', 'min', 'max', 'decimals', 'date_default']>({
    name: ['type', 'values', 'min', 'max', 'decimals', 'date_default'],
  });
  const defaultLabel = t('customFields.defaultValue');

  if (isChoice(type)) {
    const options = splitValues(values).map((v) => ({ value: v, label: v }));
    return (
      <>
        <TextareaField
          name="values"
          label={t('customFields.values')}
          hint={t('customFields.valuesHint')}
          rows={2}
          required
          rules={forTypes((v, f) => !isChoice(f.type) || splitValues(v as string).length > 0 || t('customField.valuesRequired'))}
        />
        {options.length > 0 &&
          (MULTIPLE_TYPES.includes(type!) ? (
            <CheckboxGroupField name="defaults" label={defaultLabel} options={options} />
          ) : (
            <RadioField name="default_one" label={defaultLabel} options={[{ value: '', label: t('customFields.none') }, ...options]} />
          ))}
      </>
    );
  }
  if (type === 'number') {
    const places = decimals ?? 0;
    return (
      <>
        <div className={styles.row}>
          <NumberField name="min" label={t('customFields.min')} decimals={places} />
          <NumberField
            name="max"
            label={t('customFields.max')}
            decimals={places}
            rules={forTypes((v, f) => f.type !== 'number' || v === null || f.min === null || Number(v) >= f.min || t('customFields.maxBelowMin'))}
          />
          <NumberField name="decimals" label={t('customFields.decimals')} min={FIELD_LIMITS.decimals.min} max={FIELD_LIMITS.decimals.max} decimals={0} required />
        </div>
        <NumberField name="default_number" label={defaultLabel} min={min ?? undefined} max={max ?? undefined} decimals={places} />
      </>
    );
  }
  if (type === 'file') {
    return (
      <NumberField
        name="file_count"
        label={t('customFields.fileCount')}
        min={FIELD_LIMITS.files.min}
        max={FIELD_LIMITS.files.max}
        decimals={0}
        rules={forTypes((v, f) => f.type !== 'file' || (v !== null && v !== undefined) || t('form.required'))}
      />
    );
  }
  if (type === 'date') {
    return (
      <>
        <RadioField name="date_default" label={t('customFields.dateDefault')} options={[{ value: 0, label: t('customFields.today') }, { value: 1, label: t('customFields.fixedDate') }]} />
        {dateDefault === 1 && (
          <DateField
            name="default_date"
            label={t('customFields.fixedDate')}
            rules={forTypes((v, f) => f.type !== 'date' || f.date_default !== 1 || !!v || t('customFields.fixedDateRequired'))}
          />
        )}
      </>
    );
  }
  if (type === 'text') return <TextField name="default_text" label={defaultLabel} />;
  if (type === 'textarea') return <TextareaField name="default_text" label={defaultLabel} rows={2} />;
  return null;
}
