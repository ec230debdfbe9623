/**
 * The label of the single approval button (spec 3 §2.3): 1 审批, 2 再审批, 3 追溯, 4 变更, 5 再变更.
 * Any other value (or none) has no label, and the button is not shown.
 */
import type { Translate } from '../../core/i18n';

export const APPROVAL_BUTTON_APPEARANCES = ['primary', 'secondary'] as const;
export type ApprovalButtonAppearance = (typeof APPROVAL_BUTTON_APPEARANCES)[number];

export function approvalLabel(value: number | undefined, t: Translate): string | undefined {
  if (value === undefined) return undefined;
  const labels = t.strings.approval.button;
  return Object.prototype.hasOwnProperty.call(labels, value) ? labels[value] : undefined;
}
