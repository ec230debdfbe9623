/**
 * bo-column-chooser's state (spec 3 §2.14): the layout, the chosen columns in their order and each
 * group's width, started again from the caller's groups at each opening; 确定 answers them.
 */
import '../../core/i18n/areas/files-columns';
import * as React from 'react';
import { useMessage } from '../../core/feedback/FeedbackProvider';
import { useT } from '../../core/i18n';
import {
  answerColumns, answerGroups, chosenOf, columnKey, columns, initialColumns, initialWidths, moveInGroup, offeredColumns, selectableOf,
  type ChosenColumn, type Column, type ColumnGroup, type ColumnLayout,
} from './column-chooser.logic';

export interface ColumnConfirmDetail {
  layout: ColumnLayout;
  /** the chosen columns in the order of the table's headers */
  columns: ChosenColumn[];
  /** the groups as they now stand (give them back to open the chooser as it was left) */
  groups: ColumnGroup[];
}

export interface ColumnChooserOptions {
  open: boolean;
  groups: ColumnGroup[];
  layout: ColumnLayout;
  onConfirm?(detail: ColumnConfirmDetail): void;
  onCancel?(): void;
}

export function useColumnChooser({ open, groups, layout: initialLayout, onConfirm, onCancel }: ColumnChooserOptions) {
  const all = React.useMemo(() => offeredColumns(groups), [groups]);
  const [chosen, setChosen] = React.useState<Column[]>(() => initialColumns(groups));
  const [widths, setWidths] = React.useState(() => initialWidths(groups));
  const [layout, setLayout] = React.useState<ColumnLayout>(initialLayout);
  // each opening (or new groups) starts from what the caller gives
  const [shown, setShown] = React.useState({ open, groups, initialLayout });
  if (shown.open !== open || shown.groups !== groups || shown.initialLayout !== initialLayout) {
    setShown({ open, groups, initialLayout });
    if (open) {
      setChosen(initialColumns(groups));
      setWidths(initialWidths(groups));
      setLayout(initialLayout);
    }
  }
  const t = useT();
  const message = useMessage();
  const isChosen = (c: Column) => columns.isChosen(chosen, c);
  const confirm = () => {
    if (!chosen.length) return message.warning(t('columnChooser.noneChosen'));
    onConfirm?.({ layout, columns: answerColumns(groups, chosen, widths, layout), groups: answerGroups(groups, chosen, widths) });
  };
  return {
    layout,
    setLayout,
    chosen,
    widths,
    columnsOf: (group: string) => all.filter((c) => c.group === group),
    chosenOf: (group: string) => chosenOf(chosen, group),
    isChosen,
    groupState: (group: string) => columns.allState(chosen, selectableOf(all, group)),
    toggle: (c: Column, on: boolean) => setChosen((list) => columns.toggle(list, c, on)),
    toggleGroup: (group: string, on: boolean) => setChosen((list) => columns.selectAll(list, selectableOf(all, group), on)),
    remove: (key: string) => setChosen((list) => list.filter((c) => !c.removable || columnKey(c) !== key)),
    move: (from: number, to: number) => setChosen((list) => columns.move(list, from, to)),
    moveInGroup: (group: string, from: number, to: number) => setChosen((list) => moveInGroup(list, group, from, to)),
    setWidth: (group: string, width: number) => setWidths((w) => ({ ...w, [group]: width })),
    confirm,
    cancel: () => onCancel?.(),
  };
}

export type ColumnChooserState = ReturnType<typeof useColumnChooser>;
