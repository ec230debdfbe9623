import { mergeClasses } from '@fluentui/react-components';
import { partMissing } from '../../core/feedback/usePartFailed';
import { lazyPart } from '../../core/runtime/lazy-part';
import type { CheckState, VisibleRow } from './tree.logic';
import type { TreeCheckProps } from './TreeCheck';
import type { TreeMode } from './TreeView.types';
import { INDENT, ROW_HEIGHT, useTreeViewStyles } from './TreeView.styles';

export interface TreeRowProps {
  item: VisibleRow;
  /** position among the visible rows */
  pos: number;
  /** takes the focus on Tab (roving tabindex) */
  active: boolean;
  mode: TreeMode;
  selected: boolean;
  /** chosen before: shown checked (or selected), cannot be changed */
  disabled?: boolean;
  check: CheckState;
  /** the tree is filtered: sibling counts of the whole tree would be wrong */
  filtering: boolean;
  onChoose(pos: number): void;
  onToggleOpen(pos: number): void;
}

/** the box's room (Fluent's medium Checkbox) while its code comes: fetched as a ticking tree mounts
 * (TreeView), before its rows */
function CheckRoom() {
  const styles = useTreeViewStyles();
  return <span className={mergeClasses(styles.check, styles.checkRoom)} aria-hidden="true" />;
}
export const TreeCheck = lazyPart<TreeCheckProps>(() => import('./TreeCheck').then((m) => m.TreeCheck), CheckRoom, partMissing('the check boxes of the tree', CheckRoom));

/** The chevron of a branch: points right, rotated down when the branch is open. */
export function Chevron({ open }: { open: boolean }) {
  const styles = useTreeViewStyles();
  return (
    <svg className={mergeClasses(styles.chevronIcon, open && styles.open)} width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
      <path d="M4.5 2.5 8 6l-3.5 3.5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** One row of the virtual tree, absolutely placed at its offset. */
export function TreeRow({ item, pos, active, mode, selected, disabled, check, filtering, onChoose, onToggleOpen }: TreeRowProps) {
  const styles = useTreeViewStyles();
  const { row, expandable, expanded } = item;
  const label = String(row.node.label ?? '');
  const single = mode === 'single';
  return (
    <div
      role="treeitem"
      aria-level={row.depth + 1}
      aria-expanded={expandable ? expanded : undefined}
      aria-selected={single ? selected || disabled : undefined}
      aria-checked={single ? undefined : disabled || (check === 'mixed' ? 'mixed' : check === 'checked')}
      aria-disabled={disabled || undefined}
      aria-setsize={filtering ? undefined : row.setSize}
      aria-posinset={filtering ? undefined : row.posInSet}
      tabIndex={active ? 0 : -1}
      data-pos={pos}
      data-id={String(row.node.id)}
      className={mergeClasses(styles.row, single && selected && styles.selected, disabled && styles.disabled)}
      style={{ transform: `translateY(${pos * ROW_HEIGHT}px)`, paddingInlineStart: row.depth * INDENT + 4 }}
      onClick={() => onChoose(pos)}
    >
      {expandable ? (
        <span
          className={styles.chevron}
          data-chevron=""
          onClick={(e) => {
            e.stopPropagation();
            onToggleOpen(pos);
          }}
        >
          <Chevron open={expanded} />
        </span>
      ) : (
        <span className={styles.spacer} />
      )}
      {!single && (
        <TreeCheck checked={disabled || (check === 'mixed' ? 'mixed' : check === 'checked')} disabled={disabled} />
      )}
      <span className={styles.label} title={label}>
        {label}
      </span>
    </div>
  );
}
