/**
 * The common-phrases tab: 新增常用语, the system phrases first (a 系统 tag; no handle, edit or delete), then
 * the user's own, each with its drag handle (sortablejs; ArrowUp / ArrowDown on it), 编辑 and 删除. A
 * phrase's text is the button that picks it; a phrase in edit shows its editor in its place (a new one on
 * top). The list's states: loading, an error with 重试, 暂无数据.
 */
import '../../core/i18n/areas/approval-phrases';
import * as React from 'react';
import { Badge, Button, Tooltip } from '@fluentui/react-components';
import { userMessage } from '../../core/http';
import { useT } from '../../core/i18n';
import { SortHandle, useSortable } from '../../kit/form';
import { ListStates } from '../../kit/table/ListStates';
import type { CommonPhrase } from './phrases-api';
import { PhraseEditor } from './PhraseEditor';
import { usePhrasesDrawerStyles } from './PhrasesDrawer.styles';
import type { PhrasesState } from './usePhrases';

interface PhraseRowProps {
  phrase: CommonPhrase;
  state: PhrasesState;
  onPick(remark: string): void;
  /** the handle of an own phrase (none for a system phrase) */
  handle?: React.ReactNode;
}

function PhraseRow({ phrase, state, onPick, handle }: PhraseRowProps) {
  const t = useT();
  const styles = usePhrasesDrawerStyles();
  const system = !handle;
  return (
    <li className={styles.phrase} data-row-id={phrase.id} data-system={system || undefined}>
      {handle ?? <span className={styles.noHandle} />}
      {state.editing === phrase.id ? (
        <PhraseEditor state={state} />
      ) : (
        <>
          <Button
            appearance="transparent"
            size="small"
            className={styles.text}
            aria-label={t('phrases.pickLabel', { text: phrase.remark })}
            onClick={() => onPick(phrase.remark)}
            data-action="pick"
          >
            {phrase.remark}
          </Button>
          <span className={styles.actions}>
            {system ? (
              <Tooltip content={t('phrases.systemHint')} relationship="description" withArrow>
                <Badge size="small" appearance="tint" color="informative" tabIndex={0}>{t('phrases.system')}</Badge>
              </Tooltip>
            ) : (
              <>
                <Button size="small" appearance="transparent" onClick={() => state.edit(phrase)} data-action="edit-phrase">{t('form.edit')}</Button>
                <Button size="small" appearance="transparent" disabled={state.busy} onClick={() => void state.remove(phrase)} data-action="delete-phrase">
                  {t('form.delete')}
                </Button>
              </>
            )}
          </span>
        </>
      )}
    </li>
  );
}

export function PhraseList({ state, onPick }: { state: PhrasesState; onPick(remark: string): void }) {
  const t = useT();
  const styles = usePhrasesDrawerStyles();
  const own = React.useRef<HTMLUListElement>(null);
  useSortable(own, { onMove: state.move, handle: '[data-sort-handle]' });
  const adding = state.editing === 0;
  return (
    <div className={styles.panel} data-phrases="">
      <div className={styles.toolbar}>
        <Button size="small" appearance="primary" disabled={adding || state.loading || !!state.error} onClick={state.add} data-action="add-phrase">
          {t('phrases.add')}
        </Button>
      </div>
      {adding && <PhraseEditor state={state} />}
      <ListStates loading={state.loading} error={state.error && userMessage(state.error, t)} onRetry={state.reload} empty={state.empty} />
      {!state.error && (
        <>
          <ul className={styles.list} data-system-phrases="">
            {state.system.map((p) => <PhraseRow key={p.id} phrase={p} state={state} onPick={onPick} />)}
          </ul>
          <ul className={styles.list} ref={own} data-own-phrases="">
            {state.own.map((p, i) => (
              <PhraseRow
                key={p.id}
                phrase={p}
                state={state}
                onPick={onPick}
                handle={<SortHandle index={i} count={state.own.length} onMove={state.move} label={p.remark} />}
              />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
