/**
 * <bo-approval-path> (spec 3 §2 /main/approvelDeail, §2.2, §3, §4 "Step status", §7 Approval): the calls
 * it makes (paths, query, payloads), the summary or the text for no enabled flow, the steps (done before
 * the current one, aria-current on it, the success icon on the last, 150 px, scrolling), the process-log
 * drawer only with a data id (rounds, 会签 / 或签, 处理中 highlighted, 待处理 as a warning, log rows),
 * the link to the full approval page, `reload()` and the reload on a new number or data id.
 */
import { expect } from 'chai';
import '../../elements/bo-approval-path';
import { mock, store } from '../../demo/mock';
import { handle, recordOf, submit, withdraw } from '../../demo/mock/store/approval-flow';
import { $, $$, mount, textOf, waitFor } from '../helpers';
import { motionDone, pickerHooks } from '../pickers/picker-helpers';

const NUM = 'SP202611240001';
const DEFAULT = '/approval/default';
const LOGS = `/api/approval/logs/${NUM}`;
const HISTORY = '/approval/history_list';
const REMARKS = '/approval/remark/list';
const RECORD = { 'model-name': 'purchase', 'data-id': '1001', 'approval-num': NUM };

const facts = (el: Element) => Object.fromEntries($$(el, '[data-fact]').map((f) => [f.dataset.fact, f.querySelector('dd')!.textContent]));
const steps = (el: Element) => $$(el, 'ol[part="steps"] > li');
const loaded = (el: Element) => waitFor(() => $(el, '[data-loaded]'), 'the path shown');
/** The purchase record submitted and its first node passed: 部门审批 done, 财务审批 current. */
function walkToSecondNode() {
  const a = store.approval();
  submit(a, 'purchase', 1001, '请审批');
  handle(a, recordOf(a, NUM), 'pass', '同意');
}

