/**
 * Typed calls for the category and group trees that many pickers show (spec 2 §7), converted to the
 * kit's tree nodes. Category/group nodes come as { data: {id, name, ...}, title, children }.
 */
import type { Api } from '../../core/http';
import type { TreeNode } from '../../kit/types';

export interface CategoryGroupNode {
  data: { id: number; name: string; serial_number?: string; pid?: number };
  title?: string;
  children?: CategoryGroupNode[];
}

export interface NamedRecord {
  id: number;
  name: string;
  children?: NamedRecord[];
}

export const fromCategoryNodes = (nodes: CategoryGroupNode[]): TreeNode[] =>
  nodes.map((n) => ({ id: n.data.id, label: n.title || n.data.name, data: n.data, children: n.children && fromCategoryNodes(n.children) }));

export const fromNamed = (records: NamedRecord[]): TreeNode[] =>
  records.map((r) => ({ id: r.id, label: r.name, data: r, children: r.children && fromNamed(r.children) }));

/** GET a category/group tree: /common/categoryGroup/category/list?modular=goods and the like. */
export const loadCategoryTree = (api: Api, url: string, params?: Record<string, unknown>) =>
  api.call<CategoryGroupNode[]>({ method: 'GET', url, params, expect: 'array' }).then(fromCategoryNodes);

/** POST a flat paged list (page_size 1000) of {id, name} records shown as a one-level tree. */
export const loadFlatList = (api: Api, url: string, body: Record<string, unknown> = {}) =>
  api
    .call<{ list?: NamedRecord[]; data?: NamedRecord[] }>({ method: 'POST', url, data: { page: 1, page_size: 1000, ...body }, expect: 'object' })
    .then((d) => fromNamed(d.list ?? d.data ?? []));
