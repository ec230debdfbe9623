/**
 * Options of a remote select (spec 1 §3 search_select, §5): a request is sent only when the typed text
 * is not blank and, unless `inputAfterShow` is 0, the option list is still empty (the first answer is
 * then filtered locally). The payload is `{ [queryKey ?? 'name']: text, page: 1, page_size: 1000,
 * ...payload }`, in the query string for GET and as the JSON body otherwise (default POST). A new
 * request aborts the previous one; unmounting aborts the last. A failure keeps the typed text and shows
 * no options (useApi has already dispatched `bo-error`). A `preload` list is asked once, when the select
 * first opens, with its fixed payload only.
 */
import * as React from 'react';
import { useApi } from '../../core/http';
import { fetchSource } from '../data/source';
import type { RemoteOptions, SelectOption } from '../types';

/** Page size of remote selects (spec 2 §9). */
export const REMOTE_PAGE_SIZE = 1000;

export interface RemoteOptionsState {
  /** the options of the last answer */
  options: SelectOption[];
  loading: boolean;
  /** the typed text changed: asks the backend when the rule allows it */
  query(text: string): void;
  /** the select opened: a `preload` list is asked for (once) */
  open(): void;
}

/** The spec's rule: non-blank text and (input_after_show 0 or no options yet). */
export const shouldQuery = (text: string, optionCount: number, inputAfterShow?: 0 | 1): boolean =>
  text.trim() !== '' && (inputAfterShow === 0 || optionCount === 0);

/** The filters of a request for the typed text (the source adds its fixed payload). */
export const remoteFilters = (remote: RemoteOptions, text: string): Record<string, unknown> => ({
  [remote.queryKey ?? 'name']: text.trim(),
  page: 1,
  page_size: REMOTE_PAGE_SIZE,
});

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Options from records; label from labelKey (default queryKey, then "name"), value from valueKey (default "id"). */
export function optionsOf(rows: readonly unknown[], remote: RemoteOptions): SelectOption[] {
  const labelKey = remote.labelKey ?? remote.queryKey ?? 'name';
  const valueKey = remote.valueKey ?? 'id';
  return rows.flatMap((row) => {
    if (!isRecord(row)) return [];
    const value = row[valueKey];
    if (typeof value !== 'string' && typeof value !== 'number') return [];
    const label = row[labelKey];
    const text = typeof label === 'string' || typeof label === 'number' ? String(label) : String(value);
    return [{ value, label: remote.suffix ? text + remote.suffix(row) : text }];
  });
}

export function useRemoteOptions(remote: RemoteOptions | undefined): RemoteOptionsState {
  const api = useApi();
  // the rows of the last answer as they came: the options are made of them while rendering, so that
  // labels made of words (某某(已离职)) follow a change of language
  const [rows, setRows] = React.useState<readonly unknown[]>();
  const options = React.useMemo(() => (rows === undefined || !remote ? [] : optionsOf(rows, remote)), [rows, remote]);
  const [loading, setLoading] = React.useState(false);
  // read synchronously by query(): two keystrokes in one frame see the same list
  const count = React.useRef(0);
  const inFlight = React.useRef<AbortController | null>(null);
  React.useEffect(() => () => inFlight.current?.abort(), []);

  const ask = React.useCallback(
    (filters: Record<string, unknown> | undefined) => {
      if (!remote) return;
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      const settle = (answer: readonly unknown[]) => {
        if (controller.signal.aborted) return; // a newer request (or unmount) took over
        count.current = optionsOf(answer, remote).length;
        setRows(answer);
        setLoading(false);
      };
      setLoading(true);
      fetchSource(api, remote.source, { filters, signal: controller.signal }).then(
        (answer) => settle(answer.rows),
        () => settle([]),
      );
    },
    [api, remote],
  );
  const query = React.useCallback(
    (text: string) => {
      if (remote && !remote.preload && shouldQuery(text, count.current, remote.inputAfterShow)) ask(remoteFilters(remote, text));
    },
    [ask, remote],
  );
  const asked = React.useRef(false);
  const open = React.useCallback(() => {
    if (!remote?.preload || asked.current) return;
    asked.current = true;
    ask(undefined);
  }, [ask, remote]);

  return { options, loading, query, open };
}
