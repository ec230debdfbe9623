// Category/group trees (spec 2 §7 Goods / items / categories): GET /common/categoryGroup/category/list
// and /group/list for every modular. goods, staff, sucai, shop_commodity and shebei come from their areas;
// apaas_center, project, bench (10,000 nodes) and any other modular get a generated tree of their own.
import type { HttpHandler } from 'msw';
import { route } from '../kit';
import { store, type TreeKind } from '../store';
import { categoryTree } from '../tree';
import type { CategoryNode, CategoryRecord } from '../types';

/** The live records of a kind and modular (the areas' own arrays: a change to them is the store's). */
export function records(kind: TreeKind, modular: string): CategoryRecord[] {
  const byKind = (categories: () => CategoryRecord[], groups: () => CategoryRecord[]) =>
    kind === 'category' ? categories() : groups();
  switch (modular) {
    case 'goods':
      return byKind(() => store.goods().categories, () => store.goods().groups);
    case 'staff':
      return byKind(() => store.tree(kind, modular), () => store.org().staffGroups);
    case 'sucai':
      return byKind(() => store.sucai().categories, () => store.sucai().groups);
    case 'shop_commodity':
      return byKind(() => store.shop().shopCategories, () => store.shop().groups);
    case 'shebei':
      return byKind(() => store.equipment().categories, () => store.equipment().groups);
    default:
      return store.tree(kind, modular);
  }
}

/** The tree of a kind and modular in the node shape { data, title, children }; no modular, no tree. */
export function categoryGroupTree(kind: TreeKind, modular: string | undefined): CategoryNode[] {
  return modular ? categoryTree(records(kind, modular)) : [];
}

export const treesHandlers: HttpHandler[] = [
  route('GET', '/common/categoryGroup/category/list', ({ query }) => categoryGroupTree('category', query.modular)),
  route('GET', '/common/categoryGroup/group/list', ({ query }) => categoryGroupTree('group', query.modular)),
];
