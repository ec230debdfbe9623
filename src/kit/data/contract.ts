/**
 * The backend contract of a data source: its call as the code makes it (requestOf: method, path, the
 * query string, the fixed filters and the user's fields every request carries, paging, and the
 * parameters the user's actions add) and what it reads of the answer (readsOf, and the fields of the
 * records the element shows). Elements make their contract of these (the picker engine, the side filter).
 */
import { mergeReads, type CallSpec, type ParamSpec, type ReadSpec } from '../../core/http';
import { LOGIN_INFO_PATH, USER_FIELDS, type UserRead } from '../../core/user';
import { readsOf, recordsPath, type DataSource } from './source';
import { readPaths } from './trace';

/** A parameter the user's actions add (a search field, a tree node, a sort), placed by the source's method. */
export type FilterParam = Omit<ParamSpec, 'in'>;

export interface SourceCallOptions {
  when: string;
  onOpen?: boolean;
  /** the search form's fields (under the source's searchKey, when it has one) */
  search?: FilterParam[];
  /** the other parameters of the user's actions: tree nodes, a sort, a typed text */
  filters?: FilterParam[];
  /** a paged list: its first page size (0: everything at once) */
  pageSize?: number;
  /** more fields of the records that the element reads */
  records?: ReadSpec[];
}

/** TypeScript-like text of a value's type: `number`, `number[]`. */
export const valueType = (v: unknown): string =>
  Array.isArray(v) ? `${v.length ? valueType(v[0]) : 'unknown'}[]` : v === null ? 'null' : typeof v;

function pagingParams(src: DataSource<unknown>, pageSize: number, place: ParamSpec['in']): ParamSpec[] {
  const keys = src.pageKeys ?? { page: 'page', pageSize: 'page_size' };
  const size =
    pageSize === 0
      ? 'records a page: 0, every record at once (a request of page 1 and page size 100 goes beside it: its rows show first)'
      : `records a page: ${pageSize} at first, then the size chosen in the pager`;
  return [
    { name: keys.page, in: place, type: 'number', description: 'the page, from 1' },
    { name: keys.pageSize, in: place, type: 'number', description: size },
  ];
}

/** The call of a source, as requestOf makes it, with the parameters the user's actions add. */
export function sourceCall(src: DataSource<unknown>, o: SourceCallOptions): CallSpec {
  const place = src.method === 'GET' ? 'query' : 'body';
  const entries = <V,>(r: Record<string, V> | undefined) => Object.entries(r ?? {});
  const searched = (name: string) => (src.searchKey ? `${src.searchKey}.${name}` : name);
  const always = (name: string) => (src.fixedInSearch ? searched(name) : name);
  const params: ParamSpec[] = [
    ...entries(src.params).map(([name, value]): ParamSpec => ({ name, in: 'query', type: valueType(value), value })),
    ...entries(src.fixed).map(([name, value]): ParamSpec => ({ name: always(name), in: place, type: valueType(value), value })),
    ...entries(src.user).map(([name, field]): ParamSpec => ({
      name: always(name),
      in: place,
      type: USER_FIELDS[field].type,
      from: `GET ${LOGIN_INFO_PATH} data.${field}`,
      description: `${USER_FIELDS[field].description}; left out (and reported) when the login info lacks it`,
    })),
    ...(o.pageSize === undefined ? [] : pagingParams(src, o.pageSize, place)),
    ...(o.search ?? []).map((p): ParamSpec => ({ ...p, name: searched(p.name), in: place })),
    ...(o.filters ?? []).map((p): ParamSpec => ({ ...p, in: place })),
  ];
  // a source lists, searches or reads a tree: it changes nothing
  return { method: src.method, path: src.url, when: o.when, ...(o.onOpen ? { onOpen: true } : {}), effect: 'read', params, reads: mergeReads([...readsOf(src), ...(o.records ?? [])]) };
}

/** The fields of the login info a source's requests send. */
export const userReadsOf = (src: DataSource<unknown>): UserRead[] =>
  Object.entries(src.user ?? {}).map(([param, field]) => ({ field, need: true, use: `sent as ${param} by ${src.method} ${src.url}` }));

/** The fields of its records a function reads (a column, a label), as reads of the source's answer. */
export const recordReads = (src: DataSource<unknown>, fn: (record: never) => unknown, description: string): ReadSpec[] =>
  readPaths(fn).map(({ path, oneKind }) => ({
    path: path.split('|').map((x) => `${recordsPath(src)}.${x}`).join('|'),
    description: oneKind ? `${description} (records of one of two kinds)` : description,
  }));

const paramKey = (p: ParamSpec) => JSON.stringify([p.name, p.in, p.when, p.value]);

/** Calls made alike (method, path and moment) as one: their parameters and reads together. */
export function mergeCalls(calls: readonly CallSpec[]): CallSpec[] {
  const byKey = new Map<string, CallSpec>();
  for (const c of calls) {
    const key = `${c.method} ${c.path} ${c.when}`;
    const seen = byKey.get(key);
    if (!seen) {
      byKey.set(key, c);
      continue;
    }
    const params = new Map([...seen.params, ...c.params].map((p) => [paramKey(p), p]));
    byKey.set(key, { ...seen, ...(seen.onOpen || c.onOpen ? { onOpen: true } : {}), params: [...params.values()], reads: mergeReads([...seen.reads, ...c.reads]) });
  }
  return [...byKey.values()];
}
