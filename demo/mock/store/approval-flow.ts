// The transitions of spec 3 §4 "Approval actions" on a record's rounds, and the views the approval
// elements read: the path of the current round, the rounds as a process log, and the acting user's task.
// A MockError here is the backend's refusal (a business code with a Chinese msg).
import type {
  ApprovalAction, ApprovalHistoryEntry, ApprovalPath, ApprovalTask, ApprovalType, LogStatus, NodePerson, SelectedStaff,
} from '../../../src/approval/types';
import { MockError } from '../kit';
import { at, me, moduleOf, staffOf, tick, type ApprovalData, type MockApprovalRecord, type MockPart, type MockRound, type MockRoundNode } from './approval';

const TYPE_TEXT: Record<ApprovalType, string> = { and: '会签', or: '或签' };
const PART_TEXT: Record<MockPart['state'], string> = {
  idle: '无需处理',
  pending: '待处理',
  passed: '已通过',
  turned: '已驳回',
  ended: '已结束',
  relayed: '已转发',
  withdrawn: '已撤回',
};
const ACTION_NAMES: Record<ApprovalAction, string> = {
  withdraw: '撤回', urge: '催办', copyto: '抄送', set: '指定', relay: '转发', turn: '驳回', end: '结束', pass: '通过',
};
const ORDER: ApprovalAction[] = ['withdraw', 'urge', 'copyto', 'set', 'relay', 'turn', 'end', 'pass'];

/** '1小时5分钟' between two times (seconds); '' while open. */
export function duration(start?: number, end?: number): string {
  if (start === undefined || end === undefined) return '';
  const minutes = Math.max(0, Math.round((end - start) / 60));
  const h = Math.floor(minutes / 60);
  return h ? `${h}小时${minutes % 60}分钟` : `${minutes}分钟`;
}

export const roundOf = (r: MockApprovalRecord): MockRound | undefined => r.rounds.at(-1);
const inApproval = (r: MockApprovalRecord) => roundOf(r)?.status === 1;
const currentNode = (round: MockRound) => round.nodes[round.current]!;

/** The record of an approval number (or a round's serial number). */
export function recordOf(a: ApprovalData, num: string): MockApprovalRecord {
  const rec = a.records.get(num) ?? [...a.records.values()].find((r) => r.rounds.some((x) => x.serial_number === num));
  if (!rec) throw new MockError(404, '审批记录不存在');
  return rec;
}

/** The acting user's task id on the record's current round. */
export const taskIdOf = (r: MockApprovalRecord) => r.no * 100 + r.rounds.length;

export function recordOfTask(a: ApprovalData, taskId: number): MockApprovalRecord {
  const rec = [...a.records.values()].find((r) => r.rounds.length && taskIdOf(r) === taskId);
  if (!rec) throw new MockError(404, '审批任务不存在');
  return rec;
}

function startNode(node: MockRoundNode, now: number): void {
  node.start = now;
  node.end = undefined;
  for (const p of node.parts) Object.assign(p, { state: 'pending', start: now, end: undefined, remark: '' });
}

function log(round: MockRound, node: MockRoundNode, who: string, status: LogStatus, remark: string, now: number, select_staff = ''): void {
  round.logs.push({
    handler_staff_name: who,
    end_time: at(now),
    status,
    duration: duration(node.start ?? round.start, now),
    remark,
    approval_node: {
      approval_type_text: TYPE_TEXT[node.approval_type],
      node_name: node.node_name,
      start_date: at(node.start ?? round.start),
      end_date: at(now),
      duration: duration(node.start ?? round.start, now),
      select_staff,
    },
  });
}

