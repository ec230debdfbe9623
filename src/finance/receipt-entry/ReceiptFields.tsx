/**
 * The fields of the receipt form that the form kit has no field for: a picked value (所属公司, 账户,
 * 付款性质: the name shown, 选择 opens the picker), the attachments (a nested bo-file-upload, at least one
 * file: 请上传附件), and the amount in capitals shown live under the amount. Each field of a section is
 * rendered from its description in receipt.logic.ts.
 */
import '../../core/i18n/areas/finance-receipt';
import '../../core/i18n/areas/finance-receipt-form';
import { Button, Field, Input } from '@fluentui/react-components';
import { useWatch } from 'react-hook-form';
import { useT, type Translate } from '../../core/i18n';
import { DateField, MoneyField, RadioField, TextField, TextareaField, required, rules, useFormField, type BaseFieldProps, type FieldRules } from '../../kit/form';
import { NestedElement } from '../../kit/nested';
import type { UploadedFile } from '../../kit/upload';
import { useReceiptFormStyles } from './ReceiptForm.styles';
import type { PickerKind } from './receipt-list.logic';
import { capitalsOf, type ReceiptField, type SectionKey } from './receipt.logic';

/** A value chosen with a picker: the name in a read-only box, 选择 at its end. */
export function PickedField(props: BaseFieldProps & { kind: PickerKind; onPick(kind: PickerKind): void }) {
  const t = useT();
  const { field, setFocus, fieldProps, dataField } = useFormField(props);
  const choose = (
    <Button size="small" appearance="transparent" onClick={() => props.onPick(props.kind)} data-action={`pick-${props.kind}`}>
      {t('receiptForm.choose')}
    </Button>
  );
  return (
    <Field {...fieldProps} {...dataField}>
      <Input ref={setFocus} readOnly name={field.name} value={(field.value as string | null) ?? ''} placeholder={t('form.selectPlaceholder')} onBlur={field.onBlur} contentAfter={choose} />
    </Field>
  );
}

/** The attachments: a nested bo-file-upload (multiple); its list is the field's value. */
export function AttachmentsField(props: BaseFieldProps) {
  const { field, setFocus, fieldProps, dataField } = useFormField(props);
  const files = (field.value as UploadedFile[] | null) ?? [];
  return (
    <Field {...fieldProps} {...dataField}>
      <div ref={(el) => setFocus(el ? { focus: () => el.focus() } : null)} tabIndex={-1}>
        <NestedElement tag="bo-file-upload" attributes={{ multiple: true, value: files }} on={{ 'bo-change': (detail: { files: UploadedFile[] }) => field.onChange(detail.files ?? []) }} />
      </div>
    </Field>
  );
}

/** 大写金额 of the amount as it is typed (nothing while it is not an amount). */
export function Capitals() {
  const t = useT();
  const styles = useReceiptFormStyles();
  const amount = useWatch({ name: 'amount' }) as string | null;
  return (
    <div className={styles.capitals}>
      <span className={styles.label}>{t('receiptForm.capitals')}</span>
      <output aria-live="polite" data-capitals="">{capitalsOf(amount) || t('common.emptyCell')}</output>
    </div>
  );
}

/** The label of a field (the bill's liushui_num is its bill number). */
const labelOf = (t: Translate, section: SectionKey, name: string) => t(`receiptEntry.field.${section === 'bill' && name === 'liushui_num' ? 'bill_num' : name}`);

export function SectionField({ field, section, onPick }: { field: ReceiptField; section: SectionKey; onPick(kind: PickerKind): void }) {
  const t = useT();
  const styles = useReceiptFormStyles();
  const label = labelOf(t, section, field.name);
  const own: FieldRules = rules(
    field.required ? required(t(field.required)) : {},
    field.max ? { maxLength: { value: field.max, message: t('form.maxLength', { max: field.max }) } } : {},
  );
  const base = { name: field.name, label, rules: own, className: styles.field };
  switch (field.kind) {
    case 'area':
      return <TextareaField {...base} className={styles.wide} maxLength={field.max} rows={2} />;
    case 'date':
      return <DateField {...base} />;
    case 'money':
      return (
        <>
          <MoneyField {...base} unit={t('receiptForm.yuan')} />
          <Capitals />
        </>
      );
    case 'type':
      return <RadioField {...base} options={[{ value: 1, label: t('receiptEntry.typeBankReceipt') }, { value: 2, label: t('receiptEntry.typeBill') }]} />;
    case 'transfer':
      return <RadioField {...base} options={[{ value: 1, label: t('receiptForm.transferable') }, { value: 0, label: t('receiptForm.notTransferable') }]} />;
    case 'picker':
      return <PickedField {...base} kind={field.picker!} onPick={onPick} />;
    default:
      return <TextField {...base} maxLength={field.max} />;
  }
}
