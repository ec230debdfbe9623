import { attr, defineElement, event } from '../src/core/runtime';
import { NAVIGATE_EVENT } from '../src/core/navigate';
import { permissionAttrs } from '../src/kit/permissions';
import { ClassList } from '../src/management/class-list/ClassList';
import type { ClassChangeDetail } from '../src/management/class-list/useClassList';

const nonEmpty = (v: string) => (v.trim() ? undefined : 'expected a model name');

export const BoClassList = defineElement({
  tag: 'bo-class-list',
  description: '分类管理列表：某模块（model-name）的分类，按名称搜索、分页；启用开关即时保存，设为/取消默认，新增、编辑（分类对话框），删除，审批流程链接',
  component: ClassList,
  display: 'block',
  attributes: {
    modelName: attr.string('', '模块名（model_name），列出并维护该模块的分类；必填', { check: nonEmpty }),
    ...permissionAttrs({
      list: '查看列表（没有时不查询）',
      add: '新增、编辑、设为/取消默认和启用开关（没有时隐藏或禁用）',
      delete: '删除（没有时隐藏）',
    }),
    approval: attr.boolean(false, '每行显示“审批流程”链接（经 bo-navigate 跳转到 approval-path）'),
    approvalPath: attr.string('/approval/settings', '“审批流程”链接的目标路径，查询参数带 model_name 和 class_id'),
  },
  events: {
    'bo-change': event<ClassChangeDetail>(
      {
        action: { type: "'add' | 'edit' | 'enable' | 'disable' | 'set-default' | 'cancel-default' | 'delete'" },
        record: { type: 'Record<string, unknown>' },
      },
      '分类保存成功后触发（新增、编辑、启停、设为/取消默认、删除）：detail.action 为操作，detail.record 为该分类',
    ),
    'bo-navigate': NAVIGATE_EVENT,
  },
  backend: async () => (await import('../src/management/class/contract')).classListCalls,
  cssParts: { 'search-form': '名称搜索栏与新增按钮', list: '分类表格', pagination: '分页' },
});

declare global {
  interface HTMLElementTagNameMap {
    'bo-class-list': InstanceType<typeof BoClassList>;
  }
}
