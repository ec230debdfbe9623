/**
 * One typed description of a remote source, shared by every list, tree, select and filter: the call
 * (method, path, query string), what every request carries (fixed filters, fields of the logged-in
 * user), how the answer reads (the response shape of its spec section, as the fields read: `readsOf`)
 * and its paging keys. Each endpoint of a spec section is declared once as a `DataSource`, in that
 * feature's api.ts; a picker's list, a tree tab, a remote select or a side filter names the source
 * instead of repeating its call. The same declaration makes the request, checks the answer's needed
 * fields and writes the backend contract (./contract.ts).
 */
import type { Api, EarlyRecords, Method, ReadSpec } from '../../core/http';
import { userValue, type LoginInfo, type UserField } from '../../core/user-fields';

export interface DataSource<Row> {
  method: Method;
  url: string;
  /**
   * Where the records are in `data`:
   * - 'list': `data.list` + `data.total_count` (paged);
   * - 'data': `data.data` + `data.total` (paged);
   * - 'array': `data` itself is the array of records;
   * - 'tree': `data` is the array of the top records, each with its `children` (asked whole, unpaged).
   * `read` replaces the shape's reading for answers of another form.
   */
  shape: 'list' | 'data' | 'array' | 'tree';
  /** the records of an answer of another form (category nodes, a named list...); a method, so sources
   * of any record type fit one `DataSource<unknown>` */
  read?(data: unknown): Row[];
  /** what `read` reads of the answer, from `data` on (a source with `read` declares them): the fields
   * the contract lists and the answer is checked for; by default those of the shape (`readsOf`) */
  reads?: ReadSpec[];
  /** query string of every request (e.g. model_name, modular) */
  params?: Record<string, unknown>;
  /** filters every request carries (status 2, enable 0, statuses [1, 2]...): the JSON body, or the query
   * string of a GET */
  fixed?: Record<string, unknown>;
  /** fields of the logged-in user every request carries, by parameter name (`{ company_id: 'company_id' }`):
   * the source waits for the user; a field the login info lacks is left out and reported */
  user?: Record<string, UserField>;
  /** names of the paging keys (default page, page_size) */
  pageKeys?: { page: string; pageSize: string };
  /** a form's search values go under this key ({ search: {...} }) instead of at the top level */
  searchKey?: string;
  /** the fixed filters and the user's fields go under `searchKey` too, beside the search values (bank
   * accounts: { filters: { company_id, ...the search }, page, page_size }) */
  fixedInSearch?: boolean;
}

/** Declares a source (the type of its records is given, the rest is checked). */
export const source = <Row>(s: DataSource<Row>): DataSource<Row> => s;

export interface SourceQuery<Row = unknown> {
  /** filters of this request (a search, a tree choice, a typed text) */
  filters?: Record<string, unknown>;
  /** a page of a paged source: page (from 1) and size (0: everything) */
  page?: { page: number; size: number };
  /** the logged-in user, for a source that needs it (`user`) */
  user?: LoginInfo;
  signal?: AbortSignal;
  /** the first rows of a big answer, while the rest of it arrives (a list, not a tree: core/http/earlyRecords.ts) */
  early?(rows: Row[]): void;
  /** a big answer whose first rows come by another request (page_size 0 beside its first page): not read
   * as it arrives, only once that request has settled and the page has painted (core/http/earlyRecords.ts) */
  later?: Promise<unknown>;
}

export interface SourceAnswer<Row> {
  rows: Row[];
  total: number;
}

/** An answer whose `data` must be an object (a page, a `{list}`), or an array (a tree, a list). */
export const DATA_OBJECT: ReadSpec = { path: 'data', type: 'object', need: 'fail' };
export const DATA_ARRAY: ReadSpec = { path: 'data', type: 'array', need: 'fail' };
/** The id of the records at a path (`data.list[]`, or alternatives `a[]|b[]` joined by the caller). */
export const recordId = (records: string): ReadSpec => ({ path: `${records}.id`, type: 'id', need: 'report', description: "the record's id: what the user chooses" });

/** Where the records of a source's answer are: `data.list[]`, `data.data[]` or `data[]`. */
export const recordsPath = (src: Pick<DataSource<unknown>, 'shape'>) =>
  src.shape === 'list' ? 'data.list[]' : src.shape === 'data' ? 'data.data[]' : 'data[]';

/** The fields of an answer's `data` a source reads (the envelope's code and msg are every call's): its
 * own `reads`, or its shape's. */
