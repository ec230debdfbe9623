/**
 * The invoice entry's edit form (mode 2; spec 3 §2.4, §4 Invoice screen, §5 Invoice form): company, basic
 * information (the kind and its fields from /ocr/invoice/form_field, the switch 只展示必填字段), the
 * transaction details (editable rows), other (places, an air ticket's itinerary type), the tax and amount
 * summary (computed in fen, the amount in capitals), attachments and the handler. 取消 asks before
 * discarding edits; 确定 checks every rule of spec 3 §5, then PUT /ocr/edit_item.
 */
import '../../../core/i18n/areas/finance-invoice-form';
import * as React from 'react';
import { useWatch } from 'react-hook-form';
import { Button, Subtitle2, Switch } from '@fluentui/react-components';
import { userMessage } from '../../../core/http';
import { partRef } from '../../../core/runtime';
import { BoForm, BusyButton, DateField, EditableTable, MoneyField, RadioField, required, SelectField, TextField } from '../../../kit/form';
import { ListStates } from '../../../kit/table/ListStates';
import type { MessageKey } from '../../../core/i18n';
import type { InvoiceFormProps } from '../types';
import { hasRate } from '../../../kit/money';
import { DynamicField, FiguresField, FilesField, PickedField, commodityColumns } from './InvoiceFields';
import { dynamicFields, isMust, TEXT_LIMIT, type InvoiceValues } from './invoice.logic';
import { useInvoiceFormStyles } from './InvoiceForm.styles';
import { useInvoiceForm } from './useInvoiceForm';

type Text = keyof InvoiceValues & string;
/** The entity's optional texts of 基本信息 (hidden by 只展示必填字段). */
const BASIC_TEXTS: [Text, MessageKey][] = [
  ['invoice_code', 'invoiceForm.invoiceCode'],
  ['invoice_num', 'invoiceForm.invoiceNum'],
  ['purchaser_name', 'invoiceForm.purchaserName'],
  ['purchaser_register_num', 'invoiceForm.purchaserRegisterNum'],
  ['seller_name', 'invoiceForm.sellerName'],
  ['seller_register_num', 'invoiceForm.sellerRegisterNum'],
];

