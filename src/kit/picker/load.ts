import type { Api } from '../../core/http';
import type { ListLoader } from '../list/useRemoteList';
import type { PickerList } from './types';

interface ListData<Row> {
  list?: Row[];
  total_count?: number;
  data?: Row[];
  total?: number;
}

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

/** A list loader from a picker's list definition: fixed filters, paging keys and response shape. */
export function listLoader<Row>(list: PickerList): ListLoader<Row> {
  const keys = list.pageKeys ?? { page: 'page', pageSize: 'page_size' };
  const tree = list.shape === 'tree';
  return async ({ page, pageSize, filters }, api: Api, signal) => {
    // a tree comes whole: no paging keys
    const paging = tree ? {} : { [keys.page]: page, [keys.pageSize]: pageSize };
    const payload = { ...filters, ...list.fixed, ...paging };
    const get = list.method === 'GET';
    const data = await api.call<ListData<Row>>({
      method: list.method,
      url: list.url,
      params: get ? { ...list.params, ...payload } : list.params,
      // a tree asked with no filter has no body (POST /base/department/list)
      data: get || !Object.keys(payload).length ? undefined : payload,
      signal,
      // a page is an object, a tree an array (or what its own reader makes of its answer)
      expect: tree && !list.read ? 'array' : 'object',
    });
    if (tree) {
      const rows = (list.read ? list.read(data) : data) as Row[];
      return { rows: rows ?? [], total: allRecords(rows ?? []).length };
    }
    return list.shape === 'list'
      ? { rows: data.list ?? [], total: data.total_count ?? 0 }
      : { rows: data.data ?? [], total: data.total ?? 0 };
  };
}
