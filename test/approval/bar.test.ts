/**
 * <bo-approval-bar> (spec 3 §2.3, §4 "Approval actions", §5, §7 Approval, §8): the buttons the server
 * returns, each action's dialog with its rules and messages, the request each sends, one action at a
 * time, a failure that keeps the comment, and what happens after a success (bo-done, then the opener or
 * bo-navigate after 1 s). The gallery's record SP202611240002 waits at 财务审批, where the user is both
 * the applicant and an approver.
 */
import { expect } from 'chai';
import '../../elements/bo-approval-bar';
import { mock, store } from '../../demo/mock';
import { fill } from '../conformance-triggers';
import { $, $$, deepQuery, mount, settle, textOf, waitFor } from '../helpers';
import { messageOf, pickerHooks } from '../pickers/picker-helpers';

const NUM = 'SP202611240002';
const BASE = { 'approval-num': NUM, 'back-path': '/approval/home' };
type El = HTMLElement;

const record = () => store.approval().records.get(NUM)!;
const labels = (el: El) => $$(el, '[data-bo-approval-bar] button[data-action]').map((b) => b.textContent);
const button = (el: El, key: string) => $<HTMLButtonElement>(el, `[data-bo-approval-bar] [data-action="${key}"]`)!;
const dialog = (el: El) => $(el, '[data-bo-action-dialog]');
const inDialog = <E extends Element = HTMLButtonElement>(el: El, selector: string) => deepQuery<E>(dialog(el)!, selector);
const fieldOf = (el: El, name: string) => inDialog<HTMLElement>(el, `[data-field="${name}"]`)!;
const ready = async (attributes: Record<string, string> = {}) => {
  const el = await mount('bo-approval-bar', { ...BASE, ...attributes });
  await waitFor(() => $$(el, '[data-bo-approval-bar] button').length > 0, 'the buttons');
  return el;
};
const openAction = async (el: El, key: string) => {
  button(el, key).click();
  await waitFor(() => dialog(el), `the ${key} dialog`);
  await settle();
};
const comment = (el: El, text: string) => fill(inDialog<HTMLTextAreaElement>(el, 'textarea')!, text);
const press = (el: El) => inDialog(el, '[data-action="confirm"]')!.click();
const taskId = () => Number(/\d+$/.exec(mock.lastRequest('/approval/my/:task')?.path ?? mock.lastRequest('/approval/one_click/:task')?.path ?? '')?.[0]);

