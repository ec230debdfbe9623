/**
 * What the user chooses in one opening of a picker and how it is confirmed: the selection (radio,
 * checkbox or none; disabled and preselected ids), the records of preselected ids learnt as their rows
 * load, and the confirm rule (nothing chosen → the section's message from spec 2 §5/§8; otherwise
 * bo-confirm with the records, the record in radio mode, every id, and the section's extra fields).
 */
import * as React from 'react';
import { useT } from '../../core/i18n';
import { useMessage } from '../../core/feedback/FeedbackProvider';
import { allRecords } from '../data/source';
import { useSelection, type RowId, type SelectionMode } from '../selection/useSelection';
import { emptyText, resultsOf, type PickerConfirmDetail, type PickerSection } from './types';

export interface PickerChoiceProps<Row> {
  selectionMode: SelectionMode;
  disabledIds: RowId[];
  selectedIds: RowId[];
  selection: Row[];
  onConfirm?: (detail: PickerConfirmDetail<Row>) => unknown;
}

const defaultId = (row: unknown) => (row as { id: RowId }).id;
const defaultLabel = (getId: (row: never) => RowId) => (row: unknown) => String((row as { name?: unknown }).name ?? getId(row as never));

export function usePickerChoice<Row>(section: PickerSection<Row>, props: PickerChoiceProps<Row>, named: boolean) {
  const message = useMessage();
  const t = useT();
  const getId = React.useMemo(() => section.rowId?.bind(section) ?? (defaultId as (row: Row) => RowId), [section]);
  const rowLabel = React.useMemo(() => section.rowLabel?.bind(section) ?? defaultLabel(getId), [section, getId]);
  const selection = useSelection<Row>({
    mode: props.selectionMode,
    getId,
    disabledIds: props.disabledIds,
    selectedIds: props.selectedIds,
    initial: props.selection,
  });

  // the records of preselected ids, from the rows the list shows (a whole tree is walked, but only
  // while one of them is still unknown)
  const { learn } = selection;
  const unknown = selection.pending.length > 0;
  const { list } = section;
  const whole = 'local' in list || (!('missing' in list) && list.shape === 'tree');
  const learnRecords = React.useCallback((rows: Row[]) => unknown && learn(whole ? allRecords(rows) : rows), [unknown, learn, whole]);
  // the row a list preselects (the default print template): once per opening, from its first answer,
  // when the page preselected nothing
  const [offered, setOffered] = React.useState(!section.preselect);
  const { count, toggle, isDisabled } = selection;
  const learnFrom = React.useCallback(
    (rows: Row[]) => {
      learnRecords(rows);
      if (offered || !rows.length) return;
      setOffered(true);
      const row = count === 0 ? rows.find((r) => section.preselect?.(r) && !isDisabled(getId(r))) : undefined;
      if (row !== undefined) toggle(row);
    },
    [learnRecords, offered, count, toggle, isDisabled, section, getId],
  );

  const finish = (chosen: Row[], ids: RowId[]) => {
    const records = resultsOf(section, chosen);
    props.onConfirm?.({
      records,
      ids,
      ...(selection.mode === 'radio' ? { record: records[0] } : {}),
      ...(named ? { section: section.key } : {}),
      ...section.detail?.(records),
    });
  };
  return {
    selection,
    getId,
    rowLabel,
    learnFrom,
    confirm: () => {
      if (selection.count > 0) return finish(selection.records, selection.ids);
      message[section.empty.level](emptyText(section.empty, t));
    },
    /** one record confirmed at once (a card's own 确定): alone in radio mode, added to the chosen ones otherwise */
    confirmRow: (row: Row) => {
      const id = getId(row);
      if (selection.mode === 'none' || selection.isDisabled(id)) return;
      if (selection.mode === 'radio') return finish([row], [id]);
      const same = (x: RowId) => String(x) === String(id);
      const records = selection.records.some((r) => same(getId(r))) ? selection.records : [...selection.records, row];
      finish(records, selection.ids.some(same) ? selection.ids : [...selection.ids, id]);
    },
  };
}
