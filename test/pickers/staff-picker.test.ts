import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/bo-staff-picker';
import { delay, http, HttpResponse } from 'msw';
import { mock, store, worker } from '../../demo/mock';
import type { Staff } from '../../demo/mock/types';
import { optionsOf } from '../../src/kit/search-form/useRemoteOptions';
import { staffSearch } from '../../src/pickers/shared/staff-search';
import { defaultTranslator } from '../../src/core/i18n';
import { $, $$, mount, settle, textOf, waitFor, watchAborts } from '../helpers';
import { button, headers, opened, pickerHooks, row, rowIds, rows } from './picker-helpers';

const LIST = '/base/staff/list';
const LOGIN = '/base/user/login_info';
const body = () => mock.lastRequest(LIST)!.body as Record<string, unknown>;
const org = () => store.org();
const me = () => org().staff.find((s) => s.id === org().currentStaffId)!;
/** the ids of a department and all the departments under it */
function subtree(id: number): Set<number> {
  const out = new Set([id]);
  for (const d of org().departments) if (out.has(d.pid)) out.add(d.id);
  return out;
}
const inDepartment = (id: number) => {
  const ids = subtree(id);
  return org().staff.filter((s) => (s.status === 1 || s.status === 2) && s.departments.some((d) => ids.has(d.id)));
};
const treeItem = (el: Element, id: number) => $$(el, '[role="treeitem"]').find((i) => i.dataset.id === String(id));
const notice = (el: Element) => $(el, '[data-notice]')?.textContent;
const typeKeyword = async (el: Element, text: string) => {
  const input = $$<HTMLInputElement>(el, 'input').find((i) => i.closest('[data-field="name"]'))!;
  input.focus();
  await sendKeys({ type: text });
  await sendKeys({ press: 'Enter' });
};

/** The whole list's request (page_size 0) answered by `answer` (nothing: the mock backend answers it);
 * the page of 100 asked beside it is the mock backend's. */
const onWholeList = (answer: () => Promise<Response | undefined> | Response | undefined) =>
  worker.use(
    http.post('*/base/staff/list', async ({ request }) => (((await request.clone().json()) as { page_size: number }).page_size === 0 ? answer() : undefined)),
  );
/** Waits until the table lists everyone of the user's main department (and its header row). */
const everyoneListed = (el: Element, timeout?: number) => {
  const table = $(el, '[role="table"]')!;
  return waitFor(() => table.getAttribute('aria-rowcount') === String(inDepartment(me().department.id).length + 1), 'everyone', timeout);
};

