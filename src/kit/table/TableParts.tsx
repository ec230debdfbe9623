/**
 * The header and the rows of the selection table. A row is memoised: while the user scrolls only the
 * rows that come into view render; a tick renders the rows whose state changed.
 */
import * as React from 'react';
import { mergeClasses } from '@fluentui/react-components';
import type { SortState } from '../picker/types';
import type { CheckState, SelectionMode } from '../selection/useSelection';
import { cellText, type Column } from './columns';
import type { TableClasses } from './SelectionTable.styles';
import { TruncatedText } from './TruncatedText';

/** the narrowest a column without a width gets when the table is wider than its box (then it scrolls) */
const SHARE_FLOOR = 120;

/** flex basis of a column: its width, or a share of the rest (not below SHARE_FLOOR: a table too wide for
 * its box is measured by its head, whose titles alone would make such a column as narrow as its title);
 * the actions' is measured (usePinnedWidth) */
export const cellStyle = (c: Column<never>): React.CSSProperties | undefined =>
  c.actions
    ? undefined
    : c.width
      ? { flex: `0 0 ${c.width}px`, width: c.width, justifyContent: c.align }
      : { flex: '1 1 160px', minWidth: SHARE_FLOOR, justifyContent: c.align };

/** A cell of a column: the actions' pinned at the end of the row, their content measured as one line.
 * A plain function, not a component: a row stays a few divs (no element of its own per cell). */
function cell(column: Column<never>, styles: TableClasses, role: 'cell' | 'columnheader', children: React.ReactNode, extra?: React.HTMLAttributes<HTMLDivElement>) {
  if (!column.actions) {
    return (
      <div key={column.key} role={role} className={styles.cell} style={cellStyle(column)} {...extra}>
        {children}
      </div>
    );
  }
  return (
    <div key={column.key} role={role} className={mergeClasses(styles.cell, styles.pinned, role === 'columnheader' && styles.pinnedHead)} data-pinned="" {...extra}>
      <span className={styles.pinnedContent} data-pinned-content="">
        {children}
      </span>
    </div>
  );
}

/** asc → desc → asc on the same column; a new column starts ascending */
const nextSort = (key: string, sort?: SortState): SortState => ({
  key,
  direction: sort?.key === key && sort.direction === 'asc' ? 'desc' : 'asc',
});

const SortArrow = ({ direction }: { direction?: 'asc' | 'desc' }) => (
  <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" fill="currentColor" opacity={direction ? 1 : 0.35}>
    {direction !== 'desc' && <path d="M6 2 9.5 6h-7z" />}
    {direction !== 'asc' && <path d="M6 10 2.5 6h7z" />}
  </svg>
);

/** A native check box whose `indeterminate` follows `mixed`. */
function HeadBox({ state, label, className, onToggle }: { state: CheckState; label: string; className: string; onToggle(): void }) {
  const ref = React.useRef<HTMLInputElement>(null);
  React.useLayoutEffect(() => {
    ref.current!.indeterminate = state === 'mixed';
  }, [state]);
  return <input ref={ref} type="checkbox" className={className} aria-label={label} checked={state === 'checked'} onChange={onToggle} />;
}

export interface TableHeadProps {
  /** the head reads titles, widths and sort keys only: columns of any row type */
  columns: Column<never>[];
  styles: TableClasses;
  mode: SelectionMode;
  pageState: CheckState;
  selectAllLabel: string;
  /** the selection column's title, read (not shown) where it holds no select-all box: radio mode */
  selectColumnLabel: string;
  onToggleAll(): void;
  sort?: SortState;
  onSort?: (sort: SortState) => void;
}

export const TableHead = React.memo(function TableHead(props: TableHeadProps) {
  const { columns, styles, mode, pageState, selectAllLabel, selectColumnLabel, onToggleAll, sort, onSort } = props;
  return (
    <div role="rowgroup" className={styles.header}>
      <div role="row" aria-rowindex={1} className={styles.headRow}>
        {mode !== 'none' && (
          // a header is named by its content: the select-all box, or a title for screen readers only
          <div role="columnheader" className={mergeClasses(styles.cell, styles.check)} data-select-column="">
            {mode === 'checkbox' ? (
              <HeadBox state={pageState} label={selectAllLabel} className={styles.box} onToggle={onToggleAll} />
            ) : (
              <span className={styles.hidden}>{selectColumnLabel}</span>
            )}
          </div>
        )}
        {columns.map((c) => {
          const direction = c.sortKey && sort?.key === c.sortKey ? sort.direction : undefined;
          const sortable = c.sortKey
            ? {
                'aria-sort': direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined,
                'data-sort': c.sortKey,
                onClick: () => onSort?.(nextSort(c.sortKey!, sort)),
              } as React.HTMLAttributes<HTMLDivElement>
            : undefined;
          const title = c.sortKey ? (
            <button type="button" className={styles.sortButton}>
              <span data-cell-text="">{c.title}</span>
              <SortArrow direction={direction} />
            </button>
          ) : (
            <span data-cell-text="">{c.title}</span>
          );
          return cell(c, styles, 'columnheader', title, sortable);
        })}
      </div>
    </div>
  );
});

export interface TableRowProps<Row> {
  row: Row;
  id: string;
  index: number;
  /** 序号 of the row (pages before included) */
  number: number;
  start: number;
  columns: Column<Row>[];
  styles: TableClasses;
  mode: SelectionMode;
  /** the radios of one table share a name */
  group: string;
  checked: boolean;
  disabled: boolean;
  boxLabel: string;
  /** between the items of a list in a cell */
  separator: string;
  onToggle(row: Row): void;
}

function TableRowView<Row>(props: TableRowProps<Row>) {
  const { row, id, index, number, start, columns, styles, mode, group, checked, disabled, boxLabel, separator, onToggle } = props;
  return (
    <div
      role="row"
      data-row-id={id}
      aria-rowindex={index + 2}
      aria-selected={mode === 'none' ? undefined : checked}
      aria-disabled={disabled || undefined}
      className={mergeClasses(styles.row, checked && !disabled && styles.chosen, disabled && styles.disabledRow)}
      style={{ transform: `translateY(${start}px)` }}
      onClick={() => onToggle(row)}
    >
      {mode !== 'none' && (
        <div role="cell" className={mergeClasses(styles.cell, styles.check)}>
          {/* the row's click toggles; the box shows the state and is the keyboard's way in (Space) */}
          <input
            type={mode}
            // a disabled row shows "already chosen": outside the group, or choosing a row would untick it
            name={mode === 'radio' && !disabled ? group : undefined}
            className={styles.box}
            aria-label={boxLabel}
            checked={checked}
            disabled={disabled}
            onChange={noop}
          />
        </div>
      )}
      {columns.map((c) => cell(c as Column<never>, styles, 'cell', c.sequence ? number : c.render ? c.render(row) : <TruncatedText text={cellText(c, row, separator)} />))}
    </div>
  );
}

const noop = () => {};

export const TableRow = React.memo(TableRowView) as typeof TableRowView;
