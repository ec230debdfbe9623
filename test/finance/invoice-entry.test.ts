/**
 * <bo-invoice-entry> (spec 3 §2.4, §3, §4 Invoice screen, §5 Invoice form, §7 Invoices): recognition of the
 * uploaded files (POST /ocr/multiple_invoice with the attachments not sent yet), the rows with their exact
 * amounts, the per-file errors and 未能识别到有效的发票, the handler defaults, the batch buttons 公 / 人 / 时
 * (请先选择数据 without a checked row; the picked values into the checked rows only), 编辑 (mode 2 and back)
 * and 删除 (the question, the row gone), a failed recognition, a moved element, mode 2 opened directly.
 * The edit form's own content is the form's tests: only its two buttons are used here.
 */
import { expect } from 'chai';
import '../../elements/bo-invoice-entry';
import { mock, store } from '../../demo/mock';
import { seededInvoices } from '../../demo/mock/store/invoices';
import type { InvoiceItem } from '../../src/finance/invoice-entry/types';
import type { UploadedFile } from '../../src/kit/upload';
import { $, $$, captureWarnings, mount, settle, textOf, waitFor, SLOW } from '../helpers';
import { fill } from '../conformance-triggers';
import { messageOf, pickerHooks } from '../pickers/picker-helpers';
import { answer, attached, choose, uploadReady } from '../files/upload-helpers';
import { itShowsTheUploadButtonsFirst } from './held-upload';

type Entry = HTMLElementTagNameMap['bo-invoice-entry'];
const OCR = '/ocr/multiple_invoice';
const image = (name: string) => new File(['scan'], name, { type: 'image/png' });

const table = (el: Element) => $(el, '[data-invoice-table]')!;
const rowsOf = (el: Element) => [...table(el).querySelectorAll<HTMLElement>('[data-row-id]')];
const titles = (el: Element) => [...table(el).querySelectorAll('[role="columnheader"]')].map((h) => h.textContent!.trim());
/** The cells of the i-th row by column title (the check box's cell has no title). */
const cells = (el: Element, i: number) => {
  const heads = titles(el);
  const texts = [...rowsOf(el)[i]!.querySelectorAll('[role="cell"]')].map((c) => c.textContent!.trim());
  return Object.fromEntries(heads.map((h, k) => [h, texts[k]]).filter(([h]) => h));
};
const rowButton = (el: Element, i: number, action: string) => rowsOf(el)[i]!.querySelector<HTMLButtonElement>(`[data-action="${action}"]`)!;
/** The edit form's 取消 or 确定 (its last button of that name: the form's own content is not these tests'). */
const formButton = (el: Element, text: '取消' | '确定') =>
  waitFor(() => [...($(el, '[data-invoice-edit]')?.querySelectorAll('button') ?? [])].filter((b) => b.textContent!.trim() === text).at(-1), `the form's ${text}`);
const editing = (el: Element) => !!$(el, '[data-invoice-edit]');
const batch = (el: Element, kind: string) => $<HTMLButtonElement>(el, `[data-action="batch-${kind}"]`)!;
const tick = async (el: Element, ...indexes: number[]) => {
  indexes.forEach((i) => rowsOf(el)[i]!.click());
  await waitFor(() => indexes.every((i) => rowsOf(el)[i]!.getAttribute('aria-selected') === 'true'), 'the rows ticked');
};
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

