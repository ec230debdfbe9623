/**
 * The trees of the category/group side filter (spec 2 §2), as data: per kind, its tabs in order, each
 * with its label, its call and the payload key its chosen ids go under.
 * - goods: 分类 GET /setting/public/category/list, 分组 GET /setting/public/group/list (both
 *   {modular: goods, company_id}), 平台分类 POST /shop/public/common/plat_category_list;
 * - material (the material side filter's tabs): 素材类型 GET /sucai_manage/sucai_type/list {page_size: 0},
 *   素材分类 and 素材分组 GET /common/categoryGroup/{category,group}/list?modular=sucai;
 * - page: 分类 and 分组 GET /common/categoryGroup/{category,group}/list?modular=apaas_center.
 */
import type { MessageKey, Translate } from '../../core/i18n';
import type { Api } from '../../core/http';
import type { LoginInfo } from '../../core/user';
import type { TreeNode } from '../../kit/types';
import { loadPostTree } from '../../pickers/shared/post-trees';
import { fromNamed, loadCategoryTree, type NamedRecord } from '../../pickers/shared/trees';

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
  /** the call needs the logged-in user (company id) */
  needsUser?: boolean;
  load(api: Api, user?: LoginInfo): Promise<TreeNode[]>;
}

const CATEGORY_GROUP = '/common/categoryGroup';

/** The material types: a flat list ({list} of {id, name}; all of them with page_size 0). */
const loadSucaiTypes = (api: Api) =>
  api
    .call<{ list?: NamedRecord[] } | NamedRecord[]>({ method: 'GET', url: '/sucai_manage/sucai_type/list', params: { page_size: 0 } })
    .then((d) => fromNamed((Array.isArray(d) ? d : d.list ?? []).map(({ id, name }) => ({ id, name }))));

const commonTree = (kind: 'category' | 'group', modular: string) => (api: Api) =>
  loadCategoryTree(api, `${CATEGORY_GROUP}/${kind}/list`, { modular });

const goodsTree = (url: string) => (api: Api, user?: LoginInfo) =>
  loadCategoryTree(api, url, { modular: 'goods', company_id: user?.company_id });

export const FILTER_TABS: Record<FilterKind, readonly FilterTab[]> = {
  goods: [
    { key: 'category', label: 'categoryGroupFilter.category', field: 'goods_type_id', needsUser: true, load: goodsTree('/setting/public/category/list') },
    { key: 'group', label: 'categoryGroupFilter.group', field: 'goods_group_id', needsUser: true, load: goodsTree('/setting/public/group/list') },
    { key: 'platCategory', label: 'categoryGroupFilter.platCategory', field: 'plat_category_id', load: (api) => loadPostTree(api, '/shop/public/common/plat_category_list') },
  ],
  material: [
    { key: 'type', label: 'categoryGroupFilter.sucaiType', field: 'sucai_type_id', load: loadSucaiTypes },
    { key: 'category', label: 'categoryGroupFilter.sucaiCategory', field: 'category_id', load: commonTree('category', 'sucai') },
    { key: 'group', label: 'categoryGroupFilter.sucaiGroup', field: 'sucai_group_pivot_group_id', load: commonTree('group', 'sucai') },
  ],
  page: [
    { key: 'category', label: 'categoryGroupFilter.category', field: 'category_id', load: commonTree('category', 'apaas_center') },
    { key: 'group', label: 'categoryGroupFilter.group', field: 'group_id', load: commonTree('group', 'apaas_center') },
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
