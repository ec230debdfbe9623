/**
 * Parts of an element whose code loads on demand (drag sorting, the sanitiser of an HTML preview, the
 * date dialog's view, a screen's action dialog, a picker's own list body, a list's switches, a card's
 * tags, the numbering rules' choice, the approval settings' change log, the QR code, the search bar's
 * form, the category filter's tree; an upload's file
 * list and the picker's engine have tests of their own: test/files/file-list-failed.test.ts,
 * test/pickers/engine-failed.test.ts). When that code cannot be loaded
 * (the network down, a page left open across a release), the user is told 组件出错了，请刷新页面后重试,
 * the page hears bo-error, and the rest keeps working. Each module is refused before the element's first
 * use of it (this page has not loaded them: each test file runs in a page of its own).
 */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { HttpResponse, http } from 'msw';
import '../../elements/bo-column-chooser';
import '../../elements/bo-file-upload';
import '../../elements/bo-date-dialog';
import '../../elements/bo-approval-bar';
import '../../elements/bo-department-picker';
import '../../elements/bo-class-list';
import '../../elements/bo-base-info-card';
import '../../elements/bo-numbering-rules';
import '../../elements/bo-numbering-rule-editor';
import '../../elements/bo-scan-upload';
import '../../elements/bo-approval-settings';
import '../../elements/bo-search-bar';
import '../../elements/bo-category-group-filter';
import { COLUMN_DEMO_GROUPS } from '../../demo/column-groups';
import { mock, store, worker } from '../../demo/mock';
import { EXAMPLE_FILES } from '../../demo/mock/store/files-scan';
import { $, $$, mount, settle, waitFor } from '../helpers';
import { PART_FAILED, pickerHooks, saidPartFailed } from '../pickers/picker-helpers';
import { rowAction } from '../files/upload-helpers';

const chosen = (el: Element) => $$(el, '[data-chosen-group="basic"] [data-chosen-key]').map((li) => li.dataset.chosenKey);

