/**
 * A paged remote list: page and page size go to the server (pagination is client-driven), a new
 * search starts again at page 1 with size 10, the request in flight is aborted when a newer one starts
 * or the list closes, and a stale response never replaces a newer one.
 */
import * as React from 'react';
import { useApi, type Api, ApiError, isAborted } from '../../core/http';
import type { SourceQuery } from '../data/source';
import { DEFAULT_PAGE_SIZE, PREVIEW_SIZE } from './paging';

export interface ListQuery {
  page: number;
  pageSize: number;
  filters: Record<string, unknown>;
}

export interface ListPage<Row> {
  rows: Row[];
  total: number;
}

/** Loads a query; how a big answer is read as it arrives: `early` takes its first rows, `later` (its
 * first rows come by another request, which it settles with) reads nothing of it until the page has
 * painted them. */
export type ListLoader<Row> = (query: ListQuery, api: Api, signal: AbortSignal, reading?: Pick<SourceQuery<Row>, 'early' | 'later'>) => Promise<ListPage<Row>>;

export interface RemoteList<Row> {
  rows: Row[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  /** an answer (rows or an error) has come since the list was enabled */
  answered: boolean;
  error: ApiError | null;
  /** another page or page size, same filters */
  goTo(page: number, pageSize: number): void;
  /** the same query again (retry after an error) */
  reload(): void;
}

interface Pending<Row> {
  page: Promise<ListPage<Row>>;
  /** the first rows, shown while the whole answer comes: those of a big answer read while it arrives,
   * or (page_size 0) those asked for alongside; `total` NaN where the answer has not said it yet */
  preview: Promise<ListPage<Row>>;
}

/** Asks for a query; for page_size 0 (everything, e.g. 20,000 staff) the first PREVIEW_SIZE rows too,
 * so that they can be shown long before the whole answer has arrived and been read. The whole answer
 * (15 MB for 20,000 staff) is then read later: decoding it as it arrives took the main thread in tasks
 * of 5–16 ms that held back the first rows' frame (bench/README.md). */
function ask<Row>(load: ListLoader<Row>, query: ListQuery, api: Api, signal: AbortSignal): Pending<Row> {
  if (query.pageSize !== 0) {
    let early: (rows: Row[]) => void = () => undefined;
    const read = new Promise<ListPage<Row>>((resolve) => (early = (rows) => resolve({ rows, total: NaN })));
    return { page: load(query, api, signal, { early }), preview: read };
  }
  const preview = load({ ...query, pageSize: PREVIEW_SIZE }, api, signal);
  preview.catch(() => undefined); // the whole list reports the failure
  return { page: load(query, api, signal, { later: preview }), preview };
}

/** The list's first query, known once what the list waits for has come (the logged-in user): its
 * filters and loader, or null when there is then no list to ask (a choice is still needed). */
export type AheadQuery<Row> = Promise<{ filters: Record<string, unknown>; load: ListLoader<Row> } | null>;

/** The first page asked before the effect that shows it: its query is set once it has been asked. */
interface First<Row> extends Pending<Row> {
  query: ListQuery | null;
  controller: AbortController;
}

const sameQuery = (a: ListQuery, b: ListQuery) =>
  a === b || (a.page === b.page && a.pageSize === b.pageSize && JSON.stringify(a.filters) === JSON.stringify(b.filters));

/** The first page, asked now (the list is enabled as it first renders) or as soon as `ahead` knows its
 * query, without waiting for the renders that enable the list. */
function askFirst<Row>(load: ListLoader<Row>, query: ListQuery, api: Api, ahead?: AheadQuery<Row>): First<Row> {
  const controller = new AbortController();
  if (!ahead) return { query, controller, ...ask(load, query, api, controller.signal) };
  const never = new Promise<never>(() => undefined); // not asked: never taken over, never settles
  const first: First<Row> = { query: null, controller, page: never, preview: never };
  const asked = ahead.then((a) => {
    if (!a || controller.signal.aborted) return null;
    first.query = { ...query, filters: a.filters };
    return ask(a.load, first.query, api, controller.signal);
  });
  first.page = asked.then((p) => p?.page ?? never);
  first.preview = asked.then((p) => p?.preview ?? never);
  return first;
}

/** The answer to one query (and attempt): the preview's rows first (`done` false), then the whole answer. */
interface Answer<Row> {
  query: ListQuery;
  attempt: number;
  rows: Row[];
  total: number;
  error: ApiError | null;
  done: boolean;
}

/**
 * `filters` drive the searches: a new filters object is a new search (page 1, size `resetSize`).
 * Nothing is requested while `enabled` is false (a closed drawer). Loading is derived: the list is
 * loading while its last answer is not the whole answer to the current query; the rows of the last
 * answer stay shown meanwhile.
 */
export function useRemoteList<Row>(
  load: ListLoader<Row>,
  enabled: boolean,
  filters: Record<string, unknown>,
  resetSize = DEFAULT_PAGE_SIZE,
  ahead?: AheadQuery<Row>,
): RemoteList<Row> {
  const api = useApi();
  const [query, setQuery] = React.useState<ListQuery>({ page: 1, pageSize: resetSize, filters });
  if (query.filters !== filters) setQuery({ page: 1, pageSize: resetSize, filters });
  const [attempt, setAttempt] = React.useState(0);
  const [answer, setAnswer] = React.useState<Answer<Row> | null>(null);
  const askNow = React.useEffectEvent((q: ListQuery, signal: AbortSignal) => ask(load, q, api, signal));
  // the first page is asked for while the list first renders, not after the whole view has mounted:
  // the request and the mount of the drawer overlap (the effect below takes the request over); a list
  // that waits for the user asks it as the user comes (`ahead`), before the renders that take the user in
  const [first] = React.useState(() => {
    if (!enabled && !ahead) return null;
    const pending = askFirst(load, query, api, enabled ? undefined : ahead);
    // handled by the effect, or dropped with its query (a first page of page_size 0 may fail before)
    pending.page.catch(() => undefined);
    pending.preview.catch(() => undefined);
    return pending;
  });
  // a first page never taken over is dropped with the list
  React.useEffect(() => () => first?.controller.abort(), [first]);

  React.useEffect(() => {
    if (!enabled) return;
    const early = first?.query && sameQuery(first.query, query) && attempt === 0 && !first.controller.signal.aborted ? first : null;
    if (!early) first?.controller.abort(); // asked for a query that is no longer the current one
    const controller = early?.controller ?? new AbortController();
    const pending = early ?? askNow(query, controller.signal);
    const put = (a: Omit<Answer<Row>, 'query' | 'attempt'>) => setAnswer({ query, attempt, ...a });
    // the preview's rows, unless the whole list is already in
    pending.preview.then((preview) => {
      if (controller.signal.aborted) return;
      setAnswer((a) => {
        if (a?.done && a.query === query && a.attempt === attempt) return a;
        // a total not said yet: the one shown so far stays
        const total = Number.isNaN(preview.total) ? (a?.total ?? 0) : preview.total;
        return { query, attempt, rows: preview.rows, total, error: null, done: false };
      });
    }, () => undefined);
    pending.page.then(
      // the effect's cleanup aborted every older request, so only the newest one arrives here
      (page) => controller.signal.aborted || put({ rows: page.rows, total: page.total, error: null, done: true }),
      (e: unknown) => {
        if (controller.signal.aborted || isAborted(e)) return;
        put({ rows: [], total: 0, error: e instanceof ApiError ? e : new ApiError('network', '', String(e)), done: true });
      },
    );
    return () => controller.abort();
  }, [enabled, query, attempt, api, first]);

  const current = !!answer && answer.query === query && answer.attempt === attempt;
  return {
    rows: answer?.rows ?? [],
    total: answer?.total ?? 0,
    loading: enabled && !(current && answer.done),
    error: current ? answer.error : null,
    answered: !!answer?.done,
    page: query.page,
    pageSize: query.pageSize,
    goTo: React.useCallback((page, pageSize) => setQuery((q) => ({ ...q, page, pageSize })), []),
    reload: React.useCallback(() => setAttempt((n) => n + 1), []),
  };
}
