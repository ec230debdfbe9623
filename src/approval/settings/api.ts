/**
 * The approval settings' calls (spec 3 §7 Approval, §3 "Approval flow" and "Operation log"): a module's
 * need-approval flag and its flows, kept per (model_name, class): every call of the settings sends
 * model_name and, for a class, `param` = the JSON text `{"class_id":N}`; they live under the page's
 * `{private}` prefix (the private-prefix attribute, '' by default). The change log is the operation-log
 * call of the model `approval_{module}` (data_id: the class, or 0).
 */
import type { ParamSpec, ReadSpec } from '../../core/http';
import { bodyParam, endpoint, param, pathParam } from '../../kit/data/endpoint';
import { DATA_OBJECT, source } from '../../kit/data/source';
import { classParam } from '../class-param';
import type { ApprovalFlow, OperationLogDay } from '../types';

export type { ApprovalFlow, OperationLogDay };

/** Whose settings: the module, its class (when the flows are per class) and the `{private}` prefix. */
export interface SettingsScope {
  prefix: string;
  model: string;
  classId?: number;
}

/** model_name and, for a class, param: as they are sent. */
export const scopeValues = (s: SettingsScope) => ({ model_name: s.model, ...classParam(s.classId) });

/** The parameters of scopeValues, in the query string or the body. */
function scopeParams(s: Pick<SettingsScope, 'classId'>, place: 'query' | 'body'): ParamSpec[] {
  return [
    { ...param(place, 'model_name', 'string', 'the module'), from: 'the model-name attribute' },
    ...(s.classId === undefined ? [] : [{ ...param(place, 'param', 'string (JSON)', 'the class: {"class_id": N}'), from: 'the class-id attribute' }]),
  ];
}

type Scoped = ReturnType<typeof scopeValues>;

/** `{private}`: the prefix of the settings calls. */
export const PRIVATE: ParamSpec = { ...pathParam('private', 'string', "the prefix of the settings calls ('' by default, e.g. /private)"), from: 'the private-prefix attribute' };
/** The path values of a settings call. */
export interface Prefixed {
  private: string;
}
export const prefixed = (s: SettingsScope): Prefixed => ({ private: s.prefix });

/** GET {private}/approval/status?model_name=&param= → {status: 0|1} */
export const approvalStatus = (s: Pick<SettingsScope, 'classId'>) =>
  endpoint<Prefixed & Scoped>({
    method: 'GET',
    url: '{private}/approval/status',
    params: [PRIVATE, ...scopeParams(s, 'query')],
    reads: [
      { ...DATA_OBJECT, description: "the module's (class's) flag" },
      { path: 'data.status', type: '0 | 1', need: 'report', description: '1: records of the module need approval' },
    ],
  });

/** POST {private}/approval/enable {model_name, status, param?} */
export const enableApproval = (s: Pick<SettingsScope, 'classId'>) =>
  endpoint<Prefixed, Scoped & { status: 0 | 1 }>({
    method: 'POST',
    url: '{private}/approval/enable',
    params: [PRIVATE, ...scopeParams(s, 'body'), bodyParam('status', '0 | 1', '1: approval on (the backend refuses it while there is no flow), 0: off')],
  });

/** POST {private}/approval/default {approval_id, model_name, param?}: that flow becomes the current one. */
export const setDefaultFlow = (s: Pick<SettingsScope, 'classId'>) =>
  endpoint<Prefixed, Scoped & { approval_id: number }>({
    method: 'POST',
    url: '{private}/approval/default',
    params: [PRIVATE, bodyParam('approval_id', 'number', 'the flow that becomes the current (default) one'), ...scopeParams(s, 'body')],
  });

/** DELETE {private}/approval/{id} */
export const deleteFlow = endpoint<Prefixed & { id: number }>({
  method: 'DELETE',
  url: '{private}/approval/{id}',
  params: [PRIVATE, pathParam('id', 'number', 'the flow (not the current one)')],
});

/** GET {private}/approval/list ?page, page_size, model_name, filters?, param? → data.list + data.total_count (a source: the
 * prefix is in its url; the contract writes it `{private}`) */
export const flowList = (s: SettingsScope) =>
  source<ApprovalFlow>({ method: 'GET', url: `${s.prefix}/approval/list`, shape: 'list', fixed: scopeValues(s) });

/** The flow list's search: `filters` is the JSON text `{"name": "..."}`. */
export const nameFilters = (name: string): Record<string, string> => (name.trim() ? { filters: JSON.stringify({ name: name.trim() }) } : {});

/** The fields of a flow the list shows. */
export const FLOW_READS: ReadSpec[] = [
  { path: 'data.list[].serial_number', type: 'string', description: "the flow's number" },
  { path: 'data.list[].name', type: 'string', description: "the flow's name" },
  { path: 'data.list[].infos', type: 'string', description: 'its description' },
  { path: 'data.list[].default', type: '0 | 1', description: '1: the current flow (it cannot be edited nor deleted)' },
  ...['created_by', 'created_at', 'updated_by', 'updated_at'].map((f): ReadSpec => ({ path: `data.list[].${f}`, type: 'string' })),
];

/** The log's model: approval_{module}. */
export const logModel = (model: string) => `approval_${model}`;

const LOG_RECORDS = 'data.list[].list[]';

/** POST /base/data_operating_log/list {data_id, model_name, page, page_size} → days (data.list) + data.total_count */
export const operationLog = (s: SettingsScope) =>
  source<OperationLogDay>({
    method: 'POST',
    url: '/base/data_operating_log/list',
    shape: 'list',
    fixed: { data_id: s.classId ?? 0, model_name: logModel(s.model) },
    reads: [
      DATA_OBJECT,
      { path: 'data.list', type: 'array', need: 'fail', description: 'the days of the page, newest first' },
      { path: 'data.total_count', type: 'number', need: 'report', description: 'how many days, all pages together' },
      { path: 'data.list[].created_day', type: 'string', description: 'the day' },
      { path: 'data.list[].list', type: 'array', description: "the day's changes" },
      { path: `${LOG_RECORDS}.created_user|${LOG_RECORDS}.created_by`, type: 'string', description: 'who made the change' },
      { path: `${LOG_RECORDS}.created_hour`, type: 'string', description: 'when (the hour of the day)' },
      { path: `${LOG_RECORDS}.param_desc`, type: 'string', description: 'what was changed' },
      { path: `${LOG_RECORDS}.content`, type: 'string | string[] | { add?, del?, before?, after? }', description: 'the change: a text, lines, or what was added, deleted, and the value before and after' },
      { path: `${LOG_RECORDS}.files`, type: '{ attachment_id, name?, full_name?, image_url }[]', description: "the change's files, shown as links (opened only when their address is http(s))" },
    ],
  });

/** The log's page size (spec 3 §9). */
export const LOG_PAGE_SIZE = 10;
