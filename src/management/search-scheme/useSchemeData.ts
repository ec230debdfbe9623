/**
 * What the search bar and the scheme drawer load (spec 1 §7 "Search bar and schemes"): the field
 * definitions of the caller's search_api (GET), then, unless only fields are wanted, its saved schemes
 * (POST /base/v2/search_fa/list {search_api}). A failure shows its message with 重试 (reload); a newer
 * load or unmounting aborts the one in flight.
 */
import * as React from 'react';
import { ApiError, isAborted, useApi } from '../../core/http';
import { fetchSource } from '../../kit/data/source';
import { fieldsOfDefinitions } from '../../kit/search-form';
import type { SearchField } from '../../kit/types';
import { fieldDefinitions, schemeList, type SearchFieldDefinition, type SearchScheme } from './api';

export interface SchemeData {
  definitions: SearchFieldDefinition[];
  fields: SearchField[];
  schemes: SearchScheme[];
  setSchemes: React.Dispatch<React.SetStateAction<SearchScheme[]>>;
  loading: boolean;
  /** both calls have answered (with records or not) */
  loaded: boolean;
  error: ApiError | null;
  reload(): void;
  /** asks the schemes again (after a save or a deletion elsewhere) */
  reloadSchemes(): Promise<SearchScheme[] | null>;
}

export function useSchemeData(searchApi: string, { enabled, withSchemes }: { enabled: boolean; withSchemes: boolean }): SchemeData {
  const api = useApi();
  const [definitions, setDefinitions] = React.useState<SearchFieldDefinition[]>([]);
  const [schemes, setSchemes] = React.useState<SearchScheme[]>([]);
  // the request the last answer (records or an error) is for: while it is not the current one, it loads
  const [answer, setAnswer] = React.useState<{ key: string; error: ApiError | null } | null>(null);
  const [round, setRound] = React.useState(0);
  const api_ = searchApi.trim();
  const key = `${api_} ${withSchemes} ${round}`;

  React.useEffect(() => {
    if (!enabled || !api_) return;
    const controller = new AbortController();
    const { signal } = controller;
    void (async () => {
      try {
        const defs = (await fetchSource(api, fieldDefinitions(api_), { signal })).rows;
        const saved = withSchemes ? (await fetchSource(api, schemeList(api_), { signal })).rows : [];
        if (signal.aborted) return;
        setDefinitions(defs);
        setSchemes(saved);
        setAnswer({ key, error: null });
      } catch (e) {
        if (signal.aborted || isAborted(e)) return;
        setAnswer({ key, error: e instanceof ApiError ? e : new ApiError('network', '', String(e)) });
      }
    })();
    return () => controller.abort();
  }, [api, api_, enabled, withSchemes, key]);

  const current = answer?.key === key;
  const loading = enabled && !!api_ && !current;
  const error = current ? answer.error : null;
  const loaded = answer !== null && answer.error === null;

  const fields = React.useMemo(() => fieldsOfDefinitions(definitions), [definitions]);
  const reload = React.useCallback(() => setRound((n) => n + 1), []);
  const reloadSchemes = React.useCallback(async () => {
    try {
      const saved = (await fetchSource(api, schemeList(api_))).rows;
      setSchemes(saved);
      return saved;
    } catch {
      return null; // useApi has said it (bo-error); the list shown stays
    }
  }, [api, api_]);
  return { definitions, fields, schemes, setSchemes, loading, loaded, error, reload, reloadSchemes };
}
