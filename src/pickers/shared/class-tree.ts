/**
 * A module's classes as a one-level tree (POST /common/class/list?model_name=…, page_size 1000): the
 * class tree of the report-item picker (spec 2 §7).
 */
import { source } from '../../kit/data/source';
import { NAMED_LIST_READS, namedListOf, type NamedRecord } from '../../kit/data/trees';

/** The classes of a module (model_name in the query string), all of them (page_size 1000), as a flat tree. */
export const classTree = (model: string) =>
  source<NamedRecord>({
    method: 'POST',
    url: '/common/class/list',
    params: { model_name: model },
    fixed: { page: 1, page_size: 1000 },
    shape: 'tree',
    read: namedListOf,
    reads: NAMED_LIST_READS,
  });
