/**
 * Pure tree arithmetic of the picker sidebars, built for 10,000 nodes: the tree is flattened once in
 * pre-order, so a node's descendants are the rows right after it (up to `end`), and everything after
 * that is a plain loop over an array.
 * - visible rows: expanded state, or a filter that keeps the matching nodes with their ancestors, expanded;
 * - checking: with cascade (spec 2 §4) a parent checks or unchecks all its descendants and shows checked
 *   when all its children are, mixed when some are; without it (strict checking) nodes are independent.
 */
import type { TreeNode } from '../types';

export type TreeId = TreeNode['id'];
export type CheckState = 'checked' | 'mixed' | 'unchecked';

/** A row of the flat tree. `index` is its position, `depth` 0 at the top level, `parentIndex` -1 there,
 * `path` the ancestors' indices (top first), `end` the index after its last descendant, `posInSet` /
 * `setSize` its 1-based place among its siblings and their number, `key` the label in lower case. */
export interface FlatRow {
  node: TreeNode;
  index: number;
  depth: number;
  parentIndex: number;
  path: number[];
  end: number;
  childCount: number;
  posInSet: number;
  setSize: number;
  key: string;
}

export interface VisibleRow {
  row: FlatRow;
  /** has children in this view (a chevron is shown) */
  expandable: boolean;
  expanded: boolean;
}

/** The rows of the tree in pre-order. */
export function flatten(nodes: readonly TreeNode[]): FlatRow[] {
  const rows: FlatRow[] = [];
  const walk = (list: readonly TreeNode[], depth: number, parentIndex: number, path: number[]) => {
    list.forEach((node, i) => {
      const index = rows.length;
      const children = node.children ?? [];
      const row: FlatRow = {
        node, index, depth, parentIndex, path, end: index + 1, childCount: children.length,
        posInSet: i + 1, setSize: list.length, key: String(node.label ?? '').toLowerCase(),
      };
      rows.push(row);
      if (children.length) walk(children, depth + 1, index, [...path, index]);
      row.end = rows.length;
    });
  };
  walk(nodes, 0, -1, []);
  return rows;
}

const indexCache = new WeakMap<readonly FlatRow[], Map<TreeId, number>>();

/** Row index by node id (memoised per flat array). */
export function indexById(flat: readonly FlatRow[]): Map<TreeId, number> {
  let map = indexCache.get(flat);
  if (!map) {
    map = new Map(flat.map((r) => [r.node.id, r.index]));
    indexCache.set(flat, map);
  }
  return map;
}

/**
 * The rows shown, top to bottom. Without a filter: the top level and the children of expanded rows.
 * With a filter: the rows whose label contains the text (case-insensitive) and all their ancestors,
 * expanded unless their id is in `collapsed` (a branch the user closed while filtering).
 */
export function visibleRows(
  flat: readonly FlatRow[],
  expanded: ReadonlySet<TreeId>,
  filterText: string,
  collapsed: ReadonlySet<TreeId> = new Set(),
): VisibleRow[] {
  const out: VisibleRow[] = [];
  const text = filterText.trim().toLowerCase();
  if (!text) {
    for (let i = 0; i < flat.length; ) {
      const row = flat[i];
      const open = row.childCount > 0 && expanded.has(row.node.id);
      out.push({ row, expandable: row.childCount > 0, expanded: open });
      i = row.childCount > 0 && !open ? row.end : i + 1;
    }
    return out;
  }
  // 0 hidden, 1 shown (a match), 2 shown with shown descendants
  const mark = new Uint8Array(flat.length);
  for (let i = 0; i < flat.length; i++) {
    if (!flat[i].key.includes(text)) continue;
    if (mark[i] === 0) mark[i] = 1;
    for (let p = flat[i].parentIndex; p >= 0 && mark[p] !== 2; p = flat[p].parentIndex) mark[p] = 2;
  }
  for (let i = 0; i < flat.length; ) {
    const row = flat[i];
    if (mark[i] === 0) {
      i = row.end;
      continue;
    }
    const expandable = mark[i] === 2;
    const open = expandable && !collapsed.has(row.node.id);
    out.push({ row, expandable, expanded: open });
    i = open ? i + 1 : row.end;
  }
  return out;
}