describe('<bo-invoice-entry> list mode (spec 3 §2.4, §5, §7 Invoices)', () => {
  const heard = pickerHooks('bo-change', 'bo-saved', 'bo-cancel', 'bo-navigate', 'bo-error');
  const changes = () => heard.of('bo-change').map((e) => (e.detail as { records: InvoiceItem[] }).records);
  const lastRecords = () => changes().at(-1)!;

  /** Uploads these files through the nested bo-scan-upload and waits for the recognitions they lead to. */
  async function upload(el: Entry, ...files: File[]) {
    const before = mock.requestsTo(OCR).length;
    const scan = $(el, 'bo-scan-upload')!;
    const done = ((scan as unknown as { value: UploadedFile[] }).value ?? []).length;
    await uploadReady(el);
    choose(el, ...files);
    await attached(scan, done + files.length);
    await waitFor(() => mock.requestsTo(OCR).length > before && !$(el, '[data-recognising]'), 'the recognition');
    await settle(50);
    return (scan as unknown as { value: UploadedFile[] }).value;
  }
  const sentFiles = () => mock.requestsTo(OCR).map((r) => (r.body as { files: UploadedFile[] }).files);

  // first: the page fetches the upload's code once
  itShowsTheUploadButtonsFirst('bo-invoice-entry');

  async function seeded(attributes: Record<string, string> = {}) {
    const el = await mount('bo-invoice-entry', { value: JSON.stringify(seededInvoices()), ...attributes });
    await waitFor(() => rowsOf(el).length === 2, 'the seeded rows');
    return el;
  }

  it('sends the uploaded attachments to /ocr/multiple_invoice (only those not sent yet) and lists the invoices with their exact amounts', async () => {
    const el = await mount('bo-invoice-entry');
    expect(textOf(el)).to.include('暂无发票，上传发票文件后自动识别');
    const uploaded = await upload(el, image('发票.png'));
    await messageOf(el, '识别到 1 张发票');
    expect(sentFiles()).to.deep.equal([uploaded]);
    expect(rowsOf(el)).to.have.length(1);
    expect(cells(el, 0)).to.include({ 合计金额: '1,000.00', 合计税额: '130.00', 价税合计: '1,130.00', 发票类型: '增值税专用发票', 附件: '发票.png' });
    expect(lastRecords()[0]).to.include({ total_amount: '1000.00', tax_rate: '13%', tax: '130.00', amount_in_figuers: '1130.00', total_amount1: '1130.00' });
    expect(lastRecords()[0]!.files).to.deep.equal([uploaded[0]]);
    expect(el.value).to.deep.equal(lastRecords());

    const both = await upload(el, image('两张发票.png'));
    expect(sentFiles()).to.have.length(2);
    expect(sentFiles()[1]).to.deep.equal([both[1]]);
    expect(rowsOf(el)).to.have.length(3);
    await messageOf(el, '识别到 2 张发票');
    expect(cells(el, 2)).to.include({ 合计金额: '356.50', 合计税额: '0.00', 价税合计: '356.50' });
    expect(lastRecords().map((r) => r.tax_rate)).to.deep.equal(['13%', '13%', '免税']);
  });

  it("recognises the phone's files of a phone-scan upload (扫码上传)", async function () {
    this.timeout(20000 * SLOW);
    store.filesScan().autoAfter = 0;
    const el = await mount('bo-invoice-entry');
    $<HTMLButtonElement>(el, '[data-action="scan"]')!.click();
    const code = await waitFor(() => $<HTMLElement>(el, '[data-qr-panel] [data-client-id]'), 'the QR code');
    const init = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ client_id: code.dataset.clientId }) };
    const phone: UploadedFile[] = (await (await fetch('/api/files/code/demo_upload', init)).json()).data;
    // the element asks the state every 5 s
    await waitFor(() => rowsOf(el).length === 2, 'the invoices of the two files', 12000);
    expect(sentFiles()).to.have.length(1);
    expect(sentFiles()[0]!.map((f) => f.attachment_id)).to.deep.equal(phone.map((f) => f.attachment_id));
  });

  it('gives new rows the handler defaults: the current user and today, where the recognition left them empty', async () => {
    const el = await mount('bo-invoice-entry');
    await upload(el, image('发票.png'));
    const { staff, currentStaffId } = store.org();
    const me = staff.find((s) => s.id === currentStaffId)!;
    expect(lastRecords()[0]).to.include({ handled_staff_id: me.id, handled_by: me.name, handled_staff_num: me.serial_number, handled_mobile: me.mobile, handled_at: today() });
    expect(cells(el, 0)).to.include({ 经办人: me.name, 经办时间: today() });
  });

  it('a login info that cannot be read: bo-error, the rows keep their invoices with today only', async () => {
    mock.fault('/base/user/login_info', { status: 500 });
    const el = await mount('bo-invoice-entry');
    await upload(el, image('发票.png'));
    expect(rowsOf(el)).to.have.length(1);
    expect(lastRecords()[0]).to.include({ handled_by: '', handled_at: today() });
    expect(heard.of('bo-error').map((e) => (e.detail as { url?: string }).url)).to.satisfy((urls: string[]) => urls.some((u) => u?.endsWith('/base/user/login_info')));
  });

  it("shows each file's err; with nothing recognised also 未能识别到有效的发票; the list stays", async () => {
    const el = await seeded();
    await upload(el, image('失败.png'));
    await messageOf(el, '发票识别失败：图片模糊');
    await messageOf(el, '未能识别到有效的发票');
    expect(rowsOf(el)).to.have.length(2);
    expect(changes()).to.have.length(0);
  });

  it('未能识别到有效的发票 when the files hold no invoice and no err', async () => {
    const el = await mount('bo-invoice-entry');
    await upload(el, image('空白.png'));
    await messageOf(el, '未能识别到有效的发票');
    expect(rowsOf(el)).to.have.length(0);
  });

  it('a partly failed upload: the err is shown, the invoices found join the list', async () => {
    const el = await mount('bo-invoice-entry');
    await upload(el, image('失败.png'));
    await upload(el, image('部分识别.png'));
    expect(rowsOf(el)).to.have.length(1);
    expect(lastRecords()[0]).to.include({ invoice_code: '', seller_name: '', tax: '' });
    expect(cells(el, 0)).to.include({ 发票代码: '--', 合计税额: '--', 合计金额: '880.00' });
  });

  it('a failed recognition shows the server msg, keeps the list, sends bo-error; its files go again with the next upload', async () => {
    const el = await seeded();
    mock.fault(OCR, { code: 500, msg: '识别服务繁忙', times: 1 });
    const first = await upload(el, image('发票.png'));
    await messageOf(el, '识别服务繁忙');
    expect((heard.last('bo-error')!.detail as { msg: string }).msg).to.equal('识别服务繁忙');
    expect(rowsOf(el)).to.have.length(2);
    expect(changes()).to.have.length(0);
    const files = await upload(el, image('发票2.png'));
    expect(sentFiles().at(-1)).to.deep.equal([first[0], files[1]]);
    expect(rowsOf(el)).to.have.length(4);
  });

  it('batch buttons have accessible names; without a checked row they warn 请先选择数据 (a warning, as the receipt entry) and open nothing', async () => {
    const el = await seeded();
    expect(['company', 'handler', 'handledAt'].map((k) => [batch(el, k).textContent, batch(el, k).getAttribute('aria-label')])).to.deep.equal([
      ['公', '公司'],
      ['人', '经办人'],
      ['时', '经办时间'],
    ]);
    for (const kind of ['company', 'handler', 'handledAt']) batch(el, kind).click();
    expect((await messageOf(el, '请先选择数据')).dataset.intent).to.equal('warning');
    await settle(100);
    expect($(el, 'bo-department-picker, bo-staff-picker, bo-date-dialog')).to.equal(null);
    expect(mock.requestsTo('/base/department/list')).to.have.length(0);
  });

  it('公 writes the department chosen (radio) into the checked rows only', async () => {
    const el = await mount('bo-invoice-entry', { value: JSON.stringify([...seededInvoices(), { invoice_num: '3' }]) });
    await waitFor(() => rowsOf(el).length === 3, 'rows');
    await tick(el, 0, 2);
    batch(el, 'company').click();
    const picker = await waitFor(() => $(el, 'bo-department-picker'), 'the department picker');
    expect(picker.getAttribute('selection-mode')).to.equal('radio');
    const department = store.org().departments[1]!;
    (await waitFor(() => $<HTMLElement>(picker, `[data-row-id="${department.id}"]`), 'the department')).click();
    await settle();
    $<HTMLButtonElement>(picker, '[data-action="confirm"]')!.click();
    await waitFor(() => changes().length === 1, 'bo-change');
    expect(lastRecords().map((r) => [r.department_id, r.department_name])).to.deep.equal([
      [department.id, department.name],
      [3, '财务部'],
      [department.id, department.name],
    ]);
    expect(cells(el, 2)).to.include({ 公司: department.name });
    // the element's own list back in `value` is no new list: the ticks stay for the next batch
    expect(el.value).to.equal(changes()[0]);
    expect(rowsOf(el).map((r) => r.getAttribute('aria-selected'))).to.deep.equal(['true', 'false', 'true']);
  });

  it('人 writes the staff member chosen into the checked rows: id, name, number and mobile', async () => {
    const el = await seeded();
    await tick(el, 1);
    batch(el, 'handler').click();
    const picker = await waitFor(() => $(el, 'bo-staff-picker'), 'the staff picker');
    const row = await waitFor(() => $<HTMLElement>(picker, '[data-row-id]'), 'a staff row');
    const answerData = (mock.lastRequest('/base/staff/list')!.answer as { data: { list: Record<string, unknown>[] } }).data.list;
    const chosen = answerData.find((s) => String(s.id) === row.dataset.rowId)!;
    row.click();
    await settle();
    $<HTMLButtonElement>(picker, '[data-action="confirm"]')!.click();
    await waitFor(() => changes().length === 1, 'bo-change');
    const [first, second] = lastRecords();
    expect(first).to.include({ handled_by: '张三', handled_staff_id: 1 });
    expect(second).to.include({ handled_staff_id: chosen.id, handled_by: chosen.name, handled_staff_num: chosen.serial_number, handled_mobile: chosen.mobile });
  });

  it('时 writes the day chosen in the date dialog into the checked rows', async () => {
    const el = await seeded();
    await tick(el, 0);
    batch(el, 'handledAt').click();
    const dialog = await waitFor(() => $(el, 'bo-date-dialog'), 'the date dialog');
    fill(await waitFor(() => $<HTMLInputElement>(dialog, 'input'), 'the date input'), '2024-07-15');
    $<HTMLButtonElement>(dialog, '[data-action="confirm"]')!.click();
    await waitFor(() => changes().length === 1, 'bo-change');
    expect(lastRecords().map((r) => r.handled_at)).to.deep.equal(['2024-07-15', '2024-06-03']);
    await waitFor(() => !$(el, 'bo-date-dialog'), 'the dialog removed');
  });

  it('a cancelled picker changes nothing', async () => {
    const el = await seeded();
    await tick(el, 0);
    batch(el, 'handledAt').click();
    const dialog = await waitFor(() => $(el, 'bo-date-dialog'), 'the date dialog');
    (await waitFor(() => $<HTMLButtonElement>(dialog, '[data-action="cancel"]'), 'cancel')).click();
    await waitFor(() => !$(el, 'bo-date-dialog'), 'the dialog removed');
    expect(changes()).to.have.length(0);
  });

  it('编辑 shows the form (mode 2); 取消 returns to the list as it was', async () => {
    const el = await seeded();
    await tick(el, 0);
    rowButton(el, 1, 'edit').click();
    const cancel = await formButton(el, '取消');
    expect($(el, '[data-bo-invoice-entry]')!.dataset.mode).to.equal('2');
    expect($(el, '[part="title"]')!.textContent).to.equal('编辑发票');
    expect($(el, '[data-action="back"]')).to.equal(null);
    expect(table(el).checkVisibility()).to.equal(false);
    cancel.click();
    await waitFor(() => !editing(el), 'back to the list');
    expect(table(el).checkVisibility()).to.equal(true);
    // the table measures its rows again once it is shown
    await waitFor(() => rowsOf(el).length === 2, 'the rows shown again');
    expect(rowsOf(el).map((r) => r.getAttribute('aria-selected'))).to.deep.equal(['true', 'false']);
    expect(changes()).to.have.length(0);
  });

  it("编辑 then 确定: the form's saved invoice replaces its row, back to the list, bo-change", async () => {
    const el = await seeded();
    const before = seededInvoices();
    rowButton(el, 1, 'edit').click();
    (await formButton(el, '确定')).click();
    await waitFor(() => changes().length === 1, 'bo-change');
    expect(lastRecords().map((r) => r.invoice_num)).to.deep.equal(before.map((r) => r.invoice_num));
    expect(editing(el)).to.equal(false);
  });

  it('删除 asks 此操作将永久删除该文件, 是否继续?; confirmed, the row is gone', async () => {
    const el = await seeded();
    const [first, second] = seededInvoices();
    rowButton(el, 0, 'delete').click();
    await waitFor(() => $(el, '[data-bo-confirm]')?.textContent?.includes('此操作将永久删除该文件, 是否继续?'), 'the question');
    await answer(el, false);
    await settle(50);
    expect(rowsOf(el)).to.have.length(2);
    rowButton(el, 0, 'delete').click();
    await answer(el, true);
    await waitFor(() => rowsOf(el).length === 1, 'the row gone');
    expect(lastRecords().map((r) => r.invoice_num)).to.deep.equal([second!.invoice_num]);
    expect(first!.invoice_num).to.not.equal(second!.invoice_num);
  });

  it('keeps its list when moved (remove + append in one task)', async () => {
    const el = await mount('bo-invoice-entry');
    await upload(el, image('发票.png'));
    const parent = document.createElement('div');
    document.body.append(parent);
    el.remove();
    parent.append(el);
    await settle(100);
    expect(rowsOf(el)).to.have.length(1);
    expect(changes()).to.have.length(1);
    parent.remove();
  });

  it('a new value from the page starts the list again; the lists it said itself do not', async () => {
    const el = await seeded();
    await tick(el, 0);
    el.value = [{ invoice_num: 'X1' }];
    await waitFor(() => rowsOf(el).length === 1, 'the new list');
    expect(cells(el, 0)).to.include({ 发票号码: 'X1' });
    expect(rowsOf(el)[0]!.getAttribute('aria-selected')).to.equal('false');
  });

  it('shows the amounts the page gave with two decimals, grouped, as the receipt entry does (issue 36)', async () => {
    const given: [unknown, string][] = [[12, '12.00'], ['1234.5', '1,234.50'], [0.1, '0.10'], ['', '--']];
    const el = await mount('bo-invoice-entry', { value: JSON.stringify(given.map(([amount], i) => ({ invoice_num: `N${i}`, total_amount: amount, tax: amount, amount_in_figuers: amount }))) });
    await waitFor(() => rowsOf(el).length === given.length, 'the rows');
    for (const [i, [, text]] of given.entries()) expect(cells(el, i), String(given[i]![0])).to.include({ 合计金额: text, 合计税额: text, 价税合计: text });
  });

  it('in a form, submits the list as JSON under its name, as it is after each change', async () => {
    const form = document.createElement('form');
    document.body.append(form);
    try {
      const list = [{ invoice_num: '1', total_amount: '10.00' }, { invoice_num: '2', total_amount: '0.10' }];
      const el = await mount('bo-invoice-entry', { name: 'invoices', value: JSON.stringify(list) });
      form.append(el);
      await waitFor(() => rowsOf(el).length === 2, 'rows');
      expect(new FormData(form).get('invoices')).to.equal(JSON.stringify(list));
      rowButton(el, 0, 'delete').click();
      await answer(el, true);
      await waitFor(() => rowsOf(el).length === 1, 'the row gone');
      expect(new FormData(form).get('invoices')).to.equal(JSON.stringify([list[1]]));
    } finally {
      form.remove();
    }
  });

  it('bad attributes warn and keep the defaults', async () => {
    let el!: Entry;
    const warnings = await captureWarnings(async () => {
      el = await mount('bo-invoice-entry', { mode: '3', value: '"text"' });
      await settle(50);
    });
    expect(warnings.join('\n')).to.include('mode="3" is not valid');
    const errors = heard.of('bo-error').map((e) => (e.detail as { attribute?: string }).attribute);
    expect(errors).to.include.members(['mode', 'value']);
    expect($(el, '[data-bo-invoice-entry]')!.dataset.mode).to.equal('1');
  });
});