describe('<bo-approval-path>', () => {
  const heard = pickerHooks('bo-navigate', 'bo-error');

  it('a withdrawn or ended flow stops at its node: a cross there, nothing after it done, no success shown (issue 36)', async () => {
    const a = store.approval();
    walkToSecondNode();
    withdraw(a, recordOf(a, NUM), '撤回');
    const el = await mount('bo-approval-path', RECORD);
    await loaded(el);
    const state = () => steps(el).map((s) => s.dataset.step);
    expect(state()).to.deep.equal(['done', 'stopped', ...steps(el).slice(2).map(() => 'waiting')]);
    expect(steps(el)[1]!.textContent).to.contain('已撤回');
    expect($(el, '[data-marker="stopped"] svg'), 'a cross where it stopped').to.not.equal(null);
    const last = steps(el).at(-1)!.querySelector<HTMLElement>('[data-marker]')!;
    expect(getComputedStyle(last).color, 'the last step is not drawn as a success').to.not.equal('rgb(16, 124, 16)');
    // ended (结束 with rejection) at the second node: the same, in the danger tone
    submit(a, 'purchase', 1001, '再次提交');
    handle(a, recordOf(a, NUM), 'pass', '同意');
    handle(a, recordOf(a, NUM), 'end', '不同意');
    (el as HTMLElementTagNameMap['bo-approval-path']).reload();
    await waitFor(() => steps(el)[1]?.textContent?.includes('已结束'), 'the ended flow');
    expect(state()).to.deep.equal(['done', 'stopped', ...steps(el).slice(2).map(() => 'waiting')]);
  });

  it('without approval-num: GET /approval/default?model_name= (param {"class_id":N} with class-id) and the summary of the enabled flow, no steps', async () => {
    const el = await mount('bo-approval-path', { 'model-name': 'purchase' });
    await loaded(el);
    expect(mock.lastRequest(DEFAULT)!.query).to.deep.equal({ model_name: 'purchase' });
    const flow = store.approval().modules.get('purchase')!.flows.find((f) => f.default === 1)!;
    expect(facts(el)).to.deep.equal({
      name: flow.name,
      'serial-number': flow.serial_number,
      'node-count': String(flow.nodes.length),
      'approver-count': String(new Set(flow.nodes.flatMap((n) => n.staff.map((s) => s.id))).size),
      description: flow.infos || '--',
      'created-at': flow.created_at,
    });
    expect($$(el, 'dt').map((d) => d.textContent)).to.deep.equal(['流程名称', '流程编号', '节点数', '审批人数', '流程说明', '创建时间']);
    expect(steps(el), 'no steps').to.have.length(0);
    expect(mock.requestsTo('/api/approval/logs/:num')).to.have.length(0);
    expect($(el, '[data-action="process-log"]'), 'no process log without a data id').to.equal(null);

    el.setAttribute('class-id', '7');
    await waitFor(() => mock.requestsTo(DEFAULT).length === 2, 'asked again for the class');
    expect(mock.lastRequest(DEFAULT)!.query).to.deep.equal({ model_name: 'purchase', param: '{"class_id":7}' });
  });

  it('a module without an enabled flow shows the text for no enabled flow', async () => {
    const el = await mount('bo-approval-path', { 'model-name': 'contract' });
    const text = await waitFor(() => $(el, '[data-no-flow]'), 'the text');
    expect(text.textContent).to.equal('当前模块未启用审批流程');
    expect($$(el, '[data-fact]')).to.have.length(0);
  });

  it('with approval-num: GET /api/approval/logs/{num}; numbered 150 px steps in an ordered list, done before the current one, aria-current on it, the success icon on the last', async () => {
    walkToSecondNode();
    const el = await mount('bo-approval-path', RECORD);
    await waitFor(() => steps(el).length === 3, 'three steps');
    expect(mock.requestsTo(LOGS)).to.have.length(1);
    expect(mock.requestsTo(DEFAULT), 'the record has its own flow').to.have.length(0);
    expect(steps(el).map((s) => s.dataset.step)).to.deep.equal(['done', 'current', 'waiting']);
    expect(steps(el).map((s) => s.getAttribute('aria-current'))).to.deep.equal([null, 'step', null]);
    expect(steps(el).map((s) => s.getAttribute('aria-label'))).to.deep.equal(['第 1 步：部门审批', '第 2 步：财务审批', '第 3 步：总经理审批']);
    expect(steps(el).map((s) => s.querySelector('[data-marker]')!.getAttribute('data-marker'))).to.deep.equal(['done', 'current', 'success']);
    expect(steps(el)[1]!.querySelector('[data-marker]')!.textContent, 'the current step shows its number').to.equal('2');
    expect(steps(el).map((s) => s.getBoundingClientRect().width)).to.deep.equal([150, 150, 150]);
    expect(steps(el).map((s) => s.querySelector('[data-sign]')!.textContent)).to.deep.equal(['或签', '或签', '会签']);
    expect(steps(el).map((s) => s.querySelector('[data-node-status]')!.textContent)).to.deep.equal(['已完成', '处理中', '未开始']);
    const f = facts(el);
    expect([f.name, f['approval-num'], f['node-count'], f['approver-count']]).to.deep.equal([f.name, NUM, '3', String(new Set(store.approval().records.get(NUM)!.rounds[0]!.nodes.flatMap((n) => n.parts.map((p) => p.staff.id))).size)]);
    // a row that does not fit scrolls sideways
    const row = $(el, 'ol[part="steps"]')!;
    expect(getComputedStyle(row).overflowX).to.equal('auto');
    (el as HTMLElement).style.width = '300px';
    await waitFor(() => row.scrollWidth > row.clientWidth, 'the row overflows');
    expect(heard.of('bo-error')).to.have.length(0);
  });

  it('a passed record: every step done and the success icon of the last; an unsubmitted one: every step grey, none current', async () => {
    const unsubmitted = await mount('bo-approval-path', RECORD);
    await waitFor(() => steps(unsubmitted).length === 3, 'steps');
    expect(steps(unsubmitted).map((s) => s.dataset.step)).to.deep.equal(['waiting', 'waiting', 'waiting']);
    expect($(unsubmitted, '[aria-current]')).to.equal(null);

    const a = store.approval();
    submit(a, 'purchase', 1001);
    for (let i = 0; i < 3; i++) handle(a, recordOf(a, NUM), 'pass', '同意');
    const passed = await mount('bo-approval-path', RECORD);
    await waitFor(() => steps(passed).length === 3, 'steps');
    expect(steps(passed).map((s) => s.dataset.step)).to.deep.equal(['done', 'done', 'done']);
    expect(steps(passed)[2]!.querySelector('[data-marker="success"] svg'), 'the success icon').to.not.equal(null);
    // green once done, grey while it waits
    const colour = (el: Element) => getComputedStyle(steps(el)[2]!.querySelector('[data-marker]')!).color;
    expect(colour(passed)).to.not.equal(colour(unsubmitted));
  });

  it('流程日志 (only with data-id): POST /approval/history_list {model_name, data_id, approval_num} and /approval/remark/list {approval_serial_number}; rounds, log rows, 会签/或签, 处理中 highlighted, 待处理 a warning', async () => {
    walkToSecondNode();
    const el = await mount('bo-approval-path', RECORD);
    await waitFor(() => steps(el).length === 3, 'steps');
    expect(mock.requestsTo(HISTORY), 'asked when the drawer opens').to.have.length(0);
    $(el, '[data-action="process-log"]')!.click();
    await waitFor(() => $(el, '[data-round]'), 'a round');
    await motionDone(el);
    expect(mock.lastRequest(HISTORY)!.body).to.deep.equal({ model_name: 'purchase', data_id: 1001, approval_num: NUM });
    expect(mock.lastRequest(REMARKS)!.body).to.deep.equal({ approval_serial_number: NUM });
    expect($(el, '[data-bo-picker] [part="title"]')!.textContent).to.equal('流程日志');
    // the current round's log rows: submit, then approved
    expect($$(el, '[data-current-logs] [data-log-status]').map((r) => [r.dataset.logStatus, r.querySelector('[data-status-text]')!.textContent])).to.deep.equal([
      ['-1', '提交'],
      ['2', '已通过'],
    ]);
    await waitFor(() => $(el, '[data-remarks] li'), 'the comments');
    expect($$(el, '[data-remarks] li').map((r) => [r.dataset.logStatus, r.querySelector('[data-status-text]')!.textContent, r.textContent!.endsWith(r.dataset.logStatus === '-1' ? '请审批' : '同意')])).to.deep.equal([
      ['-1', '提交', true],
      ['2', '已通过', true],
    ]);
    // the round: its node entries with their sign type and status, the current one highlighted
    const entries = $$(el, '[data-round] > ol > li');
    expect(entries.map((e) => e.querySelector('[data-sign]')!.textContent)).to.deep.equal(['或签', '或签', '会签']);
    expect(entries.map((e) => e.dataset.nodeStatus)).to.deep.equal(['success', 'brand', 'subtle']);
    expect(entries[1]!.textContent).to.contain('处理中');
    // the current node's people wait: 待处理 as a warning; the first node's as a success
    expect(entries[1]!.querySelectorAll('[data-person-status="warning"]').length).to.equal(2);
    expect([...entries[1]!.querySelectorAll('[data-person-status]')].map((p) => p.textContent)).to.satisfy((t: string[]) => t.every((x) => x.includes('待处理')));
    expect(entries[0]!.querySelector('[data-person-status="success"]'), 'a passed person').to.not.equal(null);
    expect($(el, '[data-round-status="1"]')!.textContent).to.equal('审批中');

    $(el, '[data-action="cancel"]')!.click();
    await waitFor(() => !$(el, '[data-round]'), 'closed');
  });

  it('without data-id there is no process log and no history is asked', async () => {
    const el = await mount('bo-approval-path', { 'model-name': 'purchase', 'approval-num': NUM });
    await waitFor(() => steps(el).length === 3, 'steps');
    expect($(el, '[data-action="process-log"]')).to.equal(null);
    expect(mock.requestsTo(HISTORY)).to.have.length(0);
  });

  it('查看审批详情 dispatches bo-navigate to /main/approvelDeail with module, id and private in a new window (detail-path changes the path)', async () => {
    const el = await mount('bo-approval-path', { ...RECORD, private: '/private' });
    await loaded(el);
    el.addEventListener('bo-navigate', (e) => e.preventDefault());
    $(el, '[data-action="detail"]')!.click();
    expect(heard.last('bo-navigate')!.detail).to.deep.equal({ path: '/main/approvelDeail', query: { module: 'purchase', id: '1001', private: '/private' }, newWindow: true });

    // the module's flow: its id
    const flowView = await mount('bo-approval-path', { 'model-name': 'purchase', 'detail-path': '/approval/view' });
    await loaded(flowView);
    flowView.addEventListener('bo-navigate', (e) => e.preventDefault());
    $(flowView, '[data-action="detail"]')!.click();
    const flow = store.approval().modules.get('purchase')!.flows.find((f) => f.default === 1)!;
    expect(heard.last('bo-navigate')!.detail).to.deep.equal({ path: '/approval/view', query: { module: 'purchase', id: String(flow.id) }, newWindow: true });
  });

  it('reload() asks again and shows the new state; a new approval-num or data-id asks again', async () => {
    const el = await mount('bo-approval-path', RECORD);
    await waitFor(() => steps(el).length === 3, 'steps');
    walkToSecondNode();
    el.reload();
    await waitFor(() => mock.requestsTo(LOGS).length === 2, 'asked again');
    await waitFor(() => steps(el)[1]!.dataset.step === 'current', 'the new current step');

    $(el, '[data-action="process-log"]')!.click();
    await waitFor(() => mock.requestsTo(HISTORY).length === 1, 'the history');
    el.reload();
    await waitFor(() => mock.requestsTo(HISTORY).length === 2 && mock.requestsTo(REMARKS).length === 2, 'the open log asked again');
    el.setAttribute('data-id', '1002');
    await waitFor(() => mock.requestsTo(HISTORY).length === 3, 'the history of the other record');
    expect(mock.lastRequest(HISTORY)!.body).to.deep.include({ data_id: 1002 });

    el.removeAttribute('approval-num');
    await waitFor(() => mock.requestsTo(DEFAULT).length === 1, 'the flow without a record number');
    await waitFor(() => steps(el).length === 0 && $$(el, '[data-fact]').length > 0, 'the summary, no steps');
  });

  it('speaks English: its own words and the statuses the backend sends in Chinese', async () => {
    walkToSecondNode();
    const el = await mount('bo-approval-path', { ...RECORD, lang: 'en-US' });
    await waitFor(() => steps(el).length === 3 && textOf(el).includes('Flow name'), 'English');
    expect(steps(el).map((s) => s.querySelector('[data-node-status]')!.textContent)).to.deep.equal(['Done', 'In progress', 'Not started']);
    expect(steps(el)[2]!.querySelector('[data-sign]')!.textContent).to.equal('All must sign');
    $(el, '[data-action="process-log"]')!.click();
    await waitFor(() => $(el, '[data-round]') && $(el, '[data-remarks] li'), 'the process log');
    expect($(el, '[data-bo-picker] [part="title"]')!.textContent).to.equal('Process log');
    expect($$(el, '[data-current-logs] [data-status-text]').map((s) => s.textContent)).to.deep.equal(['Submitted', 'Approved']);
    expect($(el, '[data-round-status]')!.textContent).to.equal('In approval');
    expect(/[\u4e00-\u9fff]/.test($(el, '[data-round] [data-person-status="warning"] .fui-Badge')!.textContent!), '待处理 in English').to.equal(false);
  });
});
