/**
 * The search bar's state (spec 1 §2 "Search bar", §4, §5 "Search bar and widget", §7): the field
 * definitions of the caller's search_api and its saved schemes; the fields of the current scheme (else
 * those marked is_top, else all) with their saved or preset values; a scheme chosen from the menu is
 * applied and searched; temporary fields come from the scheme drawer in temporary mode (nothing saved);
 * the schemes are managed in the same drawer. A search gives `bo-search` with the payload of the search
 * engine's rules (buildSearchPayload: only non-empty values, ranges as start/end or start_time/end_time).
 */
import * as React from 'react';
import { buildSearchPayload, presetValues, searchPayload } from '../../kit/search-form';
import type { SearchField, SearchValues } from '../../kit/types';
import type { SearchScheme } from '../search-scheme/api';
import { applyScheme, currentScheme } from '../search-scheme/scheme.logic';
import type { SchemeConfirmDetail } from '../search-scheme/useSchemeDrawer';
import { useSchemeData } from '../search-scheme/useSchemeData';

export interface SearchDetail {
  /** the search payload: the non-empty fields in the backend's formats */
  payload: Record<string, unknown>;
  /** the id of the scheme applied to the bar, or null (default fields or temporary ones) */
  scheme: number | null;
}

/** The bar's fields without a scheme: those marked is_top, or all when none is. */
export function defaultFields(fields: readonly SearchField[], tops: readonly string[]): SearchField[] {
  const top = fields.filter((f) => tops.includes(f.field));
  return top.length ? top : [...fields];
}

export function useSearchBar({ searchApi, onSearch }: { searchApi: string; onSearch?(detail: SearchDetail): void }) {
  const data = useSchemeData(searchApi, { enabled: true, withSchemes: true });
  // the bar's fields by name (null: not set up yet), their values, the applied scheme
  const [names, setNames] = React.useState<string[] | null>(null);
  const [values, setValues] = React.useState<SearchValues>({});
  const [applied, setApplied] = React.useState<number | null>(null);
  const [expanded, setExpanded] = React.useState(false);
  const [drawer, setDrawer] = React.useState<{ open: boolean; temporary: boolean }>({ open: false, temporary: false });

  const showFields = (fields: SearchField[], vals: SearchValues, scheme: number | null) => {
    setNames(fields.map((f) => f.field));
    setValues(vals);
    setApplied(scheme);
  };
  const applyOf = (s: SearchScheme) => {
    const { fields, values: vals } = applyScheme(data.fields, s);
    showFields(fields, vals, s.id);
    return vals;
  };

  // once loaded: the current scheme, else the default fields with their preset values
  const [setUp, setSetUp] = React.useState<SearchField[] | null>(null);
  if (data.loaded && setUp !== data.fields) {
    setSetUp(data.fields);
    const current = currentScheme(data.schemes);
    if (current) applyOf(current);
    else {
      const tops = data.definitions.filter((d) => d.is_top === 1 || d.is_top === true).map((d) => d.field_name);
      showFields(defaultFields(data.fields, tops), presetValues(data.definitions), null);
    }
  }

  const fields = (names ?? []).flatMap((n) => data.fields.filter((f) => f.field === n));
  const search = (payload: Record<string, unknown>, scheme = applied) => onSearch?.({ payload, scheme });
  const choose = (s: SearchScheme) => {
    const vals = applyOf(s);
    void searchPayload(applyScheme(data.fields, s).fields, vals).then((payload) => search(payload, s.id));
  };

  const openTemporary = () => setDrawer({ open: true, temporary: true });
  const openSchemes = () => setDrawer({ open: true, temporary: false });
  const closeDrawer = () => {
    setDrawer((d) => ({ ...d, open: false }));
    if (!drawer.temporary) void data.reloadSchemes();
  };
  const confirmed = ({ fields: chosen, scheme }: SchemeConfirmDetail) => {
    closeDrawer();
    if (scheme) {
      applyOf(scheme);
      return;
    }
    // temporary fields: the bar shows them, keeping the values already typed
    const kept = chosen.map((f) => f.search_field_name);
    setNames(kept);
    setValues((v) => Object.fromEntries(Object.entries(v).filter(([k]) => kept.includes(k))));
    setApplied(null);
  };

  return {
    data,
    fields,
    values,
    setValues,
    applied,
    expanded,
    setExpanded,
    search,
    choose,
    drawer,
    openTemporary,
    openSchemes,
    closeDrawer,
    confirmed,
    /** what the drawer saves with the chosen fields: the payload values of the bar */
    payload: buildSearchPayload(fields, values),
  };
}
