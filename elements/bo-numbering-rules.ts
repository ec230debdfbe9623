import { attr, defineElement, event } from '../src/core/runtime';
import { NAVIGATE_EVENT } from '../src/core/navigate';
import { permissionAttrs } from '../src/kit/permissions';
import { NumberingRules } from '../src/management/numbering-rules/NumberingRules';
import type { RuleChangeDetail } from '../src/management/numbering-rules/useNumberingRules';

const nonEmpty = (v: string) => (v.trim() ? undefined : 'expected a module name');

export const BoNumberingRules = defineElement({
  tag: 'bo-numbering-rules',
  description: '编号规则列表：某模块（及应用类型）是否需要编号规则、规则列表（启用开关、设为默认、编辑、删除停用的规则）；新增与编辑经 bo-navigate 到规则编辑页；需要规则而没有时直接去新增',
  component: NumberingRules,
  display: 'block',
  attributes: {
    appModular: attr.string('', '模块（app_modular）；必填', { check: nonEmpty }),
    appId: attr.number(undefined, '应用 id（app_id），随列表和新增一起传'),
    appName: attr.string('', '应用名称：新增时 app 参数为 “app-id_app-name”'),
    modelName: attr.string<string | undefined>(undefined, '模型名（model_name），随列表查询一起传'),
    field: attr.string<string | undefined>(undefined, '模块的编号字段（“是否需要编号规则”提交的 field）'),
    appTypes: attr.boolean(false, '模块按应用类型分规则：显示应用类型页签（/api/rule/get_app），每个类型各自“需要/不需要”'),
    addPath: attr.string('/rule/edit', '规则编辑页的路径：编辑带 id，新增带 is_use 和 app'),
    ...permissionAttrs({
      list: '查看列表（没有时不查询）',
      add: '新增（没有时隐藏，也不自动跳转新增）',
      edit: '编辑、设为默认（没有时隐藏）',
      enable: '启用开关（没有时只读）',
      delete: '删除（没有时隐藏）',
      global: '“需要/不需要编号规则”的模块级设置（没有时只读）',
    }),
  },
  events: {
    'bo-change': event<RuleChangeDetail>(
      { action: { type: "'enable' | 'disable' | 'set-default' | 'delete' | 'needed' | 'not-needed'" }, record: { type: 'Record<string, unknown> | null' } },
      '保存成功后触发：启停、设为默认、删除某条规则（detail.record），或切换模块是否需要编号规则（record 为 null）',
    ),
    'bo-navigate': NAVIGATE_EVENT,
  },
  backend: async () => (await import('../src/management/numbering/contract')).numberingRulesCalls,
  cssParts: { tabs: '应用类型页签', 'search-form': '“是否需要”与新增按钮', list: '规则表格', pagination: '分页' },
});

declare global {
  interface HTMLElementTagNameMap {
    'bo-numbering-rules': InstanceType<typeof BoNumberingRules>;
  }
}
