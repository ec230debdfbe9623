/**
 * The export plans' calls (spec 1 §7 "Export plans"): every call but set_star and delete sends the
 * caller's field model (its keys and values as they are) in the body; list answers the plans as `data`;
 * create answers data.id and data.field; update may answer data.field.
 */
import type { ParamSpec, ReadSpec } from '../../core/http';
import { valueType } from '../../kit/data/contract';
import { endpoint } from '../../kit/data/endpoint';
import { DATA_ARRAY, recordId, source } from '../../kit/data/source';
import type { ExportPlan, PlanFields } from './export-plan.logic';

/** The field model of the caller (which export the plans belong to), sent as it is. */
export type FieldModel = Record<string, unknown>;

const BASE = '/gn/public/export_plan';

/** The field model's keys as body parameters; without a model (the documentation), one line saying so. */
export const modelParams = (model: FieldModel | null): ParamSpec[] =>
  model && Object.keys(model).length
    ? Object.entries(model).map(([name, value]) => ({ name, in: 'body', type: valueType(value), value, from: 'the field-model attribute' }))
    : [{ name: '{field-model}', in: 'body', type: 'object', when: 'always: each key of the field-model attribute', description: 'the field model, its keys and values as the page gives them' }];

const PLAN_READS: ReadSpec[] = [
  { ...DATA_ARRAY, description: 'the saved plans of the field model' },
  recordId('data[]'),
  { path: 'data[].name', type: 'string', description: "the plan's name" },
  { path: 'data[].is_star', type: '0 | 1', description: '1: the starred plan, chosen when the drawer opens' },
  { path: 'data[].is_sys', type: '0 | 1', description: '1: a system plan, which cannot be deleted' },
  { path: 'data[].field', type: '{ basic: {name, field, width, enable, checked}[], customer: [...] }', description: "the plan's fields in order" },
];

/** POST /gn/public/export_plan/list: the body is the field model. */
export const planList = (model: FieldModel) => source<ExportPlan>({ method: 'POST', url: `${BASE}/list`, shape: 'array', fixed: model, reads: PLAN_READS });

/** What create and update send besides the field model. */
export interface PlanBody {
  name: string;
  field: PlanFields;
}

const PLAN_BODY: ParamSpec[] = [
  { name: 'name', in: 'body', type: 'string', description: "the plan's name" },
  {
    name: 'field',
    in: 'body',
    type: '{ basic: {name, field, width: 20, enable: true, checked: true}[], customer: [...] }',
    description: 'the chosen fields in their order, by group',
  },
];
const FIELD_READ: ReadSpec = { path: 'data.field', type: '{ basic, customer }', description: "the plan's fields as saved (kept as sent when absent)" };

export const createPlan = (model: FieldModel | null) =>
  endpoint<object, FieldModel & PlanBody>({
    method: 'POST',
    url: `${BASE}/create`,
    params: [...modelParams(model), ...PLAN_BODY],
    reads: [{ path: 'data.id', type: 'id', need: 'report', description: "the new plan's id" }, FIELD_READ],
  });

/** PUT /gn/public/export_plan/update/{id} (the contract's path without an id). */
export const updatePlan = (model: FieldModel | null, id?: number) =>
  endpoint<object, FieldModel & PlanBody>({ method: 'PUT', url: `${BASE}/update/${id ?? '{id}'}`, params: [...modelParams(model), ...PLAN_BODY], reads: [FIELD_READ] });

export const setStar = (id?: number) => endpoint<object>({ method: 'PUT', url: `${BASE}/set_star/${id ?? '{id}'}`, params: [] });

export const deletePlan = endpoint<object, { id: number }>({ method: 'DELETE', url: `${BASE}/delete`, params: [{ name: 'id', in: 'body', type: 'number', description: 'the plan to delete' }] });