describe('a part whose code cannot be loaded', () => {
  const heard = pickerHooks('bo-error');
  afterEach(() => worker.resetHandlers());

  it('drag sorting: says so, sends bo-error, and the keyboard still moves the items', async () => {
    worker.use(http.get(/\/sortablejs/, () => HttpResponse.error()));
    const el = (await mount('bo-column-chooser', { groups: JSON.stringify(COLUMN_DEMO_GROUPS) })) as HTMLElementTagNameMap['bo-column-chooser'];
    void el.show();
    await saidPartFailed(el, heard);
    await settle(100);
    expect(heard.of('bo-error'), 'said once, though each group has its list').to.have.length(1);
    expect($(el, '[data-chosen-columns] [data-sortable]'), 'no list can be dragged').to.equal(null);
    $<HTMLButtonElement>(el, '[data-chosen-key="basic:title"] [data-sort-handle]')!.focus();
    await sendKeys({ press: 'ArrowDown' });
    await settle(300);
    expect(chosen(el)).to.deep.equal(['basic:serial_number', 'basic:department_name', 'basic:title', 'basic:created_at']);
  });

  it("a file's HTML preview: says so and sends bo-error; the file stays listed", async () => {
    worker.use(http.get(/\/safe-html\.ts|\/dompurify/, () => HttpResponse.error()));
    const el = await mount('bo-file-upload', { value: JSON.stringify(EXAMPLE_FILES) });
    (await waitFor(() => rowAction(el, 0, 'preview'), 'the file listed')).click();
    await saidPartFailed(el, heard);
    expect(mock.lastRequest('/base/file/public/preview'), 'the preview was asked for').to.not.equal(undefined);
    expect($(el, '[data-bo-file-preview]'), 'no unsanitised preview').to.equal(null);
    expect(rowAction(el, 0, 'preview'), 'the file still listed').to.not.equal(null);
  });

  it('the date dialog: an opening says so, sends bo-error and answers show() with null', async () => {
    worker.use(http.get(/\/date-dialog\/DateDialog\.tsx/, () => HttpResponse.error()));
    const el = document.createElement('bo-date-dialog');
    document.body.append(el);
    try {
      expect(await el.show()).to.equal(null);
      await saidPartFailed(el, heard);
      expect(el.open).to.equal(false);
    } finally {
      el.remove();
    }
  });

  it("a screen's dialog (the approval bar's action dialog): the action says so and sends bo-error; the buttons stay usable", async () => {
    worker.use(http.get(/\/approval\/bar\/ActionDialog\.tsx/, () => HttpResponse.error()));
    const el = await mount('bo-approval-bar', { 'approval-num': 'SP202611240002' });
    const pass = await waitFor(() => $<HTMLButtonElement>(el, '[data-bo-approval-bar] [data-action="pass"]'), 'the buttons');
    pass.click();
    await saidPartFailed(el, heard);
    await settle(100);
    expect($(el, '[data-bo-action-dialog]'), 'no dialog').to.equal(null);
    expect(pass.disabled, 'the button usable again').to.equal(false);
  });

  it("a picker's own list body (the department tree table): the drawer says so in place of the list, the page hears bo-error once", async () => {
    worker.use(http.get(/\/kit\/tree-body\/TreeTable\.tsx/, () => HttpResponse.error()));
    const el = (await mount('bo-department-picker', {})) as HTMLElementTagNameMap['bo-department-picker'];
    // the closed picker's rehearsal meets the failure first, out of sight: nothing is said then
    await settle(1500);
    expect(heard.of('bo-error'), 'nothing said while closed').to.have.length(0);
    void el.show();
    const alert = await waitFor(() => $(el, '[data-bo-picker] [data-bo-error]'), 'the failure in the drawer');
    expect(alert.textContent).to.equal(PART_FAILED);
    await saidPartFailed(el, heard);
    await settle(100);
    expect(heard.of('bo-error'), 'said once').to.have.length(1);
  });

  it("a list's switches (Fluent's Switch, a lazy part): the rows still show, the switches keep their places, said once", async () => {
    worker.use(http.get(/\/kit\/lazy-parts\/fluent-switch\.ts/, () => HttpResponse.error()));
    store.classes('project').forEach((c, i) => (c.is_default = i === 0 ? 1 : 0));
    const el = await mount('bo-class-list', { 'model-name': 'project', 'can-list': '', 'can-add': '' });
    const rows = await waitFor(() => ($$(el, '[data-row-id]').length ? $$(el, '[data-row-id]') : null), 'the rows');
    await saidPartFailed(el, heard);
    await settle(100);
    expect(heard.of('bo-error'), 'said once for all the rows').to.have.length(1);
    expect(rows.every((row) => row.querySelector('span[data-action="enable"]')), 'each switch held by its placeholder').to.equal(true);
    expect($(el, '[role="switch"]'), 'no switch to toggle').to.equal(null);
    expect($(el, '[data-default-tag]')?.textContent, 'the other cells whole').to.equal('默认');
  });

  it("a card's tags (Fluent's TagGroup, loaded on first render): the texts stay, no × to remove, said once", async () => {
    worker.use(http.get(/\/base-info-card\/TagChips\.tsx/, () => HttpResponse.error()));
    const el = await mount('bo-base-info-card', { title: '采购订单 CG-18', tags: JSON.stringify(['加急', '年度框架']) });
    await saidPartFailed(el, heard);
    await settle(100);
    expect(heard.of('bo-error')).to.have.length(1);
    expect($$(el, '[data-tag-placeholder]').map((t) => t.textContent)).to.deep.equal(['加急', '年度框架']);
    expect($(el, '[data-tag]'), 'nothing to remove').to.equal(null);
    expect($(el, '[data-action="add-tag"]'), 'adding still offered').to.not.equal(null);
  });

  it('是否需要编号规则 (Fluent\'s radios, loaded on first render): the rules still list, the labels hold the place, said', async () => {
    worker.use(http.get(/\/numbering-rules\/NeededRadios\.tsx/, () => HttpResponse.error()));
    const el = await mount('bo-numbering-rules', { 'app-modular': 'purchase', 'can-list': '', 'can-global': '' });
    await waitFor(() => $$(el, '[data-row-id]').length > 0, 'the rules');
    await saidPartFailed(el, heard);
    // once for its choice, once for its switches: the test above refused the switch, and a part that
    // could not be loaded stays so for the page
    await waitFor(() => heard.of('bo-error').length >= 2, 'said for the choice and for the switches');
    await settle(100);
    expect(heard.of('bo-error')).to.have.length(2);
    expect($(el, '[data-needed-placeholder]')!.textContent).to.equal('需要不需要');
    expect($(el, '[data-field="needed"]'), 'no choice to make').to.equal(null);
  });

  it("the rule editor's form (fetched beside the rule's calls): the page says so in its place, once, nothing spinning", async () => {
    worker.use(http.get(/\/rule-editor\/RuleForm\.tsx/, () => HttpResponse.error()));
    const el = await mount('bo-numbering-rule-editor', { 'app-modular': 'purchase', 'rule-id': String(store.rules('purchase')[0]!.id) });
    await saidPartFailed(el, heard);
    await settle(100);
    expect(heard.of('bo-error')).to.have.length(1);
    expect($(el, '[part="title"]')!.textContent).to.equal('编辑规则');
    expect($(el, '[role="alert"]')!.textContent).to.contain(PART_FAILED);
    expect(!!$(el, '[role="progressbar"]'), 'nothing left spinning').to.equal(false);
  });

  it("the change log's days (loaded as the settings first render): the flows still list, the log keeps its heading, said", async () => {
    worker.use(http.get(/\/approval\/settings\/LogDays\.tsx/, () => HttpResponse.error()));
    const el = await mount('bo-approval-settings', { 'model-name': 'purchase', 'can-list': '' });
    await waitFor(() => $$(el, '[data-row-id]').length > 0, 'the flows');
    await waitFor(() => mock.requestsTo('/base/data_operating_log/list').length > 0, 'the log asked');
    await saidPartFailed(el, heard);
    // said for the days and for the switches, whose chunk a test above refused for the page
    await waitFor(() => heard.of('bo-error').length >= 2, 'said for the days and for the switches');
    await settle(100);
    expect(heard.of('bo-error')).to.have.length(2);
    expect($(el, '[data-change-log] h3')!.textContent).to.equal('变更记录');
    expect(!!$(el, '[data-log-day]'), 'no days').to.equal(false);
    expect(!!$(el, '[data-change-log] [role="progressbar"]'), 'nothing left spinning').to.equal(false);
  });

  it('the QR code of 扫码上传: says so, sends bo-error; 返回本地上传 still leads back', async () => {
    worker.use(http.get(/\/scan-upload\/QrCode\.tsx/, () => HttpResponse.error()));
    const el = await mount('bo-scan-upload', {});
    $<HTMLButtonElement>(el, '[data-action="scan"]')!.click();
    await saidPartFailed(el, heard);
    expect($(el, '[data-qr-panel] [data-client-id]'), 'no session started').to.equal(null);
    expect(!!$(el, '[data-qr-panel] [role="progressbar"]'), 'nothing left spinning in the empty box').to.equal(false);
    expect(mock.requestsTo('/api/files/code/gen'), 'no code asked').to.have.length(0);
    $<HTMLButtonElement>(el, '[data-action="back-local"]')!.click();
    await waitFor(() => $(el, '[data-action="scan"]'), 'back to local upload');
  });

  it("the search bar's form (fetched beside the field definitions): says so in its place, once, nothing spinning", async () => {
    worker.use(http.get(/\/search-bar\/SearchBarForm\.tsx/, () => HttpResponse.error()));
    const el = await mount('bo-search-bar', { 'search-api': '/purchase/order/search_field' });
    await saidPartFailed(el, heard);
    await waitFor(() => $(el, '[role="alert"]')?.textContent === PART_FAILED, 'the failure in the form\'s place');
    await settle(100);
    expect(heard.of('bo-error')).to.have.length(1);
    expect($(el, 'form[role="search"]'), 'no form').to.equal(null);
    expect(!!$(el, '[role="progressbar"]'), 'nothing left spinning').to.equal(false);
  });

  it("the category filter's tree (fetched beside its first tab's call): says so in the tree's place; the tabs still switch", async () => {
    worker.use(http.get(/\/tree-sidebar\/TreeBody\.tsx/, () => HttpResponse.error()));
    const el = await mount('bo-category-group-filter', { style: 'height: 420px' });
    await saidPartFailed(el, heard);
    await waitFor(() => $(el, '[part="tree-sidebar"] [role="alert"]')?.textContent === PART_FAILED, 'the failure in the tree\'s place');
    expect(!!$(el, '[part="tree-sidebar"] [role="progressbar"]'), 'nothing left spinning').to.equal(false);
    $$(el, '[role="tab"]')[1]!.click();
    await waitFor(() => $(el, '[role="tab"][aria-selected="true"]') === $$(el, '[role="tab"]')[1], 'the 分组 tab');
    await settle(100);
    expect(heard.of('bo-error'), 'said once').to.have.length(1);
  });
});
