/**
 * The receipt form (modes 2 and 3; spec 3 §2.5, §5 Bank receipt entry): 基本信息, 付款方信息, 收款方信息,
 * then 交易信息 (bank receipt) or 票据信息 (bill), and the attachments; 取消 and 确定 (busy while a new
 * entry's serial number is asked for; if it cannot be had, the message with 重试, the number left to type).
 */
import '../../core/i18n/areas/finance-receipt';
import '../../core/i18n/areas/finance-receipt-form';
import * as React from 'react';
import { Button } from '@fluentui/react-components';
import { userMessage } from '../../core/http';
import { useT } from '../../core/i18n';
import { BoForm, BusyButton, required } from '../../kit/form';
import { useReceiptFormStyles } from './ReceiptForm.styles';
import { AttachmentsField, SectionField } from './ReceiptFields';
import { useReceiptForm, type ReceiptFormOptions } from './useReceiptForm';

export interface ReceiptFormProps extends ReceiptFormOptions {
  pickerHost: React.RefObject<HTMLElement | null>;
}

export function ReceiptForm({ pickerHost, ...options }: ReceiptFormProps) {
  const t = useT();
  const styles = useReceiptFormStyles();
  const s = useReceiptForm(options, pickerHost);
  return (
    <div className={styles.root} data-bo-receipt-form="">
      <h2 className={styles.title}>{t(options.isNew ? 'receiptForm.newTitle' : 'receiptForm.editTitle')}</h2>
      {s.numberFailed && (
        <div className={styles.error} role="alert" data-error="serial-number">
          {t('receiptForm.serialFailed', { msg: userMessage(s.numberFailed, t) })}{' '}
          <Button size="small" onClick={s.renumber} data-action="retry">{t('common.retry')}</Button>
        </div>
      )}
      <BoForm form={s.form} onValid={s.confirm} className={styles.form}>
        {s.sections.map((section) => (
          <section key={section.key} className={styles.section} aria-label={t(`receiptForm.${section.key}`)} data-section={section.key}>
            <h3 className={styles.heading}>{t(`receiptForm.${section.key}`)}</h3>
            <div className={styles.row}>
              {section.fields.map((field) => (
                <SectionField key={field.name} field={field} section={section.key} onPick={s.pick} />
              ))}
            </div>
          </section>
        ))}
        <section className={styles.section} aria-label={t('receiptForm.attachments')} data-section="files">
          <h3 className={styles.heading}>{t('receiptForm.attachments')}</h3>
          <AttachmentsField name="files" label={t('receiptEntry.field.files')} rules={required(t('receipt.filesRequired'))} />
        </section>
        <div className={styles.footer}>
          <Button onClick={s.cancel} data-action="cancel">{t('common.cancel')}</Button>
          <BusyButton appearance="primary" type="submit" busy={s.busy} data-action="confirm">{t('common.confirm')}</BusyButton>
        </div>
      </BoForm>
    </div>
  );
}
