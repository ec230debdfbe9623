/**
 * A module's classes as a one-level tree (POST /common/class/list?model_name=…, page_size 1000): the
 * class tree of the report-item picker (spec 2 §7).
 */
import type { Api } from '../../core/http';
import { fromNamed, type NamedRecord } from '../../kit/data/trees';

/** The classes of a module (model_name in the query string), all of them (page_size 1000), as a flat tree. */
export const loadClassTree = (api: Api, model: string) =>
  api
    .call<{ list?: NamedRecord[] }>({ method: 'POST', url: '/common/class/list', params: { model_name: model }, data: { page: 1, page_size: 1000 } })
    .then((d) => fromNamed((d.list ?? []).map(({ id, name }) => ({ id, name }))));
