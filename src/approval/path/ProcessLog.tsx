/**
 * The process-log drawer of the approval path (spec 3 §2.2, §3, §4): for a record's number, the log rows
 * of its current round (-1 submit, 1 pending, 2 approved, 3 rejected, 4 not passed) and its comments;
 * then every round of the record (POST /approval/history_list), newest first, with its node entries
 * (会签 / 或签, 处理中 highlighted) and their people (待处理 as a warning, the others as a success).
 */
import '../../core/i18n/areas/approval-path';
import type * as React from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import { userMessage } from '../../core/http';
import { PickerDrawer } from '../../kit/drawer/PickerDrawer';
import type { Remote } from '../../kit/list/useRemote';
import { ListStates } from '../../kit/table/ListStates';
import type { ApprovalHistoryEntry, ApprovalLogEntry, ApprovalPathLog, ApprovalRemark, NodePerson } from '../types';
import { logStatus, nodeStatus, personStatus, roundStatus, signOfText, signType } from './approval-path.logic';
import { StatusTag, Tag } from './Tag';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS, marginBottom: tokens.spacingVerticalXL },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS },
  item: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  current: { borderLeft: `${tokens.strokeWidthThicker} solid ${tokens.colorBrandStroke1}` },
  line: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalS, rowGap: '2px' },
  strong: { fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  people: { listStyleType: 'none', margin: `${tokens.spacingVerticalXS} 0 0`, paddingLeft: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXS },
});

/** A time span and how long it took, when the backend gave them. */
function Times({ start, end, duration }: { start?: string; end?: string; duration?: string }) {
  const t = useT();
  const styles = useStyles();
  const span = [start, end].filter(Boolean).join(' ~ ');
  if (!span && !duration) return null;
  return (
    <span className={styles.muted}>
      {span}
      {duration ? `${span ? ' · ' : ''}${t('approvalPath.duration', { duration })}` : ''}
    </span>
  );
}

/** A remote list's states (loading, the error with 重试, 暂无数据), else its rows. */
function RemoteRows<T>({ remote, children }: { remote: Remote<T[]>; children: (rows: T[]) => React.ReactNode }) {
  const t = useT();
  const rows = remote.value ?? [];
  if (remote.error || remote.loading || !rows.length) {
    return <ListStates empty loading={remote.loading} error={remote.error && userMessage(remote.error, t)} onRetry={remote.reload} />;
  }
  return children(rows);
}

/** A row of the current round's log or of its comments: status, node, who, when, how long, the comment. */
interface LogItemProps {
  status: number;
  node?: ApprovalPathLog['approval_node'];
  who: string;
  when: string;
  duration: string;
  remark: string;
}

function LogItem({ status: code, node, who, when, duration, remark }: LogItemProps) {
  const t = useT();
  const styles = useStyles();
  const status = logStatus(t, code);
  return (
    <li className={styles.item} data-log-status={code}>
      <span className={styles.line}>
        <Tag tone={status.tone} data-status-text="">{status.text}</Tag>
        {node?.node_name && <span className={styles.strong} data-backend-text="">{node.node_name}</span>}
        {node?.approval_type_text && <Tag tone="informative">{signType(t, signOfText(node.approval_type_text))}</Tag>}
        <span data-backend-text="">{who}</span>
      </span>
      {node?.select_staff && <span className={styles.muted} data-backend-text="">{t('approvalPath.selectStaff', { names: node.select_staff })}</span>}
      <Times end={when} duration={duration} />
      {remark && <span data-backend-text="">{remark}</span>}
    </li>
  );
}

const logItem = (log: ApprovalPathLog): LogItemProps => ({
  status: log.status, node: log.approval_node, who: log.handler_staff_name, when: log.end_time, duration: log.duration, remark: log.remark,
});
const remarkItem = (r: ApprovalRemark): LogItemProps => ({
  status: r.approval_status, who: r.handler_staff_name, when: r.created_at, duration: r.duration, remark: r.remark,
});

function Person({ person }: { person: NodePerson }) {
  const t = useT();
  const styles = useStyles();
  const status = personStatus(t, person.status_text);
  return (
    <li data-person-status={status.tone}>
      <span className={styles.line}>
        <span data-backend-text="">{person.staff_name}</span>
        <StatusTag status={status} />
        {person.handler_staff_name && person.handler_staff_name !== person.staff_name && (
          <span className={styles.muted} data-backend-text="">{t('approvalPath.handler', { name: person.handler_staff_name })}</span>
        )}
        <Times start={person.start_time} end={person.end_time} duration={person.duration} />
      </span>
      {person.remark && <span className={styles.muted} data-backend-text="">{person.remark}</span>}
    </li>
  );
}