/** Submits the record (or submits it again after a withdraw or an end) on its module's default flow. */
export function submit(a: ApprovalData, model: string, dataId: number, remark = ''): MockApprovalRecord {
  let rec = [...a.records.values()].find((r) => r.model_name === model && r.data_id === dataId);
  if (rec && inApproval(rec)) throw new MockError(422, '审批中，不能重复提交');
  const flow = moduleOf(a, model).flows.find((f) => f.default === 1);
  if (!flow) throw new MockError(422, '未启用审批流程');
  if (!rec) {
    const no = ++a.seq.record;
    rec = { no, approval_num: `SP20261124${String(no).padStart(4, '0')}`, model_name: model, data_id: dataId, applicant: me(a), rounds: [], notices: [], one_click: true, fields_confirmed: true };
    a.records.set(rec.approval_num, rec);
  }
  const now = tick(a);
  const round: MockRound = {
    serial_number: `${rec.approval_num}-${rec.rounds.length + 1}`,
    process_name: flow.name,
    process_num: flow.serial_number,
    status: 1,
    current: 0,
    nodes: flow.nodes.map((n) => ({ id: n.id, node_name: n.node_name, approval_type: n.approval_type, parts: n.staff.map((staff) => ({ staff, state: 'idle', remark: '' })) })),
    logs: [],
    start: now,
    applicant_remark: remark,
  };
  rec.rounds.push(round);
  log(round, round.nodes[0]!, rec.applicant.name, -1, remark, now);
  startNode(round.nodes[0]!, now);
  return rec;
}

function myPart(a: ApprovalData, rec: MockApprovalRecord): MockPart | undefined {
  const round = roundOf(rec);
  if (!round || round.status !== 1) return undefined;
  return currentNode(round).parts.find((p) => p.staff.id === a.org.currentStaffId && p.state === 'pending');
}

function needPart(a: ApprovalData, rec: MockApprovalRecord): { round: MockRound; node: MockRoundNode; part: MockPart } {
  const part = myPart(a, rec);
  if (!part) throw new MockError(403, '当前无审批权限');
  const round = roundOf(rec)!;
  return { round, node: currentNode(round), part };
}

function finish(part: MockPart, state: MockPart['state'], remark: string, now: number): void {
  Object.assign(part, { state, remark, end: now });
}

/** pass, end or turn by the acting user (POST /approval/my/{task_id}, and one-click approve as a pass). */
export function handle(a: ApprovalData, rec: MockApprovalRecord, how: 'pass' | 'end' | 'turn', remark: string, turnNode?: number): void {
  if (!remark.trim()) throw new MockError(422, '请输入审批意见');
  if (remark.length > 500) throw new MockError(422, '审批意见不能超过500个字符');
  const { round, node, part } = needPart(a, rec);
  const now = tick(a);
  const who = part.staff.name;
  if (how === 'pass') {
    finish(part, 'passed', remark, now);
    log(round, node, who, 2, remark, now);
    const done = node.approval_type === 'or' || node.parts.every((p) => p.state !== 'pending');
    if (!done) return;
    for (const p of node.parts) if (p.state === 'pending') p.state = 'idle';
    node.end = now;
    if (round.current === round.nodes.length - 1) Object.assign(round, { status: 2, end: now });
    else startNode(round.nodes[++round.current]!, now);
  } else if (how === 'end') {
    finish(part, 'ended', remark, now);
    log(round, node, who, 4, remark, now);
    node.end = now;
    Object.assign(round, { status: 3, end: now });
  } else {
    const target = round.nodes.findIndex((n) => n.id === turnNode);
    if (target < 0 || target >= round.current) throw new MockError(422, '请选择驳回节点');
    finish(part, 'turned', remark, now);
    log(round, node, who, 3, remark, now);
    for (const n of round.nodes.slice(target + 1, round.current + 1)) {
      Object.assign(n, { start: undefined, end: undefined });
      for (const p of n.parts) Object.assign(p, { state: 'idle', start: undefined, end: undefined, remark: '' });
    }
    round.current = target;
    startNode(round.nodes[target]!, now);
  }
}

