import { attr, defineElement, event } from '../src/core/runtime';
import { ApprovalButton, type ApprovalClickDetail } from '../src/widgets/approval-button/ApprovalButton';
import { APPROVAL_BUTTON_APPEARANCES } from '../src/widgets/approval-button/approval-button.logic';

export const BoApprovalButton = defineElement({
  tag: 'bo-approval-button',
  description: '审批按钮：按数值显示 审批、再审批、追溯、变更、再变更（宽 88 px），其他值不显示；点击发出该数值',
  component: ApprovalButton,
  display: 'inline-block',
  attributes: {
    value: attr.number<number | undefined>(undefined, '按钮类型：1 审批、2 再审批、3 追溯、4 变更、5 再变更；其他值不显示按钮'),
    disabled: attr.boolean(false, '禁用按钮'),
    appearance: attr.enum(APPROVAL_BUTTON_APPEARANCES, 'primary', '按钮外观：primary（主按钮）或 secondary'),
  },
  events: {
    'bo-click': event<ApprovalClickDetail>({ value: { type: 'number' } }, '点击按钮，detail.value 为按钮的数值'),
  },
  cssParts: { button: '按钮本身' },
});

declare global {
  interface HTMLElementTagNameMap {
    'bo-approval-button': InstanceType<typeof BoApprovalButton>;
  }
}
