// Approval area (spec 3 §3, §4): per module (and class) the need-approval flag, the flows with their
// nodes and the change log; the records that go through a flow in rounds; the phrases and historical
// comments of the acting user. The transitions live in approval-flow.ts.
import type {
  ApprovalFlow, ApprovalPathLog, ApprovalType, CommonPhrase, HistoryComment, OperationLogDay, OperationLogItem, RoundStatus, TaskStaff,
} from '../../../src/approval/types';
import { Rng, audit, formatDateTime, hashSeed, serial } from '../random';
import type { OrgData } from '../types';

export interface MockFlowNode {
  id: number;
  node_name: string;
  approval_type: ApprovalType;
  staff: TaskStaff[];
}

export interface MockFlow extends ApprovalFlow {
  nodes: MockFlowNode[];
}

export interface ModuleApproval {
  status: 0 | 1;
  flows: MockFlow[];
  log: OperationLogDay[];
}

/** A person's part in a node of a round. */
export interface MockPart {
  staff: TaskStaff;
  state: 'idle' | 'pending' | 'passed' | 'turned' | 'ended' | 'relayed' | 'withdrawn';
  start?: number;
  end?: number;
  remark: string;
}

export interface MockRoundNode {
  id: number;
  node_name: string;
  approval_type: ApprovalType;
  parts: MockPart[];
  start?: number;
  end?: number;
}

export interface MockRound {
  serial_number: string;
  process_name: string;
  process_num: string;
  status: RoundStatus;
  /** index of the current node (while status is 1) */
  current: number;
  nodes: MockRoundNode[];
  logs: ApprovalPathLog[];
  start: number;
  end?: number;
  applicant_remark: string;
}

export interface MockApprovalRecord {
  /** the record's number (task ids are made of it) */
  no: number;
  approval_num: string;
  model_name: string;
  data_id: number;
  applicant: TaskStaff;
  rounds: MockRound[];
  /** one-click approve is allowed on this record (is_can_approval) */
  one_click: boolean;
  /** what the demo's confirm URL answers: every field of the record has been approved */
  fields_confirmed: boolean;
  /** copy-to and urge notices, newest last */
  notices: { kind: 'copyto' | 'urge'; by: string; to: string[]; remark: string; url: string; at: number }[];
}

export interface ApprovalData {
  seed: number;
  org: OrgData;
  modules: Map<string, ModuleApproval>;
  records: Map<string, MockApprovalRecord>;
  phrases: CommonPhrase[];
  comments: HistoryComment[];
  seq: { flow: number; node: number; phrase: number; comment: number; round: number; record: number };
  /** the mock's clock (seconds): every action moves it on, so times and durations differ */
  clock: number;
}

export const moduleKey = (model: string, classId?: number | null) => (classId ? `${model}#${classId}` : model);

export const staffOf = (org: OrgData, id: number): TaskStaff => {
  const s = org.staff.find((x) => x.id === id) ?? org.staff[0]!;
  return { id: s.id, name: s.name, serial_number: s.serial_number };
};

export const me = (a: ApprovalData): TaskStaff => staffOf(a.org, a.org.currentStaffId);

/** Advances the clock by a few minutes and answers the new time. */
export function tick(a: ApprovalData, minutes = 7): number {
  a.clock += minutes * 60;
  return a.clock;
}

export const at = (seconds: number | undefined) => (seconds === undefined ? '' : formatDateTime(seconds));

const NODE_NAMES = ['部门审批', '财务审批', '总经理审批', '法务审批', '行政审批'];
const FLOW_WORDS = ['标准', '简易', '加急', '大额', '跨部门', '年度'];
const MODULE_TITLES: Record<string, string> = { purchase: '采购单', goods: '物品', supplier: '供应商', contract: '合同' };

function flowNodes(a: ApprovalData, rng: Rng, count: number): MockFlowNode[] {
  const others = a.org.staff.filter((s) => s.id !== a.org.currentStaffId);
  return NODE_NAMES.slice(0, count).map((node_name) => ({
    id: ++a.seq.node,
    node_name,
    approval_type: rng.bool(0.3) ? 'and' : 'or',
    staff: rng.some(others, 1, 3).map((s) => staffOf(a.org, s.id)),
  }));
}

function makeFlows(a: ApprovalData, rng: Rng, model: string, count: number): MockFlow[] {
  const people = a.org.staff.slice(0, 20).map((s) => s.name);
  const title = MODULE_TITLES[model] ?? model;
  return Array.from({ length: count }, (_, i) => ({
    id: ++a.seq.flow,
    serial_number: serial('SPLC', a.seq.flow, 4),
    name: `${title}${FLOW_WORDS[i % FLOW_WORDS.length]}审批流程`,
    infos: rng.bool(0.7) ? `${title}${FLOW_WORDS[i % FLOW_WORDS.length]}场景使用` : '',
    default: 0 as const,
    ...audit(rng, people),
    nodes: flowNodes(a, rng, rng.int(2, 4)),
  }));
}

function logItem(a: ApprovalData, content: OperationLogItem['content'], param_desc: string, hour: string, files?: OperationLogItem['files']): OperationLogItem {
  const who = me(a);
  return { company_id: 1, created_by: who.name, created_staff_id: who.id, created_user: who.name, content, param_desc, created_hour: hour, ...(files ? { files } : {}) };
}

