/**
 * The width of a table's pinned actions (Column.actions): the widest of its cells' contents (each laid
 * out as one line: TableParts' pinnedContent), header included, given to every cell of the column
 * through a CSS variable on the table, so that the column lines up and no button is cut or wrapped. The
 * rows are separate boxes (virtualised), hence a measure: after each render of the table (rows that
 * scroll in) and when a content changes size (a font or a lazy part that comes, a button that appears).
 * The width only grows while the table lives: a row that scrolls away does not make the others move.
 */
import * as React from 'react';
import { PINNED_WIDTH } from './SelectionTable.styles';

export function usePinnedWidth(table: React.RefObject<HTMLElement | null>, enabled: boolean) {
  const widest = React.useRef(0);
  const observer = React.useRef<ResizeObserver | null>(null);
  const watched = React.useRef(new Set<Element>());

  const measure = React.useCallback(() => {
    const el = table.current;
    if (!el) return;
    let width = widest.current;
    for (const content of el.querySelectorAll('[data-pinned-content]')) width = Math.max(width, Math.ceil(content.getBoundingClientRect().width));
    if (width === widest.current) return;
    widest.current = width;
    el.style.setProperty(PINNED_WIDTH, `${width}px`);
  }, [table]);

  React.useLayoutEffect(() => {
    const el = table.current;
    if (!enabled || !el) return;
    if (!observer.current && typeof ResizeObserver !== 'undefined') observer.current = new ResizeObserver(measure);
    const seen = watched.current;
    // the cells of rows scrolled away are let go; those of rows scrolled in watched
    for (const content of seen) {
      if (content.isConnected) continue;
      observer.current?.unobserve(content);
      seen.delete(content);
    }
    for (const content of el.querySelectorAll('[data-pinned-content]')) {
      if (seen.has(content)) continue;
      seen.add(content);
      observer.current?.observe(content);
    }
    measure();
  });

  React.useEffect(
    () => () => {
      observer.current?.disconnect();
      observer.current = null;
      watched.current.clear();
    },
    [],
  );
}
