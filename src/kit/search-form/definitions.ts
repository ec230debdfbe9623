/**
 * Search field definitions as the backend gives them (spec 1 §3 "Search field definition": the answer of
 * a caller's search_api, of GET /api/field/list...) made into the search form's fields: field_name,
 * title, field_type (one of the 12 filter types, `float` too; anything else is searched as text), is_top,
 * value (the preset value), placeholder, unit and search_select (static `list`, or options from
 * api_url by api_method with api_field_name as the typed text's key and the label, api_field_val as the
 * value, api_data_node where the list is in the answer, play_load as fixed payload, input_after_show).
 */
import { source } from '../data/source';
import type { RemoteOptions, SearchField, SearchFieldType, SearchValues, SelectOption } from '../types';

export interface SearchSelectDefinition {
  /** static options: { label, value } or { name, id } (or the api_field_name / api_field_val keys) */
  list?: Record<string, unknown>[];
  api_url?: string;
  api_method?: string;
  api_field_name?: string;
  api_field_val?: string;
  /** where the options are in the answer: 'data' (default), 'data.list', 'list'... */
  api_data_node?: string;
  api_res_pageset?: unknown;
  play_load?: Record<string, unknown>;
  is_tree?: 0 | 1;
  input_after_show?: 0 | 1;
}

export interface SearchFieldDefinition {
  field_name: string;
  title: string;
  field_type: string;
  is_top?: 0 | 1 | boolean;
  value?: unknown;
  placeholder?: string;
  unit?: string;
  search_select?: SearchSelectDefinition | null;
}

const TYPES: readonly SearchFieldType[] = [
  'string', 'date', 'datetime', 'year', 'month', 'select_radio', 'int', 'float', 'array', 'date_rang', 'time_rang', 'month_rang', 'amount_rang',
];

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isKey = (v: unknown): v is string | number => typeof v === 'string' || typeof v === 'number';

/** The filter type of a definition (unknown types are searched as text). */
export const fieldTypeOf = (type: unknown): SearchFieldType => (TYPES.includes(type as SearchFieldType) ? (type as SearchFieldType) : 'string');

/** The value at a dotted path of the answer's data ('data.list' and 'list' both mean data.list). */
export function nodeOf(data: unknown, node = 'data'): unknown {
  const path = node.split('.').filter(Boolean);
  if (path[0] === 'data') path.shift();
  return path.reduce<unknown>((v, key) => (isRecord(v) ? v[key] : undefined), data);
}

/** Flattens a tree of options (is_tree): each node and its children, in pre-order. */
const flatten = (rows: unknown[]): unknown[] => rows.flatMap((r) => [r, ...(isRecord(r) && Array.isArray(r.children) ? flatten(r.children) : [])]);

/** The static options of a search_select list. */
export function staticOptions(select: SearchSelectDefinition): SelectOption[] {
  const labelKey = select.api_field_name ?? 'name';
  const valueKey = select.api_field_val ?? 'id';
  return (select.list ?? []).flatMap((row) => {
    if (!isRecord(row)) return [];
    const value = [row.value, row[valueKey], row.id].find(isKey);
    const label = [row.label, row[labelKey], row.name, value].find(isKey);
    return value === undefined || label === undefined ? [] : [{ value, label: String(label) }];
  });
}

/** The remote options of a search_select with an api_url (GET or POST, default POST). */
export function remoteOptions(select: SearchSelectDefinition): RemoteOptions {
  const method = String(select.api_method ?? 'POST').toUpperCase() === 'GET' ? 'GET' : 'POST';
  const node = select.api_data_node || 'data';
  return {
    source: source<unknown>({
      method,
      url: select.api_url!,
      shape: 'array',
      fixed: select.play_load ?? undefined,
      read: (data) => {
        const rows = nodeOf(data, node);
        return Array.isArray(rows) ? (select.is_tree ? flatten(rows) : rows) : [];
      },
      reads: [{ path: node.startsWith('data') ? node : `data.${node}`, type: 'array', description: 'the options (api_data_node)' }],
    }),
    queryKey: select.api_field_name || 'name',
    valueKey: select.api_field_val || 'id',
    inputAfterShow: select.input_after_show === 0 ? 0 : 1,
  };
}

/** The search form's field of one definition; null for a definition without a field name. */
export function fieldOfDefinition(d: SearchFieldDefinition): SearchField | null {
  if (!isRecord(d) || typeof d.field_name !== 'string' || !d.field_name) return null;
  const field: SearchField = { field: d.field_name, title: String(d.title ?? d.field_name), type: fieldTypeOf(d.field_type) };
  if (d.placeholder) field.placeholder = d.placeholder;
  if (d.unit) field.unit = d.unit;
  const select = isRecord(d.search_select) ? d.search_select : null;
  if (select && (field.type === 'select_radio' || field.type === 'array')) {
    if (select.api_url) field.remote = remoteOptions(select);
    else field.options = staticOptions(select);
  }
  return field;
}

/** The fields of a list of definitions (those without a field name are left out). */
export const fieldsOfDefinitions = (defs: readonly SearchFieldDefinition[]): SearchField[] =>
  defs.map(fieldOfDefinition).filter((f): f is SearchField => f !== null);

const isEmptyValue = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** The preset values of definitions (their `value`), as the form keeps them: ranges as [start, end]. */
export function presetValues(defs: readonly SearchFieldDefinition[]): SearchValues {
  const values: SearchValues = {};
  for (const d of defs) {
    if (!isRecord(d) || typeof d.field_name !== 'string' || isEmptyValue(d.value)) continue;
    values[d.field_name] = formValue(fieldTypeOf(d.field_type), d.value);
  }
  return values;
}

/** A saved value (a payload value: { start, end }, { start_time, end_time }) as the form keeps it. */
export function formValue(type: SearchFieldType, value: unknown): unknown {
  if (!type.endsWith('_rang') || !isRecord(value)) return value;
  const [a, b] = 'start_time' in value || 'end_time' in value ? [value.start_time, value.end_time] : [value.start, value.end];
  return [a ?? '', b ?? ''].map((v) => (isKey(v) ? String(v) : ''));
}
