/**
 * The record approval page (demo/hosts/approval.html, docs/approval.md) on the built bundle: one record of
 * the mock's modelled flow walked as users do — submit → pass → turn back → pass → end, then submit again
 * and withdraw — with the settings panel, the path and the action bar agreeing after every step. The
 * page keeps itself (it cancels bo-done) and reloads the path; the bar reads its task again.
 */
import { expect } from 'chai';
import { fill } from '../conformance-triggers';
import { $, $$, deepQuery, settle, textOf, waitFor, SLOW } from '../helpers';
import { hostPageHooks, openHostPage, type HostPage } from './host-page';

type El = HTMLElement & { reload(): void };

interface Walk {
  page: HostPage;
  settings: El;
  path: El;
  bar: El;
}

/** The steps as the path shows them: done, current, stopped or waiting. */
const steps = (path: El) => $$(path, 'ol[part="steps"] > li').map((li) => li.dataset.step);
const buttons = (bar: El) => $$(bar, '[data-bo-approval-bar] button[data-action]').map((b) => b.textContent);
const noTask = (bar: El) => textOf(bar).includes('当前没有需要您处理的审批');

/** Waits until the path shows these steps and the bar these buttons (none: the no-task text). */
async function agree({ path, bar }: Walk, expected: (string | undefined)[], labels: string[]) {
  await waitFor(() => JSON.stringify(steps(path)) === JSON.stringify(expected), `steps ${expected.join(' ')} (shown: ${steps(path).join(' ')})`, 10000);
  await waitFor(() => (labels.length ? JSON.stringify(buttons(bar)) === JSON.stringify(labels) : noTask(bar)), `buttons ${labels.join(' ') || 'none'}`, 10000);
}

/** Takes an action in the bar: its button, the node to turn back to if any, a comment, 确定; waits for the page's note. */
async function act({ page, bar }: Walk, key: string, remark: string, notes: number, turnTo?: string) {
  $<HTMLButtonElement>(bar, `[data-bo-approval-bar] [data-action="${key}"]`)!.click();
  const dialog = await waitFor(() => $(bar, '[data-bo-action-dialog]'), `the ${key} dialog`);
  await settle(300);
  if (turnTo) {
    const radio = [...dialog.querySelectorAll<HTMLInputElement>('[data-field="turn_node"] input[type="radio"]')].find((r) => r.labels?.[0]?.textContent?.includes(turnTo));
    radio!.click();
  }
  fill(deepQuery<HTMLTextAreaElement>(dialog, 'textarea')!, remark);
  deepQuery<HTMLButtonElement>(dialog, '[data-action="confirm"]')!.click();
  await waitFor(() => page.document.querySelectorAll('#log li').length === notes, `the page's note of ${key}`, 10000);
  expect(page.text('#log li:last-child')).to.equal(`${key} 完成`);
}

async function submit({ page }: Walk, notes: number) {
  page.click('#submit');
  await waitFor(() => page.document.querySelectorAll('#log li').length === notes, 'submitted', 10000);
  expect(page.text('#log li:last-child')).to.equal('已提交审批');
}

/** The rounds of the process log: status codes, newest first. */
async function rounds({ path }: Walk) {
  $<HTMLButtonElement>(path, '[data-action="process-log"]')!.click();
  await waitFor(() => $(path, '[data-rounds] [data-round-status]'), 'the rounds');
  const shown = $$(path, '[data-rounds] [data-round-status]').map((r) => r.dataset.roundStatus);
  (await waitFor(() => $$(path, 'button').find((b) => b.getAttribute('aria-label') === '关闭'), 'the close button')).click();
  await waitFor(() => !$(path, '[data-rounds]'), 'the log closed');
  return shown;
}

describe('host page: a record walked through its approval flow (demo/hosts/approval.html)', function () {
  this.timeout(120000 * SLOW);
  hostPageHooks();

  it('settings, path and bar agree after submit, pass, turn back, pass, end, then submit and withdraw', async () => {
    const page = await openHostPage('approval.html');
    const walk: Walk = { page, settings: page.find<El>('bo-approval-settings'), path: page.find<El>('bo-approval-path'), bar: page.find<El>('bo-approval-bar') };
    const APPLICANT = ['撤回', '催办'];
    const APPROVER = ['抄送', '指定', '转发'];

    // not submitted: the module's current flow, nothing reached, nothing to do
    await agree(walk, ['waiting', 'waiting', 'waiting'], []);
    const current = await waitFor(() => $$(walk.settings, '[data-row-id]').find((r) => r.textContent!.includes('当前')), 'the current flow in the settings');
    const flowName = $(walk.path, '[data-fact="name"] dd')?.textContent ?? '';
    expect(flowName.length > 0 && current.textContent!.includes(flowName), `the path's flow (${flowName}) is the settings' current one`).to.equal(true);

    await submit(walk, 1);
    await agree(walk, ['current', 'waiting', 'waiting'], [...APPLICANT, ...APPROVER, '结束', '通过', '一键审批']);

    await act(walk, 'pass', '同意', 2);
    await agree(walk, ['done', 'current', 'waiting'], [...APPLICANT, ...APPROVER, '驳回', '结束', '通过', '一键审批']);

    await act(walk, 'turn', '请补充报价', 3, '部门审批');
    await agree(walk, ['current', 'waiting', 'waiting'], [...APPLICANT, ...APPROVER, '结束', '通过', '一键审批']);

    await act(walk, 'pass', '已补充报价', 4);
    await agree(walk, ['done', 'current', 'waiting'], [...APPLICANT, ...APPROVER, '驳回', '结束', '通过', '一键审批']);

    await act(walk, 'end', '预算不足', 5);
    await waitFor(() => noTask(walk.bar), 'nothing left to do');
    await waitFor(() => !steps(walk.path).includes('current'), 'no current step once ended', 10000);
    // the flow stopped at the second step (issue 36 item 6): a cross there, nothing after it reached
    expect(steps(walk.path)).to.deep.equal(['done', 'stopped', 'waiting']);
    expect(await rounds(walk)).to.deep.equal(['3']);

    await submit(walk, 6);
    await agree(walk, ['current', 'waiting', 'waiting'], [...APPLICANT, ...APPROVER, '结束', '通过', '一键审批']);
    await act(walk, 'withdraw', '撤回修改', 7);
    await waitFor(() => noTask(walk.bar), 'nothing left to do after the withdraw');
    await waitFor(() => !steps(walk.path).includes('current'), 'no current step once withdrawn', 10000);
    expect(steps(walk.path)).to.deep.equal(['stopped', 'waiting', 'waiting']);
    expect(await rounds(walk)).to.deep.equal(['5', '3']);
  });
});
