/**
 * The state of the hierarchy body: the tabs (the levels drilled into), the tab shown, and what a click on
 * an item, a group check box or an arrow does to the picker's selection, by the rules of hierarchy.logic.
 */
import * as React from 'react';
import type { PickerBodyProps } from '../../kit/picker/types';
import {
  drillInto, groupState, indexTree, keyOf, levelsOf, openingDrill, tabNames, toggle, toggleGroup, trimmed, type HierarchyNode, type Key,
} from './hierarchy.logic';

export function useHierarchyBody({ rows, selection }: PickerBodyProps<HierarchyNode>) {
  const index = React.useMemo(() => indexTree(rows), [rows]);
  const [drill, setDrill] = React.useState<Key[]>([]);
  const [active, setActive] = React.useState(0);
  const disabled = new Set([...index.byKey.keys()].filter((k) => selection.isDisabled(k)));
  const checked = new Set(selection.ids.map(String).filter((k) => !disabled.has(k)));
  const checkbox = selection.mode === 'checkbox';
  // a preselected choice (selected-ids, the choice a form kept) opens on the tabs down to its deepest node
  const [opened, setOpened] = React.useState(false);
  if (!opened && index.byKey.size > 0) {
    setOpened(true);
    const start = openingDrill(index, checked);
    setDrill(start);
    setActive(start.length);
  }
  const levels = levelsOf(index, drill);

  /** the selection becomes `next`: each node that changed is toggled */
  const apply = (next: Set<Key>) => {
    const changed = [...next].filter((k) => !checked.has(k)).concat([...checked].filter((k) => !next.has(k)));
    changed.forEach((k) => index.byKey.has(k) && selection.toggle(index.byKey.get(k)!));
    // fewer than before: the tabs beyond the first level left with nothing checked go
    if (changed.some((k) => checked.has(k))) {
      const kept = trimmed(index, drill, next);
      setDrill(kept);
      setActive((a) => Math.min(a, kept.length));
    }
  };

  return {
    active: Math.min(active, levels.length - 1),
    setActive,
    names: tabNames(index, drill, checked),
    items: levels[Math.min(active, levels.length - 1)] ?? [],
    checkbox,
    group: (items: HierarchyNode[]) => groupState(items, checked, disabled),
    isChecked: (n: HierarchyNode) => selection.isSelected(keyOf(n)),
    isDisabled: (n: HierarchyNode) => disabled.has(keyOf(n)),
    toggleItem: (n: HierarchyNode) => {
      if (selection.mode === 'none' || disabled.has(keyOf(n))) return;
      if (!checkbox) return selection.toggle(n);
      apply(toggle(index, checked, keyOf(n), disabled));
    },
    toggleGroup: (items: HierarchyNode[]) => apply(toggleGroup(index, checked, items, disabled)),
    drill: (level: number, n: HierarchyNode) => {
      setDrill(drillInto(drill, level, keyOf(n)));
      setActive(level + 1);
    },
  };
}
