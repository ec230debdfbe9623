/**
 * Editable rows as data (no React): each row is in view or in edit. A new row starts in edit on top;
 * edit keeps a copy to restore; cancel restores it, or removes a row never confirmed; confirm applies the
 * draft once `validate` accepts it. Pure functions over an immutable list, unit-tested.
 */
export interface EditRow<Row> {
  /** stable key for React and the actions */
  key: string;
  /** the confirmed values; null for a new row not confirmed yet */
  saved: Row | null;
  /** the values being edited; null in view */
  draft: Row | null;
  /** what `validate` said of the last confirm (shown at the row) */
  error: string | null;
}

let seq = 0;
const nextKey = () => `row-${++seq}`;

export const fromRows = <Row>(rows: readonly Row[]): EditRow<Row>[] => rows.map((row) => ({ key: nextKey(), saved: row, draft: null, error: null }));

/** A new row in edit, first in the list. */
export const addRow = <Row>(list: EditRow<Row>[], row: Row): EditRow<Row>[] => [{ key: nextKey(), saved: null, draft: row, error: null }, ...list];

const update = <Row>(list: EditRow<Row>[], key: string, fn: (r: EditRow<Row>) => EditRow<Row> | null): EditRow<Row>[] =>
  list.flatMap((r) => {
    if (r.key !== key) return [r];
    const next = fn(r);
    return next ? [next] : [];
  });

/** Into edit, with a copy of the saved values. */
export const editRow = <Row>(list: EditRow<Row>[], key: string) =>
  update(list, key, (r) => (r.draft ? r : { ...r, draft: { ...(r.saved as Row) }, error: null }));

export const changeRow = <Row>(list: EditRow<Row>[], key: string, patch: Partial<Row>) =>
  update(list, key, (r) => (r.draft ? { ...r, draft: { ...r.draft, ...patch } } : r));

/** Back to view with the saved values; a new row goes away. */
export const cancelRow = <Row>(list: EditRow<Row>[], key: string) => update(list, key, (r) => (r.saved === null ? null : { ...r, draft: null, error: null }));

/** Applies the draft when `validate` (if any) has nothing to say; else keeps the row in edit with the message. */
export const confirmRow = <Row>(list: EditRow<Row>[], key: string, validate?: (draft: Row) => string | null | undefined) =>
  update(list, key, (r) => {
    if (!r.draft) return r;
    const error = validate?.(r.draft) || null;
    return error ? { ...r, error } : { ...r, saved: r.draft, draft: null, error: null };
  });

export const removeRow = <Row>(list: EditRow<Row>[], key: string) => update(list, key, () => null);

/** Moves the row at `from` to `to` (indexes in the list). */
export function moveRow<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return list.slice();
  const next = list.slice();
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** Keys of the rows in edit. */
export const editingKeys = <Row>(list: EditRow<Row>[]) => list.filter((r) => r.draft).map((r) => r.key);

/** The confirmed rows (new rows never confirmed left out). */
export const savedRows = <Row>(list: EditRow<Row>[]): Row[] => list.flatMap((r) => (r.saved ? [r.saved] : []));

/** Every row as it stands now: the draft where a row is in edit (what a save "with the edited rows" sends). */
export const currentRows = <Row>(list: EditRow<Row>[]): Row[] => list.flatMap((r) => (r.draft ?? r.saved ? [(r.draft ?? r.saved) as Row] : []));