export function InvoiceForm(props: InvoiceFormProps) {
  const styles = useInvoiceFormStyles();
  const pickerHost = React.useRef<HTMLDivElement>(null);
  const s = useInvoiceForm(props, pickerHost);
  const { t, form } = s;
  const [requiredOnly, setRequiredOnly] = React.useState(false);
  const taxRate = useWatch({ control: form.control, name: 'tax_rate' });

  if (!s.ready) {
    return (
      <div className={styles.root} data-bo-invoice-form="">
        <ListStates empty={false} loading={!s.failed} error={s.failed && userMessage(s.failed, t)} onRetry={s.reload} />
      </div>
    );
  }

  const shown = (must: boolean) => must || !requiredOnly;
  const rate = hasRate(taxRate);
  const heading = (key: MessageKey) => <Subtitle2 as="h3">{t(key)}</Subtitle2>;
  const money = (name: Text, label: MessageKey, message?: MessageKey, disabled?: boolean, hint?: string) => (
    <MoneyField name={name} label={t(label)} unit={t('invoiceForm.yuan')} rules={message ? required(t(message)) : undefined} disabled={disabled} hint={hint} />
  );

  return (
    <div className={styles.root} data-bo-invoice-form="">
      <BoForm form={form} onValid={(v) => void s.submit(v)} className={styles.form}>
        <section className={styles.section} aria-label={t('invoiceForm.company')}>
          {heading('invoiceForm.company')}
          <div className={styles.grid}>
            <PickedField name="department_name" label={t('invoiceForm.company')} placeholder={t('invoiceForm.companyPlaceholder')} onChoose={() => void s.chooseCompany()} />
          </div>
        </section>

        <section className={styles.section} aria-label={t('invoiceForm.basic')}>
          <div className={styles.head}>
            {heading('invoiceForm.basic')}
            <Switch checked={requiredOnly} label={t('invoiceForm.requiredOnly')} onChange={(_, d) => setRequiredOnly(d.checked)} data-action="required-only" />
          </div>
          <div className={styles.grid}>
            <SelectField
              name="type"
              label={t('invoiceForm.kind')}
              options={s.kinds.map((k) => ({ value: k.key, label: k.name }))}
              rules={required(t('invoice.selectField', { title: t('invoiceForm.kind') }))}
            />
            <DateField name="invoice_date" label={t('invoiceForm.invoiceDate')} rules={required(t('invoice.dateRequired'))} />
            {BASIC_TEXTS.filter(() => shown(false)).map(([name, label]) => (
              <TextField key={name} name={name} label={t(label)} maxLength={TEXT_LIMIT} />
            ))}
            {s.fields === null && !s.failed && <span className={styles.note} role="status">{t('invoiceForm.loadingFields')}</span>}
            {s.fields && dynamicFields(s.fields).filter((f) => shown(isMust(f))).map((f) => <DynamicField key={`${s.kind}:${f.field_name}`} def={f} />)}
            {s.failed && (
              <span className={styles.error} role="alert" data-error="fields">
                {userMessage(s.failed, t)}{' '}
                <Button size="small" onClick={s.reload} data-action="retry">{t('common.retry')}</Button>
              </span>
            )}
          </div>
        </section>

        <section className={styles.section} aria-label={t('invoiceForm.details')} data-section="details">
          <div className={styles.head}>
            {heading('invoiceForm.details')}
            <Button size="small" onClick={s.rows.add} data-action="add-detail">{t('invoiceForm.addDetail')}</Button>
          </div>
          <EditableTable aria-label={t('invoiceForm.details')} rows={s.rows} columns={commodityColumns(t, s.tables)} />
          {s.detailsError && <span className={styles.error} role="alert" data-error="details">{s.detailsError}</span>}
        </section>

        <section className={styles.section} aria-label={t('invoiceForm.other')}>
          {heading('invoiceForm.other')}
          <div className={styles.grid}>
            {shown(false) && <TextField name="place_start" label={t('invoiceForm.placeStart')} maxLength={TEXT_LIMIT} />}
            {shown(false) && <TextField name="place_end" label={t('invoiceForm.placeEnd')} maxLength={TEXT_LIMIT} />}
            {s.itinerary && (
              <RadioField
                name="jishuan_type"
                label={t('invoiceForm.itinerary')}
                options={[1, 2].map((value) => ({ value, label: t(`invoiceForm.itineraryType.${value}`) }))}
                disabled={s.recalculating}
                hint={s.recalculating ? t('invoiceForm.recalculating') : undefined}
              />
            )}
          </div>
        </section>

        <section className={styles.section} aria-label={t('invoiceForm.summary')}>
          {heading('invoiceForm.summary')}
          <div className={styles.grid}>
            {money('not_amount', 'invoiceForm.notAmount', 'invoice.notAmountRequired')}
            {money('total_amount', 'invoiceForm.totalAmount', 'invoice.totalAmountRequired')}
            <TextField name="tax_rate" label={t('invoiceForm.taxRate')} maxLength={TEXT_LIMIT} hint={rate ? undefined : t('invoiceForm.taxRateHint')} />
            {money('tax', 'invoiceForm.tax', 'invoice.taxRequired', rate, rate ? t('invoiceForm.taxComputed') : undefined)}
            <FiguresField name="amount_in_figuers" label={t('invoiceForm.amountInFiguers')} />
            {money('total_amount1', 'invoiceForm.totalAmount1', 'invoice.totalAmount1Required', true)}
          </div>
        </section>

        <section className={styles.section} aria-label={t('invoiceForm.files')}>
          {heading('invoiceForm.files')}
          <FilesField name="files" label={t('invoiceForm.files')} />
        </section>

        <section className={styles.section} aria-label={t('invoiceForm.handler')}>
          {heading('invoiceForm.handler')}
          <div className={styles.grid}>
            <PickedField name="handled_by" label={t('invoiceForm.handledBy')} onChoose={() => void s.chooseHandler()} />
            <TextField name="handled_staff_num" label={t('invoiceForm.handledStaffNum')} disabled />
            <TextField name="handled_mobile" label={t('invoiceForm.handledMobile')} disabled />
            <DateField name="handled_at" label={t('invoiceForm.handledAt')} />
          </div>
        </section>

        <div className={styles.footer} ref={partRef('footer')}>
          <Button onClick={() => void s.cancel()} data-action="cancel" ref={partRef('cancel-button')}>{t('common.cancel')}</Button>
          <BusyButton appearance="primary" type="submit" busy={s.saving} onClick={s.checkDetails} data-action="confirm" ref={partRef('confirm-button')}>
            {t('common.confirm')}
          </BusyButton>
        </div>
      </BoForm>
      <div ref={pickerHost} />
    </div>
  );
}