function Entry({ entry }: { entry: ApprovalLogEntry }) {
  const t = useT();
  const styles = useStyles();
  const status = nodeStatus(t, entry.node_status);
  return (
    <li className={mergeClasses(styles.item, status.tone === 'brand' && styles.current)} data-node-status={status.tone}>
      <span className={styles.line}>
        <span className={styles.strong} data-backend-text="">{entry.node_name}</span>
        <Tag tone="informative" data-sign={entry.node_type}>{signType(t, entry.node_type)}</Tag>
        <StatusTag status={status} />
        <span className={styles.muted} data-backend-text="">{entry.staff_names}</span>
      </span>
      <Times start={entry.start_time} end={entry.end_time} duration={entry.duration} />
      {entry.applicant_remark && <span className={styles.muted} data-backend-text="">{t('approvalPath.applicantRemark', { remark: entry.applicant_remark })}</span>}
      {!!entry.nodes?.length && (
        <ul className={styles.people}>
          {entry.nodes.map((p, i) => (
            <Person key={i} person={p} />
          ))}
        </ul>
      )}
    </li>
  );
}

function Round({ round }: { round: ApprovalHistoryEntry }) {
  const t = useT();
  const styles = useStyles();
  const status = roundStatus(t, round.approval_status);
  return (
    <li className={styles.section} data-round={round.serial_number || round.approval_num}>
      <span className={styles.line}>
        <span className={styles.strong} data-backend-text="">{t('approvalPath.round', { name: round.process_name, num: round.approval_num || round.serial_number })}</span>
        <Tag tone={status.tone} data-round-status={round.approval_status}>{status.text}</Tag>
        {round.duration && <span className={styles.muted}>{t('approvalPath.duration', { duration: round.duration })}</span>}
      </span>
      <ol className={styles.list}>
        {(round.logs ?? []).map((entry, i) => (
          <Entry key={i} entry={entry} />
        ))}
      </ol>
    </li>
  );
}

export interface ProcessLogProps {
  open: boolean;
  onClose(): void;
  /** the record's number: the current round's log rows and comments show */
  num: string;
  logs: ApprovalPathLog[];
  remarks: Remote<ApprovalRemark[]>;
  rounds: Remote<ApprovalHistoryEntry[]>;
}

export function ProcessLog({ open, onClose, num, logs, remarks, rounds }: ProcessLogProps) {
  const t = useT();
  const styles = useStyles();
  return (
    <PickerDrawer open={open} title={t('approvalPath.processLog')} width="720px" showConfirm={false} cancelText={t('common.close')} onConfirm={onClose} onCancel={onClose}>
      {num && (
        <>
          <section className={styles.section} aria-label={t('approvalPath.currentLogs')} data-current-logs="">
            <h3 className={styles.heading}>{t('approvalPath.currentLogs')}</h3>
            {logs.length ? (
              <ol className={styles.list}>
                {logs.map((log, i) => (
                  <LogItem key={i} {...logItem(log)} />
                ))}
              </ol>
            ) : (
              <ListStates empty />
            )}
          </section>
          <section className={styles.section} aria-label={t('approvalPath.remarks')} data-remarks="">
            <h3 className={styles.heading}>{t('approvalPath.remarks')}</h3>
            <RemoteRows remote={remarks}>
              {(rows) => (
                <ol className={styles.list}>
                  {rows.map((r, i) => (
                    <LogItem key={i} {...remarkItem(r)} />
                  ))}
                </ol>
              )}
            </RemoteRows>
          </section>
        </>
      )}
      <section className={styles.section} aria-label={t('approvalPath.rounds')} data-rounds="">
        <h3 className={styles.heading}>{t('approvalPath.rounds')}</h3>
        <RemoteRows remote={rounds}>
          {(rows) => (
            <ol className={styles.list} data-loaded="">
              {rows.map((round, i) => (
                <Round key={i} round={round} />
              ))}
            </ol>
          )}
        </RemoteRows>
      </section>
    </PickerDrawer>
  );
}
