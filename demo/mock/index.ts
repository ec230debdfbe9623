// Public entry of the mock backend (browser). Node code should import ./handlers, ./kit or ./store
// directly: ./browser creates the service worker.
export { handlers, baseHandlers, goodsHandlers, partnersHandlers } from './handlers';
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
export { store, resetStore, DEFAULT_SEED, type AreaName } from './store';
export { buildTree, categoryTree } from './tree';
export type * from './types';
