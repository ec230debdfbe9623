/**
 * The action bar's calls (spec 3 §7 Approval): the acting user's task on a record, and the actions on it.
 * Every action answers code 200 and nothing the bar reads; the serial number, task id or flow node go in
 * the path or the body exactly as the spec gives them.
 */
import type { ParamSpec } from '../../core/http';
import { bodyParam as body, endpoint, pathParam, queryParam } from '../../kit/data/endpoint';
import { DATA_OBJECT } from '../../kit/data/source';
import type { ApprovalType, SelectedStaff } from '../types';

const SERIAL = pathParam('approval_serial_number', 'string', "the record's approval serial number (the approval-num attribute)");
const TASK = pathParam('task_id', 'number', 'the task of GET /approval/data/{approval_serial_number}');
const REMARK = body('remark', 'string', 'the comment, 500 characters at most');
const URL = body('url', 'string', "the record page's address, for the notice (the url attribute, or the page's address)");
const NODE = body('node_id', 'number', 'the current node (current_node.node_id of the task)');
const STAFF = body('select_staff', '{ id: number; name: string }[]', 'the people chosen with bo-staff-picker');

/** GET /approval/data/{approval_serial_number}: the task, its buttons and the earlier nodes. */
export const taskData = endpoint<{ approval_serial_number: string }>({
  method: 'GET',
  url: '/approval/data/{approval_serial_number}',
  params: [SERIAL],
  reads: [
    { ...DATA_OBJECT, description: 'the task: without it the bar has nothing to show' },
    { path: 'data.task_id', type: 'number', description: '0: the user has no task on the record' },
    { path: 'data.buttons', type: 'string[]', description: 'the action keys to show, in order' },
  ],
});

export interface HandleBody {
  remark: string;
  handle: 'pass' | 'end' | 'turn';
  turn_node?: number;
}

/** POST /approval/my/{task_id}: pass, end (with rejection) or turn back to an earlier node. */
export const handleTask = endpoint<{ task_id: number }, HandleBody>({
  method: 'POST',
  url: '/approval/my/{task_id}',
  params: [TASK, REMARK, body('handle', "'pass' | 'end' | 'turn'", 'the action'), { ...body('turn_node', 'number', 'the earlier node to go back to'), when: 'with handle turn' }],
});

/** One-click approve: a pass by a call of its own (the spec names no path; DECISIONS-level ruling in docs/approval.md). */
export const oneClick = endpoint<{ task_id: number }, { remark: string }>({ method: 'POST', url: '/approval/one_click/{task_id}', params: [TASK, REMARK] });

export const withdraw = endpoint<{ approval_serial_number: string }, { remark: string }>({ method: 'POST', url: '/approval/withdraw/{approval_serial_number}', params: [SERIAL, REMARK] });
export const urge = endpoint<{ approval_serial_number: string }, { remark: string; url: string }>({ method: 'POST', url: '/approval/urge/{approval_serial_number}', params: [SERIAL, REMARK, URL] });

export interface NoticeBody {
  url: string;
  node_id: number;
  select_staff: SelectedStaff[];
  remark: string;
}

export const copyTo = endpoint<object, NoticeBody>({ method: 'POST', url: '/approval/copyto', params: [URL, NODE, STAFF, REMARK] });

export interface AssignBody extends NoticeBody {
  approval_type: ApprovalType;
}

const ASSIGN: ParamSpec[] = [URL, NODE, body('approval_type', "'and' | 'or'", 'the node after it: and 会签 (all sign), or 或签 (any one)'), STAFF, REMARK];
/** set: the chosen people join the current node; relay: the user's part goes to them. */
export const setApprovers = endpoint<object, AssignBody>({ method: 'POST', url: '/approval/set', params: ASSIGN });
export const relay = endpoint<object, AssignBody>({ method: 'POST', url: '/approval/relay', params: ASSIGN });

/** GET {confirm-url}?approval_serial_number=: whether every field has been approved (data true or 1), asked before a pass. */
export const confirmCheck = (url: string) =>
  endpoint<{ approval_serial_number: string }>({ method: 'GET', url, params: [queryParam('approval_serial_number', 'string', 'the record being passed')] });
