/**
 * The state of an editable table (editable-rows.logic.ts) as a hook: the rows, their actions and what is
 * still in edit. `create` makes the values of a new row; `validate` says what is wrong with a draft (the
 * spec's message), or nothing.
 */
import * as React from 'react';
import {
  addRow, cancelRow, changeRow, confirmRow, currentRows, editingKeys, editRow, fromRows, moveRow, removeRow, savedRows, type EditRow,
} from './editable-rows.logic';

export interface EditableRowsOptions<Row> {
  create(): Row;
  validate?(draft: Row): string | null | undefined;
}

export interface EditableRows<Row> {
  list: EditRow<Row>[];
  /** the confirmed rows */
  rows: Row[];
  /** every row as it stands, drafts included */
  current: Row[];
  /** keys of the rows in edit */
  editing: string[];
  add(): void;
  edit(key: string): void;
  change(key: string, patch: Partial<Row>): void;
  /** applies the draft; answers the validation message, or null when applied */
  confirm(key: string): string | null;
  cancel(key: string): void;
  remove(key: string): void;
  move(from: number, to: number): void;
  /** new rows (a record loaded): every row in view */
  reset(rows: readonly Row[]): void;
}

export function useEditableRows<Row>(initial: readonly Row[], options: EditableRowsOptions<Row>): EditableRows<Row> {
  const [list, setList] = React.useState(() => fromRows(initial));
  const latest = React.useRef(options);
  React.useEffect(() => {
    latest.current = options;
  });
  const actions = React.useMemo(
    () => ({
      add: () => setList((l) => addRow(l, latest.current.create())),
      edit: (key: string) => setList((l) => editRow(l, key)),
      change: (key: string, patch: Partial<Row>) => setList((l) => changeRow(l, key, patch)),
      cancel: (key: string) => setList((l) => cancelRow(l, key)),
      remove: (key: string) => setList((l) => removeRow(l, key)),
      move: (from: number, to: number) => setList((l) => moveRow(l, from, to)),
      reset: (rows: readonly Row[]) => setList(fromRows(rows)),
    }),
    [],
  );
  const confirm = (key: string) => {
    const next = confirmRow(list, key, latest.current.validate);
    setList(next);
    return next.find((r) => r.key === key)?.error ?? null;
  };
  return { list, rows: savedRows(list), current: currentRows(list), editing: editingKeys(list), confirm, ...actions };
}
