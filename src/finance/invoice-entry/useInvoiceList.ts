/**
 * The invoice entry's list (spec 3 §2.4, §4 Invoice screen, §5 Invoice form): the rows, started from
 * `value` and started again when the page sets another; their check boxes; the batch buttons 公 (a
 * department from bo-department-picker), 人 (a staff member from bo-staff-picker), 时 (a day from
 * bo-date-dialog), each asked inside the element's shadow root and written into the checked rows only
 * (none checked: 请先选择数据); 编辑 (the row in the edit form; its save replaces the row) and 删除 (after
 * the question). Every change of the rows is told to the page (bo-change {records}).
 */
import '../../core/i18n/areas/finance-invoice';
import * as React from 'react';
import { useConfirm, useMessage } from '../../core/feedback/FeedbackProvider';
import { useLatestT } from '../../core/i18n';
import { useElement } from '../../core/runtime';
import { useSelection } from '../../kit/selection/useSelection';
import { batchAsking } from '../shared/asking';
import {
  invoicesOf, patchRows, recordsOf, removeRow, replaceRow, toRows, type InvoiceRow,
} from './invoice-list.logic';
import type { InvoiceItem } from './types';

export interface InvoiceChangeDetail {
  /** every invoice of the list, in order */
  records: InvoiceItem[];
}

export type BatchKind = 'company' | 'handler' | 'handledAt';

const NONE: string[] = [];
const NO_ROWS: InvoiceRow[] = [];
const isObject = (v: unknown): v is object => typeof v === 'object' && v !== null;

/** `host`: where the pickers and the date dialog are put (inside the entry's shadow root). */
export function useInvoiceList(value: unknown, onChange: ((detail: InvoiceChangeDetail) => void) | undefined, host: React.RefObject<HTMLElement | null>) {
  const said = useLatestT();
  const message = useMessage();
  const confirm = useConfirm();
  const { apiBase } = useElement();
  const [rows, setRows] = React.useState(() => toRows(invoicesOf(value)));
  // the lists this element said (bo-change writes them into `value`): not a new list from the page
  const [ours] = React.useState(() => new WeakSet<object>());
  const [seen, setSeen] = React.useState(value);
  const selection = useSelection<InvoiceRow>({ mode: 'checkbox', getId: (r) => r.key, disabledIds: NONE, selectedIds: NONE, initial: NO_ROWS });
  if (seen !== value) {
    setSeen(value);
    if (!(isObject(value) && ours.has(value))) {
      setRows(toRows(invoicesOf(value)));
      selection.clear();
    }
  }
  // the rows as last committed, for work that ends after a render (a recognition, a picker)
  const latest = React.useRef(rows);
  React.useLayoutEffect(() => {
    latest.current = rows;
  }, [rows]);
  // the row in the edit form (mode 2 opened from the list)
  const [editing, setEditing] = React.useState<string | null>(null);

  const commit = React.useCallback(
    (next: InvoiceRow[]) => {
      latest.current = next;
      setRows(next);
      const records = recordsOf(next);
      ours.add(records);
      onChange?.({ records });
    },
    [onChange, ours],
  );

  /** Recognised invoices join the end of the list. */
  const append = React.useCallback((invoices: InvoiceItem[]) => commit([...latest.current, ...toRows(invoices)]), [commit]);

  /** 公 / 人 / 时: the value asked for, written into the checked rows (none: 请先选择数据). */
  const batch = async (kind: BatchKind) => {
    const checked = selection.ids;
    const asking = await batchAsking(checked, { message, said }, host.current, () => import('./batch'));
    const patch = asking && (await asking.code.askBatch(kind, { container: asking.container, apiBase, lang: said.locale }, said));
    if (patch) commit(patchRows(latest.current, checked, patch));
  };

  const remove = async (row: InvoiceRow) => {
    const ok = await confirm({ title: said('common.deleteNotice'), content: said('upload.deleteFileConfirm') });
    if (!ok) return;
    selection.remove(row.key);
    commit(removeRow(latest.current, row.key));
  };

  const editingRow = rows.find((r) => r.key === editing);
  return {
    rows,
    selection,
    append,
    batch,
    remove,
    edit: (row: InvoiceRow) => setEditing(row.key),
    /** the row in the edit form, if any */
    editingRow,
    /** the form saved: its row holds the invoice as saved, back to the list */
    saved: (invoice: InvoiceItem) => {
      if (editingRow) commit(replaceRow(latest.current, editingRow.key, invoice));
      setEditing(null);
    },
    closeEdit: () => setEditing(null),
  };
}
