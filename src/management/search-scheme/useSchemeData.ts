/**
 * What the search bar and the scheme drawer load (spec 1 §7 "Search bar and schemes"): the field
 * definitions of the caller's search_api (GET), then, unless only fields are wanted, its saved schemes
 * (POST /base/v2/search_fa/list {search_api}). A failure shows its message with 重试 (reload); a newer
 * load or unmounting aborts the one in flight (useRemote).
 */
import * as React from 'react';
import { useApi, type ApiError } from '../../core/http';
import { fetchSource } from '../../kit/data/source';
import { useRemote } from '../../kit/list/useRemote';
import { fieldsOfDefinitions } from '../../kit/search-form';
import type { SearchField } from '../../kit/types';
import { fieldDefinitions, schemeList, type SearchFieldDefinition, type SearchScheme } from './api';

export interface SchemeData {
  definitions: SearchFieldDefinition[];
  fields: SearchField[];
  schemes: SearchScheme[];
  loading: boolean;
  /** the calls have answered with records */
  loaded: boolean;
  error: ApiError | null;
  reload(): void;
  /** asks the schemes again (after the drawer changed them) */
  reloadSchemes(): Promise<void>;
}

const NONE = { definitions: [] as SearchFieldDefinition[], schemes: [] as SearchScheme[] };

export function useSchemeData(searchApi: string, { enabled, withSchemes }: { enabled: boolean; withSchemes: boolean }): SchemeData {
  const api = useApi();
  const path = searchApi.trim();
  const remote = useRemote(
    async (a, signal) => {
      const definitions = (await fetchSource(a, fieldDefinitions(path), { signal })).rows;
      const schemes = withSchemes ? (await fetchSource(a, schemeList(path), { signal })).rows : [];
      return { definitions, schemes };
    },
    enabled && !!path,
    `${path} ${withSchemes}`,
  );
  const { definitions, schemes } = remote.value ?? NONE;
  const fields = React.useMemo(() => fieldsOfDefinitions(definitions), [definitions]);
  const { set } = remote;
  const reloadSchemes = React.useCallback(async () => {
    try {
      const rows = (await fetchSource(api, schemeList(path))).rows;
      set({ definitions, schemes: rows });
    } catch {
      // useApi has said it (bo-error); the schemes shown stay
    }
  }, [api, path, set, definitions]);
  return { definitions, fields, schemes, loading: remote.loading, loaded: remote.value !== undefined, error: remote.error, reload: remote.reload, reloadSchemes };
}
