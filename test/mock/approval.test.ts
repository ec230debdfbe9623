/**
 * The mock backend's approval model (spec 3 §4 "Approval actions"): a record walks its module's flow in
 * rounds; the path, the process log and the acting user's task agree after every transition, and the
 * refusals are business errors with the spec's messages.
 */
import { expect } from 'chai';
import { mock, startMockWorker, store } from '../../demo/mock';
import type { ApprovalHistoryEntry, ApprovalPath, ApprovalTask, CommonPhrase } from '../../src/approval/types';
import { call, get, post } from './catalogue-helpers';

const NUM = 'SP202611240001';
const task = () => get<ApprovalTask>(`/approval/data/${NUM}`);
const path = () => get<ApprovalPath>(`/api/approval/logs/${NUM}`);
const history = () => post<ApprovalHistoryEntry[]>('/approval/history_list', { model_name: 'purchase', data_id: 1001, approval_num: NUM });
const current = (p: ApprovalPath) => p.nodes.findIndex((n) => n.is_current === 1);
const act = async (handle: string, remark: string, turn_node?: number) => post(`/approval/my/${(await task()).task_id}`, { remark, handle, turn_node });

describe('mock backend: approval', () => {
  before(async () => {
    await startMockWorker();
  });
  beforeEach(() => mock.reset());

  it('submit → pass → turn back → pass → end: path, log and task agree at every step', async () => {
    expect((await task()).task_id).to.equal(0);
    expect((await path()).nodes.map((n) => n.status)).to.deep.equal([0, 0, 0]);

    await post('/approval/demo/submit', { model_name: 'purchase', data_id: 1001, remark: '请审批' });
    let t = await task();
    expect(t.buttons).to.deep.equal(['withdraw', 'urge', 'copyto', 'set', 'relay', 'end', 'pass']);
    expect(t.buttons_new.map((b) => b.name)).to.deep.equal(['撤回', '催办', '抄送', '指定', '转发', '结束', '通过']);
    expect(current(await path())).to.equal(0);

    await act('pass', '同意');
    let p = await path();
    expect(current(p)).to.equal(1);
    expect(p.nodes.map((n) => n.status)).to.deep.equal([1, 1, 0]);
    expect(p.logs.map((l) => l.status)).to.deep.equal([-1, 2]);
    t = await task();
    expect(t.buttons).to.include('turn');
    expect(t.turn_nodes.map((n) => n.name)).to.deep.equal(['部门审批']);

    await act('turn', '请补充报价', t.turn_nodes[0]!.id);
    p = await path();
    expect(current(p)).to.equal(0);
    expect(p.nodes.map((n) => n.node_status)).to.deep.equal(['处理中', '未开始', '未开始']);
    expect(p.logs.at(-1)!.status).to.equal(3);

    await act('pass', '已补充');
    await act('end', '预算不足');
    p = await path();
    expect(current(p)).to.equal(-1);
    expect(p.logs.map((l) => l.status)).to.deep.equal([-1, 2, 3, 2, 4]);
    expect((await task()).buttons).to.deep.equal([]);
    const [round] = await history();
    expect(round!.approval_status).to.equal(3);
    expect(round!.logs[1]!.nodes.find((n) => n.remark === '预算不足')!.status_text).to.equal('已结束');
  });

  it('withdraw ends the round; a new submit opens a second round, newest first in the log', async () => {
    await post('/approval/demo/submit', { model_name: 'purchase', data_id: 1001 });
    await post(`/approval/withdraw/${NUM}`, { remark: '撤回修改' });
    expect((await task()).buttons).to.deep.equal([]);
    await post('/approval/demo/submit', { model_name: 'purchase', data_id: 1001 });
    const rounds = await history();
    expect(rounds.map((r) => r.approval_status)).to.deep.equal([1, 5]);
    expect(rounds[1]!.logs[0]!.node_status).to.equal('已撤回');
  });

  it('set makes the current node 会签 with the chosen people: it waits for all of them', async () => {
    await post('/approval/demo/submit', { model_name: 'purchase', data_id: 1001 });
    await act('pass', '同意');
    const other = store.org().staff.find((s) => s.id !== store.org().currentStaffId)!;
    const t = await task();
    await post('/approval/set', { url: 'u', node_id: t.current_node!.node_id, approval_type: 'and', select_staff: [{ id: other.id, name: other.name }], remark: '请一并审批' });
    let p = await path();
    expect(p.nodes[1]!.approval_type).to.equal('and');
    expect(p.nodes[1]!.nodes.map((n) => n.status_text)).to.include('待处理');
    await act('pass', '同意');
    // 会签: the other person is still pending, the node stays current
    expect(current(await path())).to.equal(1);
    expect((await task()).buttons).to.deep.equal(['withdraw', 'urge']);
    p = await path();
    const pending = p.nodes[1]!.nodes.filter((n) => n.status_text === '待处理').map((n) => n.staff_name);
    const myName = store.org().staff.find((s) => s.id === store.org().currentStaffId)!.name;
    expect(pending).to.include(other.name);
    expect(pending).to.not.include(myName);
  });

  it('refusals: no remark, a turn without an earlier node, set without people, delete of the current flow', async () => {
    await post('/approval/demo/submit', { model_name: 'purchase', data_id: 1001 });
    const t = await task();
    expect((await call('POST', `/approval/my/${t.task_id}`, { remark: '', handle: 'pass' })).msg).to.equal('请输入审批意见');
    expect((await call('POST', `/approval/my/${t.task_id}`, { remark: 'x', handle: 'turn', turn_node: 999 })).msg).to.equal('请选择驳回节点');
    expect((await call('POST', '/approval/relay', { node_id: t.current_node!.node_id, approval_type: 'or', select_staff: [], remark: 'x' })).msg).to.equal('请选择指定审批人');
    expect((await call('POST', '/approval/relay', { node_id: t.current_node!.node_id, approval_type: 'or', select_staff: [{ id: 2 }], remark: '' })).msg).to.equal('请填写转发后的说明');
    const flows = (await get<{ list: { id: number; default: number }[] }>('/approval/list?model_name=purchase&page=1&page_size=10')).list;
    const res = await fetch(`/private/approval/${flows.find((f) => f.default === 1)!.id}`, { method: 'DELETE' });
    expect(((await res.json()) as { msg: string }).msg).to.equal('当前流程不能删除');
  });

  it('settings: contract has no flows (enable refused); status, default and the change log per module', async () => {
    expect((await call('POST', '/approval/enable', { model_name: 'contract', status: 1 })).msg).to.equal('请先新增审批流程');
    expect(await get('/private/approval/status?model_name=supplier')).to.deep.equal({ status: 0 });
    const flows = (await get<{ list: { id: number; default: number }[] }>('/approval/list?model_name=supplier&page=1&page_size=10')).list;
    await post('/approval/default', { approval_id: flows[1]!.id, model_name: 'supplier' });
    await post('/approval/enable', { model_name: 'supplier', status: 1 });
    const log = await post<{ list: { created_day: string; list: { content: unknown }[] }[] }>('/base/data_operating_log/list', { data_id: 0, model_name: 'approval_supplier', page: 1, page_size: 10 });
    expect(log.list[0]!.list.map((i) => i.content)).to.deep.include({ before: '未开启', after: '已开启' });
    // a class has its own settings
    expect(await get('/approval/status?model_name=supplier&param=%7B%22class_id%22%3A3%7D')).to.deep.equal({ status: 0 });
  });

  it('phrases: system ones are read-only; sort keeps them first and orders the own ones', async () => {
    const before = await post<CommonPhrase[]>('/approval/common_use_remark/list');
    const own = before.filter((p) => !p.is_system).map((p) => p.id);
    expect((await call('POST', '/approval/common_use_remark/my/edit', { id: before[0]!.id, remark: 'x' })).msg).to.equal('系统常用语不能修改');
    await post('/approval/common_use_remark/my/sort', { id: [...own].reverse() });
    const after = await post<CommonPhrase[]>('/approval/common_use_remark/list');
    expect(after.filter((p) => !p.is_system).map((p) => p.id)).to.deep.equal([...own].reverse());
    expect(after.slice(0, 3).every((p) => p.is_system === 1)).to.equal(true);
  });
});
