// Helpers for flat records linked by `pid` (0 = root): nesting, ancestor paths, descendants.
import type { CategoryNode, CategoryRecord } from './types';

export interface Linked {
  id: number;
  pid: number;
}

/**
 * Nests flat records into a tree. `toNode(record, children)` builds each node; records whose parent
 * is not in the list become roots. Input order is kept among siblings.
 */
export function buildTree<R extends Linked, N>(records: readonly R[], toNode: (record: R, children: N[]) => N): N[] {
  const byParent = new Map<number, R[]>();
  const ids = new Set(records.map((r) => r.id));
  for (const r of records) {
    const key = ids.has(r.pid) ? r.pid : 0;
    const siblings = byParent.get(key);
    if (siblings) siblings.push(r);
    else byParent.set(key, [r]);
  }
  const build = (r: R): N => toNode(r, (byParent.get(r.id) ?? []).map(build));
  return (byParent.get(0) ?? []).map(build);
}

/** The record itself and its ancestors, root first. */
export function ancestry<R extends Linked>(records: readonly R[], id: number): R[] {
  const byId = new Map(records.map((r) => [r.id, r]));
  const path: R[] = [];
  let cur = byId.get(id);
  while (cur && !path.includes(cur)) {
    path.unshift(cur);
    cur = byId.get(cur.pid);
  }
  return path;
}

/** The given ids plus the ids of all their descendants. */
export function withDescendants(records: readonly Linked[], ids: Iterable<number>): Set<number> {
  const children = new Map<number, number[]>();
  for (const r of records) {
    const list = children.get(r.pid);
    if (list) list.push(r.id);
    else children.set(r.pid, [r.id]);
  }
  const out = new Set<number>();
  const stack = [...ids];
  while (stack.length) {
    const id = stack.pop() as number;
    if (out.has(id)) continue;
    out.add(id);
    stack.push(...(children.get(id) ?? []));
  }
  return out;
}

/** Depth of the deepest node (a single root without children has depth 1). */
export function treeDepth<N>(nodes: readonly N[], childrenOf: (node: N) => readonly N[] | undefined): number {
  let max = 0;
  for (const n of nodes) max = Math.max(max, 1 + treeDepth(childrenOf(n) ?? [], childrenOf));
  return max;
}

/** Flat category/group records → nodes of the spec's shape { data, title, children }. */
export function categoryTree(records: readonly CategoryRecord[]): CategoryNode[] {
  return buildTree<CategoryRecord, CategoryNode>(records, (r, children) => ({ data: { ...r }, title: r.name, children }));
}
