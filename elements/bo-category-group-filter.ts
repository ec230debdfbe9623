import { attr, defineElement, event } from '../src/core/runtime';
import {
  checkTabKeys, checkValue, FILTER_KINDS,
  type FilterChange, type FilterValue,
} from '../src/pickers/category-group-filter/category-group-filter.logic';
import { CategoryGroupFilter, DEFAULT_FILTER_WIDTH } from '../src/pickers/category-group-filter/CategoryGroupFilter';
import { MIN_HEIGHT_PROPERTY } from '../src/pickers/category-group-filter/CategoryGroupFilter.styles';

const isPositive = (v: number) => (v > 0 ? undefined : 'expected a number > 0');

export const BoCategoryGroupFilter = defineElement({
  tag: 'bo-category-group-filter',
  description: '分类/分组侧边筛选：页签切换的分类、分组等树（物品、素材、页面），带过滤框，单选或级联勾选，供页面筛选自己的列表',
  component: CategoryGroupFilter,
  display: 'block',
  attributes: {
    kind: attr.enum(
      FILTER_KINDS,
      'goods',
      'goods：分类（goods_type_id）、分组（goods_group_id）、平台分类（plat_category_id）；material：素材类型（sucai_type_id）、素材分类（category_id）、素材分组（sucai_group_pivot_group_id）；page：分类（category_id）、分组（group_id）',
    ),
    multiple: attr.boolean(false, '勾选树（勾选父节点即勾选其全部子孙），ids 以数组传给接口；默认单选，传单个 id'),
    tabs: attr.list<string[] | undefined>(
      'string',
      undefined,
      '显示的页签及顺序（JSON 数组或逗号分隔）：goods 可用 "category"、"group"、"platCategory"；material 可用 "type"、"category"、"group"；page 可用 "category"、"group"；默认全部',
      'string[]',
      { check: checkTabKeys },
    ),
    collapsible: attr.boolean(false, '右侧显示收起条，可收起为 15 像素的窄条'),
    width: attr.number(DEFAULT_FILTER_WIDTH, '侧栏宽度（像素）', { check: isPositive }),
    value: attr.json<FilterValue | undefined>(
      undefined,
      '当前页签及所选节点 id，JSON：{"tab": "category", "ids": [3]}；用户操作后此属性随之更新',
      '{ tab: string; ids: (string | number)[] }',
      { check: checkValue },
    ),
  },
  events: {
    'bo-change': event<FilterChange>(
      { tab: { type: 'string' }, ids: { type: '(string | number)[]' }, filters: { type: 'Record<string, unknown>' } },
      '用户选择节点或切换页签（切换即清空所选）时触发，属性变化不触发；filters 为列表请求应带上的条件，如 { goods_type_id: 3 } 或多选时 { goods_type_id: [3, 4] }，未选时为 {}',
      // el.value always reads what the user left, so a page can read or reset it
      { updates: ({ tab, ids }) => ({ value: { tab, ids } }) },
    ),
  },
  // its backend contract, loaded on demand
  backend: async () => (await import('../src/pickers/category-group-filter/contract')).filterCalls,
  cssParts: { 'tree-sidebar': '侧栏本身（页签、过滤框和树）' },
  cssProperties: { [MIN_HEIGHT_PROPERTY]: '最小高度，默认 320px（元素高度为所在容器的 100%，容器没有高度时用它）' },
});

declare global {
  interface HTMLElementTagNameMap {
    'bo-category-group-filter': InstanceType<typeof BoCategoryGroupFilter>;
  }
}
