/**
 * What the approval path shows once its call has answered: the summary of the flow (or the text for no
 * enabled flow) with the process-log and detail links, and a record's steps. A lazy part of the view
 * (ApprovalPath.tsx), fetched as the element mounts beside its first request: its first paint is the
 * loading state.
 */
import '../../core/i18n/areas/approval-path';
import type * as React from 'react';
import { Link, mergeClasses } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import type { Summary } from './approval-path.logic';
import { useApprovalPathStyles } from './ApprovalPath.styles';
import { Steps } from './Steps';
import type { ApprovalPathState } from './useApprovalPath';

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

export function PathView({ s }: { s: ApprovalPathState }) {
  return (
    <>
      <Header s={s} />
      {s.num && <Steps nodes={s.nodes} states={s.states} />}
    </>
  );
}
