// Public entry of the mock backend (browser). Node code should import ./handlers, ./kit or ./store
// directly: ./browser creates the service worker.
export {
  handlers,
  baseHandlers,
  goodsHandlers,
  partnersHandlers,
  treesHandlers,
  classesHandlers,
  itemsHandlers,
  shopHandlers,
  sucaiHandlers,
  iconsHandlers,
  reportsHandlers,
  equipmentHandlers,
  categoryGroupTree,
} from './handlers';
export { startMockWorker, worker, type StartMockWorkerOptions } from './browser';
export {
  mock,
  route,
  ok,
  fail,
  MockError,
  paginate,
  paged,
  pageArgs,
  listShape,
  dataShape,
  filterRows,
  auditFilters,
  allOf,
  inSubtrees,
  type Fault,
  type Filters,
  type Method,
  type RecordedRequest,
  type Resolver,
  type ResolverContext,
} from './kit';
export { store, resetStore, DEFAULT_SEED, type AreaName, type TreeKind } from './store';
export { BENCH_TREE_SIZE } from './store/trees';
export { DEPARTMENT_COUNT, STAFF_COUNT } from './store/org';
export { EXTERNAL_ORG_COUNT, EXTERNAL_ORG_FROMS, EXTERNAL_ORG_TYPES } from './store/partners';
export { BENCH_CLASS_COUNT } from './store/classes';
export { svgDataUrl, type SvgOptions } from './store/sucai';
export { buildTree, categoryTree } from './tree';
export type * from './types';
