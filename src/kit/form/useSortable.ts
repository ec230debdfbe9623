/**
 * Drag sorting with sortablejs (spec 1: 300 ms animation). React keeps the DOM: when a drag ends, the
 * dragged node is put back where React left it and `onMove(from, to)` changes the state, which renders the
 * new order. The fallback (mouse) mode works inside shadow roots and in tests; SortHandle gives the same
 * moves to the keyboard.
 *
 * sortablejs is a chunk of its own, loaded when the first sortable list mounts (a page's first paint
 * does not need it; the keyboard moves work meanwhile). The list carries `data-sortable` once it can be
 * dragged. If the chunk cannot be loaded, the user is told and the page gets bo-error.
 */
import * as React from 'react';
import type Sortable from 'sortablejs';
import { usePartFailed } from '../../core/feedback/usePartFailed';

let loading: Promise<typeof Sortable> | undefined;
const loadSortable = () =>
  (loading ??= import('sortablejs').then(
    (m) => m.default,
    (e: unknown) => {
      loading = undefined; // a later list tries again
      throw e;
    },
  ));

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
  const partFailed = usePartFailed();
  const failed = React.useEffectEvent((e: unknown) => partFailed('drag sorting', e, true));
  React.useEffect(() => {
    const el = list.current;
    if (!el || disabled) return;
    let sortable: Sortable | undefined;
    let gone = false;
    loadSortable().then((Sortable) => {
      if (gone) return;
      sortable = Sortable.create(el, {
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
      el.dataset.sortable = '';
    }, (e: unknown) => gone || failed(e));
    return () => {
      gone = true;
      sortable?.destroy();
      delete el.dataset.sortable;
    };
  }, [list, handle, draggable, disabled]);
}
