/**
 * The approval entities of spec 3 §3, as the backend answers them: flows and their settings, the
 * summary and path of a flow, the rounds and logs of a record, the task of the acting user, common
 * phrases and historical comments. Every approval element and the mock backend read these types.
 */

/** 'and': all of the node's people sign (会签); 'or': any one of them (或签). */
export type ApprovalType = 'and' | 'or';

/** The action keys of a task's buttons. */
export type ApprovalAction = 'withdraw' | 'urge' | 'copyto' | 'set' | 'relay' | 'turn' | 'end' | 'pass';

/** A flow of a module (the settings list). `default` 1 marks the current flow. */
export interface ApprovalFlow {
  id: number;
  serial_number: string;
  name: string;
  infos: string;
  default: 0 | 1;
  created_by: string;
  created_at: string;
  updated_by: string;
  updated_at: string;
}

/** The summary of the module's enabled flow (GET /approval/default). */
export interface ApprovalProcessSummary {
  id: number;
  model_name: string;
  name: string;
  serial_number: string;
  node_count: number;
  approval_staff_count: number;
  infos: string;
  created_at: string;
}

export interface ApprovalDefault {
  ison: 0 | 1;
  process: ApprovalProcessSummary | null;
}

/** A person of a node: 待处理 while their part is open. */
export interface NodePerson {
  staff_name: string;
  status_text: string;
  start_time: string;
  end_time: string;
  duration: string;
  handler_staff_name: string;
  remark: string;
}

/** 处理中 (the current node), 已完成, 未开始, 已撤回 */
export type NodeStatusText = string;

/** A step of a record's path. status 1: reached (done or current); 0: not reached. */
export interface ApprovalPathNode {
  node_name: string;
  staff_name: string;
  staff_names: string[];
  approval_type: ApprovalType;
  status: 0 | 1;
  is_current: 0 | 1;
  node_status: NodeStatusText;
  operating_time: string;
  start_time: string;
  end_time: string;
  duration: string;
  nodes: NodePerson[];
}

/** Log row status: -1 submit, 1 pending, 2 approved, 3 rejected (turned back), 4 not passed (ended). */
export type LogStatus = -1 | 1 | 2 | 3 | 4;

export interface ApprovalPathLog {
  handler_staff_name: string;
  end_time: string;
  status: LogStatus;
  duration: string;
  remark: string;
  approval_node: {
    approval_type_text: string;
    node_name: string;
    start_date: string;
    end_date: string;
    duration: string;
    select_staff: string;
  };
}

export interface ApprovalRemark {
  remark: string;
  approval_status: number;
  duration: string;
  handler_staff_name: string;
  created_at: string;
}

/** The path of a record's current round (GET /api/approval/logs/{num}). */
export interface ApprovalPath {
  process_name: string;
  process_num: string;
  approval_num: string;
  model_name: string;
  data_id: number;
  nodes: ApprovalPathNode[];
  remark: ApprovalRemark[];
  logs: ApprovalPathLog[];
}

/** A node of a round in the process log. */
export interface ApprovalLogEntry {
  node_name: string;
  node_type: ApprovalType;
  node_status: NodeStatusText;
  staff_names: string;
  start_time: string;
  end_time: string;
  duration: string;
  applicant_remark: string;
  nodes: NodePerson[];
}

/** approval_status of a round: 1 in approval, 2 passed, 3 ended, 5 withdrawn. */
export type RoundStatus = 1 | 2 | 3 | 5;

/** One round of a record (POST /approval/history_list), newest first. */
export interface ApprovalHistoryEntry {
  process_name: string;
  approval_num: string;
  serial_number: string;
  process_num: string;
  duration: string;
  approval_status: RoundStatus;
  logs: ApprovalLogEntry[];
}

export interface TaskStaff {
  id: number;
  name: string;
  serial_number: string;
}

/** The acting user's task on a record (GET /approval/data/{serial}); task_id 0: no task. */
export interface ApprovalTask {
  task_id: number;
  data_id: number;
  model_name: string;
  task_time_num: number;
  current_node: { node_id: number; approval_type: ApprovalType; staff_list: TaskStaff[] } | null;
  buttons: ApprovalAction[];
  buttons_new: { key: ApprovalAction; name: string }[];
  turn_nodes: { id: number; name: string; staff_name: string }[];
  is_can_approval: 0 | 1;
}

/** A person chosen for copy-to, set or relay. */
export interface SelectedStaff {
  id: number;
  name: string;
}

/** A common phrase; system phrases (is_system 1) are read-only. */
export interface CommonPhrase {
  id: number;
  remark: string;
  is_system: 0 | 1;
}

export interface HistoryComment {
  id: number;
  remark: string;
  created_at: string;
  app: { app_title: string; title: string };
}

/** A change-log item: content as text, lines, or the added / removed / before / after values. */
export type OperationContent = string | string[] | { add?: unknown; del?: unknown; before?: unknown; after?: unknown };

export interface OperationFile {
  attachment_id: number;
  name?: string;
  full_name?: string;
  image_url: string;
}

export interface OperationLogItem {
  company_id: number;
  created_by?: string;
  created_staff_id?: number;
  created_user: string;
  content: OperationContent;
  param_desc: string;
  created_hour: string;
  files?: OperationFile[];
}

export interface OperationLogDay {
  created_day: string;
  list: OperationLogItem[];
}
