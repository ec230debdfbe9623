/**
 * The search bar's calls (spec 1 §3 "Search field definition", "Search scheme", §7 "Search bar and
 * schemes"): the field definitions from the caller's search_api (GET, definitions in data) and the saved
 * schemes under /base/v2/search_fa (list, save, set_current, delete), every one a POST.
 */
import type { ReadSpec } from '../../core/http';
import { DATA_ARRAY, source } from '../../kit/data/source';
import { bodyParam as body, endpoint } from '../../kit/data/endpoint';
import type { SearchFieldDefinition } from '../../kit/search-form';

export type { SearchFieldDefinition };

/** One field of a scheme: its name and the value saved with it. */
export interface SchemeField {
  search_field_name: string;
  search_field_value: unknown;
}

export interface SearchScheme {
  /** 0: a new scheme, not saved yet */
  id: number;
  search_api: string;
  /** 1: built in (cannot be deleted); 2: the user's */
  search_fa_class: 1 | 2;
  search_fa_name: string;
  is_current: 0 | 1;
  search_fa_field: SchemeField[];
}

/** What a call reads of `data`: an array of records (`records`, its meaning), then the fields of each
 * record (by `name`), the first of them needed. */
const arrayReads = (records: Pick<ReadSpec, 'description'>, fields: (Pick<ReadSpec, 'type' | 'description'> & { name: string })[]): ReadSpec[] => [
  { ...DATA_ARRAY, ...records },
  ...fields.map(({ name, ...read }, i): ReadSpec => ({ path: `data[].${name}`, ...read, ...(i === 0 ? { need: 'report' as const } : {}) })),
];

/** GET {search_api}: the search field definitions in data. */
export const fieldDefinitions = (searchApi: string) =>
  source<SearchFieldDefinition>({
    method: 'GET',
    url: searchApi,
    shape: 'array',
    reads: arrayReads({ description: 'the search field definitions' }, [
      { name: 'field_name', type: 'string', description: 'the key of the field in the search payload' },
      { name: 'title', type: 'string', description: 'its label' },
      { name: 'field_type', type: 'string', description: 'its filter type (string, int, date_rang, select_radio...)' },
      { name: 'is_top', type: '0 | 1', description: '1: shown in the bar without a scheme' },
      { name: 'search_select', type: 'object', description: 'the options of a select: list, or api_url, api_method, api_field_name, api_field_val, api_data_node, play_load, input_after_show' },
    ]),
  });

/** POST /base/v2/search_fa/list {search_api}: the saved schemes in data. */
export const schemeList = (searchApi: string) =>
  source<SearchScheme>({
    method: 'POST',
    url: '/base/v2/search_fa/list',
    shape: 'array',
    fixed: { search_api: searchApi },
    reads: arrayReads({ description: 'the saved schemes' }, [
      { name: 'id', type: 'id', description: "the scheme's id" },
      { name: 'search_fa_name', type: 'string', description: 'its name' },
      { name: 'search_fa_class', type: '1 | 2', description: '1: built in, cannot be deleted' },
      { name: 'is_current', type: '0 | 1', description: '1: the current scheme, applied to the bar' },
      { name: 'search_fa_field', type: 'array', description: 'its fields: search_field_name, search_field_value' },
    ]),
  });

const ID = body('id', 'number', 'the scheme');

export interface SchemeSave {
  id: number;
  search_api: string;
  search_fa_class: 1 | 2;
  search_fa_name: string;
  search_fa_field: SchemeField[];
}

export const saveScheme = endpoint<object, SchemeSave>({
  method: 'POST',
  url: '/base/v2/search_fa/save',
  params: [
    body('id', 'number', 'the scheme; 0 for a new one'),
    body('search_api', 'string', "the bar's search-api"),
    body('search_fa_class', '1 | 2', '2 for a scheme the user adds'),
    body('search_fa_name', 'string', 'its name'),
    body('search_fa_field', '{ search_field_name: string; search_field_value: unknown }[]', 'the chosen fields in order, with the values of the bar'),
  ],
  reads: [{ path: 'data.id', type: 'id', need: 'report', description: 'the id of the saved scheme' }],
});

export const setCurrentScheme = endpoint<object, { id: number }>({ method: 'POST', url: '/base/v2/search_fa/set_current', params: [ID] });
export const deleteScheme = endpoint<object, { id: number }>({ method: 'POST', url: '/base/v2/search_fa/delete', params: [ID] });
