/**
 * The invoice entry's list mode (spec 3 §2.4): smart recognition (the nested bo-scan-upload: local upload
 * or phone scan), the batch buttons 公 / 人 / 时 (single characters, so with accessible names and
 * tooltips), and the detail table with check boxes and the row actions 编辑 / 删除.
 */
import '../../core/i18n/areas/finance-invoice';
import * as React from 'react';
import { Button, Spinner } from '@fluentui/react-components';
import { useT, type Translate } from '../../core/i18n';
import { Tooltip } from '../../kit/lazy-parts/Tooltip';
import { HeldNestedElement } from '../../kit/nested';
import { ScanUploadPlaceholder } from '../../kit/upload/ScanUploadPlaceholder';
import { ListTable } from '../../kit/table/ListTable';
import { sequenceColumn, type Column } from '../../kit/table/columns';
import type { UploadedFile } from '../../kit/upload';
import { recognitionPart, type RecognitionProps } from '../shared/RecognitionPart';
import { amountCell } from '../../kit/money';
import { fileNames, type InvoiceRow } from './invoice-list.logic';
import { useInvoiceEntryStyles } from './InvoiceEntry.styles';
import type { InvoiceItem } from './types';
import type { BatchKind, useInvoiceList } from './useInvoiceList';

export interface InvoiceListProps {
  list: ReturnType<typeof useInvoiceList>;
}

const Recognition = recognitionPart<RecognitionProps<InvoiceItem>>(() => import('./Recognition').then((m) => m.Recognition));

const BATCHES: BatchKind[] = ['company', 'handler', 'handledAt'];

const amount = (key: 'total_amount' | 'tax' | 'amount_in_figuers', title: string): Column<InvoiceRow> => ({
  key,
  title,
  width: 110,
  align: 'end',
  value: (r) => amountCell(r.invoice[key]),
});

/** The columns of the detail table (the actions come last). */
export function invoiceColumns(t: Translate, actions: (row: InvoiceRow) => React.ReactNode): Column<InvoiceRow>[] {
  const text = (key: string, title: string, width?: number): Column<InvoiceRow> => ({ key, title, width, value: (r) => r.invoice[key] as string });
  return [
    sequenceColumn(t),
    { key: 'kind', title: t('invoiceEntry.kind'), width: 140, value: (r) => r.invoice.invoice_type || r.invoice.type },
    text('invoice_code', t('invoiceEntry.code'), 130),
    text('invoice_num', t('invoiceEntry.number'), 120),
    text('invoice_date', t('invoiceEntry.date'), 110),
    text('seller_name', t('invoiceEntry.seller'), 180),
    text('purchaser_name', t('invoiceEntry.purchaser'), 180),
    amount('total_amount', t('invoiceEntry.totalAmount')),
    amount('tax', t('invoiceEntry.tax')),
    amount('amount_in_figuers', t('invoiceEntry.amount')),
    text('department_name', t('invoiceEntry.companyName'), 140),
    text('handled_by', t('invoiceEntry.handlerName'), 100),
    text('handled_at', t('invoiceEntry.handledAtName'), 110),
    { key: 'files', title: t('invoiceEntry.files'), width: 160, value: (r) => fileNames(r.invoice.files) },
    { key: '__actions', title: t('form.actions'), actions: true, render: actions },
  ];
}

export function InvoiceList({ list }: InvoiceListProps) {
  const t = useT();
  const styles = useInvoiceEntryStyles();
  // the upload's list as it said it last, recognised by the lazy part
  const [uploads, setUploads] = React.useState<UploadedFile[] | null>(null);
  const [recognising, setRecognising] = React.useState(false);
  const actions = (row: InvoiceRow) => (
    // a click on an action is not a click on the row (which ticks it)
    <span className={styles.actions} onClick={(e) => e.stopPropagation()}>
      <Button size="small" appearance="transparent" onClick={() => list.edit(row)} data-action="edit">{t('invoiceEntry.edit')}</Button>
      <Button size="small" appearance="transparent" onClick={() => void list.remove(row)} data-action="delete">{t('invoiceEntry.delete')}</Button>
    </span>
  );
  return (
    <>
      <section className={styles.recognition} aria-label={t('invoiceEntry.recognition')} data-recognition="">
        <div className={styles.heading}>
          {t('invoiceEntry.recognition')}
          <span className={styles.hint}>{t('invoiceEntry.recognitionHint')}</span>
        </div>
        <HeldNestedElement tag="bo-scan-upload" attributes={{ multiple: true }} placeholder={<ScanUploadPlaceholder />} on={{ 'bo-change': (detail: { files: UploadedFile[] }) => setUploads(detail.files ?? []) }} />
        <Recognition uploads={uploads} onFound={list.append} onBusy={setRecognising} />
        {recognising && <Spinner size="extra-tiny" labelPosition="after" label={t('invoiceEntry.recognising')} role="status" data-recognising="" />}
      </section>
      <div className={styles.toolbar} part="buttons">
        <span className={styles.listTitle}>{t('invoiceEntry.list')}</span>
        {BATCHES.map((kind) => (
          <Tooltip key={kind} content={t(`invoiceEntry.${kind}Tip`)} relationship="description" withArrow>
            <Button className={styles.batch} aria-label={t(`invoiceEntry.${kind}Name`)} onClick={() => void list.batch(kind)} data-action={`batch-${kind}`}>
              {t(`invoiceEntry.${kind}`)}
            </Button>
          </Tooltip>
        ))}
      </div>
      <div data-invoice-table="" part="list">
        <ListTable
          aria-label={t('invoiceEntry.list')}
          columns={invoiceColumns(t, actions)}
          rows={list.rows}
          getId={(r) => r.key}
          selection={list.selection}
          notice={list.rows.length ? undefined : t('invoiceEntry.empty')}
        />
      </div>
    </>
  );
}