describe('<bo-approval-bar>', () => {
  const heard = pickerHooks('bo-done', 'bo-navigate', 'bo-error');

  it('GETs /approval/data/{serial} and shows the server\'s buttons in its order, then 一键审批; hide-withdraw and hide-end drop theirs', async () => {
    const el = await ready();
    expect(mock.lastRequest('/approval/data/:serial')!.path).to.equal(`/approval/data/${NUM}`);
    expect(labels(el)).to.deep.equal(['撤回', '催办', '抄送', '指定', '转发', '驳回', '结束', '通过', '一键审批']);
    const hidden = await ready({ 'hide-withdraw': '', 'hide-end': '' });
    expect(labels(hidden)).to.deep.equal(['催办', '抄送', '指定', '转发', '驳回', '通过', '一键审批']);
  });

  it('a user without a task reads so; one-click approve shows only when the data permits it', async () => {
    record().one_click = false;
    const el = await ready();
    expect(labels(el)).to.not.include('一键审批');
    const other = await mount('bo-approval-bar', { 'approval-num': 'SP202611240001' });
    await waitFor(() => textOf(other).includes('当前没有需要您处理的审批'), 'the no-task text');
  });

  it('通过 asks a comment (请输入通过, 500 at most), POSTs /approval/my/{task_id} {remark, handle pass}, says 操作成功, dispatches bo-done and after 1 s bo-navigate', async () => {
    const el = await ready();
    await openAction(el, 'pass');
    expect(inDialog<HTMLTextAreaElement>(el, 'textarea')!.maxLength).to.equal(500);
    press(el);
    await waitFor(() => fieldOf(el, 'remark').textContent!.includes('请输入通过'), 'the comment message');
    expect(mock.requestsTo('/approval/my/:task').length).to.equal(0);
    comment(el, '同意采购');
    press(el);
    await messageOf(el, '操作成功');
    expect(mock.lastRequest('/approval/my/:task')!.body).to.deep.equal({ remark: '同意采购', handle: 'pass' });
    const done = heard.of('bo-done')[0]!.detail;
    expect(done.action).to.equal('pass');
    expect(done.task.task_id).to.equal(taskId());
    expect(button(el, 'pass').disabled).to.equal(true);
    await waitFor(() => heard.of('bo-navigate').length === 1, 'bo-navigate after 1 s', 3000);
    // by the events' own times: on a busy machine the test may see 操作成功 late, the navigation not early
    const waited = heard.of('bo-navigate')[0]!.timeStamp - heard.of('bo-done')[0]!.timeStamp;
    expect(waited, 'ms between bo-done and bo-navigate').to.be.at.least(990);
    expect(heard.of('bo-navigate')[0]!.detail).to.deep.equal({ path: '/approval/home', query: {}, newWindow: false });
  });

  it('常用语 in the dialog opens the phrases drawer; a chosen phrase fills the comment, which 确定 sends', async () => {
    const el = await ready();
    await openAction(el, 'pass');
    comment(el, '草稿');
    inDialog(el, '[data-action="phrases"]')!.click();
    const phrase = store.approval().phrases.find((p) => !p.is_system)!;
    const row = await waitFor(() => $(el, `[data-phrases] [data-row-id="${phrase.id}"]`), 'the phrases');
    await settle(300);
    [...row.querySelectorAll('button')].find((b) => b.textContent === phrase.remark)!.click();
    await waitFor(() => inDialog<HTMLTextAreaElement>(el, 'textarea')!.value === phrase.remark, 'the comment filled');
    await waitFor(() => !$(el, '[data-phrases]'), 'the drawer closed');
    press(el);
    await messageOf(el, '操作成功');
    expect((mock.lastRequest('/approval/my/:task')!.body as { remark: string }).remark).to.equal(phrase.remark);
  });

  it('驳回 asks the earlier node (请选择驳回节点) and sends it as turn_node', async () => {
    const el = await ready();
    await openAction(el, 'turn');
    comment(el, '请补充报价');
    press(el);
    await waitFor(() => fieldOf(el, 'turn_node').textContent!.includes('请选择驳回节点'), 'the node message');
    const first = record().rounds.at(-1)!.nodes[0]!;
    const radio = inDialog<HTMLInputElement>(el, '[data-field="turn_node"] input[type="radio"]')!;
    expect(radio.closest('span, div')!.parentElement!.textContent).to.contain(first.node_name);
    radio.click();
    await settle();
    press(el);
    await messageOf(el, '操作成功');
    expect(mock.lastRequest('/approval/my/:task')!.body).to.deep.equal({ remark: '请补充报价', handle: 'turn', turn_node: first.id });
  });

  it('指定 needs the approval type, the explanation and an approver, chosen with bo-staff-picker; POSTs /approval/set', async () => {
    const el = await ready();
    await openAction(el, 'set');
    press(el);
    await waitFor(() => fieldOf(el, 'staff').textContent!.includes('请选择指定审批人'), 'the approver message');
    expect(fieldOf(el, 'approval_type').textContent).to.contain('请选择指定后的审批类型');
    expect(fieldOf(el, 'remark').textContent).to.contain('请填写指定后的说明');
    inDialog<HTMLInputElement>(el, '[data-field="approval_type"] input[value="and"]')!.click();
    comment(el, '请王经理一并审批');
    inDialog(el, '[data-action="pick-staff"]')!.click();
    const picker = await waitFor(() => $(el, 'bo-staff-picker'), 'the staff picker');
    const row = await waitFor(() => deepQuery<HTMLElement>(picker.shadowRoot!, '[data-row-id]'), 'a staff row');
    // the picker's drawer stands above the dialog (not laid out in it, not under it)
    const ok = deepQuery<HTMLElement>(picker.shadowRoot!, '[data-action="confirm"]')!;
    const onTop = () => {
      const r = ok.getBoundingClientRect();
      return r.width > 0 && r.right <= innerWidth && el.shadowRoot!.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)?.localName === 'bo-staff-picker';
    };
    await waitFor(onTop, 'the picker on top, in the window');
    const id = Number(row.dataset.rowId);
    row.click();
    await settle();
    deepQuery<HTMLButtonElement>(picker.shadowRoot!, '[data-action="confirm"]')!.click();
    await waitFor(() => inDialog(el, `[data-staff-id="${id}"]`), 'the chosen approver');
    expect(heard.of('bo-done').length + heard.events.filter((e) => e.type === 'bo-confirm').length).to.equal(0);
    press(el);
    await messageOf(el, '指定成功');
    const name = store.org().staff.find((s) => s.id === id)!.name;
    const node = record().rounds.at(-1)!.nodes[1]!;
    expect(mock.lastRequest('/approval/set')!.body).to.deep.equal({ url: location.href, node_id: node.id, approval_type: 'and', select_staff: [{ id, name }], remark: '请王经理一并审批' });
  });

  it('转发 without an explanation says 请填写转发后的说明; 抄送 without people says 请选择抄送人', async () => {
    const el = await ready({ url: 'https://erp.example.com/purchase/1002' });
    await openAction(el, 'relay');
    press(el);
    await waitFor(() => fieldOf(el, 'remark').textContent!.includes('请填写转发后的说明'), 'the relay message');
    inDialog(el, '[data-action="cancel"]')!.click();
    await waitFor(() => !dialog(el), 'closed');
    await openAction(el, 'copyto');
    comment(el, '请知悉');
    press(el);
    await waitFor(() => fieldOf(el, 'staff').textContent!.includes('请选择抄送人'), 'the copy-to message');
  });

  it('one action at a time: a double click sends one request, every button is busy meanwhile', async () => {
    mock.fault('/approval/urge/:serial', { delay: 400 });
    const el = await ready();
    await openAction(el, 'urge');
    comment(el, '请尽快处理');
    press(el);
    press(el);
    await waitFor(() => button(el, 'pass').disabled, 'buttons busy');
    expect(inDialog<HTMLButtonElement>(el, '[data-action="confirm"]')!.disabled).to.equal(true);
    await messageOf(el, '催办成功');
    expect(mock.requestsTo('/approval/urge/:serial').map((r) => [r.path, (r.body as { remark: string }).remark])).to.deep.equal([[`/approval/urge/${NUM}`, '请尽快处理']]);
  });

  it("a failed action shows the server's message, keeps the dialog and the comment, dispatches bo-error and frees the buttons", async () => {
    mock.fault('/approval/my/:task', { code: 500, msg: '审批节点已变化，请刷新', times: 1 });
    const el = await ready();
    await openAction(el, 'end');
    comment(el, '预算不足');
    press(el);
    await messageOf(el, '审批节点已变化，请刷新');
    expect(inDialog<HTMLTextAreaElement>(el, 'textarea')!.value).to.equal('预算不足');
    expect(heard.of('bo-error').length).to.equal(1);
    expect(heard.of('bo-done').length).to.equal(0);
    await waitFor(() => !inDialog<HTMLButtonElement>(el, '[data-action="confirm"]')!.disabled, 'confirm free again');
  });

  it('with confirm-url a pass goes only when it answers yes: otherwise 请确认所有字段均已审批', async () => {
    record().fields_confirmed = false;
    const el = await ready({ 'confirm-url': '/approval/demo/fields_confirmed' });
    button(el, 'oneClick').click();
    await messageOf(el, '请确认所有字段均已审批');
    expect(mock.lastRequest('/approval/demo/fields_confirmed')!.query).to.deep.equal({ approval_serial_number: NUM });
    expect(mock.requestsTo('/approval/one_click/:task').length).to.equal(0);
    record().fields_confirmed = true;
    button(el, 'oneClick').click();
    await messageOf(el, '操作成功');
    expect(mock.lastRequest('/approval/one_click/:task')!.body).to.deep.equal({ remark: '同意' });
  });

  it('a page that cancels bo-done stays: the bar asks the task again and shows what is left', async () => {
    const el = await ready();
    el.addEventListener('bo-done', (e) => e.preventDefault());
    const asked = mock.requestsTo('/approval/data/:serial').length;
    await openAction(el, 'withdraw');
    comment(el, '撤回修改');
    press(el);
    await messageOf(el, '撤回成功');
    await waitFor(() => mock.requestsTo('/approval/data/:serial').length === asked + 1, 'the task asked again');
    await waitFor(() => textOf(el).includes('当前没有需要您处理的审批'), 'nothing left to do');
    await new Promise((r) => setTimeout(r, 1100));
    expect(heard.of('bo-navigate').length).to.equal(0);
  });

  it('opened by another window: after 1 s the opener hears bo-approval-done and the window closes', async () => {
    const told: unknown[] = [];
    let closed = 0;
    const { opener, close } = window;
    window.opener = { closed: false, postMessage: (data: unknown) => told.push(data) };
    window.close = () => void closed++;
    try {
      const el = await ready();
      await openAction(el, 'urge');
      comment(el, '请尽快处理');
      press(el);
      await waitFor(() => closed === 1, 'the window closed', 3000);
      expect(told).to.deep.equal([{ type: 'bo-approval-done', action: 'urge', approval_num: NUM }]);
      expect(heard.of('bo-navigate').length).to.equal(0);
    } finally {
      window.opener = opener;
      window.close = close;
    }
  });
});
