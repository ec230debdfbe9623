/**
 * The classes (categories) of a module, spec 1 §7 "Categories" and spec 3 §7: every call is under
 * /common/class and carries the module as `?model_name=`. The list answers data.list + data.total_count;
 * the actions answer code 200 (the add's data, when it is the class, is used as the saved class).
 */
import type { ParamSpec } from '../../core/http';
import { source } from '../../kit/data/source';
import { bodyParam as body, endpoint } from '../../kit/data/endpoint';
import type { ClassRecord } from '../../kit/data/records';

export type { ClassRecord };

export interface ModelQuery {
  model_name: string;
}

const MODEL: ParamSpec = { name: 'model_name', in: 'query', type: 'string', from: 'the model-name attribute', description: 'the module whose classes these are' };
const ID: ParamSpec = { name: 'id', in: 'body', type: 'number', description: 'the class' };

/** POST /common/class/list?model_name= {page, page_size, name?} */
export const classList = (model: string) => source<ClassRecord>({ method: 'POST', url: '/common/class/list', shape: 'list', params: { model_name: model } });

export const setDefault = endpoint<ModelQuery, { id: number }>({ method: 'POST', url: '/common/class/set_default', params: [MODEL, ID] });
export const cancelDefault = endpoint<ModelQuery, { id: number }>({ method: 'POST', url: '/common/class/cancel_default', params: [MODEL, ID] });
export const removeClass = endpoint<ModelQuery, { id: number[] }>({
  method: 'DELETE',
  url: '/common/class/del',
  params: [MODEL, body('id', 'number[]', 'the class to delete, as a list of one id')],
});

/** What the dialog writes of a class. */
export interface ClassInput {
  serial_number: string;
  name: string;
  remark: string;
  is_default: 0 | 1;
  is_on: 0 | 1;
}

const CLASS_FIELDS: ParamSpec[] = [
  body('serial_number', 'string', 'its number, 4 characters at most'),
  body('name', 'string', 'its name, 20 characters at most'),
  body('remark', 'string', 'its description, 100 characters at most'),
  body('is_default', '0 | 1', '1: the default class of the module (0 for a new class)'),
  body('is_on', '0 | 1', '1: enabled'),
];

export const editClass = endpoint<ModelQuery, ClassInput & { id: number }>({ method: 'PUT', url: '/common/class/edit', params: [MODEL, ID, ...CLASS_FIELDS] });
export const addClass = endpoint<ModelQuery, ClassInput>({
  method: 'POST',
  url: '/common/class/add',
  params: [MODEL, ...CLASS_FIELDS],
  reads: [{ path: 'data.id', type: 'id', description: "the new class's id, when the answer gives the class" }],
});

/** What the edit call sends of a class: its writable fields, with these changes. */
export const classInput = (c: ClassRecord, change: Partial<ClassInput> = {}): ClassInput & { id: number } => ({
  id: c.id,
  serial_number: c.serial_number,
  name: c.name,
  remark: c.remark ?? '',
  is_default: c.is_default === 1 ? 1 : 0,
  is_on: c.is_on === 0 ? 0 : 1,
  ...change,
});
