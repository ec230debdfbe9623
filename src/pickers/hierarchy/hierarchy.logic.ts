/**
 * The selection algebra of the multi-level hierarchy picker (spec 2 §2 Multi-level hierarchy picker, §3
 * Hierarchy node, §4), pure: a tab per level (the top nodes, then the children of the node drilled into at
 * each level), a check box per node and per tab (the group). Checking a node checks its ancestors (they show
 * in the earlier tabs); unchecking removes its descendants, unchecks each ancestor left with no checked
 * child, and trims the tabs beyond the first level left with nothing checked. A group is checked,
 * indeterminate or unchecked by its items. Nodes chosen by the caller (disabled) never change.
 */

/** A hierarchy node (spec 2 §3). */
export interface HierarchyNode {
  id: string | number;
  pid?: string | number | null;
  level?: number;
  name: string;
  path_level?: string;
  path_name?: string;
  serial_number?: string;
  remark?: string;
  children?: HierarchyNode[];
}

export type Key = string;
export const keyOf = (node: Pick<HierarchyNode, 'id'>): Key => String(node.id);

export interface TreeIndex {
  byKey: Map<Key, HierarchyNode>;
  parent: Map<Key, Key | undefined>;
  roots: HierarchyNode[];
}

/** The nodes by id and their parents (by nesting: `children`). */
export function indexTree(roots: readonly HierarchyNode[] | null | undefined): TreeIndex {
  const byKey = new Map<Key, HierarchyNode>();
  const parent = new Map<Key, Key | undefined>();
  const walk = (nodes: readonly HierarchyNode[], up: Key | undefined) => {
    for (const n of nodes) {
      if (!n || typeof n !== 'object' || byKey.has(keyOf(n))) continue;
      byKey.set(keyOf(n), n);
      parent.set(keyOf(n), up);
      if (Array.isArray(n.children)) walk(n.children, keyOf(n));
    }
  };
  const top = Array.isArray(roots) ? roots : [];
  walk(top, undefined);
  return { byKey, parent, roots: [...top] };
}

/** The ancestors of a node, nearest first. */
export function ancestorsOf(index: TreeIndex, key: Key): Key[] {
  const out: Key[] = [];
  for (let p = index.parent.get(key); p !== undefined; p = index.parent.get(p)) out.push(p);
  return out;
}

/** Every descendant of a node. */
export function descendantsOf(index: TreeIndex, key: Key): Key[] {
  const out: Key[] = [];
  const walk = (n: HierarchyNode | undefined) => n?.children?.forEach((c) => (out.push(keyOf(c)), walk(c)));
  walk(index.byKey.get(key));
  return out;
}

const childrenOf = (index: TreeIndex, key: Key | undefined) => (key === undefined ? index.roots : (index.byKey.get(key)?.children ?? []));

/** Checks a node and its ancestors (the disabled ones stay as they are). */
export function check(index: TreeIndex, checked: ReadonlySet<Key>, key: Key, disabled: ReadonlySet<Key> = new Set()): Set<Key> {
  const next = new Set(checked);
  if (disabled.has(key)) return next;
  for (const k of [key, ...ancestorsOf(index, key)]) if (!disabled.has(k)) next.add(k);
  return next;
}

/** Unchecks a node and its descendants, then each ancestor left without a checked child. */
export function uncheck(index: TreeIndex, checked: ReadonlySet<Key>, key: Key, disabled: ReadonlySet<Key> = new Set()): Set<Key> {
  const next = new Set(checked);
  if (disabled.has(key)) return next;
  for (const k of [key, ...descendantsOf(index, key)]) if (!disabled.has(k)) next.delete(k);
  for (const up of ancestorsOf(index, key)) {
    if (disabled.has(up) || childrenOf(index, up).some((c) => next.has(keyOf(c)))) break;
    next.delete(up);
  }
  return next;
}

export const toggle = (index: TreeIndex, checked: ReadonlySet<Key>, key: Key, disabled?: ReadonlySet<Key>) =>
  checked.has(key) ? uncheck(index, checked, key, disabled) : check(index, checked, key, disabled);

export type GroupState = 'checked' | 'mixed' | 'unchecked';

/** The group check box of a tab's items: by the items that can change. */
export function groupState(items: readonly HierarchyNode[], checked: ReadonlySet<Key>, disabled: ReadonlySet<Key> = new Set()): GroupState {
  const free = items.filter((n) => !disabled.has(keyOf(n)));
  const on = free.filter((n) => checked.has(keyOf(n))).length;
  return on === 0 ? 'unchecked' : on === free.length ? 'checked' : 'mixed';
}

/** A click on a group: every item checked (with their ancestors), or all unchecked when all were. */
export function toggleGroup(index: TreeIndex, checked: ReadonlySet<Key>, items: readonly HierarchyNode[], disabled: ReadonlySet<Key> = new Set()): Set<Key> {
  const keys = items.map(keyOf).filter((k) => !disabled.has(k));
  const all = groupState(items, checked, disabled) === 'checked';
  return keys.reduce<Set<Key>>((acc, k) => (all ? uncheck(index, acc, k, disabled) : check(index, acc, k, disabled)), new Set(checked));
}

/** The items of each tab: the top nodes, then the children of the node drilled into at each level. */
export function levelsOf(index: TreeIndex, drill: readonly Key[]): HierarchyNode[][] {
  return [index.roots, ...drill.map((k) => childrenOf(index, k))];
}

/** The arrow of a node with children at a level: its children become the next tab (later ones go). */
export const drillInto = (drill: readonly Key[], level: number, key: Key): Key[] => [...drill.slice(0, level), key];

/** The tabs left after an uncheck: up to the first level with nothing checked. */
export function trimmed(index: TreeIndex, drill: readonly Key[], checked: ReadonlySet<Key>): Key[] {
  const empty = levelsOf(index, drill).findIndex((items) => !items.some((n) => checked.has(keyOf(n))));
  return empty < 0 ? [...drill] : drill.slice(0, empty);
}

/** Each tab's name: the node drilled into at that level, else its first checked item; undefined: 请选择. */
export function tabNames(index: TreeIndex, drill: readonly Key[], checked: ReadonlySet<Key>): (string | undefined)[] {
  return levelsOf(index, drill).map((items, level) => {
    const drilled = drill[level] !== undefined ? index.byKey.get(drill[level]!) : undefined;
    return (drilled ?? items.find((n) => checked.has(keyOf(n))))?.name;
  });
}

/** The checked nodes in tree order (the records of a confirm). */
export function checkedNodes(index: TreeIndex, checked: ReadonlySet<Key>): HierarchyNode[] {
  return [...index.byKey.values()].filter((n) => checked.has(keyOf(n)));
}

/** The tabs a preselected choice opens on: the levels down to its deepest checked node. */
export function openingDrill(index: TreeIndex, checked: ReadonlySet<Key>): Key[] {
  let deepest: Key[] = [];
  for (const k of checked) {
    if (!index.byKey.has(k)) continue;
    const up = ancestorsOf(index, k);
    if (up.length > deepest.length) deepest = up;
  }
  return deepest.reverse();
}
