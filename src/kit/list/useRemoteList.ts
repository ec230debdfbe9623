/**
 * A paged remote list: page and page size go to the server (pagination is client-driven), a new
 * search starts again at page 1 with size 10, the request in flight is aborted when a newer one starts
 * or the list closes, and a stale response never replaces a newer one.
 */
import * as React from 'react';
import { useApi, type Api, ApiError, isAborted } from '../../core/http';

export interface ListQuery {
  page: number;
  pageSize: number;
  filters: Record<string, unknown>;
}

export interface ListPage<Row> {
  rows: Row[];
  total: number;
}

export type ListLoader<Row> = (query: ListQuery, api: Api, signal: AbortSignal) => Promise<ListPage<Row>>;

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

export const DEFAULT_PAGE_SIZE = 10;
/** rows asked for first when everything is (page_size 0): they are shown while the whole list comes */
export const PREVIEW_SIZE = 100;

interface Pending<Row> {
  page: Promise<ListPage<Row>>;
  /** page_size 0: the first rows, asked for alongside */
  preview?: Promise<ListPage<Row>>;
}

/** Asks for a query; for page_size 0 (everything, e.g. 20,000 staff) the first PREVIEW_SIZE rows too,
 * so that they can be shown long before the whole answer has arrived and been read. */
function ask<Row>(load: ListLoader<Row>, query: ListQuery, api: Api, signal: AbortSignal): Pending<Row> {
  const page = load(query, api, signal);
  if (query.pageSize !== 0) return { page };
  const preview = load({ ...query, pageSize: PREVIEW_SIZE }, api, signal);
  preview.catch(() => undefined); // the whole list reports the failure
  return { page, preview };
}

/**
 * `filters` drive the searches: a new filters object is a new search (page 1, size `resetSize`).
 * Nothing is requested while `enabled` is false (a closed drawer).
 */
export function useRemoteList<Row>(
  load: ListLoader<Row>,
  enabled: boolean,
  filters: Record<string, unknown>,
  resetSize = DEFAULT_PAGE_SIZE,
): RemoteList<Row> {
  const api = useApi();
  const [query, setQuery] = React.useState<ListQuery>({ page: 1, pageSize: resetSize, filters });
  if (query.filters !== filters) setQuery({ page: 1, pageSize: resetSize, filters });
  const [attempt, setAttempt] = React.useState(0);
  const [state, setState] = React.useState<{ rows: Row[]; total: number; loading: boolean; error: ApiError | null; answered?: boolean }>({
    rows: [],
    total: 0,
    loading: enabled,
    error: null,
  });
  const loadRef = React.useRef(load);
  loadRef.current = load;
  // the first page is asked for while the list first renders, not after the whole view has mounted:
  // the request and the mount of the drawer overlap (the effect below takes the request over)
  const [first] = React.useState(() => {
    if (!enabled) return null;
    const controller = new AbortController();
    const pending = ask(load, query, api, controller.signal);
    pending.page.catch(() => undefined); // handled by the effect, or dropped with its query
    return { query, controller, ...pending };
  });

  React.useEffect(() => {
    if (!enabled) return;
    const early = first && first.query === query && attempt === 0 && !first.controller.signal.aborted ? first : null;
    if (!early) first?.controller.abort(); // asked for a query that is no longer the current one
    const controller = early?.controller ?? new AbortController();
    setState((s) => (s.loading && !s.error ? s : { ...s, loading: true, error: null }));
    const pending = early ?? ask(loadRef.current, query, api, controller.signal);
    // the preview's rows, unless the whole list is already in
    pending.preview?.then((preview) => {
      if (!controller.signal.aborted) setState((s) => (s.loading ? { ...s, rows: preview.rows, total: preview.total } : s));
    }, () => undefined);
    pending.page.then(
      (page) => {
        // the effect's cleanup aborted every older request, so only the newest one arrives here
        if (!controller.signal.aborted) setState({ rows: page.rows, total: page.total, loading: false, error: null, answered: true });
      },
      (e: unknown) => {
        if (controller.signal.aborted || isAborted(e)) return;
        const error = e instanceof ApiError ? e : new ApiError('network', '', String(e));
        setState((s) => ({ ...s, rows: [], total: 0, loading: false, error, answered: true }));
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `first` never changes
  }, [enabled, query, attempt, api]);

  return {
    ...state,
    answered: !!state.answered,
    page: query.page,
    pageSize: query.pageSize,
    goTo: React.useCallback((page, pageSize) => setQuery((q) => ({ ...q, page, pageSize })), []),
    reload: React.useCallback(() => setAttempt((n) => n + 1), []),
  };
}
