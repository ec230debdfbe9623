import { attr, defineElement, event } from '../src/core/runtime';
import { NAVIGATE_EVENT } from '../src/core/navigate';
import { RuleEditor } from '../src/management/rule-editor/RuleEditor';
import type { RuleSavedDetail } from '../src/management/rule-editor/useRuleEditor';

const nonEmpty = (v: string) => (v.trim() ? undefined : 'expected a module (app_modular)');
const flag = (v: number) => (v === 0 || v === 1 ? undefined : 'expected 0 or 1');

export const BoNumberingRuleEditor = defineElement({
  tag: 'bo-numbering-rule-editor',
  description:
    '编号规则新增/编辑页：规则名称与编号、应用类型与范围（模块使用应用类型时）、分隔符、可拖动排序的规则设置表、实时示例、允许修改与启用；确定保存（保存成功）后返回，取消时有未保存的修改先确认',
  component: RuleEditor,
  display: 'block',
  attributes: {
    ruleId: attr.number<number | undefined>(undefined, '要编辑的规则 id；不设时为新增规则'),
    appModular: attr.string('', '模块（app_modular，也是 details 与 edits 的 modular）；必填', { check: nonEmpty }),
    appId: attr.number<number | undefined>(undefined, '应用 id（app_id），保存时发送'),
    field: attr.string('', '模块的编号字段（field），保存时发送（选了应用类型时用该类型的 field）'),
    appTypes: attr.boolean(false, '模块使用应用类型（不固定应用类型）：显示应用类型与应用范围（/api/rule/get_app、类型的 url 或 /api/rule/get_use_range）'),
    isUse: attr.number(1, '列表带来的 is_use：1 时（模块使用应用类型）必须选择规则范围；也是新规则“启用”的初值', { check: flag }),
    app: attr.string('', '列表带来的 app（“类型id_类型名”）：新规则预选该应用类型'),
    backPath: attr.string<string | undefined>(undefined, '保存或取消后返回的路径（经 bo-navigate）；不设时返回浏览器的上一页'),
  },
  events: {
    'bo-saved': event<RuleSavedDetail>(
      { id: { type: 'number | null' }, isNew: { type: 'boolean' }, rule: { type: 'Record<string, unknown>' } },
      '保存成功（保存成功）后、返回之前触发：detail.id 为规则 id，detail.isNew 表示新增（原会话中的“新编号”标记），detail.rule 为保存的内容',
    ),
    'bo-cancel': event<null>(null, '取消（有未保存的修改时先确认放弃）后、返回之前触发'),
    'bo-navigate': NAVIGATE_EVENT,
  },
  backend: async () => (await import('../src/management/numbering/contract')).numberingRuleEditorCalls,
  cssParts: { title: '标题（新增规则 / 编辑规则）', footer: '底部按钮区', 'cancel-button': '取消按钮', 'confirm-button': '确定按钮' },
});

declare global {
  interface HTMLElementTagNameMap {
    'bo-numbering-rule-editor': InstanceType<typeof BoNumberingRuleEditor>;
  }
}
