/**
 * The change log of the approval settings: its heading and the list's states (loading, the failure with
 * 重试, 暂无数据), and its days with their pager (LogDays), whose code loads as the panel first renders,
 * beside the log's own call: they show only with its answer. Until the code comes they wait behind the
 * loading state; if it cannot be loaded, the element says so once (partMissing) and the heading stays.
 */
import '../../core/i18n/areas/approval-settings';
import { userMessage } from '../../core/http';
import { useT } from '../../core/i18n';
import { partMissing } from '../../core/feedback/usePartFailed';
import { lazyPart, usePreload } from '../../core/runtime/lazy-part';
import { ListStates } from '../../kit/table/ListStates';
import type { RemoteList } from '../../kit/list/useRemoteList';
import type { OperationLogDay } from './api';
import { useApprovalSettingsStyles } from './ApprovalSettings.styles';
import type { LogDaysProps } from './LogDays';

const Loading = () => <ListStates loading empty />;
const LogDays = lazyPart<LogDaysProps>(() => import('./LogDays').then((m) => m.LogDays), Loading, partMissing('the change log'));

export function ChangeLog({ log }: { log: RemoteList<OperationLogDay> }) {
  const t = useT();
  const styles = useApprovalSettingsStyles();
  usePreload([LogDays]);
  return (
    <section className={styles.section} aria-label={t('approvalLog.label')} data-change-log="">
      <h3 className={styles.heading}>{t('approvalLog.title')}</h3>
      <ListStates loading={log.loading} error={log.error && userMessage(log.error, t)} onRetry={log.reload} empty={!log.rows.length} />
      {!log.error && (log.rows.length > 0 || log.total > 0) && <LogDays log={log} label={(kind) => t(`approvalLog.${kind}`)} />}
    </section>
  );
}
