import { Button } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import { partRef } from '../../core/runtime';
import { approvalLabel, type ApprovalButtonAppearance } from './approval-button.logic';
import { useApprovalButtonStyles } from './ApprovalButton.styles';

export interface ApprovalClickDetail {
  value: number;
}

export interface ApprovalButtonProps {
  /** 1 审批, 2 再审批, 3 追溯, 4 变更, 5 再变更; any other value renders nothing */
  value?: number;
  disabled?: boolean;
  /** primary (default) or secondary */
  appearance?: ApprovalButtonAppearance;
  /** the user clicked the button: its value */
  onClick?: (detail: ApprovalClickDetail) => void;
}

export function ApprovalButton({ value, disabled = false, appearance = 'primary', onClick }: ApprovalButtonProps) {
  const styles = useApprovalButtonStyles();
  const label = approvalLabel(value, useT());
  if (value === undefined || label === undefined) return null;
  return (
    <Button
      className={styles.root}
      appearance={appearance}
      disabled={disabled}
      onClick={() => onClick?.({ value })}
      ref={partRef('button')}
      data-value={value}
    >
      {label}
    </Button>
  );
}
