/**
 * The picker table: radio, checkbox or no selection column; rows in `disabled-ids` shown chosen and not
 * tickable; empty cells `--`; long text ellipsed with a tooltip; rows virtualised (only those in view
 * are in the DOM, so 10,000 rows stay smooth); loading, empty (暂无数据) and error-with-retry states.
 */
import * as React from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useT } from '../../core/i18n';
import type { PickerBodyProps } from '../picker/types';
import { ROW_HEIGHT, useSelectionTableStyles } from './SelectionTable.styles';
import { ListStates } from './ListStates';
import { TableHead, TableRow } from './TableParts';
import { useAfterFirstPaint } from './useAfterFirstPaint';
import { useOverflowTip } from './useOverflowTip';
import { usePartsReady } from './usePartsReady';
import { usePinnedWidth } from './usePinnedWidth';

const NO_ROWS: never[] = [];
const OVERSCAN = 8;

/** The table is the engine's default body. */
export type SelectionTableProps<Row> = PickerBodyProps<Row>;

export function SelectionTable<Row>(props: SelectionTableProps<Row>) {
  const t = useT();
  const { columns, getId, selection, error, onRetry, height, sort, onSort } = props;
  // the rows wait for the parts their cells show (a switch, a tag), fetched beside the list's request
  const partsReady = usePartsReady(columns);
  const rows = partsReady ? props.rows : NO_ROWS;
  const loading = props.loading || !partsReady;
  const styles = useSelectionTableStyles();
  const group = React.useId();
  const scroller = React.useRef<HTMLDivElement>(null);
  const table = React.useRef<HTMLDivElement>(null);
  usePinnedWidth(table, columns.some((c) => c.actions));
  // the rows below the view, there for smooth scrolling, come in the frame after the first rows: the
  // first answer's rows (the 14 in view of a drawer, not 22) paint sooner
  const overscan = useAfterFirstPaint(rows.length > 0) ? OVERSCAN : 0;
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualiser re-renders through its own state; no compiler memoises this component
  const virtualizer = useVirtualizer({
    count: error ? 0 : rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan,
  });
  const tip = useOverflowTip(styles.anchor);
  // rows keep one toggle function for the life of the table, so that a memoised row renders again
  // only when its own state changes
  const latest = React.useRef(selection);
  latest.current = selection;
  const onToggle = React.useCallback((row: Row) => latest.current.toggle(row), []);
  const onToggleAll = React.useCallback(() => latest.current.toggleAll(rows), [rows]);
  // over every row: only when the rows or the selection change, not on each scroll frame
  const pageState = React.useMemo(() => selection.pageState(rows), [selection, rows]);
  // each row's box names its row (选择 华为 Mate 60): a screen reader's list of boxes is not thirty 选择此行;
  // a row without a name keeps 选择此行
  const boxLabel = (row: Row) => {
    const name = props.rowLabel(row);
    return name ? t('picker.selectNamed', { name }) : t('picker.selectRow');
  };
  const separator = t('common.listSeparator');

  return (
    // data-rows-complete: the rows below the view are there too (what a test that reads every row waits for)
    <div ref={scroller} className={styles.scroller} style={{ height }} data-bo-table="" data-rows-complete={overscan > 0 || undefined} part="list" {...tip.handlers}>
      {/* busy while a new answer comes, its first rows or the last answer's shown meanwhile */}
      <div ref={table} role="table" aria-label={props['aria-label']} aria-rowcount={rows.length + 1} aria-busy={loading || undefined} className={styles.table}>
        <TableHead
          columns={columns}
          styles={styles}
          mode={selection.mode}
          pageState={pageState}
          selectAllLabel={t('picker.selectAllPage')}
          selectColumnLabel={t('picker.selectColumn')}
          onToggleAll={onToggleAll}
          sort={sort}
          onSort={onSort}
        />
        <div role="rowgroup" className={styles.body} style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index]!;
            const id = getId(row);
            return (
              <TableRow
                key={String(id)}
                row={row}
                id={String(id)}
                index={item.index}
                number={(props.rowOffset ?? 0) + item.index + 1}
                start={item.start}
                columns={columns}
                styles={styles}
                mode={selection.mode}
                group={group}
                checked={selection.isSelected(id)}
                disabled={selection.isDisabled(id)}
                boxLabel={boxLabel(row)}
                separator={separator}
                onToggle={onToggle}
              />
            );
          })}
        </div>
      </div>
      <ListStates loading={loading} error={error} onRetry={onRetry} empty={rows.length === 0} notice={props.notice} />
      {tip.element}
    </div>
  );
}
