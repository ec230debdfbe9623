import { attr, defineElement, method } from '../src/core/runtime';
import { NAVIGATE_EVENT } from '../src/core/navigate';
import { ApprovalPath, type ApprovalPathHandle } from '../src/approval/path/ApprovalPath';

const nonEmpty = (v: string) => (v.trim() ? undefined : 'expected a model name');

export const BoApprovalPath = defineElement({
  tag: 'bo-approval-path',
  description:
    '审批路径：模块当前启用流程的概要（名称、编号、节点数、审批人数、说明、创建时间）或“未启用审批流程”；有审批单号时显示该单据的审批步骤（当前节点高亮）；有 data-id 时“流程日志”打开历次审批记录抽屉；“查看审批详情”经 bo-navigate 在新窗口打开完整审批页',
  component: ApprovalPath,
  display: 'block',
  attributes: {
    modelName: attr.string('', '模块名（model_name）；必填', { check: nonEmpty }),
    classId: attr.number<number | undefined>(undefined, '分类 id：按该分类的审批流程查询（param {"class_id":N}）'),
    dataId: attr.number<number | undefined>(undefined, '单据 id：设置后显示“流程日志”，并作为审批详情页的 id'),
    approvalNum: attr.string<string | undefined>(undefined, '单据的审批单号：设置后显示该单据当前一轮的审批步骤；不设时显示模块当前流程的概要'),
    private: attr.string<string | undefined>(undefined, '审批详情页链接的 private 查询参数（原样传递）'),
    detailPath: attr.string('/main/approvelDeail', '“查看审批详情”的目标路径，查询参数带 module、id、private，新窗口打开'),
  },
  events: {
    'bo-navigate': NAVIGATE_EVENT,
  },
  methods: {
    reload: method<ApprovalPathHandle['reload']>('reload(): void', '重新查询流程概要或审批路径（打开的流程日志一并刷新）；单据审批操作后调用'),
  },
  backend: async () => (await import('../src/approval/path/contract')).approvalPathCalls,
  cssParts: { summary: '流程概要与链接', steps: '审批步骤列表（可横向滚动）', step: '每个审批步骤（宽 150 px）' },
});

declare global {
  interface HTMLElementTagNameMap {
    'bo-approval-path': InstanceType<typeof BoApprovalPath>;
  }
}
