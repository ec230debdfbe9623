/**
 * The invoice form's own controls: a kind's dynamic field (spec 3 §3 Invoice form field: select, input,
 * datetime, number; 请输入{title} / 请选择{title} when required; text ≤ 64, 128 for a password), a value
 * chosen in a picker (company, handler: read-only with 选择), the attachments (a nested
 * `<bo-file-upload multiple>`, at least one: 请上传附件), 价税合计 with its capitals and the columns of the
 * detail rows.
 */
import '../../../core/i18n/areas/finance-invoice-form';
import { Button, Field, Input } from '@fluentui/react-components';
import type { Translate } from '../../../core/i18n';
import { useT } from '../../../core/i18n';
import { DateField, MoneyField, required, SelectField, TextField, useFormField, type EditableColumn } from '../../../kit/form';
import { NestedElement } from '../../../kit/nested';
import type { UploadedFile } from '../../../kit/upload';
import type { Commodity, InvoiceFormField } from '../types';
import { capitalsOfYuan } from '../../../kit/money';
import { COMMODITY_COLUMNS, isMust, requiredKind, textLimit } from './invoice.logic';
import { useInvoiceFormStyles } from './InvoiceForm.styles';

/** One field of the kind (form_field), bound to `dyn.<field_name>`. */
export function DynamicField({ def }: { def: InvoiceFormField }) {
  const t = useT();
  const title = def.field_title || def.field_name;
  const props = {
    name: `dyn.${def.field_name}`,
    label: title,
    rules: isMust(def) ? required(t(requiredKind(def) === 'select' ? 'invoice.selectField' : 'invoice.inputField', { title })) : undefined,
  };
  switch (def.input_style) {
    case 'select':
      return <SelectField {...props} options={(def.list_val ?? []).map((o) => ({ value: o.key, label: o.name }))} />;
    case 'datetime':
      return <DateField {...props} />;
    case 'number':
      return <MoneyField {...props} />;
    default:
      return <TextField {...props} maxLength={textLimit(def.field_name)} />;
  }
}

/** A value chosen in a picker: shown read-only, with 选择 beside it. */
export function PickedField({ name, label, placeholder, onChoose }: { name: string; label: string; placeholder?: string; onChoose(): void }) {
  const t = useT();
  const styles = useInvoiceFormStyles();
  const { field, fieldProps, dataField } = useFormField({ name, label });
  return (
    <div className={styles.picked}>
      <Field {...fieldProps} {...dataField} className={styles.pickedField}>
        <Input name={field.name} value={(field.value as string | null) ?? ''} placeholder={placeholder} readOnly />
      </Field>
      <Button onClick={onChoose} data-action={`choose-${name}`}>{t('invoiceForm.choose')}</Button>
    </div>
  );
}

/** The attachments: a nested bo-file-upload holding the form's `files`; at least one (请上传附件). */
export function FilesField({ name, label }: { name: string; label: string }) {
  const t = useT();
  const { field, setFocus, fieldProps, dataField } = useFormField({ name, label, rules: required(t('invoice.filesRequired')) });
  const files = (field.value as UploadedFile[] | undefined) ?? [];
  return (
    <Field {...fieldProps} {...dataField}>
      <div ref={(box) => setFocus(box && { focus: () => box.scrollIntoView({ block: 'center' }) })}>
        <NestedElement
          tag="bo-file-upload"
          attributes={{ multiple: true, value: files }}
          on={{ 'bo-change': (detail: { files: UploadedFile[] }) => field.onChange(detail.files) }}
        />
      </div>
    </Field>
  );
}

/** 价税合计: computed, shown with two decimals and in capitals beside it. */
export function FiguresField({ name, label }: { name: string; label: string }) {
  const t = useT();
  const styles = useInvoiceFormStyles();
  const { field, fieldProps, dataField } = useFormField({ name, label });
  const amount = (field.value as string | undefined) ?? '';
  const capitals = capitalsOfYuan(amount);
  return (
    <Field {...fieldProps} {...dataField}>
      <output data-value="">{amount || t('common.emptyCell')}</output>
      <span className={styles.capitals} data-capitals="">{capitals && t('invoiceForm.capitals', { text: capitals })}</span>
    </Field>
  );
}

const cellText = (row: Commodity, key: string) => {
  const v = row[key];
  return v === null || v === undefined ? '' : String(v);
};

/** The detail rows' columns: name, specification, quantity, unit, then the invoice's table columns. */
export function commodityColumns(t: Translate, tables: readonly InvoiceFormField[]): EditableColumn<Commodity>[] {
  const columns = [
    ...COMMODITY_COLUMNS.map((key) => ({ key, title: t(`invoiceForm.commodity.${key}`) })),
    ...tables.map((c) => ({ key: c.field_name, title: c.field_title || c.field_name })),
  ];
  return columns.map(({ key, title }) => ({
    key,
    title,
    view: (row) => cellText(row, key) || t('common.emptyCell'),
    edit: (draft, set) => (
      <Input
        aria-label={title}
        size="small"
        value={cellText(draft, key)}
        maxLength={textLimit(key)}
        onChange={(_, d) => set({ [key]: d.value } as Partial<Commodity>)}
      />
    ),
  }));
}
