/**
 * bo-approval-path (spec 3 §2.2 "Approval path view", §3, §4 "Step status", §7 Approval): the summary of
 * the flow (name, serial number, node count, approver count, description, created time) or the text for
 * no enabled flow; with a record's number its steps; the process-log link (only with a data id) opens the
 * drawer of its rounds; a link opens the full approval page (bo-navigate, new window). `reload()` asks
 * again (the action bar's page calls it after an action).
 */
import '../../core/i18n/areas/approval-path';
import * as React from 'react';
import { useT } from '../../core/i18n';
import { lazyOpening } from '../../core/feedback/OpeningFailed';
import { partMissing } from '../../core/feedback/usePartFailed';
import { lazyPart, usePreload } from '../../core/runtime/lazy-part';
import { userMessage } from '../../core/http';
import type { NavigateDetail } from '../../core/navigate';
import { ListStates } from '../../kit/table/ListStates';
import { useApprovalPathStyles } from './ApprovalPath.styles';
import { Tag } from './Tag';
import { useApprovalPath, type ApprovalPathState } from './useApprovalPath';

// the answered view (summary, links, steps) shows only with the call's answer: its code comes beside it,
// the loading state holding its place meanwhile; the process-log drawer comes when first rendered
// (closed, it paints nothing)
const Loading = () => <ListStates empty loading />;
const PathView = lazyPart<{ s: ApprovalPathState }>(() => import('./PathView').then((m) => m.PathView), Loading, partMissing('the approval path', Loading));
const ProcessLog = lazyOpening(() => import('./ProcessLog').then((m) => m.ProcessLog), (p) => ({ open: p.open, onCancel: p.onClose }));

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

export function ApprovalPath({ ref, modelName = '', detailPath = '/main/approvelDeail', ...props }: ApprovalPathProps) {
  const t = useT();
  const styles = useApprovalPathStyles();
  const s = useApprovalPath({ ...props, modelName, detailPath });
  React.useImperativeHandle(ref, () => ({ reload: s.reload }));
  usePreload([PathView, ...Tag.parts]);

  if (!s.model) return <ListStates empty={false} error={t('picker.missingAttribute', { name: 'model-name' })} />;
  const { shown } = s;
  return (
    <section className={styles.root} aria-label={t('approvalPath.label')} data-bo-approval-path="">
      {!s.loaded || shown.error ? (
        <ListStates empty loading={shown.loading} error={shown.error && userMessage(shown.error, t)} onRetry={shown.reload} />
      ) : (
        <PathView s={s} />
      )}
      {s.hasLog && <ProcessLog open={s.drawer} onClose={s.closeLog} num={s.num} logs={s.logs} remarks={s.remarks} rounds={s.rounds} />}
    </section>
  );
}
