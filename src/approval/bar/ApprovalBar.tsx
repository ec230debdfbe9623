/**
 * bo-approval-bar (spec 3 §2.3): the buttons the server returns for the acting user's task on a record,
 * 一键审批 when the data permits it, and the dialog of the chosen action. While the task loads it shows a
 * spinner; a failed load shows its message with 重试; a user without a task reads so.
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import { userMessage } from '../../core/http';
import type { NavigateDetail } from '../../core/navigate';
import { partRef } from '../../core/runtime';
import { BusyButton } from '../../kit/form';
import { ListStates } from '../../kit/table/ListStates';
import { ActionDialog } from './ActionDialog';
import { useApprovalBar, type ApprovalDoneDetail } from './useApprovalBar';

export interface ApprovalBarProps {
  approvalNum?: string;
  url?: string;
  confirmUrl?: string;
  backPath?: string;
  hideWithdraw?: boolean;
  hideEnd?: boolean;
  onDone?(detail: ApprovalDoneDetail): boolean;
  onNavigate?(detail: NavigateDetail): boolean;
}

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, fontFamily: tokens.fontFamilyBase },
  none: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase300 },
});

/** The primary look for the actions that move the record on. */
const PRIMARY = new Set(['pass', 'oneClick']);

export function ApprovalBar(p: ApprovalBarProps) {
  const t = useT();
  const styles = useStyles();
  const s = useApprovalBar({
    approvalNum: p.approvalNum ?? '',
    url: p.url,
    confirmUrl: p.confirmUrl,
    backPath: p.backPath,
    hideWithdraw: !!p.hideWithdraw,
    hideEnd: !!p.hideEnd,
    onDone: p.onDone,
    onNavigate: p.onNavigate,
  });
  if (s.missingNum) return <ListStates empty={false} error={t('picker.missingAttribute', { name: 'approval-num' })} />;
  if (!s.task.value) return <ListStates empty loading={s.task.loading} error={s.task.error && userMessage(s.task.error, t)} onRetry={s.task.reload} />;
  return (
    <div className={styles.bar} role="toolbar" aria-label={t('approvalBar.label')} data-bo-approval-bar="" data-loaded="" ref={partRef('buttons')}>
      {s.buttons.length === 0 && <span className={styles.none} data-notice="">{t('approvalBar.noTask')}</span>}
      {s.buttons.map((b) => (
        <BusyButton
          key={b.key}
          appearance={PRIMARY.has(b.key) ? 'primary' : 'secondary'}
          busy={s.running === b.key}
          disabled={s.busy}
          data-action={b.key}
          onClick={() => s.open(b.key)}
        >
          {s.titleOf(b.key)}
        </BusyButton>
      ))}
      <ActionDialog
        action={s.dialog}
        title={s.dialog ? s.titleOf(s.dialog) : ''}
        task={s.task.value}
        busy={s.busy}
        onSubmit={s.run}
        onClose={s.close}
      />
    </div>
  );
}
