import { attr, defineElement, event } from '../src/core/runtime';
import { openMethods } from '../src/core/runtime/open-and-wait';
import { footerParts, frameParts } from '../src/kit/parts';
import type { FieldModel } from '../src/management/export-plan/api';
import type { ChosenField, ExportFields } from '../src/management/export-plan/export-plan.logic';
import { lazyOpening } from '../src/core/feedback/OpeningFailed';
import type { ExportConfirmDetail } from '../src/management/export-plan/useExportPlan';

// the view comes right after the element (closed, it paints nothing)
const ExportPlan = lazyOpening(() => import('../src/management/export-plan/ExportPlan').then((m) => m.ExportPlan));

const isObject = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);
const isField = (f: unknown) => isObject(f) && typeof (f as { field: unknown }).field === 'string' && typeof (f as { name: unknown }).name === 'string';
const checkFields = (v: ExportFields) =>
  isObject(v) && Object.entries(v).every(([group, list]) => ['basic', 'customer'].includes(group) && Array.isArray(list) && list.every(isField))
    ? undefined
    : 'expected { basic?: {name, field, removable?}[], customer?: [...] }';
const checkModel = (v: FieldModel | null) => (v === null || isObject(v) ? undefined : 'expected a JSON object (the field model) or null');
const checkKeys = (v: string[]) => (Array.isArray(v) && v.every((k) => typeof k === 'string') ? undefined : "expected a list of field keys such as ['basic:order_no']");
const closed = () => ({ open: false });

export const BoExportPlan = defineElement({
  tag: 'bo-export-plan',
  description: '导出方案抽屉：已保存的方案（星标默认、编辑、删除），全选与基础/自定义字段勾选，已选字段可拖动排序；确定后以 bo-confirm 按顺序交回所选字段',
  component: ExportPlan,
  display: 'contents',
  attributes: {
    open: attr.boolean(false, '打开抽屉；确定或取消后自动移除', { reflect: true }),
    title: attr.string<string | undefined>(undefined, '抽屉标题（由调用方给出），默认“导出字段”'),
    fields: attr.json<ExportFields>({}, '可导出的字段（JSON）：basic 基础字段、customer 自定义字段；removable 为 false 的字段始终选中、不可移除', '{ basic?: { name: string; field: string; removable?: boolean }[]; customer?: { name: string; field: string; removable?: boolean }[] }', {
      check: checkFields,
    }),
    fieldModel: attr.json<FieldModel | null>(null, '字段模型（JSON 对象）：设置后显示并保存导出方案，方案接口的请求体带上它', 'Record<string, unknown> | null', { check: checkModel }),
    selected: attr.json<string[]>([], '没有星标方案时预先选中的字段，按顺序，如 ["basic:order_no"]', 'string[]', { check: checkKeys }),
  },
  events: {
    'bo-confirm': event<ExportConfirmDetail>(
      {
        fields: { type: '{ group: "basic" | "customer"; name: string; field: string; removable: boolean }[]' },
        field: { type: '{ basic: { name, field, width: 20, enable: true, checked: true }[]; customer: [...] }' },
        plan: { type: '{ id: number; name: string } | null' },
      },
      '确定：detail.fields 为按顺序的已选字段，detail.field 为按分组的保存格式，detail.plan 为当前方案；抽屉随即关闭',
      { updates: closed },
    ),
    'bo-cancel': event<null>(null, '取消、关闭按钮或 Esc：抽屉关闭', { updates: closed }),
  },
  backend: async () => (await import('../src/management/export-plan/contract')).exportPlanCalls,
  cssParts: { drawer: '抽屉面板', ...frameParts, ...footerParts },
  methods: {
    ...openMethods<ChosenField[]>('抽屉', {
      signature: 'show(): Promise<{ group, name, field, removable }[] | null>',
      description: '打开抽屉；确定时得到按顺序的已选字段，取消时得到 null',
      answer: (detail) => (detail as ExportConfirmDetail).fields,
    }),
  },
});

declare global {
  interface HTMLElementTagNameMap {
    'bo-export-plan': InstanceType<typeof BoExportPlan>;
  }
}
