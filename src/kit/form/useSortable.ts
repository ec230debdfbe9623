/**
 * Drag sorting with sortablejs (spec 1: 300 ms animation). React keeps the DOM: when a drag ends, the
 * dragged node is put back where React left it and `onMove(from, to)` changes the state, which renders the
 * new order. The fallback (mouse) mode works inside shadow roots and in tests; SortHandle gives the same
 * moves to the keyboard.
 */
import * as React from 'react';
import Sortable from 'sortablejs';

export interface SortableOptions {
  onMove(from: number, to: number): void;
  /** selector of the drag handle inside each item (default: the whole item) */
  handle?: string;
  /** selector of the items (default: every child) */
  draggable?: string;
  disabled?: boolean;
}

export function useSortable<E extends HTMLElement>(list: React.RefObject<E | null>, { onMove, handle, draggable, disabled }: SortableOptions) {
  const move = React.useEffectEvent(onMove);
  React.useEffect(() => {
    const el = list.current;
    if (!el || disabled) return;
    const sortable = Sortable.create(el, {
      animation: 300,
      // an option given as undefined replaces sortablejs's default (draggable '>li' / '>*'): no item
      // could be dragged, so only the options set are passed
      ...(handle ? { handle } : {}),
      ...(draggable ? { draggable } : {}),
      forceFallback: true,
      fallbackOnBody: false,
      onEnd({ item, from, oldDraggableIndex, newDraggableIndex, oldIndex }) {
        if (oldDraggableIndex === undefined || newDraggableIndex === undefined || oldDraggableIndex === newDraggableIndex) return;
        // give React its DOM back before it renders the new order
        from.removeChild(item);
        from.insertBefore(item, from.children[oldIndex ?? oldDraggableIndex] ?? null);
        move(oldDraggableIndex, newDraggableIndex);
      },
    });
    return () => sortable.destroy();
  }, [list, handle, draggable, disabled]);
}
