/**
 * The state of the cascader body: the page's tree as tree nodes, the choice the tree shows, and what a
 * click in the tree or a × in the chosen list does to the picker's selection (cascader.logic.ts).
 */
import * as React from 'react';
import { allRecords } from '../../kit/data/source';
import type { PickerBodyProps } from '../../kit/picker/types';
import { recordNodes } from '../../kit/tree-body/nodes';
import { flatten, type TreeId } from '../../kit/tree-sidebar/tree.logic';
import { changes, removed, type CascaderNode } from './cascader.logic';

export function useCascaderBody({ rows, getId, rowLabel, selection }: PickerBodyProps<CascaderNode>) {
  const nodes = React.useMemo(() => recordNodes(rows, getId, rowLabel), [rows, getId, rowLabel]);
  const flat = React.useMemo(() => flatten(nodes), [nodes]);
  const byId = React.useMemo(() => new Map(allRecords(rows).map((r) => [String(getId(r)), r])), [rows, getId]);
  const cascade = selection.mode === 'checkbox';
  // the page's chosen rows (disabled) are not the user's to change
  const mine = selection.ids.filter((id) => !selection.isDisabled(id));

  /** the selection becomes `next`: each record that changed is toggled */
  const apply = (next: readonly TreeId[]) => {
    const adding = new Set(next.map(String));
    for (const k of changes(mine, next)) {
      const record = byId.get(k);
      if (adding.has(k) && record) selection.toggle(record);
      else if (!adding.has(k)) selection.remove(mine.find((id) => String(id) === k)!);
    }
  };

  return {
    nodes,
    cascade,
    value: selection.ids,
    chosen: selection.records,
    onTreeChange: (ids: TreeId[]) => (selection.mode === 'radio' ? apply(ids.slice(-1)) : apply(ids.filter((id) => !selection.isDisabled(id)))),
    remove: (row: CascaderNode) => apply(removed(flat, mine, getId(row), cascade)),
  };
}
