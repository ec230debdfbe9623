import { attr, defineElement, event } from '../src/core/runtime';
import { permissionAttrs } from '../src/kit/permissions';
import { CustomFields } from '../src/management/custom-fields/CustomFields';
import type { FieldChangeDetail } from '../src/management/custom-fields/useCustomFields';

const nonEmpty = (v: string) => (v.trim() ? undefined : 'expected a module (app_modular)');

export const BoCustomFields = defineElement({
  tag: 'bo-custom-fields',
  description: '自定义字段列表：某模块（app-modular）的自定义字段，搜索、分页；启用开关即时保存；新增、编辑（右侧抽屉）、删除、应用到全部',
  component: CustomFields,
  display: 'block',
  attributes: {
    appModular: attr.string('', '模块（app_modular），列出并维护该模块的自定义字段；必填', { check: nonEmpty }),
    appId: attr.number<number | undefined>(undefined, '应用 id（app_id），随列表和保存发送'),
    globalUrl: attr.string('', '“应用到全部”的接口地址（POST，参数 customer 为该字段）；不设时不显示该操作'),
    ...permissionAttrs({
      list: '查看列表（没有时不查询）',
      add: '新增（没有时隐藏）',
      edit: '编辑（没有时隐藏）',
      enable: '启用开关（没有时只读）',
      delete: '删除（没有时隐藏）',
      global: '应用到全部（没有时隐藏）',
    }),
  },
  events: {
    'bo-change': event<FieldChangeDetail>(
      {
        action: { type: "'add' | 'edit' | 'enable' | 'disable' | 'delete' | 'global'" },
        record: { type: 'Record<string, unknown>' },
      },
      '字段保存成功后触发（新增、编辑、启停、删除、应用到全部）：detail.action 为操作，detail.record 为该字段',
    ),
  },
  backend: async () => (await import('../src/management/custom-fields/contract')).customFieldCalls,
  cssParts: { 'search-form': '搜索栏', list: '字段表格', pagination: '分页' },
});

declare global {
  interface HTMLElementTagNameMap {
    'bo-custom-fields': InstanceType<typeof BoCustomFields>;
  }
}
