import * as React from 'react';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useT } from '../../core/i18n';
import { usePreload } from '../../core/runtime/lazy-part';
import { TreeCheck, TreeRow } from './TreeRow';
import type { TreeViewProps } from './TreeView.types';
import { ROW_HEIGHT, useTreeViewStyles } from './TreeView.styles';
import { useTreeView } from './useTreeView';

export type { TreeMode, TreeViewProps } from './TreeView.types';

/**
 * A virtual tree: only the rows in view (plus the focusable row) are in the DOM, so 10,000 nodes filter
 * and scroll as fast as 100. ARIA tree with roving tabindex: ↑ ↓ move, → opens or goes to the first
 * child, ← closes or goes to the parent, Home / End, Enter / Space select or toggle the check.
 */
export function TreeView(props: TreeViewProps) {
  const t = useT();
  const { mode } = props;
  // a ticking tree's check boxes come as it mounts, beside its nodes' request
  usePreload([TreeCheck], mode === 'multiple');
  const styles = useTreeViewStyles();
  const tree = useTreeView(props);
  const { rows, activePos } = tree;
  const scroller = React.useRef<HTMLDivElement>(null);
  const focusPending = React.useRef(false);

  // the row that takes the focus stays rendered when scrolled away, so Tab always finds it
  const rangeExtractor = React.useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (activePos < 0 || indexes.includes(activePos)) return indexes;
      return [...indexes, activePos].sort((a, b) => a - b);
    },
    [activePos],
  );
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualiser re-renders through its own state; no compiler memoises this component
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (i) => rows[i].row.index,
    rangeExtractor,
    overscan: 8,
    useFlushSync: false,
  });

  React.useLayoutEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    scroller.current?.querySelector<HTMLElement>(`[data-pos="${activePos}"]`)?.focus({ preventScroll: true });
  });

  const moveTo = (pos: number) => {
    if (pos < 0 || pos >= rows.length) return;
    tree.setActive(pos);
    virtualizer.scrollToIndex(pos, { align: 'auto' });
    focusPending.current = true;
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLDivElement>) => {
    const current = rows[activePos];
    if (!current || (e.target as HTMLElement).getAttribute('role') !== 'treeitem') return;
    switch (e.key) {
      case 'ArrowDown':
        moveTo(activePos + 1);
        break;
      case 'ArrowUp':
        moveTo(activePos - 1);
        break;
      case 'Home':
        moveTo(0);
        break;
      case 'End':
        moveTo(rows.length - 1);
        break;
      case 'ArrowRight':
        if (current.expandable && !current.expanded) tree.setOpen(activePos, true);
        else if (current.expanded) moveTo(activePos + 1);
        break;
      case 'ArrowLeft':
        if (current.expanded) tree.setOpen(activePos, false);
        else moveTo(rows.findIndex((r) => r.row.index === current.row.parentIndex));
        break;
      case 'Enter':
      case ' ':
        tree.choose(current.row);
        break;
      default:
        return;
    }
    e.preventDefault();
  };

  if (!rows.length) {
    return <div className={styles.empty}>{t(tree.filtering ? 'treeSidebar.noMatch' : 'treeSidebar.empty')}</div>;
  }
  return (
    <div
      ref={scroller}
      role="tree"
      aria-label={props['aria-label']}
      aria-multiselectable={mode === 'multiple' || undefined}
      className={styles.scroller}
      onKeyDown={onKeyDown}
      data-bo-tree=""
    >
      <div role="none" className={styles.sizer} style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map(({ index }) => {
          const item = rows[index];
          return (
            <TreeRow
              key={item.row.index}
              item={item}
              pos={index}
              active={index === activePos}
              mode={mode}
              selected={tree.isSelected(item.row)}
              disabled={tree.isDisabled(item.row)}
              check={tree.checkOf(item.row)}
              filtering={tree.filtering}
              onChoose={(pos) => {
                tree.choose(rows[pos].row);
              }}
              onToggleOpen={(pos) => {
                tree.setActive(pos);
                tree.setOpen(pos, !rows[pos].expanded);
              }}
            />
          );
        })}
      </div>
    </div>
  );
}
