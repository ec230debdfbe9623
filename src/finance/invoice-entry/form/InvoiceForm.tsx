/**
 * Placeholder of the invoice's edit form (mode 2 of bo-invoice-entry), replaced by the real form of
 * branch g-invform: the invoice's number and the two buttons, so the entry's mode switching can be built.
 */
import { Button } from '@fluentui/react-components';
import { useT } from '../../../core/i18n';
import type { InvoiceFormProps } from '../types';

export function InvoiceForm({ invoice, onSaved, onCancel }: InvoiceFormProps) {
  const t = useT();
  return (
    <div data-invoice-form="">
      {/* the invoice's number is the backend's */}
      <div data-backend-text="">{invoice.invoice_num}</div>
      <Button onClick={onCancel} data-action="cancel">{t('common.cancel')}</Button>
      <Button appearance="primary" onClick={() => onSaved(invoice)} data-action="confirm">{t('common.confirm')}</Button>
    </div>
  );
}
