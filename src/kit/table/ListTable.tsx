/**
 * The table of a management list (classes, numbering rules, custom fields): the picker table without a
 * selection column (or with the check boxes of a `selection` the list keeps, for a batch action), as tall
 * as its page of rows, with the same cells (`--` when empty, long text ellipsed with a tooltip), the
 * states of a list (loading, an error with 重试, 暂无数据, a notice) and 序号 counted across pages.
 * Actions and switches are columns that `render` them.
 * The table's code (its rows, virtualiser and cells) and the pager's come beside the list's first
 * request, which their first paint waits for anyway: meanwhile the list's loading state, and the pager's
 * room, hold their place.
 */
import type * as React from 'react';
import { makeStyles } from '@fluentui/react-components';
import { userMessage } from '../../core/http';
import { useT } from '../../core/i18n';
import { partMissing } from '../../core/feedback/usePartFailed';
import { lazyPart } from '../../core/runtime/lazy-part';
import type { RemoteList } from '../list/useRemoteList';
import type { PaginationProps } from '../pagination/Pagination.types';
import type { RowId, Selection } from '../selection/useSelection';
import type { Column } from './columns';
import type { ListBodyProps } from './ListBody';
import { ListStates } from './ListStates';

/** the table's state while its code comes: a notice, an error or 暂无数据 as the table would say it,
 * rows to show as loading */
const TableLoading = ({ loading, error, onRetry, notice, rows }: ListBodyProps<unknown>) => (
  <ListStates loading={loading || rows.length > 0} error={error} onRetry={onRetry} notice={notice} empty />
);
const ListBody = lazyPart(
  () => import('./ListBody').then((m) => m.ListBody as React.ComponentType<ListBodyProps<unknown>>),
  TableLoading,
  partMissing('the table', TableLoading),
);

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
  /** check boxes for a batch action (the list's own checkbox selection); none by default */
  selection?: Selection<Row>;
  'aria-label': string;
}

const noLabel = () => '';

export function ListTable<Row>(props: ListTableProps<Row>) {
  return <ListBody {...(props as unknown as ListBodyProps<unknown>)} height="auto" rowLabel={noLabel} />;
}

// the pager's height (its buttons), so that nothing moves when it comes
const usePagedStyles = makeStyles({ pager: { display: 'flex', justifyContent: 'flex-end', marginTop: '12px', minHeight: '32px' } });
const Pagination = lazyPart((): Promise<React.ComponentType<PaginationProps>> => import('../pagination/Pagination').then((m) => m.Pagination), () => null, partMissing('the pager'));

export interface PagedListProps<Row> extends Omit<ListTableProps<Row>, 'rows' | 'loading' | 'error' | 'onRetry' | 'rowOffset'> {
  list: RemoteList<Row>;
  /** why the list cannot be asked for at all (a missing attribute): an error without 重试 */
  problem?: string | null;
}

/** A remote list's table and its pager (none while the list is not asked for). */
export function PagedList<Row>({ list, problem, ...props }: PagedListProps<Row>) {
  const t = useT();
  const styles = usePagedStyles();
  return (
    <>
      <ListTable
        {...props}
        rows={list.rows}
        loading={list.loading}
        error={problem || (list.error && userMessage(list.error, t))}
        onRetry={problem ? undefined : list.reload}
        rowOffset={(list.page - 1) * list.pageSize}
      />
      {!props.notice && !problem && (
        <div className={styles.pager}>
          <Pagination total={list.total} page={list.page} pageSize={list.pageSize} onChange={({ page, pageSize }) => list.goTo(page, pageSize)} />
        </div>
      )}
    </>
  );
}
