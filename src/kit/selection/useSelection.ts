/**
 * What the user has chosen in a picker: radio (one record), checkbox (many, kept across pages and new
 * searches) or none. Rows whose ids the caller passes in `disabled-ids` are shown as already chosen
 * and cannot be ticked; `selected-ids` (and `selection`, the records themselves) preselect.
 */
import * as React from 'react';

export type SelectionMode = 'radio' | 'checkbox' | 'none';
export type RowId = string | number;
export type CheckState = 'checked' | 'mixed' | 'unchecked';

export interface Selection<Row> {
  mode: SelectionMode;
  /** chosen records, in the order they were chosen */
  records: Row[];
  /** preselected ids whose rows have not been loaded yet: chosen, but their records are unknown */
  pending: RowId[];
  /** every chosen id (records and pending), in the order they were chosen */
  ids: RowId[];
  count: number;
  isSelected(id: RowId): boolean;
  isDisabled(id: RowId): boolean;
  toggle(row: Row): void;
  /** checkbox mode: tick every selectable row of the page, or untick them when all are ticked */
  toggleAll(rows: Row[]): void;
  pageState(rows: Row[]): CheckState;
  remove(id: RowId): void;
  clear(): void;
  /** records of preselected ids become known when their rows load */
  learn(rows: Row[]): void;
}

export interface SelectionOptions<Row> {
  mode: SelectionMode;
  getId: (row: Row) => RowId;
  disabledIds: RowId[];
  selectedIds: RowId[];
  initial: Row[];
}

const key = (id: RowId) => String(id);

export function useSelection<Row>({ mode, getId, disabledIds, selectedIds, initial }: SelectionOptions<Row>): Selection<Row> {
  const disabled = React.useMemo(() => new Set(disabledIds.map(key)), [disabledIds]);
  // id → record (undefined while a preselected id's row has not been seen yet)
  const [chosen, setChosen] = React.useState(() => fromPreset(initial, selectedIds, getId, mode));
  const preset = React.useMemo(() => [initial, selectedIds] as const, [initial, selectedIds]);
  const [seenPreset, setSeenPreset] = React.useState(preset);
  if (seenPreset !== preset) {
    setSeenPreset(preset);
    setChosen(fromPreset(initial, selectedIds, getId, mode));
  }

  return React.useMemo<Selection<Row>>(() => {
    const selectable = (rows: Row[]) => rows.filter((r) => !disabled.has(key(getId(r))));
    const records = [...chosen.values()].filter((r): r is Row => r !== undefined);
    const presetId = new Map(selectedIds.map((id) => [key(id), id]));
    const ids = [...chosen].map(([k, row]) => (row === undefined ? presetId.get(k)! : getId(row)));
    return {
      mode,
      records,
      pending: [...chosen].filter(([, row]) => row === undefined).map(([k]) => presetId.get(k)!),
      ids,
      count: chosen.size,
      isSelected: (id) => chosen.has(key(id)) || disabled.has(key(id)),
      isDisabled: (id) => disabled.has(key(id)),
      toggle(row) {
        const id = key(getId(row));
        if (mode === 'none' || disabled.has(id)) return;
        setChosen((prev) => {
          if (mode === 'radio') return new Map([[id, row]]);
          const next = new Map(prev);
          if (next.has(id)) next.delete(id);
          else next.set(id, row);
          return next;
        });
      },
      toggleAll(rows) {
        if (mode !== 'checkbox') return;
        const page = selectable(rows);
        const all = page.length > 0 && page.every((r) => chosen.has(key(getId(r))));
        setChosen((prev) => {
          const next = new Map(prev);
          for (const r of page) {
            if (all) next.delete(key(getId(r)));
            else next.set(key(getId(r)), r);
          }
          return next;
        });
      },
      pageState(rows) {
        // nothing chosen (every opening starts so): no walk over a page of 10,000 rows
        if (chosen.size === 0) return 'unchecked';
        let selectableCount = 0;
        let ticked = 0;
        for (const r of rows) {
          const id = key(getId(r));
          if (disabled.has(id)) continue;
          selectableCount++;
          if (chosen.has(id)) ticked++;
        }
        return ticked === 0 ? 'unchecked' : ticked === selectableCount ? 'checked' : 'mixed';
      },
      remove: (id) => setChosen((prev) => { const next = new Map(prev); next.delete(key(id)); return next; }),
      clear: () => setChosen(new Map()),
      learn(rows) {
        if (![...chosen.values()].includes(undefined)) return;
        const found = rows.filter((r) => chosen.has(key(getId(r))) && chosen.get(key(getId(r))) === undefined);
        if (found.length) setChosen((prev) => { const next = new Map(prev); found.forEach((r) => next.set(key(getId(r)), r)); return next; });
      },
    };
  }, [chosen, disabled, getId, mode, selectedIds]);
}

function fromPreset<Row>(initial: Row[], ids: RowId[], getId: (r: Row) => RowId, mode: SelectionMode) {
  const map = new Map<string, Row | undefined>();
  if (mode === 'none') return map;
  for (const r of initial) map.set(key(getId(r)), r);
  for (const id of ids) if (!map.has(key(id))) map.set(key(id), undefined);
  if (mode === 'radio' && map.size > 1) return new Map([...map].slice(0, 1));
  return map;
}
