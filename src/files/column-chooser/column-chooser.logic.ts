/**
 * The column chooser's rules (spec 3 §2.14, §3 "Column chooser group", §9): the caller's groups of
 * fields, the chosen columns in their order, a group's select-all, fields the caller disabled (a ticked
 * one is always chosen, an unticked one cannot be), a minimum width per group (default 100), and the
 * answer in the two layouts: single-row headers take the columns as ordered; multi-row headers put each
 * group's columns under the group's header, groups in the offered order. No React: unit-tested.
 */
import { chooser } from '../../kit/chooser/chooser.logic';

export interface ColumnField {
  value: string;
  name: string;
  checked?: boolean;
  /** the user cannot change whether it is chosen */
  disable?: boolean;
}

export interface ColumnGroup {
  value: string;
  name: string;
  /** every field of the group chosen */
  checked?: boolean;
  /** the group's minimum column width (default 100) */
  width?: number;
  children: ColumnField[];
}

export type ColumnLayout = 'multi' | 'single';

/** A field as the chooser handles it. */
export interface Column {
  group: string;
  value: string;
  name: string;
  /** false: disabled and ticked, always chosen (fixed) */
  removable: boolean;
  /** false: disabled and not ticked, never chosen */
  selectable: boolean;
}

/** A chosen column as the answer gives it. */
export interface ChosenColumn {
  group: string;
  value: string;
  name: string;
  width: number;
}

export const DEFAULT_WIDTH = 100;

export const columnKey = (c: Pick<Column, 'group' | 'value'>) => `${c.group}:${c.value}`;

export const columns = chooser<Column>(columnKey);

/** Every field offered, group by group, in the caller's order. */
export const offeredColumns = (groups: readonly ColumnGroup[]): Column[] =>
  groups.flatMap((g) =>
    g.children.map((f) => {
      const ticked = !!(f.checked || g.checked);
      return { group: g.value, value: f.value, name: f.name, removable: !(f.disable && ticked), selectable: !f.disable || ticked };
    }),
  );

/** The chosen columns at first: the ticked fields (all of a ticked group), in the caller's order. */
export function initialColumns(groups: readonly ColumnGroup[]): Column[] {
  const all = offeredColumns(groups);
  const ticked = groups.flatMap((g) => g.children.filter((f) => f.checked || g.checked).map((f) => columnKey({ group: g.value, value: f.value })));
  return columns.initial(all, ticked);
}

/** The fields a group's select-all ticks (not those the caller disabled unticked). */
export const selectableOf = (all: readonly Column[], group: string) => all.filter((c) => c.group === group && c.selectable);

/** The widths at first: each group's own, else 100. */
export const initialWidths = (groups: readonly ColumnGroup[]): Record<string, number> =>
  Object.fromEntries(groups.map((g) => [g.value, g.width && g.width > 0 ? g.width : DEFAULT_WIDTH]));

/** The chosen columns of one group, in their order. */
export const chosenOf = (chosen: readonly Column[], group: string) => chosen.filter((c) => c.group === group);

/** Moves the `from`-th chosen column of a group to its `to`-th place (multi-row layout): the move in the whole list. */
export function moveInGroup(chosen: readonly Column[], group: string, from: number, to: number): Column[] {
  const at = chosen.flatMap((c, i) => (c.group === group ? [i] : []));
  const [a, b] = [at[from], at[to]];
  return a === undefined || b === undefined ? chosen.slice() : columns.move(chosen, a, b);
}

/** The answer's columns: as ordered (single-row), or gathered under their groups in the offered order (multi-row). */
export function answerColumns(groups: readonly ColumnGroup[], chosen: readonly Column[], widths: Record<string, number>, layout: ColumnLayout): ChosenColumn[] {
  const ordered = layout === 'single' ? chosen : groups.flatMap((g) => chosenOf(chosen, g.value));
  return ordered.map((c) => ({ group: c.group, value: c.value, name: c.name, width: widths[c.group] ?? DEFAULT_WIDTH }));
}

/** The caller's groups as they now stand (`checked`, `width`; each group's chosen fields first, in their
 * order): given back next time, the chooser opens as it was left. */
export function answerGroups(groups: readonly ColumnGroup[], chosen: readonly Column[], widths: Record<string, number>): ColumnGroup[] {
  const chosenKeys = new Set(chosen.map(columnKey));
  return groups.map((g) => {
    const picked = chosenOf(chosen, g.value).map((c) => g.children.find((f) => f.value === c.value)!);
    const rest = g.children.filter((f) => !chosenKeys.has(columnKey({ group: g.value, value: f.value })));
    const children = [...picked, ...rest].map((f) => ({ ...f, checked: chosenKeys.has(columnKey({ group: g.value, value: f.value })) }));
    return { ...g, width: widths[g.value] ?? DEFAULT_WIDTH, checked: children.length > 0 && children.every((f) => f.checked), children };
  });
}
