/**
 * bo-app-page-picker's own pages (spec 3 §7 Application pages): 新增页面 opens the add-page dialog (the
 * company's functions, then their applications; required fields; POST add_page; the list again; a
 * failure keeps the input; unsaved input asks before it is dropped) and 删除 (请确认是否删除该数据?, DELETE
 * page_delete {id}, the list again).
 */
import { expect } from 'chai';
import '../../elements/bo-app-page-picker';
import { mock, store } from '../../demo/mock';
import { fill } from '../conformance-triggers';
import { $, $$, mount, settle, waitFor } from '../helpers';
import { button, choose, messageOf, opened, pickerHooks, row, rowIds } from './picker-helpers';

const LIST = '/app_mange/my_page/list';
const ADD = '/app_mange/index_page/add_page';
const DIALOG = '[data-bo-add-page]';
const dialog = (el: Element) => $(el, DIALOG);
const field = (el: Element, name: string) => $<HTMLInputElement>(el, `${DIALOG} [data-field="${name}"] input`)!;
const errors = (el: Element) => $$(el, `${DIALOG} [data-field] [role="alert"], ${DIALOG} [data-field] .fui-Field__validationMessage`).map((e) => e.textContent);
const answer = async (el: Element, ok: boolean) => (await waitFor(() => $<HTMLButtonElement>(el, ok ? '[data-bo-confirm-ok]' : '[data-bo-confirm-cancel]'), 'the question')).click();
const myCompany = () => {
  const { staff, currentStaffId } = store.org();
  return String(staff.find((s) => s.id === currentStaffId)!.company_id);
};

async function openDialog(attrs: Record<string, string> = {}) {
  const el = await mount('bo-app-page-picker', { open: '', ...attrs });
  await opened(el, 10);
  button(el, 'add-page')!.click();
  await waitFor(() => dialog(el), 'the add-page dialog');
  await waitFor(() => mock.lastRequest('/base/authorized/app/menu'), 'the applications');
  return el;
}