/** A seeded change log: a day with each shape of content, and file items. */
function seededLog(a: ApprovalData, flows: MockFlow[]): OperationLogDay[] {
  const [first, second] = flows;
  if (!first) return [];
  return [
    {
      created_day: '2026-11-20',
      list: [
        logItem(a, { before: '未开启', after: '已开启' }, '是否需要审批', '15:20'),
        logItem(a, `将「${first.name}」设为当前流程`, '当前流程', '11:02'),
      ],
    },
    {
      created_day: '2026-11-18',
      list: [
        logItem(a, [`新增流程「${first.name}」`, `节点：${first.nodes.map((n) => n.node_name).join('、')}`], '审批流程', '16:45'),
        logItem(a, { add: second ? [second.name] : [], del: ['旧版审批流程'] }, '审批流程', '10:12'),
        logItem(a, '上传流程说明附件', '附件', '09:30', [
          { attachment_id: 501, name: '审批流程说明.pdf', full_name: '审批流程说明.pdf', image_url: 'https://files.example.com/approval/flow-guide.pdf' },
          { attachment_id: 502, full_name: '节点示意图.png', image_url: 'https://files.example.com/approval/nodes.png' },
        ]),
      ],
    },
  ];
}

/** The flows of a module (any model_name; made on first use). */
export function moduleOf(a: ApprovalData, model: string, classId?: number | null): ModuleApproval {
  const key = moduleKey(model, classId);
  let m = a.modules.get(key);
  if (!m) {
    const rng = new Rng(hashSeed(a.seed, key));
    const count = model === 'contract' ? 0 : model === 'supplier' ? 2 : rng.int(2, 4);
    const flows = makeFlows(a, rng, model, count);
    if (flows[0] && model !== 'supplier') flows[0].default = 1;
    m = { status: model === 'purchase' || model === 'goods' ? 1 : 0, flows, log: seededLog(a, flows) };
    a.modules.set(key, m);
  }
  return m;
}

/** Writes a change-log item under today's day of the module. */
export function writeLog(a: ApprovalData, m: ModuleApproval, content: OperationLogItem['content'], param_desc: string): void {
  const when = formatDateTime(tick(a, 1));
  const day = when.slice(0, 10);
  let first = m.log[0];
  if (first?.created_day !== day) {
    first = { created_day: day, list: [] };
    m.log.unshift(first);
  }
  first.list.unshift(logItem(a, content, param_desc, when.slice(11, 16)));
}

const SYSTEM_PHRASES = ['同意', '情况属实，同意', '不同意，请补充材料'];
const MY_PHRASES = ['已核对，无误', '请尽快处理', '金额偏高，请说明原因', '附件不全'];
const APPS = [
  { app_title: '采购管理', title: '采购单' },
  { app_title: '供应商管理', title: '供应商准入' },
  { app_title: '合同管理', title: '合同审批' },
];

/** The demo record's flow on purchase: the acting user is on every node, so one user walks it. */
function demoFlow(a: ApprovalData): MockFlow {
  const m = moduleOf(a, 'purchase');
  const flow = m.flows.find((f) => f.default === 1)!;
  const others = a.org.staff.filter((s) => s.id !== a.org.currentStaffId);
  const mine = me(a);
  flow.nodes = [
    { id: ++a.seq.node, node_name: '部门审批', approval_type: 'or', staff: [mine, staffOf(a.org, others[0]!.id)] },
    { id: ++a.seq.node, node_name: '财务审批', approval_type: 'or', staff: [mine, staffOf(a.org, others[1]!.id)] },
    { id: ++a.seq.node, node_name: '总经理审批', approval_type: 'and', staff: [mine] },
  ];
  return flow;
}

export const DEMO_RECORD = { model_name: 'purchase', data_id: 1001, approval_num: 'SP202611240001' } as const;

export function generateApproval(seed: number, org: OrgData): ApprovalData {
  const rng = new Rng(seed);
  const a: ApprovalData = {
    seed,
    org,
    modules: new Map(),
    records: new Map(),
    phrases: [],
    comments: [],
    seq: { flow: 0, node: 0, phrase: 0, comment: 0, round: 0, record: 1 },
    clock: Date.UTC(2026, 10, 24, 9, 0, 0) / 1000,
  };
  demoFlow(a);
  a.records.set(DEMO_RECORD.approval_num, { ...DEMO_RECORD, no: 1, applicant: me(a), rounds: [], notices: [], one_click: true, fields_confirmed: true });
  a.phrases = [
    ...SYSTEM_PHRASES.map((remark) => ({ id: ++a.seq.phrase, remark, is_system: 1 as const })),
    ...MY_PHRASES.map((remark) => ({ id: ++a.seq.phrase, remark, is_system: 0 as const })),
  ];
  const people = org.staff.slice(0, 10).map((s) => s.name);
  a.comments = Array.from({ length: 23 }, (_, i) => ({
    id: ++a.seq.comment,
    remark: rng.pick([...SYSTEM_PHRASES, ...MY_PHRASES, '已与供应商确认价格', '预算内，同意采购']),
    created_at: audit(rng, people).created_at,
    app: APPS[i % APPS.length]!,
  })).sort((x, y) => y.created_at.localeCompare(x.created_at));
  return a;
}