/** Ids of all the descendants of a row. */
export function descendantIds(flat: readonly FlatRow[], index: number): TreeId[] {
  const ids: TreeId[] = [];
  for (let i = index + 1; i < flat[index].end; i++) ids.push(flat[i].node.id);
  return ids;
}

/** Ids of the rows that have children (for "expand all"). */
export const parentIds = (flat: readonly FlatRow[]): TreeId[] => flat.filter((r) => r.childCount > 0).map((r) => r.node.id);

/** Ids of the ancestors of the given ids (to open the branches that hold a selection). */
export function ancestorIds(flat: readonly FlatRow[], ids: Iterable<TreeId>): TreeId[] {
  const byId = indexById(flat);
  const out = new Set<TreeId>();
  for (const id of ids) {
    const i = byId.get(id);
    if (i !== undefined) for (const p of flat[i].path) out.add(flat[p].node.id);
  }
  return [...out];
}

const stateCache = new WeakMap<ReadonlySet<TreeId>, { flat: readonly FlatRow[]; states: CheckState[] }>();

/**
 * The cascade state of every row, in one pass down (an id in `checked` checks its whole subtree) and one
 * pass up (a parent is checked when all its children are, mixed when some are). Memoised per `checked`.
 */
export function checkStates(flat: readonly FlatRow[], checked: ReadonlySet<TreeId>): CheckState[] {
  const cached = stateCache.get(checked);
  if (cached && cached.flat === flat) return cached.states;
  const n = flat.length;
  const inherited = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const p = flat[i].parentIndex;
    inherited[i] = checked.has(flat[i].node.id) || (p >= 0 && inherited[p] === 1) ? 1 : 0;
  }
  const full = new Uint32Array(n);
  const some = new Uint8Array(n);
  const states: CheckState[] = new Array(n);
  for (let i = n - 1; i >= 0; i--) {
    const row = flat[i];
    let state: CheckState;
    if (inherited[i] || (row.childCount > 0 && full[i] === row.childCount)) state = 'checked';
    else state = some[i] ? 'mixed' : 'unchecked';
    states[i] = state;
    if (row.parentIndex >= 0 && state !== 'unchecked') {
      if (state === 'checked') full[row.parentIndex]++;
      some[row.parentIndex] = 1;
    }
  }
  stateCache.set(checked, { flat, states });
  return states;
}

/** The cascade state of one row (see `checkStates`). */
export const checkState = (flat: readonly FlatRow[], checked: ReadonlySet<TreeId>, index: number): CheckState =>
  checkStates(flat, checked)[index];

/**
 * The checked ids after a click on `id`. Strict: only that id flips. Cascade: the node and all its
 * descendants become checked (or unchecked when it was checked), and the result lists every fully
 * checked node in tree order, parents included. Ids that are not in the tree are kept, at the end.
 */
export function toggleCheck(flat: readonly FlatRow[], checked: ReadonlySet<TreeId>, id: TreeId, cascade: boolean): Set<TreeId> {
  const byId = indexById(flat);
  const index = byId.get(id);
  if (!cascade || index === undefined) {
    const next = new Set(checked);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return next;
  }
  const on = new Uint8Array(flat.length);
  checkStates(flat, checked).forEach((s, i) => (on[i] = s === 'checked' ? 1 : 0));
  const value = on[index] ? 0 : 1;
  for (let i = index; i < flat[index].end; i++) on[i] = value;
  for (let p = flat[index].parentIndex; p >= 0; p = flat[p].parentIndex) {
    let all = 1;
    for (let c = p + 1; c < flat[p].end && all; c = flat[c].end) all = on[c];
    on[p] = all;
  }
  const next = new Set<TreeId>();
  for (let i = 0; i < flat.length; i++) if (on[i]) next.add(flat[i].node.id);
  for (const other of checked) if (!byId.has(other)) next.add(other);
  return next;
}