describe('<bo-invoice-entry> edit mode opened directly (mode 2)', () => {
  const heard = pickerHooks('bo-change', 'bo-saved', 'bo-cancel', 'bo-navigate', 'bo-error');
  const invoice = {
    id: 8, type: 'quota', invoice_num: '04512345', invoice_date: '2024-06-03', total_amount: '100.00', tax_rate: '免税', tax: '0.00', not_amount: '0.00',
    files: [{ attachment_id: 501, name: '发票.pdf', image_url: '/files/501', size: 1024, suffix: 'pdf' }],
  };

  async function direct() {
    const el = await mount('bo-invoice-entry', { mode: '2', value: JSON.stringify(invoice), 'back-path': '/finance/invoices' });
    el.addEventListener('bo-navigate', (e) => e.preventDefault());
    await formButton(el, '取消');
    return el;
  }

  it('取消: bo-cancel, then back to back-path through bo-navigate', async () => {
    const el = await direct();
    expect($(el, '[data-action="back"]')).to.equal(null);
    (await formButton(el, '取消')).click();
    await waitFor(() => heard.of('bo-navigate').length === 1, 'bo-navigate');
    expect(heard.of('bo-cancel')).to.have.length(1);
    expect(heard.last('bo-navigate')!.detail).to.deep.equal({ path: '/finance/invoices', query: {}, newWindow: false });
    expect(heard.events.map((e) => e.type)).to.deep.equal(['bo-cancel', 'bo-navigate']);
  });

  it('确定: bo-saved {invoice} (value holds it), then back', async () => {
    const el = await direct();
    (await formButton(el, '确定')).click();
    await waitFor(() => heard.of('bo-navigate').length === 1, 'bo-navigate');
    const saved = (heard.last('bo-saved')!.detail as { invoice: InvoiceItem }).invoice;
    expect(saved.invoice_num).to.equal(invoice.invoice_num);
    expect(el.value).to.deep.equal(saved);
    expect(heard.events.map((e) => e.type)).to.deep.equal(['bo-saved', 'bo-navigate']);
    expect(heard.of('bo-change')).to.have.length(0);
  });

  it('list mode shows the back control only when there is somewhere to go; it goes to back-path', async () => {
    const el = await mount('bo-invoice-entry', { 'back-path': '/finance' });
    el.addEventListener('bo-navigate', (e) => e.preventDefault());
    $<HTMLButtonElement>(el, '[data-action="back"]')!.click();
    expect(heard.last('bo-navigate')!.detail).to.deep.equal({ path: '/finance', query: {}, newWindow: false });
    el.removeAttribute('back-path');
    await settle(30);
    expect(!!$(el, '[data-action="back"]')).to.equal(history.length > 1);
    expect($$(el, '[part="title"]').map((t) => t.textContent)).to.deep.equal(['发票录入']);
  });
});