/** The applicant takes the record back: the round ends withdrawn. */
export function withdraw(a: ApprovalData, rec: MockApprovalRecord, remark: string): void {
  const round = roundOf(rec);
  if (!round || round.status !== 1) throw new MockError(422, '当前状态不能撤回');
  if (rec.applicant.id !== a.org.currentStaffId) throw new MockError(403, '只有申请人可以撤回');
  const now = tick(a);
  for (const p of currentNode(round).parts) if (p.state === 'pending') finish(p, 'withdrawn', remark, now);
  Object.assign(round, { status: 5, end: now });
}

/** set: the chosen people join the current node; relay: the acting user's part goes to them. */
export function assign(a: ApprovalData, rec: MockApprovalRecord, how: 'set' | 'relay', nodeId: number, type: ApprovalType, chosen: SelectedStaff[], remark: string): void {
  if (!chosen.length) throw new MockError(422, '请选择指定审批人');
  if (type !== 'and' && type !== 'or') throw new MockError(422, '请选择指定后的审批类型');
  const { node, part } = needPart(a, rec);
  if (node.id !== nodeId) throw new MockError(422, '审批节点已变化，请刷新');
  const now = tick(a);
  if (how === 'relay') finish(part, 'relayed', remark, now);
  node.approval_type = type;
  for (const s of chosen) {
    const existing = node.parts.find((p) => p.staff.id === s.id);
    if (existing) Object.assign(existing, { state: 'pending', start: now, end: undefined });
    else node.parts.push({ staff: staffOf(a.org, s.id), state: 'pending', start: now, remark: '' });
  }
}

const person = (p: MockPart): NodePerson => ({
  staff_name: p.staff.name,
  status_text: PART_TEXT[p.state],
  start_time: at(p.start),
  end_time: at(p.end),
  duration: duration(p.start, p.end),
  handler_staff_name: p.end !== undefined ? p.staff.name : '',
  remark: p.remark,
});

function nodeStatus(round: MockRound, i: number): string {
  if (round.status === 5 && i === round.current) return '已撤回';
  if (round.status === 3 && i === round.current) return '已结束';
  if (round.status === 1 && i === round.current) return '处理中';
  return round.nodes[i]!.end !== undefined ? '已完成' : '未开始';
}

/** The path of the record's current round; before the first submit, its module's default flow not reached. */
export function pathOf(a: ApprovalData, rec: MockApprovalRecord): ApprovalPath {
  const round = roundOf(rec);
  const head = { approval_num: rec.approval_num, model_name: rec.model_name, data_id: rec.data_id };
  if (!round) {
    const flow = moduleOf(a, rec.model_name).flows.find((f) => f.default === 1);
    return {
      ...head,
      process_name: flow?.name ?? '',
      process_num: flow?.serial_number ?? '',
      remark: [],
      logs: [],
      nodes: (flow?.nodes ?? []).map((n) => ({
        node_name: n.node_name, staff_name: n.staff.map((s) => s.name).join('、'), staff_names: n.staff.map((s) => s.name), approval_type: n.approval_type,
        status: 0, is_current: 0, node_status: '未开始', operating_time: '', start_time: '', end_time: '', duration: '', nodes: [],
      })),
    };
  }
  return {
    ...head,
    process_name: round.process_name,
    process_num: round.process_num,
    nodes: round.nodes.map((n, i) => ({
      node_name: n.node_name,
      staff_name: n.parts.map((p) => p.staff.name).join('、'),
      staff_names: n.parts.map((p) => p.staff.name),
      approval_type: n.approval_type,
      status: n.start !== undefined ? 1 : 0,
      is_current: round.status === 1 && i === round.current ? 1 : 0,
      node_status: nodeStatus(round, i),
      operating_time: at(n.end),
      start_time: at(n.start),
      end_time: at(n.end),
      duration: duration(n.start, n.end),
      nodes: n.parts.map(person),
    })),
    remark: remarksOf(rec),
    logs: round.logs,
  };
}

