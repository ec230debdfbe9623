/**
 * The calls of the custom fields (spec 1 §7 "Custom fields"): the list (POST /field/list, data.data +
 * total), create (POST /field/edits) and update (PUT /field/edits) with the field object plus app_modular,
 * app_id and range_list, delete (DELETE /field/delete), enable (POST /api/field/enable), the local scope's
 * range fields (POST /field/range_field) and range tree (POST /field/range), and apply-to-all at the URL
 * the page gives (its payload: the field as `customer`).
 */
import type { ParamSpec } from '../../core/http';
import { bodyParam as body, endpoint } from '../../kit/data/endpoint';
import { DATA_ARRAY, source } from '../../kit/data/source';
import type { CustomField, FieldPayload, Flag } from './custom-field.logic';

export type { CustomField };

/** Where the fields are: the module and the application (the list's fixed parameters). */
export interface FieldScope {
  app_modular: string;
  app_id?: number;
}

/** A dimension a local field can be limited by (a department, a region...). */
export interface RangeField {
  range_field: string;
  range_field_title: string;
}

/** A node of a dimension's tree. */
export interface RangeTreeNode {
  id: number | string;
  name: string;
  children?: RangeTreeNode[];
}

/** POST /field/list {filters, page, page_size, app_id, app_modular}: data.data + data.total. */
export const fieldList = (scope: FieldScope) => source<CustomField>({ method: 'POST', url: '/field/list', shape: 'data', fixed: { ...scope } });

/** POST /field/range_field {module}: the dimensions of the module. */
export const rangeFields = (module: string) =>
  source<RangeField>({
    method: 'POST',
    url: '/field/range_field',
    shape: 'array',
    fixed: { module },
    reads: [
      { ...DATA_ARRAY, description: 'the dimensions of the module' },
      { path: 'data[].range_field', type: 'string', need: 'report', description: "the dimension's key (range_field)" },
      { path: 'data[].range_field_title', type: 'string', description: "the dimension's name (range_field_title)" },
    ],
  });

/** POST /field/range {module, range_field}: the tree of the dimension's nodes (range_field: a filter). */
export const rangeTree = (module: string) => source<RangeTreeNode>({ method: 'POST', url: '/field/range', shape: 'tree', fixed: { module } });

const FIELD_PARAMS: ParamSpec[] = [
  body('code', 'string', "the field's code (kept when editing; the backend gives it)"),
  body('name', 'string', 'its name, 6 characters at most'),
  body('type', "'text' | 'textarea' | 'number' | 'radio' | 'checkbox' | 'select' | 'selects' | 'date' | 'file'", 'its type (not changed once created)'),
  body('is_enable', '0 | 1', '1: enabled'),
  body('is_must', '0 | 1', '1: required'),
  body('is_search', '0 | 1', '1: searchable (0 for textarea)'),
  body('is_audit', '0 | 1', '1: audited (0 for text, textarea and file)'),
  body('is_conditions', '0 | 1', 'as the field had it (0 for a new field)'),
  body('list_show', '0 | 1', '1: shown in lists (0 for file)'),
  body('is_global', '0 | 1', '1: global; 0: local to the range below'),
  body('range_field', 'string', "local: the dimension's key; '' when global"),
  body('range_field_title', 'string', "local: the dimension's title; '' when global"),
  body('range_id', '(number | string)[]', 'local: the chosen nodes of the dimension; [] when global'),
  body('remark', 'string', 'its remark, 32 characters at most'),
  body('prompt', 'string', 'the prompt shown in the empty input'),
  body('default', 'string | number | 0 | 1 | null', 'text, textarea: the default text; number: the default number; date: 0 the current date, 1 a fixed date; null otherwise'),
  body('default_date', 'string | null', 'date with default 1: the fixed date, YYYY-MM-DD'),
  body('min', 'number | null', 'number: the smallest value'),
  body('max', 'number | null', 'number: the largest value; file: how many files, 1 to 9'),
  body('decimals', 'number | null', 'number: digits after the point, 0 to 6'),
  body('selected', '{ val: string; id?: number; is_def: 0 | 1 }[]', 'radio, checkbox, select, selects: the values (at least one; an id for a value saved before), is_def 1 for the defaults; [] otherwise'),
  body('all_values', 'string', "the values joined by ';' ('' for the other types)"),
  body('file_infos', 'object[]', 'the files of the field, as it had them ([] for a new field)'),
  body('app_modular', 'string', 'the module (the app-modular attribute)'),
  { ...body('app_id', 'number', 'the application (the app-id attribute)'), from: 'the app-id attribute' },
  body('range_list', '{ id: number | string; name: string }[]', 'local: the chosen nodes with their names; [] when global'),
];

export const createField = endpoint<object, FieldPayload>({
  method: 'POST',
  url: '/field/edits',
  params: FIELD_PARAMS,
});
export const updateField = endpoint<object, FieldPayload>({
  method: 'PUT',
  url: '/field/edits',
  params: [body('id', 'number', 'the field'), ...FIELD_PARAMS],
});
export const removeField = endpoint<object, { id: number }>({ method: 'DELETE', url: '/field/delete', params: [body('id', 'number', 'the field to delete')] });
export const enableField = endpoint<object, { id: number; is_enable: Flag }>({
  method: 'POST',
  url: '/api/field/enable',
  params: [body('id', 'number', 'the field'), body('is_enable', '0 | 1', '1: on, 0: off')],
});

/** POST {global-url} {customer}: applies a field to every application of the module. */
export const applyToAll = (url: string) =>
  endpoint<object, { customer: CustomField }>({
    method: 'POST',
    url,
    params: [{ ...body('customer', 'object', 'the custom field as the list gives it'), from: 'the row the user applies' }],
  });
