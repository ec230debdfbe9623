/**
 * The list mode (spec 3 §2.5): 智能识别 (a nested bo-scan-upload: local or phone-scan upload, the files
 * sent for recognition), the batch buttons 所属公司 / 付款性质 (not in the own variant) and 账户, and the
 * checkbox table of the rows with 编辑 and 删除. 编辑 shows the row's form in place of the list.
 */
import '../../core/i18n/areas/finance-receipt';
import * as React from 'react';
import { Button, Spinner } from '@fluentui/react-components';
import { useT, type Translate } from '../../core/i18n';
import { amountCell } from '../../kit/money';
import { HeldNestedElement } from '../../kit/nested';
import { ScanUploadPlaceholder } from '../../kit/upload/ScanUploadPlaceholder';
import type { UploadedFile } from '../../kit/upload';
import { ListTable } from '../../kit/table/ListTable';
import { RowAction } from '../../kit/table/RowAction';
import { sequenceColumn, type Column } from '../../kit/table/columns';
import { useReceiptEntryStyles } from './ReceiptEntry.styles';
import { recognitionPart } from '../shared/RecognitionPart';
import { ReceiptForm } from './LazyReceiptForm';
import type { ReceiptRecognitionProps } from './Recognition';
import { typeOf, type PickerKind, type ReceiptRow } from './receipt-list.logic';
import { useReceiptList, type ReceiptListOptions } from './useReceiptList';

const typeText = (t: Translate, type: unknown) =>
  Number(type) === 1 ? t('receiptEntry.typeBankReceipt') : Number(type) === 2 ? t('receiptEntry.typeBill') : '';

function columnsOf(t: Translate, own: boolean, actions: (row: ReceiptRow) => React.ReactNode): Column<ReceiptRow>[] {
  const field = (key: string, width: number, extra: Partial<Column<ReceiptRow>> = {}): Column<ReceiptRow> => ({
    key,
    title: t(`receiptEntry.field.${key}`),
    width,
    value: (row) => row.record[key],
    ...extra,
  });
  return [
    sequenceColumn<ReceiptRow>(t),
    field('serial_number', 160),
    ...(own ? [] : [field('department_name', 160)]),
    field('account_bank_account', 180),
    ...(own ? [] : [field('payment_nature', 120)]),
    field('type', 100, { value: (row) => typeText(t, row.record.type) }),
    field('transaction_date', 110),
    field('pay_name', 160),
    field('payee_name', 160),
    field('amount', 120, { align: 'end', value: (row) => amountCell(row.record.amount) }),
    field('abstract', 160),
    field('files', 90, { value: (row) => (row.record.files?.length ? t('receiptEntry.attachmentCount', { n: row.record.files.length }) : '') }),
    { key: '__actions', title: t('receiptEntry.actions'), actions: true, render: actions },
  ];
}

const Recognition = recognitionPart<ReceiptRecognitionProps>(() => import('./Recognition').then((m) => m.Recognition));

export interface ReceiptListProps extends ReceiptListOptions {
  pickerHost: React.RefObject<HTMLElement | null>;
}

export function ReceiptList({ pickerHost, ...options }: ReceiptListProps) {
  const t = useT();
  const styles = useReceiptEntryStyles();
  const s = useReceiptList(options, pickerHost);
  const own = options.own;
  // the upload's list as it said it last, recognised by the lazy part (kept while a row is edited: a
  // recognition under way goes on)
  const [uploads, setUploads] = React.useState<UploadedFile[] | null>(null);
  const [recognising, setRecognising] = React.useState(false);
  const recognition = <Recognition uploads={uploads} type={typeOf(options.type)} onFound={s.append} onBusy={setRecognising} />;

  if (s.editingRow) {
    return (
      <>
        {recognition}
        <ReceiptForm key={s.editingRow.key} record={s.editingRow.record} own={own} isNew={false} pickerHost={pickerHost} onConfirm={s.saveEdit} onCancel={s.cancelEdit} />
      </>
    );
  }

  const batches: [PickerKind, string][] = [
    ...(own ? [] : ([['company', t('receiptEntry.batchCompany')], ['nature', t('receiptEntry.batchNature')]] as [PickerKind, string][])),
    ['account', t('receiptEntry.batchAccount')],
  ];
  const actions = (row: ReceiptRow) => (
    <span className={styles.actions}>
      <RowAction action="edit" label={t('receiptEntry.edit')} onClick={() => s.edit(row.key)} />
      <RowAction action="delete" label={t('receiptEntry.delete')} onClick={() => s.remove(row.key)} />
    </span>
  );

  return (
    <>
      {recognition}
      <div className={styles.root} data-bo-receipt-list="">
        <section className={styles.toolbar} part="search-form" aria-label={t('receiptEntry.recognise')}>
          <div className={styles.recognise}>
            <span className={styles.label}>{t('receiptEntry.recognise')}</span>
            <span className={styles.hint}>{t('receiptEntry.recogniseHint')}</span>
            <HeldNestedElement tag="bo-scan-upload" attributes={{ multiple: true }} placeholder={<ScanUploadPlaceholder />} on={{ 'bo-change': (detail: { files: UploadedFile[] }) => setUploads(detail.files ?? []) }} />
            {recognising && (
              <span className={styles.busy} role="status" data-recognising="">
                <Spinner size="extra-tiny" />
                {t('receiptEntry.recognising')}
              </span>
            )}
          </div>
          <div className={styles.batch}>
            {batches.map(([kind, label]) => (
              <Button key={kind} size="small" onClick={() => s.batch(kind)} data-action={`batch-${kind}`}>{label}</Button>
            ))}
          </div>
        </section>
        <div part="list">
          <ListTable columns={columnsOf(t, own, actions)} rows={s.rows} getId={(row) => row.key} selection={s.selection} aria-label={t('receiptEntry.list')} />
        </div>
      </div>
    </>
  );
}
