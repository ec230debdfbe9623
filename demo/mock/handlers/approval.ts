// Approval area (spec 3 §7 Approval): the settings of a module ({private} prefix or none), the summary,
// path and process log of a record, the acting user's task and its actions, the change log, and a
// demo-only submit. The model and its transitions are in store/approval*.ts.
import type { HttpHandler } from 'msw';
import type { ApprovalType, SelectedStaff } from '../../../src/approval/types';
import { MockError, asObject, isEmpty, modelName, num, paged, route, text, type Input } from '../kit';
import { store } from '../store';
import { moduleOf, writeLog, type ModuleApproval } from '../store/approval';
import { assign, handle, historyOf, notice, pathOf, recordOf, recordOfTask, remarksOf, submit, taskOf, withdraw } from '../store/approval-flow';

const approval = () => store.approval();

function json(v: unknown): Input {
  if (typeof v === 'string' && v.trim()) {
    try {
      return asObject(JSON.parse(v));
    } catch {
      throw new MockError(400, '参数格式错误');
    }
  }
  return asObject(v);
}

/** The module (and class, from `param` {"class_id"}) a settings call names. */
function moduleIn(input: Input): { model: string; m: ModuleApproval } {
  const model = modelName(input);
  return { model, m: moduleOf(approval(), model, num(json(input.param).class_id) ?? null) };
}

const flowOf = (m: ModuleApproval, id: unknown) => {
  const flow = m.flows.find((f) => f.id === num(id));
  if (!flow) throw new MockError(404, '审批流程不存在');
  return flow;
};

const chosen = (v: unknown): SelectedStaff[] => (Array.isArray(v) ? v.map(asObject).filter((s) => num(s.id) !== undefined).map((s) => ({ id: num(s.id)!, name: String(s.name ?? '') })) : []);

const settingsHandlers: HttpHandler[] = [
  route('POST', '/approval/enable', ({ input }) => {
    const { m } = moduleIn(input);
    const status = num(input.status) === 1 ? 1 : 0;
    if (status === 1 && !m.flows.length) throw new MockError(422, '请先新增审批流程');
    if (m.status !== status) writeLog(approval(), m, { before: m.status ? '已开启' : '未开启', after: status ? '已开启' : '未开启' }, '是否需要审批');
    m.status = status;
    return null;
  }),
  route('GET', '/approval/status', ({ input }) => ({ status: moduleIn(input).m.status })),
  route('GET', '/approval/list', ({ input }) => {
    const { m } = moduleIn(input);
    const name = text(json(input.filters).name).trim();
    return paged(input, name ? m.flows.filter((f) => f.name.includes(name)) : m.flows, 'list');
  }),
  route('POST', '/approval/default', ({ input }) => {
    const { m } = moduleIn(input);
    const flow = flowOf(m, input.approval_id);
    for (const f of m.flows) f.default = f === flow ? 1 : 0;
    writeLog(approval(), m, `将「${flow.name}」设为当前流程`, '当前流程');
    return null;
  }),
  route('DELETE', '/approval/:id', ({ params }) => {
    for (const m of approval().modules.values()) {
      const flow = m.flows.find((f) => f.id === num(params.id));
      if (!flow) continue;
      if (flow.default === 1) throw new MockError(422, '当前流程不能删除');
      m.flows.splice(m.flows.indexOf(flow), 1);
      writeLog(approval(), m, { del: [flow.name] }, '审批流程');
      return null;
    }
    throw new MockError(404, '审批流程不存在');
  }),
  route('POST', '/base/data_operating_log/list', ({ input }) => {
    const model = modelName(input);
    if (!model.startsWith('approval_')) return paged(input, [], 'list');
    return paged(input, moduleOf(approval(), model.slice('approval_'.length), num(input.data_id) || null).log, 'list');
  }),
];

