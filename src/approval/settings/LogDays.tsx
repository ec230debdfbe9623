/**
 * The days of the change log and its pager (loaded apart: ChangeLog.tsx): each day (newest first) with
 * its items: the hour, who, what was changed (param_desc) and the change itself, line by line
 * (change-log.logic.ts); file items are links opened in a new window (noopener) when their address is
 * http(s), else their name as text. The labels of the lines come from the log (`label`), whose module
 * registers their words: the days' chunk then shares none of the panel's modules.
 */
import { Link, makeStyles, tokens } from '@fluentui/react-components';
import { useT, type Translate } from '../../core/i18n';
import type { RemoteList } from '../../kit/list/useRemoteList';
import { Pagination } from '../../kit/pagination/Pagination';
import type { OperationLogDay } from './api';
import { authorOf, itemLines, type ChangeKey, type LogLine } from './change-log.logic';

const useStyles = makeStyles({
  pager: { display: 'flex', justifyContent: 'flex-end' },
  log: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS, margin: 0, padding: 0, listStyle: 'none' },
  day: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXS },
  // Fluent's body1Strong
  dayTitle: {
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: tokens.lineHeightBase300,
    color: tokens.colorNeutralForeground2,
  },
  items: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS, margin: 0, paddingLeft: tokens.spacingHorizontalL, listStyle: 'none' },
  item: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: '2px',
    paddingLeft: tokens.spacingHorizontalM,
    borderLeft: `2px solid ${tokens.colorNeutralStroke2}`,
    overflowWrap: 'anywhere',
  },
  meta: { display: 'flex', columnGap: tokens.spacingHorizontalS, flexWrap: 'wrap', color: tokens.colorNeutralForeground3 },
  label: { color: tokens.colorNeutralForeground3, marginRight: tokens.spacingHorizontalXS },
});

type Styles = ReturnType<typeof useStyles>;

function Line({ line, t, label, styles }: { line: LogLine; t: Translate; label: LogDaysProps['label']; styles: Styles }) {
  if (line.kind === 'text') return <span data-backend-text="">{line.text}</span>;
  if (line.kind === 'change') {
    return (
      <span data-change={line.change}>
        <span className={styles.label}>{label(line.change)}</span>
        <span data-backend-text="">{line.values.join(t('common.listSeparator'))}</span>
      </span>
    );
  }
  return (
    <span data-file="">
      <span className={styles.label}>{label('file')}</span>
      {line.url ? (
        <Link href={line.url} target="_blank" rel="noopener noreferrer" data-backend-text="">{line.name}</Link>
      ) : (
        <span data-backend-text="">{line.name}</span>
      )}
    </span>
  );
}

export interface LogDaysProps {
  log: RemoteList<OperationLogDay>;
  /** the words of a line's label: 新增, 删除, 修改前, 修改后, 附件; and the pager's name (the flow list
   * above has a pager too: each landmark a name of its own) */
  label(kind: ChangeKey | 'file' | 'pager'): string;
}

export function LogDays({ log, label }: LogDaysProps) {
  const t = useT();
  const styles = useStyles();
  return (
    <>
      {log.rows.length > 0 && (
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
                      <Line key={n} line={line} t={t} label={label} styles={styles} />
                    ))}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
      {log.total > 0 && (
        <div className={styles.pager}>
          <Pagination label={label('pager')} total={log.total} page={log.page} pageSize={log.pageSize} onChange={({ page, pageSize }) => log.goTo(page, pageSize)} />
        </div>
      )}
    </>
  );
}
