/**
 * The trees the backend answers (spec 2 §7) as data sources of named records ({id, name, children}):
 * category/group nodes come as { data: {id, name, ...}, title, children }, other trees as {id, name,
 * children}, flat lists as {list} of {id, name}. Tree tabs show named records as tree nodes.
 */
import type { ReadSpec } from '../../core/http';
import type { UserField } from '../../core/user';
import type { TreeNode } from '../types';
import { DATA_ARRAY, DATA_OBJECT, recordId, source, type DataSource } from './source';

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

/** The id and name of records found at one of these paths (`data.list[]`). */
const named = (...records: string[]): ReadSpec[] => {
  const at = (field: string) => records.map((r) => `${r}.${field}`).join('|');
  return [{ ...recordId(records[0]!), path: at('id') }, { path: at('name'), type: 'string', description: "the record's name" }];
};

/** The {id, name} of each record of a `{list}` answer (a module's classes, the material types). */
export const namedListOf = (data: unknown): NamedRecord[] =>
  arrayOf<NamedRecord>((data as { list?: unknown } | null)?.list).map(({ id, name }) => ({ id, name }));
/** What namedListOf reads. */
export const NAMED_LIST_READS: ReadSpec[] = [
  DATA_OBJECT,
  { path: 'data.list', type: 'array', need: 'fail', description: 'the records, all of them' },
  ...named('data.list[]'),
];

/** What fromCategoryNodes reads of a category/group tree. */
const CATEGORY_READS: ReadSpec[] = [
  { ...DATA_ARRAY, description: 'the top nodes, each with its children' },
  { path: 'data[].data.id', type: 'id', need: 'report', description: "the node's id: what the user chooses" },
  { path: 'data[].title', type: 'string', description: "the node's name (else data.name)" },
  { path: 'data[].data.name', type: 'string', description: "the node's name when it has no title" },
  { path: 'data[].children', type: 'array', description: 'the child nodes, with the same fields (absent or [] for a leaf)' },
];

/** Fields of the logged-in user a tree's requests carry, by parameter name. */
type UserParams = Record<string, UserField>;

/** A category/group tree (GET): /common/categoryGroup/category/list?modular=goods and the like. */
export const categoryTree = (url: string, params?: Record<string, unknown>, user?: UserParams): DataSource<NamedRecord> =>
  source({ method: 'GET', url, params, shape: 'tree', read: (data) => fromCategoryNodes(arrayOf(data)), reads: CATEGORY_READS, ...(user ? { user } : {}) });

/** A tree of {id, name, children} records asked with POST: /shop/public/common/shop_category_list {is_page: 0}... */
export const namedTree = (url: string, fixed?: Record<string, unknown>): DataSource<NamedRecord> =>
  source({ method: 'POST', url, shape: 'tree', fixed });

/** A flat list of {id, name} records, all of them (page_size 1000, POST), shown as a one-level tree. */
export const flatList = (url: string, fixed?: Record<string, unknown>, user?: UserParams): DataSource<NamedRecord> =>
  source({
    method: 'POST',
    url,
    shape: 'tree',
    fixed: { page: 1, page_size: 1000, ...fixed },
    read: (data) => {
      const box = (data ?? {}) as { list?: unknown; data?: unknown };
      return arrayOf<NamedRecord>(box.list ?? box.data);
    },
    reads: [
      DATA_OBJECT,
      { path: 'data.list|data.data', type: 'array', need: 'fail', description: 'the records, all of them' },
      ...named('data.list[]', 'data.data[]'),
    ],
    ...(user ? { user } : {}),
  });
