/**
 * `bo-elements/mock` (dist/mock.js): the demo's mock backend in a page author's own page, so that a team
 * can build and try its page before its backend exists (docs/mock.md). msw's browser worker answers every
 * call of the backend contract from the same seeded store as the demo, under any base URL, with the same
 * fault switches (`mock.fault(path, { code, status, delay, network, malformed… })`) and the requests it
 * received (`mock.requests`). The page serves msw's worker script, `dist/mockServiceWorker.js` of the
 * package, at its site's root (or names it: `startMockWorker({ url })`).
 */
export { startMockWorker, worker, mock, store, resetStore, type StartMockWorkerOptions, type Fault, type RecordedRequest } from './index';
