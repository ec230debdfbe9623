/**
 * The trees the backend answers (spec 2 §7) as data sources of named records ({id, name, children}):
 * category/group nodes come as { data: {id, name, ...}, title, children }, other trees as {id, name,
 * children}, flat lists as {list} of {id, name}. Tree tabs show named records as tree nodes.
 */
import type { TreeNode } from '../types';
import { source, type DataSource } from './source';

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

/** Category/group nodes as named records: the node's data, named by its title, with its children. */
export const fromCategoryNodes = (nodes: readonly CategoryGroupNode[]): NamedRecord[] =>
  nodes.map((n) => ({ ...n.data, name: n.title || n.data.name, children: n.children?.length ? fromCategoryNodes(n.children) : undefined }));

/** Named records ({id, name, children}) as the nodes of a tree view. */
export const fromNamed = (records: readonly NamedRecord[]): TreeNode[] =>
  records.map((r) => ({ id: r.id, label: r.name, data: r, children: r.children && fromNamed(r.children) }));

const arrayOf = <T,>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);

/** The {id, name} of each record of a `{list}` answer (a module's classes, the material types). */
export const namedListOf = (data: unknown): NamedRecord[] =>
  arrayOf<NamedRecord>((data as { list?: unknown } | null)?.list).map(({ id, name }) => ({ id, name }));

/** A category/group tree (GET): /common/categoryGroup/category/list?modular=goods and the like. */
export const categoryTree = (url: string, params?: Record<string, unknown>, extra?: Pick<DataSource<NamedRecord>, 'user'>): DataSource<NamedRecord> =>
  source({ method: 'GET', url, params, shape: 'tree', read: (data) => fromCategoryNodes(arrayOf(data)), ...extra });

/** A tree of {id, name, children} records asked with POST: /shop/public/common/shop_category_list {is_page: 0}... */
export const namedTree = (url: string, fixed?: Record<string, unknown>): DataSource<NamedRecord> =>
  source({ method: 'POST', url, shape: 'tree', fixed });

/** A flat list of {id, name} records, all of them (page_size 1000, POST), shown as a one-level tree. */
export const flatList = (url: string, fixed?: Record<string, unknown>, extra?: Pick<DataSource<NamedRecord>, 'user'>): DataSource<NamedRecord> =>
  source({
    method: 'POST',
    url,
    shape: 'tree',
    data: 'object',
    fixed: { page: 1, page_size: 1000, ...fixed },
    read: (data) => {
      const box = (data ?? {}) as { list?: unknown; data?: unknown };
      return arrayOf<NamedRecord>(box.list ?? box.data);
    },
    ...extra,
  });
