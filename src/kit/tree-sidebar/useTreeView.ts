/**
 * State of a tree view: the flat rows (once per `nodes`), the expanded branches, the branches closed
 * while a filter is typed, the visible rows, the check states and the row that holds the focus
 * (roving tabindex). Each keystroke in the filter costs one linear pass over the flat rows.
 */
import * as React from 'react';
import {
  ancestorIds, checkStates, flatten, parentIds, toggleCheck,
  type CheckState, type FlatRow, type TreeId, type VisibleRow, visibleRows,
} from './tree.logic';
import type { TreeViewProps } from './TreeView.types';

export interface TreeViewState {
  flat: FlatRow[];
  rows: VisibleRow[];
  filtering: boolean;
  /** position (in `rows`) of the row that takes the focus */
  activePos: number;
  isSelected(row: FlatRow): boolean;
  isDisabled(row: FlatRow): boolean;
  checkOf(row: FlatRow): CheckState;
  setActive(pos: number): void;
  /** the click / Enter / Space action: select (single) or toggle the check (multiple) */
  choose(row: FlatRow): void;
  setOpen(pos: number, open: boolean): void;
}

const withOrWithout = (set: ReadonlySet<TreeId>, id: TreeId, include: boolean) => {
  const next = new Set(set);
  if (include) next.add(id);
  else next.delete(id);
  return next;
};

const opened = (flat: FlatRow[], all: boolean, value: readonly TreeId[], top = false) =>
  all ? parentIds(flat) : [...ancestorIds(flat, value), ...(top ? flat.filter((r) => r.depth === 0).map((r) => r.node.id) : [])];

export function useTreeView(props: TreeViewProps): TreeViewState {
  const { nodes, mode, cascade = false, value, onChange, filter = '', defaultExpandAll = false, defaultExpandTop, isDisabled } = props;
  const flat = React.useMemo(() => flatten(nodes), [nodes]);
  const selected = React.useMemo(() => new Set<TreeId>(value), [value]);
  const [expanded, setExpanded] = React.useState<ReadonlySet<TreeId>>(() => new Set(opened(flat, defaultExpandAll, value, defaultExpandTop)));
  const [collapsed, setCollapsed] = React.useState<ReadonlySet<TreeId>>(() => new Set());
  const [activeId, setActiveId] = React.useState<TreeId | null>(null);
  const query = filter.trim();

  // new nodes (loaded later, another tab): keep what is open, and open what the options ask for
  const [seen, setSeen] = React.useState({ flat, query });
  if (seen.flat !== flat || seen.query !== query) {
    setSeen({ flat, query });
    if (seen.flat !== flat) setExpanded((prev) => new Set([...prev, ...opened(flat, defaultExpandAll, value, defaultExpandTop)]));
    if (seen.query !== query) setCollapsed(new Set());
  }

  const rows = React.useMemo(() => visibleRows(flat, expanded, query, collapsed), [flat, expanded, query, collapsed]);
  const states = React.useMemo(
    () => (mode === 'multiple' && cascade ? checkStates(flat, selected) : null),
    [mode, cascade, flat, selected],
  );

  let activePos = -1;
  let selectedPos = -1;
  for (let i = 0; i < rows.length && activePos < 0; i++) {
    const id = rows[i].row.node.id;
    if (id === activeId) activePos = i;
    else if (selectedPos < 0 && selected.has(id)) selectedPos = i;
  }
  if (activePos < 0) activePos = selectedPos >= 0 ? selectedPos : rows.length ? 0 : -1;

  return {
    flat,
    rows,
    filtering: query !== '',
    activePos,
    isSelected: (row) => selected.has(row.node.id),
    isDisabled: (row) => !!isDisabled?.(row.node.id),
    checkOf: (row) => (states ? states[row.index] : selected.has(row.node.id) ? 'checked' : 'unchecked'),
    setActive: (pos) => {
      if (rows[pos]) setActiveId(rows[pos].row.node.id);
    },
    choose: (row) => {
      const id = row.node.id;
      setActiveId(id);
      if (isDisabled?.(id)) return;
      if (mode === 'single') onChange(selected.has(id) ? [] : [id]);
      else onChange([...toggleCheck(flat, selected, id, cascade)]);
    },
    setOpen: (pos, open) => {
      const target = rows[pos];
      if (!target || !target.expandable || target.expanded === open) return;
      const id = target.row.node.id;
      if (query) setCollapsed((prev) => withOrWithout(prev, id, !open));
      else setExpanded((prev) => withOrWithout(prev, id, open));
    },
  };
}
