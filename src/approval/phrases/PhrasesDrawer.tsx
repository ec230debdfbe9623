/**
 * The drawer of the approval bar (spec 3 §2.3): two tabs, 常用语 (the user's common phrases, kept here) and
 * 历史意见 (their past comments); choosing a phrase or a comment gives its text to `onPick`, which fills the
 * bar's comment box. From the right, 720 px, not closed by a click outside; 关闭, × and Esc close it,
 * asking first while a phrase in edit has unsaved text.
 */
import '../../core/i18n/areas/approval-phrases';
import * as React from 'react';
import { Tab, TabList } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import { PickerDrawer } from '../../kit/drawer/PickerDrawer';
import { HistoryList } from './HistoryList';
import { PhraseList } from './PhraseList';
import { usePhrasesDrawerStyles } from './PhrasesDrawer.styles';
import { useHistory } from './useHistory';
import { usePhrases } from './usePhrases';

export interface PhrasesDrawerProps {
  open: boolean;
  onClose(): void;
  /** a phrase or a past comment was chosen: its text */
  onPick(remark: string): void;
}

type TabKey = 'phrases' | 'history';

/** Counts the openings: each starts afresh (the phrases asked again, page 1 of the history). */
function useOpening(open: boolean) {
  const [state, setState] = React.useState({ open, opening: open ? 1 : 0 });
  if (state.open !== open) setState({ open, opening: open ? state.opening + 1 : state.opening });
  return state.opening;
}

export function PhrasesDrawer({ open, onClose, onPick }: PhrasesDrawerProps) {
  const t = useT();
  const styles = usePhrasesDrawerStyles();
  const opening = useOpening(open);
  const [tab, setTab] = React.useState<{ opening: number; key: TabKey }>({ opening, key: 'phrases' });
  const current = tab.opening === opening ? tab.key : 'phrases';
  const phrases = usePhrases({ open, opening });
  const history = useHistory({ enabled: open && current === 'history', opening });
  const close = async () => {
    if (await phrases.confirmLeave()) onClose();
  };
  return (
    <PickerDrawer open={open} title={t('phrases.title')} width={720} showConfirm={false} cancelText={t('common.close')} onConfirm={onClose} onCancel={() => void close()}>
      <TabList className={styles.tabs} selectedValue={current} onTabSelect={(_, d) => setTab({ opening, key: d.value as TabKey })} data-phrases-tabs="">
        <Tab value="phrases" data-tab="phrases">{t('phrases.phrasesTab')}</Tab>
        <Tab value="history" data-tab="history">{t('phrases.historyTab')}</Tab>
      </TabList>
      {current === 'phrases' ? <PhraseList state={phrases} onPick={onPick} /> : <HistoryList state={history} onPick={onPick} />}
    </PickerDrawer>
  );
}