/** The rounds of a record as the process log, newest first. */
export function historyOf(rec: MockApprovalRecord): ApprovalHistoryEntry[] {
  return rec.rounds
    .map((round) => ({
      process_name: round.process_name,
      approval_num: rec.approval_num,
      serial_number: round.serial_number,
      process_num: round.process_num,
      duration: duration(round.start, round.end),
      approval_status: round.status,
      logs: round.nodes.map((n, i) => ({
        node_name: n.node_name,
        node_type: n.approval_type,
        node_status: nodeStatus(round, i),
        staff_names: n.parts.map((p) => p.staff.name).join('、'),
        start_time: at(n.start),
        end_time: at(n.end),
        duration: duration(n.start, n.end),
        applicant_remark: i === 0 ? round.applicant_remark : '',
        nodes: n.parts.map(person),
      })),
    }))
    .reverse();
}

/** Every comment written on the record's rounds, in order. */
export function remarksOf(rec: MockApprovalRecord) {
  return rec.rounds.flatMap((round) =>
    round.logs.filter((l) => l.remark).map((l) => ({ remark: l.remark, approval_status: l.status, duration: l.duration, handler_staff_name: l.handler_staff_name, created_at: l.end_time })),
  );
}

/** The acting user's task: the applicant's and the current approver's buttons. */
export function taskOf(a: ApprovalData, rec: MockApprovalRecord): ApprovalTask {
  const round = roundOf(rec);
  const mine = myPart(a, rec);
  const keys = new Set<ApprovalAction>();
  if (round?.status === 1 && rec.applicant.id === a.org.currentStaffId) ['withdraw', 'urge'].forEach((k) => keys.add(k as ApprovalAction));
  if (round && mine) {
    ['copyto', 'set', 'relay', 'end', 'pass'].forEach((k) => keys.add(k as ApprovalAction));
    if (round.current > 0) keys.add('turn');
  }
  const buttons = ORDER.filter((k) => keys.has(k));
  const node = round?.status === 1 ? currentNode(round) : undefined;
  return {
    task_id: round && keys.size ? taskIdOf(rec) : 0,
    data_id: rec.data_id,
    model_name: rec.model_name,
    task_time_num: rec.rounds.length,
    current_node: node ? { node_id: node.id, approval_type: node.approval_type, staff_list: node.parts.map((p) => p.staff) } : null,
    buttons,
    buttons_new: buttons.map((key) => ({ key, name: ACTION_NAMES[key] })),
    turn_nodes: round && mine ? round.nodes.slice(0, round.current).map((n) => ({ id: n.id, name: n.node_name, staff_name: n.parts.map((p) => p.staff.name).join('、') })) : [],
    is_can_approval: mine && rec.one_click ? 1 : 0,
  };
}

/** copy-to and urge leave a notice on the record and change nothing else. */
export function notice(a: ApprovalData, rec: MockApprovalRecord, kind: 'copyto' | 'urge', to: SelectedStaff[], remark: string, url: string): void {
  if (!remark.trim()) throw new MockError(422, '请输入审批意见');
  if (kind === 'urge' && !inApproval(rec)) throw new MockError(422, '当前状态不能催办');
  if (kind === 'copyto' && !to.length) throw new MockError(422, '请选择抄送人');
  rec.notices.push({ kind, by: me(a).name, to: to.map((s) => s.name), remark, url, at: tick(a, 1) });
}

/** The gallery's record: purchase 1002, submitted and passed by the first node, so its bar and path show a task mid-way. */
export const GALLERY_RECORD = { model_name: 'purchase', data_id: 1002 } as const;

export function withGalleryRecord(a: ApprovalData): ApprovalData {
  const rec = submit(a, GALLERY_RECORD.model_name, GALLERY_RECORD.data_id, '请审批本月办公用品采购');
  handle(a, rec, 'pass', '部门预算内，同意');
  return a;
}
