/**
 * The pure rules of the group editor (spec 3 §3 Category/group node, §4 Group editor): the tree's
 * records as the editor reads them, the parent a new group gets in each add mode, the neighbour a move
 * swaps with (none: 不能跨级移动), the parents a group may be given in the dialog (not itself nor one of
 * its descendants), the names of a group's path, and a count of every node. Linear in the tree's size.
 */

/** A group as the tree carries it (spec 3 §3 `data`). */
export interface GroupRecord {
  id: number;
  name: string;
  serial_number?: string;
  pid?: number;
  remark?: string;
  created_by?: string;
  created_at?: string;
  updated_by?: string;
  updated_at?: string;
  path_level?: string;
}

/** A node of the tree (spec 3 §3): its record, its title and its children. */
export interface GroupNode {
  data: GroupRecord;
  title?: string;
  children?: GroupNode[];
}

/** The dialog's modes (spec 3 §4): 0 a top-level group, 1 edit, 2 a sibling, 3 a child. */
export const ADD_MODE = { top: 0, edit: 1, sibling: 2, child: 3 } as const;
export type AddMode = (typeof ADD_MODE)[keyof typeof ADD_MODE];

/** The top level's parent id. */
export const TOP = 0;

export const nodeId = (node: GroupNode): number => node.data.id;
export const nodeName = (node: GroupNode): string => node.title || node.data.name || '';
const parentOf = (record: GroupRecord): number => Number(record.pid) || TOP;

/** The parent the dialog starts from: none for a top-level group, the row's parent for a sibling (and
 * for the row itself when it is edited), the row for a child. */
export function initialParent(mode: AddMode, row: GroupRecord | null): number {
  if (!row || mode === ADD_MODE.top) return TOP;
  return mode === ADD_MODE.child ? row.id : parentOf(row);
}

/** The sibling list holding a node and its place in it, or null when the node is not in the tree. */
export function siblingsOf(nodes: readonly GroupNode[], id: number): { list: readonly GroupNode[]; index: number } | null {
  const stack: (readonly GroupNode[])[] = [nodes];
  while (stack.length) {
    const list = stack.pop()!;
    for (let i = 0; i < list.length; i++) {
      const node = list[i]!;
      if (nodeId(node) === id) return { list, index: i };
      if (node.children?.length) stack.push(node.children);
    }
  }
  return null;
}

/** The sibling a move up or down swaps with (spec 3 §4), or null when there is none: 不能跨级移动. */
export function moveTarget(nodes: readonly GroupNode[], id: number, direction: 'up' | 'down'): GroupNode | null {
  const place = siblingsOf(nodes, id);
  if (!place) return null;
  return place.list[place.index + (direction === 'up' ? -1 : 1)] ?? null;
}

/** The tree without a node and its descendants: the parents a group may move under when it is edited. */
export function withoutSubtree(nodes: readonly GroupNode[], id: number | null): GroupNode[] {
  if (id === null) return nodes as GroupNode[];
  const prune = (list: readonly GroupNode[]): GroupNode[] =>
    list.filter((n) => nodeId(n) !== id).map((n) => (n.children?.length ? { ...n, children: prune(n.children) } : n));
  return prune(nodes);
}

/** The names from the top down to the node (its ancestors and itself), or [] when it is not in the tree. */
export function namePath(nodes: readonly GroupNode[], id: number): string[] {
  const walk = (list: readonly GroupNode[], above: string[]): string[] | null => {
    for (const node of list) {
      const path = [...above, nodeName(node)];
      if (nodeId(node) === id) return path;
      const found = node.children?.length ? walk(node.children, path) : null;
      if (found) return found;
    }
    return null;
  };
  return walk(nodes, []) ?? [];
}

/** How many nodes the tree holds. */
export function countNodes(nodes: readonly GroupNode[]): number {
  let n = 0;
  const stack: (readonly GroupNode[])[] = [nodes];
  while (stack.length) {
    const list = stack.pop()!;
    n += list.length;
    for (const node of list) if (node.children?.length) stack.push(node.children);
  }
  return n;
}

/** What the dialog sends (spec 3 §7 create and update): the texts trimmed, the parent's id. */
export interface GroupInput {
  name: string;
  pid: number;
  remark: string;
  serial_number: string;
}

export const groupInput = (values: { name: string; remark: string; serial_number: string }, pid: number): GroupInput => ({
  name: values.name.trim(),
  pid,
  remark: values.remark.trim(),
  serial_number: values.serial_number.trim(),
});

/** The limits of spec 3 §5 and §9: number 4, name 64, description 100. */
export const GROUP_LIMITS = { serial_number: 4, name: 64, remark: 100 } as const;
