/**
 * bo-approval-bar (spec 3 §2.3): the buttons the server returns for the acting user's task on a record,
 * 一键审批 when the data permits it, and the dialog of the chosen action. While the task loads it shows a
 * spinner; a failed load shows its message with 重试; a user without a task reads so.
 */
import '../../core/i18n/areas/approval-bar';
import * as React from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import { userMessage } from '../../core/http';
import type { NavigateDetail } from '../../core/navigate';
import { partRef } from '../../core/runtime';
import { lazyOpening } from '../../core/feedback/OpeningFailed';
import { BusyButton } from '../../kit/form';
import { PickerHost } from '../../kit/picker/PickerHost';
import { ListStates } from '../../kit/table/ListStates';
import { PickerHostContext } from './pickerHost';
import { useApprovalBar, type ApprovalDoneDetail } from './useApprovalBar';

// the action dialog and its phrases drawer come when first rendered (closed, they paint nothing)
const PhrasesDrawer = lazyOpening(() => import('../phrases/PhrasesDrawer').then((m) => m.PhrasesDrawer), (p) => ({ open: p.open, onCancel: p.onClose }));
const ActionDialog = lazyOpening(() => import('./ActionDialog').then((m) => m.ActionDialog), (p) => ({ open: !!p.action, onCancel: p.onClose }));

export interface ApprovalBarHandle {
  reload(): void;
}

export interface ApprovalBarProps {
  ref?: React.Ref<ApprovalBarHandle>;
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
  // above the action dialog: Fluent's portal mount nodes stand at z-index 1000000
  pickerHost: { position: 'relative', zIndex: 1000001 },
});

/** The primary look for the actions that move the record on. */
const PRIMARY = new Set(['pass', 'oneClick']);
/** approvers and people to copy to (elements/bo-approval-bar.ts declares the tag with lazyTag) */
const STAFF_PICKER = ['bo-staff-picker'] as const;

export function ApprovalBar({ ref, ...p }: ApprovalBarProps) {
  const t = useT();
  const styles = useStyles();
  const [phrases, setPhrases] = React.useState(false);
  const pickerHost = React.useRef<HTMLDivElement>(null);
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
  React.useImperativeHandle(ref, () => ({ reload: s.task.reload }), [s.task.reload]);
  if (s.missingNum) return <ListStates empty={false} error={t('picker.missingAttribute', { name: 'approval-num' })} />;
  if (!s.task.value) return <ListStates empty loading={s.task.loading} error={s.task.error && userMessage(s.task.error, t)} onRetry={s.task.reload} />;
  return (
    <PickerHostContext.Provider value={pickerHost}>
      <div className={styles.bar} role="toolbar" aria-label={t('approvalBar.label')} data-bo-approval-bar="" data-loaded="" ref={partRef('buttons')}>
        {s.buttons.length === 0 && <span className={styles.none} data-notice="">{t('approvalBar.noTask')}</span>}
        {s.buttons.map((b) => (
          <BusyButton
            key={b.key}
            appearance={PRIMARY.has(b.key) ? 'primary' : 'secondary'}
            busy={s.running === b.key}
            disabled={s.busy}
            data-action={b.key}
            // a title the server gave is its text, in the backend's language
            data-backend-text={b.name ? '' : undefined}
            onClick={() => s.open(b.key)}
          >
            {s.titleOf(b.key)}
          </BusyButton>
        ))}
      </div>
      <ActionDialog
        action={s.dialog}
        title={s.dialog ? s.titleOf(s.dialog) : ''}
        task={s.task.value}
        busy={s.busy}
        onSubmit={s.run}
        onClose={s.close}
        remarkTools={(fill) => (
          <>
            <Button appearance="transparent" size="small" data-action="phrases" onClick={() => setPhrases(true)}>
              {t('approvalBar.phrases')}
            </Button>
            <PhrasesDrawer
              open={phrases}
              onClose={() => setPhrases(false)}
              onPick={(remark) => {
                fill(remark);
                setPhrases(false);
              }}
            />
          </>
        )}
      />
      {/* the staff picker of 抄送 / 指定 / 转发 goes here, outside the dialog */}
      <PickerHost ref={pickerHost} className={styles.pickerHost} preload={STAFF_PICKER} />
    </PickerHostContext.Provider>
  );
}
