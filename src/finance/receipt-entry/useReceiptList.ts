/**
 * The list mode's state (spec 3 §2.5, §4 Receipt widget, §5 Bank receipt entry): the rows (the page's
 * `value`, then those smart recognition found: Recognition.tsx), their check boxes, the batch choices of company, payment nature and account (请先选择数据 without a checked row), a row's edit and
 * its delete (此操作将永久删除该文件, 是否继续?). Every change of the rows is a bo-change {records}.
 */
import '../../core/i18n/areas/finance-receipt';
import * as React from 'react';
import { useLatestT } from '../../core/i18n';
import { useConfirm, useMessage } from '../../core/feedback/FeedbackProvider';
import { useElement } from '../../core/runtime';
import { useSelection } from '../../kit/selection/useSelection';
import { batchAsking } from '../shared/asking';
import { applyChoice, type PickerKind, type ReceiptRow } from './receipt-list.logic';
import type { ReceiptRecord } from './types';

export interface ReceiptListOptions {
  value: unknown;
  type: number;
  own: boolean;
  onChange?(detail: { records: ReceiptRecord[] }): void;
}

let keys = 0;
const nextKey = () => `receipt-${++keys}`;
const rowsOf = (value: unknown): ReceiptRow[] =>
  (Array.isArray(value) ? value : []).filter((r): r is ReceiptRecord => !!r && typeof r === 'object').map((record) => ({ key: nextKey(), record }));
const keyOf = (row: ReceiptRow) => row.key;
const NONE: string[] = [];
const NO_ROWS: ReceiptRow[] = [];

/** `pickerHost`: where the pickers are put (inside the entry's shadow root). */
export function useReceiptList(o: ReceiptListOptions, pickerHost: React.RefObject<HTMLElement | null>) {
  const said = useLatestT();
  const message = useMessage();
  const confirm = useConfirm();
  const { apiBase } = useElement();
  const [rows, setRows] = React.useState(() => rowsOf(o.value));
  const current = React.useRef(rows);
  React.useLayoutEffect(() => {
    current.current = rows;
  });
  // the records last given to the page: the value it writes back (bo-change updates it) is no new list
  const textOf = (value: unknown) => JSON.stringify(Array.isArray(value) ? value : []);
  const [given, setGiven] = React.useState(() => textOf(o.value));
  const [seen, setSeen] = React.useState(o.value);
  if (seen !== o.value) {
    setSeen(o.value);
    if (textOf(o.value) !== given) {
      setGiven(textOf(o.value));
      setRows(rowsOf(o.value));
    }
  }
  const selection = useSelection<ReceiptRow>({ mode: 'checkbox', getId: keyOf, disabledIds: NONE, selectedIds: NONE, initial: NO_ROWS });
  const [editing, setEditing] = React.useState<string | null>(null);

  const commit = (next: ReceiptRow[]) => {
    current.current = next;
    setRows(next);
    const records = next.map((r) => r.record);
    setGiven(textOf(records));
    o.onChange?.({ records });
  };

  /** Recognised records join the end of the list (Recognition.tsx). */
  const append = (records: ReceiptRecord[]) => commit([...current.current, ...records.map((record) => ({ key: nextKey(), record }))]);

  const batch = async (kind: PickerKind) => {
    const checked = selection.ids.map(String).filter((k) => current.current.some((r) => r.key === k));
    const asking = await batchAsking(checked, { message, said }, pickerHost.current, () => import('./pick'));
    const choice = asking && (await asking.code.pickFor(asking.container, kind, { apiBase, lang: said.locale }));
    if (choice) commit(applyChoice(current.current, checked, choice));
  };

  const remove = async (key: string) => {
    if (!(await confirm({ title: said('common.notice'), content: said('receiptEntry.deleteConfirm') }))) return;
    selection.remove(key);
    commit(current.current.filter((r) => r.key !== key));
  };

  const editingRow = editing ? rows.find((r) => r.key === editing) : undefined;

  return {
    rows,
    selection,
    append,
    batch: (kind: PickerKind) => void batch(kind),
    remove: (key: string) => void remove(key),
    edit: (key: string) => setEditing(key),
    editingRow,
    /** 确定 of the row's form: the row replaced, back to the list */
    saveEdit: (record: ReceiptRecord) => {
      if (editing) commit(current.current.map((r) => (r.key === editing ? { ...r, record } : r)));
      setEditing(null);
    },
    cancelEdit: () => setEditing(null),
  };
}
