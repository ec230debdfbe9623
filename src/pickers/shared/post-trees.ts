/**
 * Tree loaders for trees read with POST (spec 2 §7): the shop, platform and app-shop category trees
 * ({id, name, children} nodes), and a module's classes (POST /common/class/list?model_name=…, page_size
 * 1000), a flat list shown as a one-level tree.
 */
import type { Api } from '../../core/http';
import { fromNamed, type NamedRecord } from './trees';

/** POST a tree of {id, name, children} nodes: /shop/public/common/shop_category_list {is_page: 0} and the like. */
export const loadPostTree = (api: Api, url: string, body: Record<string, unknown> = {}) =>
  api.call<NamedRecord[]>({ method: 'POST', url, data: body, expect: 'array' }).then(fromNamed);

/** The classes of a module (model_name in the query string), all of them (page_size 1000), as a flat tree. */
export const loadClassTree = (api: Api, model: string) =>
  api
    .call<{ list?: NamedRecord[] }>({ method: 'POST', url: '/common/class/list', params: { model_name: model }, data: { page: 1, page_size: 1000 }, expect: 'object' })
    .then((d) => fromNamed((d.list ?? []).map(({ id, name }) => ({ id, name }))));
