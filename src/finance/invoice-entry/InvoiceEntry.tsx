/**
 * bo-invoice-entry (spec 3 §2.4, §4 Invoice screen): a header with a back control, then list mode (1:
 * recognition and the detail table) or edit mode (2: the invoice's form). Mode 2 is either a row of the
 * list being edited (its save replaces the row, its 取消 returns to the list, which stays as it was) or
 * the page's `mode="2"` with the invoice in `value` (save: bo-saved, 取消: bo-cancel, then back: the
 * back path through bo-navigate, or the tab's previous page). While the form is shown the header has no
 * back control: the form's 取消 is the way back, so its unsaved-changes question cannot be bypassed.
 * The form's code (react-hook-form and the form kit) loads apart, fetched as the entry mounts: list mode
 * shows it only when a row is edited; meanwhile the form's place says it is loading.
 */
import '../../core/i18n/areas/finance-invoice';
import * as React from 'react';
import { Button, mergeClasses } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import { partMissing } from '../../core/feedback/usePartFailed';
import { canGoBack, goBack, type NavigateDetail } from '../../core/navigate';
import { partRef } from '../../core/runtime';
import { lazyPart, usePreload } from '../../core/runtime/lazy-part';
import { useHeaderBarStyles } from '../../kit/header.styles';
import { ChevronIcon } from '../../kit/icons/ChevronIcon';
import { PickerHost } from '../../kit/picker/PickerHost';
import { ListStates } from '../../kit/table/ListStates';
import { withNestedUpload } from '../shared/nested-upload';
import { invoiceOf } from './invoice-list.logic';
import { InvoiceList } from './InvoiceList';
import { useInvoiceEntryStyles } from './InvoiceEntry.styles';
import { useInvoiceList, type InvoiceChangeDetail } from './useInvoiceList';
import type { InvoiceFormProps, InvoiceItem } from './types';

export interface InvoiceEntryProps {
  /** 1 list, 2 edit the invoice of `value` */
  mode?: number;
  /** mode 1: the list's invoices; mode 2: the invoice */
  value?: InvoiceItem[] | InvoiceItem | null;
  backPath?: string;
  title?: string;
  onChange?(detail: InvoiceChangeDetail): boolean;
  onSaved?(detail: { invoice: InvoiceItem }): boolean;
  onCancel?(): boolean;
  onNavigate?(detail: NavigateDetail): boolean;
}

/** the batch pickers and the date dialog (declared with lazyTag by elements/bo-invoice-entry.ts) */
const ASKED = ['bo-department-picker', 'bo-staff-picker', 'bo-date-dialog'] as const;

const FormLoading = () => <ListStates loading empty={false} />;
const InvoiceForm = lazyPart<InvoiceFormProps>(
  () => withNestedUpload(import('./form/InvoiceForm')).then((m) => m.InvoiceForm),
  FormLoading,
  partMissing('the invoice form'),
);

export function InvoiceEntry({ mode = 1, value = null, backPath, title, onChange, onSaved, onCancel, onNavigate }: InvoiceEntryProps) {
  const t = useT();
  const styles = useInvoiceEntryStyles();
  const bar = useHeaderBarStyles();
  const host = React.useRef<HTMLDivElement>(null);
  const list = useInvoiceList(value, onChange, host);
  const direct = mode === 2;
  const invoice = React.useMemo(() => invoiceOf(value), [value]);
  const editing = direct || !!list.editingRow;
  const back = () => goBack(onNavigate, backPath);
  const heading = title || t(editing ? 'invoiceEntry.editTitle' : 'invoiceEntry.title');
  usePreload([InvoiceForm]);

  return (
    // title="": the host's own `title` attribute (the heading) must not become a tooltip over the element
    <div className={styles.column} title="" data-bo-invoice-entry="" data-mode={editing ? 2 : 1}>
      <header className={bar.root} part="header">
        {!editing && canGoBack(backPath, history.length) && (
          <Button appearance="subtle" icon={<ChevronIcon direction="left" />} onClick={back} data-action="back" ref={partRef('back-button')}>
            {t('invoiceEntry.back')}
          </Button>
        )}
        <h1 className={bar.title} part="title">{heading}</h1>
      </header>
      {direct ? (
        <div data-invoice-edit="">
          {/* another invoice from the page is another form (its edits do not carry over) */}
          <InvoiceForm
            key={String(invoice.id ?? '')}
            invoice={invoice}
            onSaved={(saved) => {
              onSaved?.({ invoice: saved });
              back();
            }}
            onCancel={() => {
              onCancel?.();
              back();
            }}
          />
        </div>
      ) : (
        <>
          {list.editingRow && (
            <div data-invoice-edit="">
              <InvoiceForm key={list.editingRow.key} invoice={list.editingRow.invoice} onSaved={list.saved} onCancel={list.closeEdit} />
            </div>
          )}
          {/* kept while a row is edited: the uploads and a recognition under way go on */}
          <div className={mergeClasses(styles.column, list.editingRow && styles.hidden)} part="body">
            <InvoiceList list={list} />
          </div>
        </>
      )}
      <PickerHost ref={host} className={styles.host} preload={ASKED} />
    </div>
  );
}
