/**
 * The pure rules of the cascader picker (spec 2 §2 Cascader picker, §4 "In trees, selecting a parent
 * checks or unchecks all descendants", §5 没有传递数据): the tree's next choice after a click or after a
 * removal from the chosen list, and the changes to make to the picker's selection to get there.
 */
import { toggleCheck, type FlatRow, type TreeId } from '../../kit/tree-sidebar/tree.logic';

/** A node of the page's tree. */
export interface CascaderNode {
  id: string | number;
  name: string;
  children?: CascaderNode[];
}

/** The ids that differ between the current choice and the next one (to toggle, in that order). */
export function changes(current: readonly TreeId[], next: readonly TreeId[]): string[] {
  const [now, then] = [new Set(current.map(String)), new Set(next.map(String))];
  return [...then].filter((k) => !now.has(k)).concat([...now].filter((k) => !then.has(k)));
}

/** The choice after the chosen list's × on `id`: checkbox mode unticks it with its descendants (and the
 * ancestors no longer fully chosen), as a click in the tree would; radio mode drops it. */
export function removed(flat: readonly FlatRow[], current: readonly TreeId[], id: TreeId, cascade: boolean): TreeId[] {
  if (!cascade) return current.filter((x) => String(x) !== String(id));
  const next = toggleCheck(flat, new Set(current), id, true);
  return [...next];
}
