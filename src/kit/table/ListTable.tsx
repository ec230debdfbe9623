/**
 * The table of a management list (classes, numbering rules, custom fields): the picker table without a
 * selection column, as tall as its page of rows, with the same cells (`--` when empty, long text ellipsed
 * with a tooltip), the states of a list (loading, an error with 重试, 暂无数据, a notice) and 序号 counted
 * across pages. Actions and switches are columns that `render` them.
 */
import { useSelection, type RowId } from '../selection/useSelection';
import type { Column } from './columns';
import { SelectionTable } from './SelectionTable';

export interface ListTableProps<Row> {
  columns: Column<Row>[];
  rows: Row[];
  getId(row: Row): RowId;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** rows before this page (序号 counts on from it) */
  rowOffset?: number;
  /** shown in place of the rows when the list is not asked for (no permission to list): not an error */
  notice?: string;
  'aria-label': string;
}

const NONE: RowId[] = [];
const NO_ROWS: never[] = [];
const noLabel = () => '';

export function ListTable<Row>(props: ListTableProps<Row>) {
  const selection = useSelection<Row>({ mode: 'none', getId: props.getId, disabledIds: NONE, selectedIds: NONE, initial: NO_ROWS });
  return <SelectionTable {...props} selection={selection} height="auto" rowLabel={noLabel} />;
}
