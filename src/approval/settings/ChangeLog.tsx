/**
 * The change log of the approval settings: days (newest first) with their items: the hour, who, what
 * was changed (param_desc) and the change itself, line by line (change-log.logic.ts); file items are
 * links opened in a new window (noopener) when their address is http(s), else their name as text.
 */
import '../../core/i18n/areas/approval-settings';
import { Link } from '@fluentui/react-components';
import { userMessage } from '../../core/http';
import { useT, type Translate } from '../../core/i18n';
import { Pagination } from '../../kit/pagination/Pagination';
import { ListStates } from '../../kit/table/ListStates';
import type { RemoteList } from '../../kit/list/useRemoteList';
import type { OperationLogDay } from './api';
import { authorOf, itemLines, type LogLine } from './change-log.logic';
import { useApprovalSettingsStyles } from './ApprovalSettings.styles';

type Styles = ReturnType<typeof useApprovalSettingsStyles>;

function Line({ line, t, styles }: { line: LogLine; t: Translate; styles: Styles }) {
  if (line.kind === 'text') return <span data-backend-text="">{line.text}</span>;
  if (line.kind === 'change') {
    return (
      <span data-change={line.change}>
        <span className={styles.label}>{t(`approvalLog.${line.change}`)}</span>
        <span data-backend-text="">{line.values.join(t('common.listSeparator'))}</span>
      </span>
    );
  }
  return (
    <span data-file="">
      <span className={styles.label}>{t('approvalLog.file')}</span>
      {line.url ? (
        <Link href={line.url} target="_blank" rel="noopener noreferrer" data-backend-text="">{line.name}</Link>
      ) : (
        <span data-backend-text="">{line.name}</span>
      )}
    </span>
  );
}

export function ChangeLog({ log }: { log: RemoteList<OperationLogDay> }) {
  const t = useT();
  const styles = useApprovalSettingsStyles();
  return (
    <section className={styles.section} aria-label={t('approvalLog.label')} data-change-log="">
      <h3 className={styles.heading}>{t('approvalLog.title')}</h3>
      <ListStates loading={log.loading} error={log.error && userMessage(log.error, t)} onRetry={log.reload} empty={!log.rows.length} />
      {!log.error && log.rows.length > 0 && (
        <ol className={styles.log}>
          {log.rows.map((day, d) => (
            <li key={`${day.created_day}-${d}`} className={styles.day} data-log-day={day.created_day}>
              <span className={styles.dayTitle} data-backend-text="">{day.created_day}</span>
              <ul className={styles.items}>
                {(Array.isArray(day.list) ? day.list : []).map((item, i) => (
                  <li key={i} className={styles.item} data-log-item="">
                    <span className={styles.meta} data-backend-text="">
                      <span>{item.created_hour}</span>
                      <span>{authorOf(item)}</span>
                      {item.param_desc && <span>{item.param_desc}</span>}
                    </span>
                    {itemLines(item).map((line, n) => (
                      <Line key={n} line={line} t={t} styles={styles} />
                    ))}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
      {!log.error && log.total > 0 && (
        <div className={styles.pager}>
          <Pagination total={log.total} page={log.page} pageSize={log.pageSize} onChange={({ page, pageSize }) => log.goTo(page, pageSize)} />
        </div>
      )}
    </section>
  );
}
