/**
 * Numbering rules, spec 1 §3 "Numbering rule" / "Rule detail" and §7 "Numbering rules": one typed place
 * for every /api/rule call of the rule list and the rule editor.
 */
import { DATA_ARRAY, DATA_OBJECT, source } from '../../kit/data/source';
import { bodyParam as b, endpoint, queryParam as q } from '../../kit/data/endpoint';

/** An application type of a module (GET /api/rule/get_app). */
export interface AppType {
  id: number;
  name: string;
  field?: string;
  /** where its range options come from (GET, flat or nested) */
  url?: string;
  /** 1: rules are needed for this type */
  is_enable?: 0 | 1;
}

/** A rule type (GET /api/rule/get_rule_type): 1 serial, 2..7 year..second, 8 fixed text. */
export interface RuleType {
  id: number;
  name: string;
  type?: string;
  /** 1: a required row of every rule */
  is_must?: 0 | 1;
  /** the start number of a serial */
  num?: number;
}

/** A segment of a rule. */
export interface RuleDetail {
  id?: number;
  rule_type: RuleType;
  /** fixed text (type 8), or the date pattern shown */
  val?: string;
  /** digits of a serial (type 1) */
  length?: number | null;
  /** 1: the separator follows this segment */
  is_symbol?: 0 | 1;
  is_must?: 0 | 1;
  /** start number of a serial */
  num?: number | null;
  sort?: number;
}

export interface RuleRange {
  id: number | string;
  name: string;
}

/** A numbering rule as GET /api/rule/list lists it. */
export interface RuleRecord {
  id: number;
  name: string;
  num: string;
  example?: string;
  is_enable: 0 | 1;
  is_edit?: 0 | 1;
  is_default?: 0 | 1;
  app_type?: AppType | null;
  rule_range?: { name: string; range_id?: number | string; field?: string }[];
  range?: RuleRange[];
  split_symbol?: 1 | 2;
  created_user?: string;
  created_at?: string;
  updated_user?: string;
  updated_at?: string;
}

/** A rule as GET /api/rule/details answers it: the listed fields, its segments and what the save keeps. */
export interface RuleDetails extends RuleRecord {
  details?: RuleDetail[];
  reset_num?: number;
  field?: string;
}

/** A range option of an application type: flat, or nested with children. */
export interface RangeNode {
  id: number | string;
  name: string;
  children?: RangeNode[];
}

/** The module the rules are of (attributes of the elements). */
export interface RuleModule {
  appModular: string;
  appId?: number;
  modelName?: string;
  /** the module's numbering field (app_enable's field) */
  field?: string;
}


/** GET /api/rule/list ?model_name, app_modular, app_id, page, page_size[, app_type] → data.data + data.total */
export const ruleList = (m: RuleModule) =>
  source<RuleRecord>({
    method: 'GET',
    url: '/api/rule/list',
    shape: 'data',
    fixed: { app_modular: m.appModular, ...(m.modelName ? { model_name: m.modelName } : {}), ...(m.appId !== undefined ? { app_id: m.appId } : {}) },
  });

/** GET /api/rule/get_app ?app_modular, app_id → the module's application types */
export const appTypes = (m: RuleModule) =>
  source<AppType>({ method: 'GET', url: '/api/rule/get_app', shape: 'array', fixed: { app_modular: m.appModular, ...(m.appId !== undefined ? { app_id: m.appId } : {}) } });

/** GET /rule/get_app_enable → whether the module needs rules (a flag) */
export const appEnable = endpoint<Record<string, never>>({
  method: 'GET',
  url: '/rule/get_app_enable',
  params: [],
  reads: [{ path: 'data', description: 'the flag: 1 (or true) when the module needs numbering rules' }],
});

export const setAppEnable = endpoint<Record<string, never>, { is_enable: 0 | 1; field: string; app_modular: string }>({
  method: 'POST',
  url: '/api/rule/app_enable',
  params: [b('is_enable', '0 | 1', '1: rules needed'), b('field', 'string', "the module's numbering field, or the application type's field"), b('app_modular', 'string', 'the module')],
});

export const enableRule = endpoint<Record<string, never>, { is_enable: 0 | 1; id: number }>({
  method: 'POST',
  url: '/api/rule/enable',
  params: [b('is_enable', '0 | 1', '1: enabled'), b('id', 'number', 'the rule')],
});

export const setDefaultRule = endpoint<Record<string, never>, { id: number }>({ method: 'PUT', url: '/api/rule/set_def', params: [b('id', 'number', 'the rule')] });
export const deleteRule = endpoint<Record<string, never>, { id: number }>({ method: 'DELETE', url: '/api/rule/delete', params: [b('id', 'number', 'the rule (a disabled one)')] });

/** GET /api/rule/details?modular=&id= → the rule being edited */
export const ruleDetails = endpoint<{ modular: string; id: number }>({
  method: 'GET',
  url: '/api/rule/details',
  params: [q('modular', 'string', 'the module'), q('id', 'number', 'the rule')],
  reads: [
    { ...DATA_OBJECT, description: 'the rule' },
    { path: 'data.details', type: 'array', need: 'report', description: 'its segments' },
  ],
});

export const ruleTypes = endpoint<Record<string, never>>({
  method: 'GET',
  url: '/api/rule/get_rule_type',
  params: [],
  reads: [{ ...DATA_ARRAY, description: 'the rule types (id, name, type, is_must, num)' }],
});

export const useRanges = endpoint<{ app_type: number }>({
  method: 'GET',
  url: '/api/rule/get_use_range',
  params: [q('app_type', 'number', 'the application type')],
  reads: [{ path: 'data', description: 'the range options, flat or nested (children)' }],
});

/** The saved rule (POST /api/rule/edits?modular=). */
export interface RulePayload {
  id?: number;
  name: string;
  num: string;
  is_edit: 0 | 1;
  is_enable: 0 | 1;
  split_symbol: 1 | 2;
  reset_num: number;
  details: { id?: number; rule_type: number; val: string; is_symbol: 0 | 1; length: number | null; is_must: 0 | 1; num: number | null; sort: number }[];
  app_id?: number;
  app_modular: string;
  app_type?: number;
  range: (number | string)[];
  field?: string;
}

export const saveRule = endpoint<{ modular: string }, RulePayload>({
  method: 'POST',
  url: '/api/rule/edits',
  params: [
    q('modular', 'string', 'the module'),
    b('id', 'number', 'the rule, when editing'),
    b('name', 'string', '32 characters at most'),
    b('num', 'string', 'the rule number, 32 characters at most'),
    b('is_edit', '0 | 1', '1: numbers may be edited by hand'),
    b('is_enable', '0 | 1', '1: enabled'),
    b('split_symbol', '1 | 2', '1 "-", 2 a space'),
    b('reset_num', 'number', 'the reset setting, kept as it was (0 for a new rule)'),
    b('details', '{ id?, rule_type, val, is_symbol, length, is_must, num, sort }[]', 'the segments in order (sort from 1)'),
    b('app_id', 'number', 'the app, when the element is given one'),
    b('app_modular', 'string', 'the module'),
    b('app_type', 'number', 'the application type, when the module uses them'),
    b('range', '(number | string)[]', 'the chosen range ids ([] without application types)'),
    b('field', 'string', "the application type's field, or the module's"),
  ],
});
