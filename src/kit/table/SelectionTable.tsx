/**
 * The picker table: radio, checkbox or no selection column; rows in `disabled-ids` shown chosen and not
 * tickable; empty cells `--`; long text ellipsed with a tooltip; rows virtualised (only those in view
 * are in the DOM, so 10,000 rows stay smooth); loading, empty (暂无数据) and error-with-retry states.
 */
import * as React from 'react';
import {
  mergeClasses, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, TableSelectionCell,
} from '@fluentui/react-components';
import { useVirtualizer } from '@tanstack/react-virtual';
import { t } from '../../core/i18n';
import type { PickerBodyProps, SortState } from '../picker/types';
import { cellText, type Column } from './columns';
import { ROW_HEIGHT, useSelectionTableStyles } from './SelectionTable.styles';
import { ListStates } from './ListStates';
import { TruncatedText } from './TruncatedText';

/** The table is the engine's default body. */
export type SelectionTableProps<Row> = PickerBodyProps<Row>;

/** asc → desc → asc on the same column; a new column starts ascending */
const nextSort = (key: string, sort?: SortState): SortState => ({
  key,
  direction: sort?.key === key && sort.direction === 'asc' ? 'desc' : 'asc',
});

export function SelectionTable<Row>(props: SelectionTableProps<Row>) {
  const { columns, rows, getId, selection, loading, error, onRetry, height, sort, onSort } = props;
  const styles = useSelectionTableStyles();
  const scroller = React.useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: error ? 0 : rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });
  const pick = selection.mode !== 'none';
  // over every row: only when the rows or the selection change, not on each scroll frame
  const allState = React.useMemo(() => selection.pageState(rows), [selection, rows]);
  const cellStyle = (c: Column<Row>): React.CSSProperties =>
    c.width ? { flex: `0 0 ${c.width}px`, width: c.width, justifyContent: c.align } : { flex: '1 1 160px', justifyContent: c.align };

  return (
    <div ref={scroller} className={styles.scroller} style={{ height }} data-bo-table="">
      <Table noNativeElements sortable={columns.some((c) => c.sortKey)} size="small" aria-label={props['aria-label']} aria-rowcount={rows.length + 1} className={styles.table}>
        <TableHeader className={styles.header}>
          <TableRow>
            {pick && (
              <TableSelectionCell
                type={selection.mode === 'radio' ? 'radio' : 'checkbox'}
                invisible={selection.mode === 'radio'}
                checked={allState === 'checked' ? true : allState === 'mixed' ? 'mixed' : false}
                onClick={() => selection.toggleAll(rows)}
                checkboxIndicator={{ 'aria-label': t('picker.selectAllPage') }}
              />
            )}
            {columns.map((c) => (
              <TableHeaderCell
                key={c.key}
                className={styles.headerCell}
                style={cellStyle(c)}
                {...(c.sortKey && {
                  sortDirection: sort?.key === c.sortKey ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined,
                  onClick: () => onSort?.(nextSort(c.sortKey!, sort)),
                  'data-sort': c.sortKey,
                })}
              >
                {c.title}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody className={styles.body} style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index];
            const id = getId(row);
            const disabled = selection.isDisabled(id);
            const checked = selection.isSelected(id);
            return (
              <TableRow
                key={String(id)}
                data-row-id={String(id)}
                aria-rowindex={item.index + 2}
                aria-selected={pick ? checked : undefined}
                aria-disabled={disabled || undefined}
                className={mergeClasses(styles.row, disabled && styles.disabledRow)}
                style={{ transform: `translateY(${item.start}px)` }}
                onClick={() => selection.toggle(row)}
              >
                {pick && (
                  <TableSelectionCell
                    type={selection.mode === 'radio' ? 'radio' : 'checkbox'}
                    checked={checked}
                    checkboxIndicator={{ disabled, 'aria-label': t('picker.selectRow') }}
                    radioIndicator={{ disabled, 'aria-label': t('picker.selectRow') }}
                  />
                )}
                {columns.map((c) => (
                  <TableCell key={c.key} className={styles.cell} style={cellStyle(c)}>
                    {c.render ? c.render(row) : <TruncatedText text={cellText(c, row)} />}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <ListStates loading={loading} error={error} onRetry={onRetry} empty={rows.length === 0} />
    </div>
  );
}
