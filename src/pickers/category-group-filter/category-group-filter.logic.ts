/**
 * The trees of the category/group side filter (spec 2 §2), as data: per kind, its tabs in order, each
 * with its label, its call and the payload key its chosen ids go under.
 * - goods: 分类 GET /setting/public/category/list, 分组 GET /setting/public/group/list (both
 *   {modular: goods, company_id}), 平台分类 POST /shop/public/common/plat_category_list;
 * - material (the material side filter's tabs): 素材类型 GET /sucai_manage/sucai_type/list {page_size: 0},
 *   素材分类 and 素材分组 GET /common/categoryGroup/{category,group}/list?modular=sucai;
 * - page: 分类 and 分组 GET /common/categoryGroup/{category,group}/list?modular=apaas_center.
 */
import '../../core/i18n/areas/pickers-stock';
import type { MessageKey, Translate } from '../../core/i18n';
import type { DataSource } from '../../kit/data/source';
import { categoryTree, type NamedRecord } from '../../kit/data/trees';
import { goodsCategories, goodsGroups, platCategories } from '../shared/goods-trees';
import { sucaiCategories, sucaiGroups, sucaiTypes } from '../shared/sucai';

export const FILTER_KINDS = ['goods', 'material', 'page'] as const;
export type FilterKind = (typeof FILTER_KINDS)[number];
export type FilterId = string | number;

/** What the filter holds: the active tab and the chosen node ids of that tab. */
export interface FilterValue {
  tab: string;
  ids: FilterId[];
}

/** Detail of bo-change: `filters` is what the page merges into its list request (empty when nothing is chosen). */
export interface FilterChange extends FilterValue {
  filters: Record<string, unknown>;
}

export interface FilterTab {
  key: string;
  label: MessageKey;
  /** the payload key of the chosen ids */
  field: string;
  /** the tree's records (a source that needs the user waits for the login info) */
  source: DataSource<NamedRecord>;
}

const pageTree = (kind: 'category' | 'group') => categoryTree(`/common/categoryGroup/${kind}/list`, { modular: 'apaas_center' });

export const FILTER_TABS: Record<FilterKind, readonly FilterTab[]> = {
  goods: [
    { key: 'category', label: 'categoryGroupFilter.category', field: 'goods_type_id', source: goodsCategories },
    { key: 'group', label: 'categoryGroupFilter.group', field: 'goods_group_id', source: goodsGroups },
    { key: 'platCategory', label: 'categoryGroupFilter.platCategory', field: 'plat_category_id', source: platCategories },
  ],
  material: [
    { key: 'type', label: 'categoryGroupFilter.sucaiType', field: 'sucai_type_id', source: sucaiTypes },
    { key: 'category', label: 'categoryGroupFilter.sucaiCategory', field: 'category_id', source: sucaiCategories },
    { key: 'group', label: 'categoryGroupFilter.sucaiGroup', field: 'sucai_group_pivot_group_id', source: sucaiGroups },
  ],
  page: [
    { key: 'category', label: 'categoryGroupFilter.category', field: 'category_id', source: pageTree('category') },
    { key: 'group', label: 'categoryGroupFilter.group', field: 'group_id', source: pageTree('group') },
  ],
};

/** The tabs shown: those named in `keys` (unknown ones skipped, in that order), else every tab of the kind. */
export function tabsFor(kind: FilterKind, keys?: readonly string[]): FilterTab[] {
  const all = FILTER_TABS[kind] ?? FILTER_TABS.goods;
  const chosen = [...new Set(keys ?? [])].flatMap((k) => all.filter((x) => x.key === k));
  return chosen.length ? chosen : [...all];
}

export const tabLabel = (tab: FilterTab, t: Translate) => t(tab.label);

/** The payload of the chosen ids: an array in multiple mode, the id itself in single mode, {} for none. */
export function filtersOf(tab: FilterTab, ids: readonly FilterId[], multiple: boolean): Record<string, unknown> {
  if (!ids.length) return {};
  return { [tab.field]: multiple ? [...ids] : ids[0] };
}

const isId = (v: unknown) => typeof v === 'string' || typeof v === 'number';

/** A message when the value is not { tab: string, ids: (string | number)[] }. */
export function checkValue(value: FilterValue | undefined): string | undefined {
  if (value === undefined) return undefined;
  const ok = typeof value === 'object' && value !== null && typeof value.tab === 'string' && Array.isArray(value.ids) && value.ids.every(isId);
  return ok ? undefined : 'expected { "tab": string, "ids": (string | number)[] }';
}

/** A message when the tabs are not an array of tab keys. */
export function checkTabKeys(value: string[] | undefined): string | undefined {
  if (value === undefined) return undefined;
  return Array.isArray(value) && value.every((k) => typeof k === 'string') ? undefined : 'expected a JSON array of tab keys';
}
