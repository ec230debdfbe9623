/**
 * The steps of a record's path (spec 3 §2.2, §4 "Step status"): an ordered list of numbered boxes 150 px
 * wide that scrolls sideways; the steps before the current one are done (a check), the current one is
 * highlighted (aria-current="step"), the unreached ones grey; the last step shows a success icon, green
 * once the flow has passed it. A flow withdrawn or ended stops at a step marked with a cross, its tone
 * the status's; nothing after it is done and no success is shown.
 */
import '../../core/i18n/areas/approval-path';
import { mergeClasses } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import { ListStates } from '../../kit/table/ListStates';
import type { ApprovalPathNode } from '../types';
import { nodeStatus, peopleOf, signType, type StepState } from './approval-path.logic';
import { useApprovalPathStyles } from './ApprovalPath.styles';
import { StatusTag, Tag } from './Tag';

const CheckIcon = () => (
  <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
    <path d="M3.5 8.5l3 3 6-7" />
  </svg>
);

/** A cross: the step where the flow stopped (withdrawn, ended). */
const StopIcon = () => (
  <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round">
    <path d="M4.5 4.5l7 7M11.5 4.5l-7 7" />
  </svg>
);

/** Fluent's checkmark-circle (filled), 24 px: the success icon of the last step. */
const SuccessIcon = () => (
  <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
    <path d="M12 2a10 10 0 110 20 10 10 0 010-20zm3.22 6.97l-4.47 4.47-1.97-1.97a.75.75 0 00-1.06 1.06l2.5 2.5c.3.3.77.3 1.06 0l5-5a.75.75 0 10-1.06-1.06z" />
  </svg>
);

export interface StepsProps {
  nodes: ApprovalPathNode[];
  states: StepState[];
}

export function Steps({ nodes, states }: StepsProps) {
  const t = useT();
  const styles = useApprovalPathStyles();
  if (!nodes.length) return <ListStates empty />;
  return (
    <ol className={styles.steps} part="steps" aria-label={t('approvalPath.steps')} data-loaded="">
      {nodes.map((node, i) => {
        const state = states[i]!;
        const last = i === nodes.length - 1;
        const status = nodeStatus(t, node.node_status);
        const marker = mergeClasses(
          styles.marker,
          state === 'done' && styles.markerDone,
          state === 'current' && styles.markerCurrent,
          state === 'stopped' && (status.tone === 'danger' ? styles.markerEnded : styles.markerStopped),
          // the last step's success icon: green once the step is done, grey while it waits
          last && (state === 'done' || state === 'waiting') && styles.markerIcon,
          last && state === 'done' && styles.markerSuccess,
        );
        return (
          <li
            key={i}
            part="step"
            className={mergeClasses(styles.step, state === 'waiting' && styles.waiting)}
            aria-current={state === 'current' ? 'step' : undefined}
            // the label holds the node's name, from the backend
            aria-label={t('approvalPath.stepLabel', { n: i + 1, name: node.node_name })}
            data-backend-text=""
            data-step={state}
          >
            <span className={styles.head}>
              <span className={marker} data-marker={last && (state === 'done' || state === 'waiting') ? 'success' : state}>
                {state === 'stopped' ? <StopIcon /> : last && state !== 'current' ? <SuccessIcon /> : state === 'done' ? <CheckIcon /> : i + 1}
              </span>
              {!last && <span className={mergeClasses(styles.line, state === 'done' && styles.lineDone)} />}
            </span>
            <span className={mergeClasses(styles.stepName, state === 'current' && styles.currentName)} data-backend-text="">{node.node_name}</span>
            <span className={styles.meta}>
              <Tag tone="informative" data-sign={node.approval_type}>{signType(t, node.approval_type)}</Tag>
              <StatusTag status={status} data-node-status="" />
            </span>
            <span className={styles.muted} data-backend-text="">{peopleOf(node).join(t('common.listSeparator'))}</span>
            {(node.end_time || node.start_time) && <span className={styles.muted}>{node.end_time || node.start_time}</span>}
          </li>
        );
      })}
    </ol>
  );
}
