/**
 * bo-approval-path (spec 3 §2.2 "Approval path view", §3, §4 "Step status", §7 Approval): the summary of
 * the flow (name, serial number, node count, approver count, description, created time) or the text for
 * no enabled flow; with a record's number its steps; the process-log link (only with a data id) opens the
 * drawer of its rounds; a link opens the full approval page (bo-navigate, new window). `reload()` asks
 * again (the action bar's page calls it after an action).
 */
import '../../core/i18n/areas/approval-path';
import * as React from 'react';
import { Link, mergeClasses } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import { usePreload } from '../../core/runtime/lazy-part';
import { userMessage } from '../../core/http';
import type { NavigateDetail } from '../../core/navigate';
import { ListStates } from '../../kit/table/ListStates';
import type { Summary } from './approval-path.logic';
import { useApprovalPathStyles } from './ApprovalPath.styles';
import { ProcessLog } from './ProcessLog';
import { Steps } from './Steps';
import { Tag } from './Tag';
import { useApprovalPath, type ApprovalPathState } from './useApprovalPath';

export interface ApprovalPathHandle {
  reload(): void;
}

export interface ApprovalPathProps {
  modelName?: string;
  classId?: number;
  dataId?: number;
  approvalNum?: string;
  private?: string;
  detailPath?: string;
  onNavigate?(detail: NavigateDetail): boolean;
  ref?: React.Ref<ApprovalPathHandle>;
}

interface Fact {
  key: string;
  term: string;
  value: React.ReactNode;
  /** the backend's text (names, numbers), not the element's words */
  data?: boolean;
}

function Facts({ summary }: { summary: Summary }) {
  const t = useT();
  const styles = useApprovalPathStyles();
  const facts: (Fact | false)[] = [
    { key: 'name', term: t('approvalPath.flowName'), value: summary.name, data: true },
    { key: 'serial-number', term: t('approvalPath.serialNumber'), value: summary.serialNumber, data: true },
    !!summary.approvalNum && { key: 'approval-num', term: t('approvalPath.approvalNum'), value: summary.approvalNum, data: true },
    { key: 'node-count', term: t('approvalPath.nodeCount'), value: summary.nodeCount },
    { key: 'approver-count', term: t('approvalPath.approverCount'), value: summary.approverCount },
    summary.description !== undefined && { key: 'description', term: t('approvalPath.description'), value: summary.description || t('common.emptyCell'), data: !!summary.description },
    summary.createdAt !== undefined && { key: 'created-at', term: t('approvalPath.createdAt'), value: summary.createdAt },
  ];
  return (
    <dl className={styles.facts} data-loaded="">
      {facts.filter((f): f is Fact => !!f).map((f) => (
        <div key={f.key} className={styles.fact} data-fact={f.key}>
          <dt className={styles.term}>{f.term}</dt>
          <dd className={mergeClasses(styles.value, f.key === 'name' && styles.name)} data-backend-text={f.data ? '' : undefined}>
            {f.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Header({ s }: { s: ApprovalPathState }) {
  const t = useT();
  const styles = useApprovalPathStyles();
  return (
    <div className={styles.summary} part="summary" aria-label={t('approvalPath.summary')} role="group">
      {s.summary ? (
        <Facts summary={s.summary} />
      ) : (
        <span className={styles.noFlow} data-no-flow="" data-loaded="">
          {t('approvalPath.noFlow')}
        </span>
      )}
      <span className={styles.links}>
        {s.hasLog && (
          <Link as="button" onClick={s.openLog} data-action="process-log" aria-haspopup="dialog">
            {t('approvalPath.processLog')}
          </Link>
        )}
        {(s.summary || s.num) && (
          <Link as="button" onClick={s.openDetail} data-action="detail">
            {t('approvalPath.viewDetail')}
          </Link>
        )}
      </span>
    </div>
  );
}

export function ApprovalPath({ ref, modelName = '', detailPath = '/main/approvelDeail', ...props }: ApprovalPathProps) {
  const t = useT();
  const styles = useApprovalPathStyles();
  const s = useApprovalPath({ ...props, modelName, detailPath });
  React.useImperativeHandle(ref, () => ({ reload: s.reload }));
  usePreload(Tag.parts);

  if (!s.model) return <ListStates empty={false} error={t('picker.missingAttribute', { name: 'model-name' })} />;
  const { shown } = s;
  return (
    <section className={styles.root} aria-label={t('approvalPath.label')} data-bo-approval-path="">
      {!s.loaded || shown.error ? (
        <ListStates empty loading={shown.loading} error={shown.error && userMessage(shown.error, t)} onRetry={shown.reload} />
      ) : (
        <>
          <Header s={s} />
          {s.num && <Steps nodes={s.nodes} states={s.states} />}
        </>
      )}
      {s.hasLog && <ProcessLog open={s.drawer} onClose={s.closeLog} num={s.num} logs={s.logs} remarks={s.remarks} rounds={s.rounds} />}
    </section>
  );
}