export function readsOf(src: DataSource<unknown>): ReadSpec[] {
  if (src.reads) return src.reads;
  const records = recordsPath(src);
  switch (src.shape) {
    case 'list':
    case 'data': {
      const [list, total] = src.shape === 'list' ? ['data.list', 'data.total_count'] : ['data.data', 'data.total'];
      return [
        DATA_OBJECT,
        { path: list, type: 'array', need: 'fail', description: 'the records of the page (all of them for page_size 0)' },
        { path: total, type: 'number', need: 'report', description: 'how many records match, all pages together' },
        recordId(records),
      ];
    }
    case 'tree':
      return [
        { ...DATA_ARRAY, description: 'the top records, each with its children' },
        recordId(records),
        { path: `${records}.name`, type: 'string', description: "the record's name" },
        { path: `${records}.children`, type: 'array', description: 'the child records, with the same fields (absent or [] for a leaf)' },
      ];
    case 'array':
      return [{ ...DATA_ARRAY, description: 'the records' }];
  }
}

/** The fields of the login info a source sends. */
export const userFieldsOf = (src: DataSource<unknown> | undefined): UserField[] => Object.values(src?.user ?? {});

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const arrayOf = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** The records of a tree and all their descendants, in pre-order (`children` holds a record's children). */
export function allRecords<Row>(rows: readonly Row[]): Row[] {
  const out: Row[] = [];
  const walk = (list: readonly Row[]) => {
    for (const row of list) {
      out.push(row);
      const children = (row as { children?: Row[] }).children;
      if (children?.length) walk(children);
    }
  };
  walk(rows);
  return out;
}

/** The rows and total of an answer, read by the source's shape; a `null` or malformed `data` is no rows. */
export function readAnswer<Row>(src: DataSource<Row>, data: unknown): SourceAnswer<Row> {
  if (src.read) {
    const rows = arrayOf(src.read(data)) as Row[];
    return { rows, total: src.shape === 'tree' ? allRecords(rows).length : rows.length };
  }
  if (src.shape === 'array' || src.shape === 'tree') {
    const rows = arrayOf(data) as Row[];
    return { rows, total: src.shape === 'tree' ? allRecords(rows).length : rows.length };
  }
  const box = isRecord(data) ? data : {};
  const rows = arrayOf(src.shape === 'list' ? box.list : box.data) as Row[];
  const total = Number(src.shape === 'list' ? box.total_count : box.total);
  return { rows, total: Number.isFinite(total) ? total : rows.length };
}

/** The request of a query: filters, the fixed filters, the user's fields and the paging keys; a GET sends
 * them in the query string, other methods as the JSON body (none when there is nothing to send). */
export function requestOf<Row>(src: DataSource<Row>, query: SourceQuery<Row> = {}) {
  const keys = src.pageKeys ?? { page: 'page', pageSize: 'page_size' };
  const paging = query.page ? { [keys.page]: query.page.page, [keys.pageSize]: query.page.size } : {};
  const own = query.user && src.user ? userParams(src.user, query.user) : {};
  const always = { ...src.fixed, ...own };
  const inSearch = src.searchKey && src.fixedInSearch;
  const nested = inSearch ? { [src.searchKey!]: { ...(query.filters?.[src.searchKey!] as object | undefined), ...always } } : always;
  const payload = { ...query.filters, ...nested, ...paging };
  const get = src.method === 'GET';
  return {
    method: src.method,
    url: src.url,
    params: get ? { ...src.params, ...payload } : src.params,
    data: get || !Object.keys(payload).length ? undefined : payload,
    signal: query.signal,
    reads: readsOf(src as DataSource<unknown>),
    early: earlyOf(src, query.early),
    later: query.later,
  };
}

/** A list read by its shape is shown from its first records; a tree, or records read otherwise, whole. */
function earlyOf<Row>(src: DataSource<Row>, early: SourceQuery<Row>['early']): EarlyRecords | undefined {
  if (!early || src.read || src.shape === 'tree') return undefined;
  return { records: recordsPath(src), take: (records) => early(records as Row[]) };
}

/** The user's fields by parameter name; one the login info lacks is left out (the element reports it). */
function userParams(fields: Record<string, UserField>, user: LoginInfo) {
  const values = Object.entries(fields).map(([param, field]) => [param, userValue(user, field)] as const);
  return Object.fromEntries(values.filter(([, v]) => v !== undefined && v !== null));
}

/** Asks a source: one request, its answer read into rows and a total. */
export async function fetchSource<Row>(api: Api, src: DataSource<Row>, query: SourceQuery<Row> = {}): Promise<SourceAnswer<Row>> {
  return readAnswer(src, await api.call<unknown>(requestOf(src, query)));
}