describe('<bo-app-page-picker> own pages: add and delete (spec 3 §7)', () => {
  const heard = pickerHooks('bo-confirm', 'bo-error');
  // the application dropdown, positioned inside a dialog inside the drawer, makes Chromium report a
  // benign "ResizeObserver loop completed with undelivered notifications" now and then: not a failure
  let previous: OnErrorEventHandler;
  beforeEach(() => {
    previous = window.onerror;
    window.onerror = (msg, ...rest) => (String(msg).includes('ResizeObserver loop') ? true : previous?.call(window, msg, ...rest));
  });
  afterEach(() => {
    window.onerror = previous;
  });

  it('新增页面 asks the company functions, then their applications', async () => {
    const el = await openDialog();
    const functions = mock.lastRequest('/base/authorized/company/model_function')!;
    expect([functions.method, functions.query]).to.deep.equal(['GET', { company_id: myCompany() }]);
    const { functions: all, apps } = store.pages();
    expect(mock.lastRequest('/base/authorized/app/menu')!.body).to.deep.equal({ name: '', mode_function_ids: all.map((f) => f.id), page: 1, page_size: 1000 });
    const labels = await choose(el, 'app_id', apps[1]!.name);
    expect(labels).to.deep.equal(apps.map((a) => a.name));
  });

  it('确定 with nothing filled names each required field and sends nothing', async () => {
    const el = await openDialog();
    $<HTMLButtonElement>(el, `${DIALOG} [data-action="confirm"]`)!.click();
    await waitFor(() => errors(el).length === 3, 'the messages');
    expect(errors(el)).to.deep.equal(['请选择应用', '请输入页面名称', '请输入页面地址']);
    expect(mock.requestsTo(ADD)).to.have.length(0);
  });

  it('saves POST add_page {app_id, page_name, page_url, page_application, page_image}; 新增成功; the dialog closes and the list is asked again', async () => {
    const el = await openDialog();
    const app = store.pages().apps[0]!;
    await choose(el, 'app_id', app.name);
    fill(field(el, 'page_name'), ' 新页面 ');
    fill(field(el, 'page_url'), 'https://apps.example.com/new');
    $<HTMLInputElement>(el, `${DIALOG} [data-field="page_application"] input[value="2"]`)!.click();
    const lists = mock.requestsTo(LIST).length;
    $<HTMLButtonElement>(el, `${DIALOG} [data-action="confirm"]`)!.click();
    await messageOf(el, '新增成功');
    expect(mock.lastRequest(ADD)!.body).to.deep.equal({ app_id: app.id, page_name: '新页面', page_url: 'https://apps.example.com/new', page_application: 2, page_image: [] });
    await waitFor(() => !dialog(el), 'closed');
    await waitFor(() => mock.requestsTo(LIST).length > lists, 'the list again');
    const added = store.pages().ownPages[0]!;
    await waitFor(() => rowIds(el)[0] === String(added.id), 'the new page first');
  });

  it("a failed save shows the server's msg, keeps the input and re-enables 确定", async () => {
    const el = await openDialog();
    await choose(el, 'app_id', store.pages().apps[0]!.name);
    fill(field(el, 'page_name'), '留下的名称');
    fill(field(el, 'page_url'), 'https://apps.example.com/kept');
    mock.fault(ADD, { code: 500, msg: '页面名称已存在', times: 1 });
    const confirm = $<HTMLButtonElement>(el, `${DIALOG} [data-action="confirm"]`)!;
    confirm.click();
    expect((await messageOf(el, '页面名称已存在')).dataset.intent).to.equal('error');
    await waitFor(() => !confirm.disabled, 'enabled again');
    expect([!!dialog(el), field(el, 'page_name').value, field(el, 'page_url').value]).to.deep.equal([true, '留下的名称', 'https://apps.example.com/kept']);
    expect(heard.of('bo-error').map((e) => (e.detail as { msg: string }).msg)).to.include('页面名称已存在');
  });

  it('取消 with typed input asks first: 继续编辑 keeps it, 放弃修改 closes', async () => {
    const el = await openDialog();
    fill(field(el, 'page_name'), '草稿');
    $<HTMLButtonElement>(el, `${DIALOG} [data-action="cancel"]`)!.click();
    expect((await waitFor(() => $(el, '[data-bo-confirm]'), 'the question')).textContent).to.contain('当前有未保存的修改');
    await answer(el, false);
    await settle(50);
    expect([!!dialog(el), field(el, 'page_name').value]).to.deep.equal([true, '草稿']);
    $<HTMLButtonElement>(el, `${DIALOG} [data-action="cancel"]`)!.click();
    await answer(el, true);
    await waitFor(() => !dialog(el), 'closed');
    expect(mock.requestsTo(ADD)).to.have.length(0);
  });

  it('删除 asks 请确认是否删除该数据? (提示); 确定 sends DELETE page_delete {id}, says 删除成功! and lists again without it', async () => {
    const el = await mount('bo-app-page-picker', { open: '' });
    await opened(el, 10);
    const [first, second] = rowIds(el);
    row(el, second!)!.querySelector<HTMLButtonElement>('[data-action="delete"]')!.click();
    const question = await waitFor(() => $(el, '[data-bo-confirm]'), 'the question');
    expect(question.textContent).to.contain('请确认是否删除该数据?');
    expect(question.textContent).to.contain('提示');
    // the click was the button's, not the row's
    expect(row(el, second!)!.getAttribute('aria-selected')).to.not.equal('true');
    await answer(el, true);
    await messageOf(el, '删除成功!');
    const req = mock.lastRequest('/app_mange/index_page/page_delete')!;
    expect([req.method, req.body]).to.deep.equal(['DELETE', { id: Number(second) }]);
    await waitFor(() => rowIds(el)[0] === first && !rowIds(el).includes(second), 'gone');
  });

  it('删除 then 取消 sends nothing', async () => {
    const el = await mount('bo-app-page-picker', { open: '' });
    await opened(el, 10);
    row(el, rowIds(el)[0]!)!.querySelector<HTMLButtonElement>('[data-action="delete"]')!.click();
    await answer(el, false);
    await settle(50);
    expect(mock.requestsTo('/app_mange/index_page/page_delete')).to.have.length(0);
  });
});