describe('<bo-staff-picker> (spec 2 Staff picker, §4 staff status, §5)', () => {
  const heard = pickerHooks('bo-confirm', 'bo-cancel', 'bo-error');

  it("starts on the user's main department: status [1, 2], department_id, page 1 of 10, the spec columns", async () => {
    const el = await mount('bo-staff-picker', { open: '' });
    await opened(el);
    const main = me().department.id;
    expect(body()).to.deep.equal({ status: [1, 2], department_id: main, page: 1, page_size: 10 });
    const expected = inDepartment(main);
    expect(rowIds(el)).to.deep.equal(expected.slice(0, 10).map((s) => String(s.id)));
    expect(textOf(el)).to.contain(`共 ${expected.length} 条`);
    expect(headers(el)).to.deep.equal(['员工编号', '姓名', '手机号', '状态', '所属部门', '岗位']);
    expect(textOf(el)).to.contain('选择员工');
    await waitFor(() => treeItem(el, main)?.getAttribute('aria-selected') === 'true', 'main department selected in the tree');
  });

  it('asks the department tree once the list has answered: the first rows come first', async () => {
    mock.fault(LIST, { delay: 400, times: 1 });
    const el = await mount('bo-staff-picker', { open: '' });
    await waitFor(() => mock.lastRequest(LIST), 'list asked');
    await settle(200);
    expect(mock.requestsTo('/base/department/list')).to.have.length(0);
    await opened(el);
    await waitFor(() => treeItem(el, me().department.id), 'the tree, after the rows');
    expect(mock.requestsTo('/base/department/list')).to.have.length(1);
  });

  it("asks the list as the login info comes, in that answer's task, once", async () => {
    // a task posted as the login info's answer is read runs before any render that answer causes
    // (React's scheduler posts its tasks on a message channel too): sent before it, the list left in
    // the answer's task, not after the renders that take the user in
    let inLoginTask = false;
    const sentInLoginTask: boolean[] = [];
    const { open, send } = XMLHttpRequest.prototype;
    const urls = new WeakMap<XMLHttpRequest, string>();
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: unknown[]) {
      urls.set(this, String(args[1]));
      return (open as (...a: unknown[]) => void).apply(this, args);
    } as typeof open;
    XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, ...args: unknown[]) {
      const url = urls.get(this) ?? '';
      if (url.includes(LOGIN)) {
        this.addEventListener('load', () => {
          inLoginTask = true;
          const channel = new MessageChannel();
          channel.port1.onmessage = () => (inLoginTask = false);
          channel.port2.postMessage(null);
        });
      }
      if (url.includes(LIST)) sentInLoginTask.push(inLoginTask);
      return (send as (...a: unknown[]) => void).apply(this, args);
    } as typeof send;
    const aborts = watchAborts();
    try {
      mock.fault(LOGIN, { delay: 200, times: 1 });
      const el = await mount('bo-staff-picker', { open: '' });
      await opened(el);
      await settle(100);
      expect(sentInLoginTask).to.deep.equal([true]);
      expect(mock.requestsTo(LIST).map((r) => r.body)).to.deep.equal([{ status: [1, 2], department_id: me().department.id, page: 1, page_size: 10 }]);
      expect(aborts.aborted).to.deep.equal([]);
    } finally {
      // in the reverse order of the patches: watchAborts restores the open it found, this test's
      aborts.stop();
      XMLHttpRequest.prototype.open = open;
      XMLHttpRequest.prototype.send = send;
    }
  });

  it('closed before the login info comes, it asks no list', async () => {
    mock.fault(LOGIN, { delay: 300, times: 1 });
    const el = await mount('bo-staff-picker', { open: '' });
    await waitFor(() => mock.requestsTo(LOGIN).length === 1, 'login info asked');
    el.removeAttribute('open');
    await settle(600);
    expect(mock.requestsTo(LOGIN)).to.have.length(1);
    expect(mock.requestsTo(LIST)).to.have.length(0);
  });

  it('shows 待岗 / 在岗 and at most two departments and positions, the rest in the tooltip', async () => {
    const staff = org().staff.find((s) => s.status === 1 && s.departments.length === 3) as Staff;
    const el = await mount('bo-staff-picker', { open: '', 'department-optional': '' });
    await opened(el);
    (await waitFor(() => treeItem(el, me().department.id), 'main department')).click();
    await waitFor(() => !('department_id' in body()), 'every department');
    await typeKeyword(el, staff.mobile);
    await waitFor(() => rowIds(el).join() === String(staff.id), 'the one staff member');
    const cells = [...row(el, staff.id)!.querySelectorAll('[role="cell"]')].map((c) => c.textContent!.trim());
    const [d1, d2, d3] = staff.departments.map((d) => d.name);
    expect(cells.slice(1)).to.deep.equal([
      staff.serial_number,
      staff.name,
      staff.mobile,
      '待岗',
      `${d1}、${d2} 等 3 个`,
      staff.positions.map((p) => p.name).join('、'),
    ]);
    const tip = row(el, staff.id)!.querySelector<HTMLElement>('[data-cell-tip]')!;
    expect(tip.dataset.cellTip).to.equal([d1, d2, d3].join('、'));
    tip.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
    await waitFor(() => $$(el, '[role="tooltip"]').some((x) => x.textContent === [d1, d2, d3].join('、')), 'tooltip with every department');
  });

  it('searches by keyword (name) with 搜索 from page 1; 重置 clears it', async () => {
    const el = await mount('bo-staff-picker', { open: '' });
    await opened(el);
    const who = inDepartment(me().department.id)[3]!;
    await typeKeyword(el, who.name);
    await waitFor(() => body().name === who.name, 'searched');
    expect(body()).to.deep.equal({ name: who.name, status: [1, 2], department_id: me().department.id, page: 1, page_size: 10 });
    await waitFor(() => rowIds(el).includes(String(who.id)), 'found');
    button(el, 'reset')!.click();
    await waitFor(() => !('name' in body()), 'reset');
  });

  it('without a department the list waits with 请先选择部门; a department (or department-optional) lists again', async () => {
    const el = await mount('bo-staff-picker', { open: '' });
    await opened(el);
    const main = me().department.id;
    const asked = mock.requestsTo(LIST).length;
    treeItem(el, main)!.click();
    await waitFor(() => notice(el) === '请先选择部门', 'notice');
    expect(rows(el)).to.have.length(0);
    await settle(100);
    expect(mock.requestsTo(LIST).length).to.equal(asked);
    const other = org().departments.find((d) => d.pid === main) ?? org().departments.find((d) => d.id !== main && !d.is_company)!;
    const item = await waitFor(() => treeItem(el, other.id) ?? treeItem(el, main), 'a department');
    item.click();
    await waitFor(() => typeof body().department_id === 'number' && rows(el).length > 0, 'listed again');

    const free = await mount('bo-staff-picker', { open: '', 'department-optional': '' });
    await opened(free);
    treeItem(free, main)!.click();
    await waitFor(() => !('department_id' in body()), 'no department');
    expect(body()).to.deep.equal({ status: [1, 2], page: 1, page_size: 10 });
    expect(notice(free)).to.equal(undefined);
  });

  it('a preset department-id hides the tree and filters by it', async () => {
    const dept = org().departments.find((d) => !d.is_company && inDepartment(d.id).length > 0)!;
    const el = await mount('bo-staff-picker', { open: '', 'department-id': String(dept.id) });
    await opened(el);
    expect($(el, '[part="tree-sidebar"]')).to.equal(null);
    expect(body()).to.deep.equal({ status: [1, 2], department_id: dept.id, page: 1, page_size: 10 });
    expect(rowIds(el)).to.deep.equal(inDepartment(dept.id).slice(0, 10).map((s) => String(s.id)));
  });

  it('org-tabs: 部门 / 员工分组 / 岗位; a position sends position_id', async () => {
    const el = await mount('bo-staff-picker', { open: '', 'org-tabs': '' });
    await opened(el);
    const tabs = $$(el, '[part="tree-sidebar"] [role="tab"]');
    expect(tabs.map((x) => x.querySelector('.fui-Tab__content')?.textContent ?? x.textContent)).to.deep.equal(['部门', '员工分组', '岗位']);
    tabs[2]!.click();
    const position = org().positions[0]!;
    const item = await waitFor(() => treeItem(el, position.id)?.textContent === position.name && treeItem(el, position.id), 'position node');
    expect(notice(el)).to.equal('请先选择部门');
    item.click();
    await waitFor(() => body().position_id === position.id, 'by position');
    expect(body()).to.deep.equal({ position_id: position.id, status: [1, 2], page: 1, page_size: 10 });
  });

  it('all: page_size 0 lists everyone of the department at once, without a pager', async () => {
    const el = await mount('bo-staff-picker', { open: '', all: '' });
    await opened(el);
    const bodies = mock.requestsTo(LIST).map((r) => r.body as { page_size: number }).sort((x, y) => x.page_size - y.page_size);
    const filters = { status: [1, 2], department_id: me().department.id, page: 1 };
    expect(bodies).to.deep.equal([{ ...filters, page_size: 0 }, { ...filters, page_size: 100 }]);
    await everyoneListed(el);
    expect(textOf(el)).to.not.contain('条/页');
  });

  it('all: the first 100 rows show while the whole list (page_size 0) is still on its way', async () => {
    onWholeList(() => delay(1500).then(() => undefined));
    const el = await mount('bo-staff-picker', { open: '', all: '' });
    await waitFor(() => rowIds(el).length > 0, 'the first rows');
    expect($(el, '[role="table"]')!.getAttribute('aria-rowcount')).to.equal('101');
    expect(rowIds(el)[0]).to.equal(String(inDepartment(me().department.id)[0]!.id));
    await everyoneListed(el, 8000);
    worker.resetHandlers();
  });

  it("all: the whole list failing says the server's message (HTTP 500 or a code), the page hears bo-error, 重试 lists everyone", async () => {
    for (const status of [500, 200]) {
      const msg = `员工服务繁忙 ${status}`;
      // the first whole list fails (its first page, asked alongside, may come before or after it)
      let failed = false;
      onWholeList(() => {
        if (failed) return undefined;
        failed = true;
        return HttpResponse.json({ code: 500, msg, data: null }, { status });
      });
      const errors = heard.of('bo-error').length;
      const el = await mount('bo-staff-picker', { open: '', all: '' });
      const alert = await waitFor(() => $(el, '[data-bo-table] [role="alert"]'), 'the list says it failed');
      expect(alert.textContent).to.contain(msg);
      expect(rowIds(el), 'the first rows go with it').to.deep.equal([]);
      const detail = heard.of('bo-error').slice(errors).map((e) => e.detail as { msg: string; status: number }).find((d) => d.msg === msg);
      expect(detail?.status, "bo-error: the server's msg and status").to.equal(status);
      [...alert.querySelectorAll('button')].find((b) => b.textContent === '重试')!.click();
      await everyoneListed(el);
      el.remove();
      worker.resetHandlers();
    }
  });

  it('staff options of search selects read 某某(已离职) for status 3', () => {
    const remote = staffSearch(defaultTranslator, 'created_staff_id', '创建人').remote!;
    const options = optionsOf([{ id: 1, name: '张三', status: 2 }, { id: 2, name: '李四', status: 3 }], remote);
    expect(options.map((o) => o.label)).to.deep.equal(['张三', '李四(已离职)']);
  });
});