const recordHandlers: HttpHandler[] = [
  route('GET', '/approval/default', ({ input }) => {
    const { model, m } = moduleIn(input);
    const flow = m.status === 1 ? m.flows.find((f) => f.default === 1) : undefined;
    if (!flow) return { ison: 0, process: null };
    return {
      ison: 1,
      process: {
        id: flow.id,
        model_name: model,
        name: flow.name,
        serial_number: flow.serial_number,
        node_count: flow.nodes.length,
        approval_staff_count: new Set(flow.nodes.flatMap((n) => n.staff.map((s) => s.id))).size,
        infos: flow.infos,
        created_at: flow.created_at,
      },
    };
  }),
  route('GET', '/api/approval/logs/:num', ({ params }) => pathOf(approval(), recordOf(approval(), params.num!))),
  route('POST', '/approval/history_list', ({ input }) => {
    const num_ = text(input.approval_num);
    const a = approval();
    const rec = num_ ? recordOf(a, num_) : [...a.records.values()].find((r) => r.model_name === input.model_name && r.data_id === num(input.data_id));
    return rec ? historyOf(rec) : [];
  }),
  route('POST', '/approval/remark/list', ({ input }) => remarksOf(recordOf(approval(), text(input.approval_serial_number)))),
  route('GET', '/approval/data/:serial', ({ params }) => taskOf(approval(), recordOf(approval(), params.serial!))),
  route('POST', '/approval/my/:task', ({ params, input }) => {
    const how = text(input.handle);
    if (how !== 'pass' && how !== 'end' && how !== 'turn') throw new MockError(422, '未知的审批操作');
    handle(approval(), recordOfTask(approval(), num(params.task)!), how, text(input.remark), num(input.turn_node));
    return null;
  }),
  route('POST', '/approval/one_click/:task', ({ params, input }) => {
    const a = approval();
    const rec = recordOfTask(a, num(params.task)!);
    if (!taskOf(a, rec).is_can_approval) throw new MockError(403, '当前数据不允许一键审批');
    handle(a, rec, 'pass', text(input.remark) || '同意');
    return null;
  }),
  route('POST', '/approval/withdraw/:serial', ({ params, input }) => {
    withdraw(approval(), recordOf(approval(), params.serial!), text(input.remark));
    return null;
  }),
  route('POST', '/approval/urge/:serial', ({ params, input }) => {
    notice(approval(), recordOf(approval(), params.serial!), 'urge', [], text(input.remark), text(input.url));
    return null;
  }),
  route('POST', '/approval/copyto', ({ input }) => {
    const a = approval();
    notice(a, recordOfNode(num(input.node_id)), 'copyto', chosen(input.select_staff), text(input.remark), text(input.url));
    return null;
  }),
  ...(['set', 'relay'] as const).map((how) =>
    route('POST', `/approval/${how}`, ({ input }) => {
      if (isEmpty(text(input.remark))) throw new MockError(422, how === 'relay' ? '请填写转发后的说明' : '请填写指定后的说明');
      const nodeId = num(input.node_id);
      assign(approval(), recordOfNode(nodeId), how, nodeId!, input.approval_type as ApprovalType, chosen(input.select_staff), text(input.remark));
      return null;
    }),
  ),
  // the demo's confirm URL (the bar's confirm-url): 1 when every field of the record has been approved
  route('GET', '/approval/demo/fields_confirmed', ({ input }) => (recordOf(approval(), text(input.approval_serial_number)).fields_confirmed ? 1 : 0)),
  route('POST', '/approval/demo/submit', ({ input }) => ({ approval_num: submit(approval(), modelName(input), num(input.data_id) ?? 0, text(input.remark)).approval_num })),
];

/** The record in approval whose current node is `nodeId` (copy-to, set and relay name the node). */
function recordOfNode(nodeId: number | undefined) {
  const rec = [...approval().records.values()].find((r) => {
    const round = r.rounds.at(-1);
    return round?.status === 1 && round.nodes[round.current]!.id === nodeId;
  });
  if (!rec) throw new MockError(422, '审批节点已变化，请刷新');
  return rec;
}

export const approvalHandlers: HttpHandler[] = [...settingsHandlers, ...recordHandlers];
