import { attr, defineElement, event, method } from '../src/core/runtime';
import { NAVIGATE_EVENT } from '../src/core/navigate';
import { footerParts, frameParts } from '../src/kit/parts';
import { ApprovalBar, type ApprovalBarHandle } from '../src/approval/bar/ApprovalBar';
import type { ApprovalDoneDetail } from '../src/approval/bar/useApprovalBar';
import { lazyTag } from '../src/core/runtime/lazy-tags';

// approvers and people to copy to are chosen with the staff picker: its code comes with the first action
// dialog that asks for people
lazyTag('bo-staff-picker', () => import('./bo-staff-picker'));

const nonEmpty = (v: string) => (v.trim() ? undefined : 'expected the approval serial number');

export const BoApprovalBar = defineElement({
  tag: 'bo-approval-bar',
  description:
    '审批操作栏：按服务器为当前用户返回的按钮显示撤回、催办、抄送、指定、转发、驳回、结束、通过，以及一键审批；每个操作在对话框中填写意见（指定/转发另选审批类型与审批人）；成功后发出 bo-done，1 秒后通知打开本页的窗口并关闭，或返回上一页 / back-path',
  component: ApprovalBar,
  display: 'block',
  attributes: {
    approvalNum: attr.string('', '审批单号（approval_serial_number）；必填', { check: nonEmpty }),
    url: attr.string<string | undefined>(undefined, '记录页面的地址，随催办、抄送、指定、转发一起发送（默认当前页地址）'),
    confirmUrl: attr.string<string | undefined>(undefined, '通过前的确认接口：GET 该地址（带 approval_serial_number），data 为 true 或 1 才通过，否则提示“请确认所有字段均已审批”'),
    backPath: attr.string<string | undefined>(undefined, '操作成功 1 秒后经 bo-navigate 前往的路径；不设时返回上一页（由其他窗口打开时则通知该窗口并关闭）'),
    hideWithdraw: attr.boolean(false, '隐藏撤回按钮'),
    hideEnd: attr.boolean(false, '隐藏结束按钮'),
  },
  events: {
    'bo-done': event<ApprovalDoneDetail>(
      { action: { type: "'withdraw' | 'urge' | 'copyto' | 'set' | 'relay' | 'turn' | 'end' | 'pass' | 'oneClick'" }, task: { type: 'Record<string, unknown>' } },
      '操作成功后触发（可取消）：detail.action 为操作，detail.task 为操作前的审批任务；页面调用 preventDefault() 时留在本页并重新加载任务，否则 1 秒后离开本页',
      { cancelable: true },
    ),
    'bo-navigate': NAVIGATE_EVENT,
  },
  methods: {
    reload: method<ApprovalBarHandle['reload']>('reload(): void', '重新读取当前用户的审批任务（页面提交或刷新单据后调用）'),
  },
  backend: async () => (await import('../src/approval/bar/contract')).approvalBarCalls,
  cssParts: { buttons: '操作按钮栏', dialog: '操作对话框', ...frameParts, ...footerParts },
});

declare global {
  interface HTMLElementTagNameMap {
    'bo-approval-bar': InstanceType<typeof BoApprovalBar>;
  }
}
