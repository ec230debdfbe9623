import { attr, defineElement, event } from '../src/core/runtime';
import { openMethods } from '../src/core/runtime/open-and-wait';
import { footerParts, frameParts } from '../src/kit/parts';
import type { SchemeField } from '../src/management/search-scheme/api';
import { lazyOpening } from '../src/core/feedback/OpeningFailed';
import type { SchemeConfirmDetail } from '../src/management/search-scheme/useSchemeDrawer';

// the view comes right after the element (closed, it paints nothing)
const SearchSchemeDrawer = lazyOpening(() => import('../src/management/search-scheme/SearchSchemeDrawer').then((m) => m.SearchSchemeDrawer));

const nonEmpty = (v: string) => (v.trim() ? undefined : 'expected the path of the search field definitions');
const isNames = (v: unknown) => (Array.isArray(v) && v.every((n) => typeof n === 'string') ? undefined : 'expected a list of field names');
const isValues = (v: unknown) => (typeof v === 'object' && v !== null && !Array.isArray(v) ? undefined : 'expected an object of values by field name');
const closed = () => ({ open: false });

export const BoSearchSchemeDrawer = defineElement({
  tag: 'bo-search-scheme-drawer',
  description: '搜索方案抽屉：已保存方案（星标当前方案、新增、编辑、删除，内置方案不可删），可选搜索项（全选）与可拖动排序的已选搜索项；temporary 时确定只返回所选搜索项，不保存',
  component: SearchSchemeDrawer,
  display: 'contents',
  attributes: {
    open: attr.boolean(false, '显示抽屉；确定或取消后自动移除', { reflect: true }),
    searchApi: attr.string('', '搜索项定义的接口路径（GET）；方案按它保存（search_api）；必填', { check: nonEmpty }),
    temporary: attr.boolean(false, '临时模式：不显示方案，确定时返回所选搜索项而不保存'),
    chosen: attr.json<string[]>([], '临时模式下打开时已选的搜索项（field_name 列表，JSON）', 'string[]', { check: isNames }),
    values: attr.json<Record<string, unknown>>({}, '随所选搜索项保存的值（按 field_name，JSON；搜索栏传入当前搜索条件）', 'Record<string, unknown>', { check: isValues }),
    title: attr.string<string | undefined>(undefined, '抽屉标题，默认“搜索方案”或“添加临时搜索项”'),
  },
  events: {
    'bo-confirm': event<SchemeConfirmDetail>(
      { fields: { type: '{ search_field_name: string; search_field_value: unknown }[]' }, scheme: { type: 'Record<string, unknown> | null' } },
      '确定：detail.fields 为所选搜索项（按顺序，含值），detail.scheme 为保存后的方案（临时模式为 null）；抽屉随即关闭',
      { updates: closed },
    ),
    'bo-cancel': event<null>(null, '取消、关闭按钮或 Esc（有未保存的修改时先确认放弃）：抽屉关闭', { updates: closed }),
  },
  backend: async () => (await import('../src/management/search-scheme/contract')).schemeDrawerCalls,
  cssParts: { drawer: '抽屉面板', ...frameParts, ...footerParts },
  methods: {
    ...openMethods<SchemeField[]>('抽屉', {
      signature: 'show(): Promise<{ search_field_name: string; search_field_value: unknown }[] | null>',
      description: '打开抽屉；确定时得到所选搜索项，取消时得到 null',
      answer: (detail) => (detail as SchemeConfirmDetail).fields,
    }),
  },
});

declare global {
  interface HTMLElementTagNameMap {
    'bo-search-scheme-drawer': InstanceType<typeof BoSearchSchemeDrawer>;
  }
}
