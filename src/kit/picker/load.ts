import type { Api } from '../../core/http';
import type { ListLoader } from '../list/useRemoteList';
import type { PickerList } from './types';

interface ListData<Row> {
  list?: Row[];
  total_count?: number;
  data?: Row[];
  total?: number;
}

/** A list loader from a picker's list definition: fixed filters, paging keys and response shape. */
export function listLoader<Row>(list: PickerList): ListLoader<Row> {
  const keys = list.pageKeys ?? { page: 'page', pageSize: 'page_size' };
  return async ({ page, pageSize, filters }, api: Api, signal) => {
    const payload = { ...filters, ...list.fixed, [keys.page]: page, [keys.pageSize]: pageSize };
    const get = list.method === 'GET';
    const data = await api.call<ListData<Row>>({
      method: list.method,
      url: list.url,
      params: get ? { ...list.params, ...payload } : list.params,
      data: get ? undefined : payload,
      signal,
    });
    return list.shape === 'list'
      ? { rows: data.list ?? [], total: data.total_count ?? 0 }
      : { rows: data.data ?? [], total: data.total ?? 0 };
  };
}
