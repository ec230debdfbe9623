/**
 * The historical-comments tab: 批量删除, then the comments of the page (a check box each, kept across
 * pages; the comment, where it was written, when, and 使用 which picks it) and the pager.
 */
import '../../core/i18n/areas/approval-phrases';
import * as React from 'react';
import { Button } from '@fluentui/react-components';
import { useT, type Translate } from '../../core/i18n';
import { BusyButton } from '../../kit/form';
import type { Column } from '../../kit/table/columns';
import { PagedList } from '../../kit/table/ListTable';
import type { HistoryComment } from './phrases-api';
import { usePhrasesDrawerStyles } from './PhrasesDrawer.styles';
import type { HistoryState } from './useHistory';

/** Where a comment was written: the application and the record, either alone when the other is missing. */
const sourceOf = (c: HistoryComment, t: Translate) => {
  const app = c.app?.app_title ?? '';
  const title = c.app?.title ?? '';
  return app && title ? t('phrases.sourceText', { app, title }) : app || title;
};

function useColumns(onPick: (remark: string) => void): Column<HistoryComment>[] {
  const t = useT();
  const styles = usePhrasesDrawerStyles();
  return React.useMemo(
    () => [
      { key: 'remark', title: t('phrases.remark') },
      { key: 'source', title: t('phrases.source'), width: 140, value: (c) => sourceOf(c, t) },
      { key: 'created_at', title: t('phrases.createdAt'), width: 156 },
      {
        key: 'actions',
        title: t('form.actions'),
        width: 64,
        render: (c) => (
          <Button
            size="small"
            appearance="transparent"
            className={styles.pick}
            aria-label={t('phrases.pickLabel', { text: c.remark })}
            // a click in a row ticks it: this one only picks
            onClick={(e) => {
              e.stopPropagation();
              onPick(c.remark);
            }}
            data-action="pick"
          >
            {t('phrases.pick')}
          </Button>
        ),
      },
    ],
    [t, styles.pick, onPick],
  );
}

const idOf = (c: HistoryComment) => c.id;

export function HistoryList({ state, onPick }: { state: HistoryState; onPick(remark: string): void }) {
  const t = useT();
  const styles = usePhrasesDrawerStyles();
  const columns = useColumns(onPick);
  return (
    <div className={styles.panel} data-history="">
      <div className={styles.toolbar}>
        <BusyButton size="small" busy={state.busy} onClick={() => void state.removeTicked()} data-action="delete-history">
          {t('phrases.batchDelete')}
        </BusyButton>
      </div>
      <PagedList list={state.list} columns={columns} getId={idOf} selection={state.selection} aria-label={t('phrases.historyTab')} />
    </div>
  );
}
