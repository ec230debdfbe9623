import { attr, defineElement, event } from '../src/core/runtime';
import { NAVIGATE_EVENT } from '../src/core/navigate';
import { permissionAttrs } from '../src/kit/permissions';
import { ApprovalSettings } from '../src/approval/settings/ApprovalSettings';
import type { FlowChangeDetail } from '../src/approval/settings/useApprovalSettings';

const nonEmpty = (v: string) => (v.trim() ? undefined : 'expected a model name');
const classId = (v: number) => (Number.isInteger(v) && v >= 0 ? undefined : 'expected a class id (a whole number)');

export const BoApprovalSettings = defineElement({
  tag: 'bo-approval-settings',
  description: '审批设置：某模块（可按分类）是否需要审批、审批流程列表（设为当前流程、新增、复制、编辑、删除）与变更记录；无流程时开启审批先经 bo-navigate 去新增流程，返回后自动开启',
  component: ApprovalSettings,
  display: 'block',
  attributes: {
    modelName: attr.string('', '模块名（model_name），如 purchase；必填', { check: nonEmpty }),
    classId: attr.number(undefined, '分类 id：按分类设置审批时传，接口参数 param 为 {"class_id":N}，变更记录的 data_id 为它（不传为 0）', { check: classId }),
    privatePrefix: attr.string('', '审批设置接口的路径前缀（规格中的 {private}），如 /private；也作为流程页面的 private 参数'),
    newPath: attr.string('/main/newApproval', '新增流程页面的路径（查询参数 module、private、class_id）'),
    editPath: attr.string('/main/approvelEdit', '编辑、复制流程页面的路径（查询参数 module、id、private、class_id，复制时 type=copy）'),
    viewPath: attr.string('/main/approvelDeail', '查看流程页面的路径（新窗口，查询参数 module、id、private）'),
    ...permissionAttrs({
      list: '查看流程列表与变更记录（没有时不查询）',
      add: '新增流程与复制（没有时隐藏）',
      edit: '审批开关、设为当前流程与编辑（没有时只读或隐藏）',
      delete: '删除（没有时隐藏）',
    }),
  },
  events: {
    'bo-change': event<FlowChangeDetail>(
      { action: { type: "'enable' | 'disable' | 'set-default' | 'delete'" }, record: { type: 'Record<string, unknown> | null' } },
      '保存成功后触发：开启/关闭审批（record 为 null）、设为当前流程或删除流程（detail.record 为该流程）',
    ),
    'bo-navigate': NAVIGATE_EVENT,
  },
  backend: async () => (await import('../src/approval/settings/contract')).approvalSettingsCalls,
  cssParts: { header: '“需要审批”开关栏', 'search-form': '流程名称搜索栏与新增按钮', list: '流程表格', pagination: '流程列表与变更记录的分页' },
});

declare global {
  interface HTMLElementTagNameMap {
    'bo-approval-settings': InstanceType<typeof BoApprovalSettings>;
  }
}
