/**
 * The historical-comments tab's state (spec 3 §2.3, §3, §5, §7, §9): a paged list (page 1 of 10 at each
 * opening of the drawer, asked once the tab is shown), check boxes kept across pages, and 批量删除: nothing
 * ticked warns 请勾选数据; otherwise it asks 请确认是否删除该意见?, deletes the ticked ids and says 删除成功,
 * then shows the same page (or the new last one) again.
 */
import * as React from 'react';
import { useAction } from '../../core/http';
import { useConfirm, useMessage } from '../../core/feedback/FeedbackProvider';
import { useT } from '../../core/i18n';
import { send } from '../../kit/data/endpoint';
import { fetchSource } from '../../kit/data/source';
import { useRemoteList, type ListLoader } from '../../kit/list/useRemoteList';
import { useSelection, type RowId } from '../../kit/selection/useSelection';
import { deleteHistory, historyList, type HistoryComment } from './phrases-api';
import { HISTORY_PAGE_SIZE, pageAfterDelete } from './phrases.logic';

const NONE: RowId[] = [];
const NO_ROWS: HistoryComment[] = [];
const idOf = (c: HistoryComment) => c.id;

const load: ListLoader<HistoryComment> = (q, api, signal) => fetchSource(api, historyList, { page: { page: q.page, size: q.pageSize }, signal });

export function useHistory({ enabled, opening }: { enabled: boolean; opening: number }) {
  const t = useT();
  const action = useAction();
  const message = useMessage();
  const confirm = useConfirm();
  // a new filters object at each opening: page 1 of 10 again
  const filters = React.useMemo<Record<string, unknown>>(() => ({ opening }), [opening]);
  const list = useRemoteList(load, enabled, filters, HISTORY_PAGE_SIZE);
  const selection = useSelection<HistoryComment>({ mode: 'checkbox', getId: idOf, disabledIds: NONE, selectedIds: NONE, initial: NO_ROWS });
  const [seen, setSeen] = React.useState(opening);
  if (seen !== opening) {
    setSeen(opening);
    selection.clear();
  }

  const removeTicked = async () => {
    const ids = selection.ids.map(Number);
    if (!ids.length) return message.warning(t('approval.tickData'));
    if (!(await confirm({ title: t('common.notice'), content: t('approval.deleteRemarkConfirm') }))) return;
    const result = await action.run((a) => send(a, deleteHistory, {}, { id: ids }), { success: t('success.delete') });
    if (!result.ok) return; // the message is shown; the ticks stay
    selection.clear();
    list.goTo(pageAfterDelete(list.page, list.pageSize, list.total, ids.length), list.pageSize);
  };

  return { list, selection, busy: action.busy, removeTicked };
}

export type HistoryState = ReturnType<typeof useHistory>;
