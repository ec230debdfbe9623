/**
 * The calls of the group editor (spec 3 §7 Group editor), under the element's `api` (e.g.
 * /common/categoryGroup/group): GET {api}/list (name; with `modular`, ?modular= too), GET {api}/{id} (the
 * detail the dialog edits), POST {api} (create), PUT {api}/{id} (update, the same body), PUT {api}/remove
 * {id, to} (a move: `to` is the sibling it swaps with) and DELETE {api}/{id}. With `modular` every call
 * carries it in the query string, so one api serves the trees of several modules. The actions answer
 * code 200 and a message, which the editor shows (spec 3 §8).
 */
import type { ParamSpec, ReadSpec } from '../../core/http';
import { DATA_ARRAY, DATA_OBJECT, source, type DataSource } from '../../kit/data/source';
import { bodyParam as body, endpoint, pathParam, type Endpoint } from '../../kit/data/endpoint';
import type { GroupInput, GroupNode, GroupRecord } from './group-editor.logic';

export const DEFAULT_API = '/common/categoryGroup/group';

/** The query string of every call: the module, when the element names one. */
export interface ModularQuery {
  modular?: string;
}

const MODULAR: ParamSpec = {
  name: 'modular',
  in: 'query',
  type: 'string',
  when: 'with the modular attribute',
  from: 'the modular attribute',
  description: 'the module whose groups these are',
};
const ID: ParamSpec = pathParam('id', 'number', 'the group');
const INPUT: ParamSpec[] = [
  body('name', 'string', 'its name, 64 characters at most'),
  body('pid', 'number', "its parent's id; 0 for a top-level group"),
  body('remark', 'string', 'its description, 100 characters at most'),
  body('serial_number', 'string', 'its number, 4 characters at most (not changed by an edit)'),
];

const NODE_READS: ReadSpec[] = [
  { ...DATA_ARRAY, description: 'the top nodes, each with its children' },
  { path: 'data[].data.id', type: 'id', need: 'report', description: "the group's id" },
  { path: 'data[].title', type: 'string', description: "the group's name (else data.name)" },
  { path: 'data[].data.name|data[].data.serial_number|data[].data.remark', type: 'string', description: 'the name, number and description shown' },
  { path: 'data[].data.pid', type: 'number', description: "the parent's id (0 at the top): a sibling is added under it" },
  { path: 'data[].data.created_by|data[].data.created_at|data[].data.updated_by|data[].data.updated_at', type: 'string', description: 'the audit columns' },
  { path: 'data[].children', type: 'array', description: 'the child nodes, with the same fields (absent or [] for a leaf)' },
];

const arrayOf = (v: unknown): GroupNode[] => (Array.isArray(v) ? (v as GroupNode[]) : []);

/** GET {api}/list?name=(&modular=): the whole tree, or the groups whose name matches with their ancestors. */
export const groupList = (api: string, modular: string): DataSource<GroupNode> =>
  source<GroupNode>({ method: 'GET', url: `${api}/list`, shape: 'tree', params: modular ? { modular } : undefined, read: arrayOf, reads: NODE_READS });

/** The calls of one api. */
export interface GroupEndpoints {
  detail: Endpoint<ModularQuery & { id: number }, undefined>;
  create: Endpoint<ModularQuery, GroupInput>;
  update: Endpoint<ModularQuery & { id: number }, GroupInput>;
  move: Endpoint<ModularQuery, { id: number; to: number }>;
  remove: Endpoint<ModularQuery & { id: number }, undefined>;
}

export const groupEndpoints = (api: string): GroupEndpoints => ({
  detail: endpoint({
    method: 'GET',
    url: `${api}/{id}`,
    params: [MODULAR, ID],
    reads: [
      DATA_OBJECT,
      { path: 'data.name|data.serial_number|data.remark', type: 'string', description: 'what the dialog edits (the row’s own where the answer lacks one)' },
      { path: 'data.pid', type: 'number', description: "the parent's id the dialog starts from" },
    ],
  }),
  create: endpoint({ method: 'POST', url: api, params: [MODULAR, ...INPUT] }),
  update: endpoint({ method: 'PUT', url: `${api}/{id}`, params: [MODULAR, ID, ...INPUT] }),
  move: endpoint({
    method: 'PUT',
    url: `${api}/remove`,
    params: [MODULAR, body('id', 'number', 'the group moved'), body('to', 'number', 'the sibling above (上移) or below (下移) it: the two swap places')],
  }),
  remove: endpoint({ method: 'DELETE', url: `${api}/{id}`, params: [MODULAR, ID] }),
});

/** The query string of a call: the module when there is one. */
export const modularQuery = (modular: string): ModularQuery => (modular ? { modular } : {});

/** The record the detail answers (the row's own, where the answer lacks a field). */
export const detailRecord = (row: GroupRecord, answer: unknown): GroupRecord =>
  typeof answer === 'object' && answer !== null && !Array.isArray(answer) ? { ...row, ...(answer as Partial<GroupRecord>), id: row.id } : row;
