/**
 * The calls of the approval path view, spec 3 §7 Approval: the module's enabled flow (GET
 * /approval/default), a record's path in its current round (GET /api/approval/logs/{approval_num}), the
 * record's rounds (POST /approval/history_list) and the comments of a round (POST /approval/remark/list).
 * Every answer is the code-200 envelope; the entities are those of ../types.ts.
 */
import { bodyParam as b, endpoint, pathParam, queryParam as q } from '../../kit/data/endpoint';
import { DATA_ARRAY, DATA_OBJECT } from '../../kit/data/source';
import type { ApprovalDefault, ApprovalHistoryEntry, ApprovalPath, ApprovalRemark } from '../types';

export type { ApprovalDefault, ApprovalHistoryEntry, ApprovalPath, ApprovalRemark };

/** The module (and its class) whose flow is meant: `param` is the JSON text `{"class_id":N}`. */
export interface FlowQuery {
  model_name: string;
  param?: string;
}


export const flowDefault = endpoint<FlowQuery>({
  method: 'GET',
  url: '/approval/default',
  params: [
    q('model_name', 'string', 'the module (model-name)'),
    { ...q('param', 'string', 'JSON text {"class_id":N}: the flow of that class (class-id)'), when: 'with class-id' },
  ],
  reads: [
    { ...DATA_OBJECT, description: 'whether the module has an enabled flow, and its summary' },
    { path: 'data.ison', type: '0 | 1', description: '1: a flow is enabled (0, or process null: the text for no enabled flow)' },
    { path: 'data.process', type: 'object | null', description: 'the summary: name, serial_number, node_count, approval_staff_count, infos, created_at' },
  ],
});

/** GET /api/approval/logs/{approval_num}: the path of the record's current round. */
export const pathLogs = endpoint<{ approval_num: string }>({
  method: 'GET',
  url: '/api/approval/logs/{approval_num}',
  params: [pathParam('approval_num', 'string', "the record's approval number (approval-num)")],
  reads: [
    { ...DATA_OBJECT, description: "the record's path: process_name, process_num, approval_num, data_id, nodes, remark, logs" },
    { path: 'data.nodes', type: 'array', need: 'report', description: 'the steps: node_name, staff_name, approval_type, status (1 reached, 0 not), is_current, node_status, times' },
    { path: 'data.logs', type: 'array', description: 'the log rows of the round: handler_staff_name, end_time, status (-1..4), duration, remark, approval_node' },
  ],
});

export interface HistoryBody {
  model_name: string;
  data_id: number;
  approval_num?: string;
}

export const historyList = endpoint<object, HistoryBody>({
  method: 'POST',
  url: '/approval/history_list',
  params: [
    b('model_name', 'string', 'the module (model-name)'),
    b('data_id', 'number', 'the record (data-id)'),
    { ...b('approval_num', 'string', "the record's approval number (approval-num)"), when: 'with approval-num' },
  ],
  reads: [{ ...DATA_ARRAY, description: 'the rounds, newest first: process_name, approval_num, serial_number, duration, approval_status, logs (node entries with their people)' }],
});

export const remarkList = endpoint<object, { approval_serial_number: string }>({
  method: 'POST',
  url: '/approval/remark/list',
  params: [b('approval_serial_number', 'string', "the record's approval number (approval-num)")],
  reads: [{ ...DATA_ARRAY, description: 'the comments: remark, approval_status, duration, handler_staff_name, created_at' }],
});
