/**
 * The invoice edit form (mode 2 of <bo-invoice-entry>; spec 3 §2.4, §4, §5, §7 Invoices) through a probe
 * element: the kind's fields (form_field?type=), a change of kind, 只展示必填字段, every required message
 * of spec 3 §5 at its field, the text limits, the tax and totals to the fen, the detail rows, the
 * itinerary's recalculation, the body of PUT /ocr/edit_item, a failed save and the unsaved-changes question.
 */
import { expect } from 'chai';
import { mock, store } from '../../demo/mock';
import type { InvoiceItem } from '../../src/finance/invoice-entry/types';
import { $, $$, mount, settle, textOf, waitFor, nativeSelect } from '../helpers';
import { messageOf, pickerHooks } from '../pickers/picker-helpers';
import { probe } from './invoice-form-probe';
import { FIELD_TYPE, SAVE, invoiceOf, field, input, click, typeInto, mountForm, chooseKind, chooseInPicker, fieldsShown, saved } from './invoice-form-helpers';
import { attached, choose, textFile } from '../files/upload-helpers';
import { invoiceFormCalls } from '../../src/finance/invoice-entry/form/contract';

describe('invoice edit form (spec 3 §2.4, §4, §5)', () => {
  const heard = pickerHooks('bo-error');

  it("asks the kinds and the invoice kind's fields (vat_invoice when it names none) and shows them with the invoice's values", async () => {
    const el = await mountForm(invoiceOf({ type: undefined }));
    await waitFor(() => field(el, 'dyn.machine_code'), 'the fields of the kind');
    expect(mock.requestsTo('/ocr/invoice/type', 'GET')).to.have.length(1);
    expect(mock.lastRequest(FIELD_TYPE)!.query).to.deep.equal({ type: 'vat_invoice' });
    expect(fieldsShown(el)).to.deep.equal(['dyn.invoice_category', 'dyn.check_code', 'dyn.machine_code', 'dyn.invoice_password', 'dyn.remark']);
    expect(input(el, 'dyn.machine_code').value).to.equal('M-01');
    const kind = await nativeSelect(el, 'dyn.invoice_category');
    expect(kind.selectedOptions[0].textContent).to.equal('电子普通发票');
    expect([input(el, 'invoice_code').value, input(el, 'seller_name').value]).to.deep.equal(['011002', '供应商甲']);
    // what it asked on opening is what its contract says it asks when shown (mode 2)
    await waitFor(() => mock.lastRequest('/base/user/login_info'), 'the login info');
    const asked = [...new Set(mock.requests.map((r) => `${r.method} ${r.route}`))].sort();
    const declared = invoiceFormCalls({ shown: true }).filter((c) => c.onOpen).map((c) => `${c.method} ${c.path}`).sort();
    expect(asked).to.deep.equal(declared);
  });

  it("the kind's fields that fail to load show the server's message with 重试 and bo-error", async () => {
    mock.fault(FIELD_TYPE, { code: 500, msg: '字段加载失败', times: 1 });
    probe.invoice = invoiceOf();
    const el = await mount('bo-test-invoice-form');
    await waitFor(() => textOf(el).includes('字段加载失败'), 'the message');
    expect(heard.last('bo-error')!.detail.msg).to.equal('字段加载失败');
    $$<HTMLButtonElement>(el, 'button').find((b) => b.textContent === '重试')!.click();
    await waitFor(() => field(el, 'dyn.machine_code'), 'the fields after 重试');
    expect(mock.requestsTo(FIELD_TYPE)).to.have.length(2);
  });

  it('kinds that fail to load: the form stays usable, says why with 重试, and 重试 fills the select', async () => {
    mock.fault('/ocr/invoice/type', { code: 500, msg: '类型加载失败', times: 1 });
    const el = await mountForm(invoiceOf());
    await waitFor(() => $(el, '[data-error="fields"]'), 'the message');
    expect($(el, '[data-error="fields"]')!.textContent).to.include('类型加载失败');
    expect(!!field(el, 'dyn.machine_code')).to.equal(true);
    click(el, 'retry');
    await waitFor(() => !$(el, '[data-error="fields"]'), 'the message gone');
    await chooseKind(el, '火车票');
    await waitFor(() => field(el, 'dyn.train_num'), 'the train fields');
  });

  it('a change of kind reloads its fields and keeps the values whose field_name is still there', async () => {
    const el = await mountForm(invoiceOf());
    await waitFor(() => field(el, 'dyn.check_code'), 'the vat fields');
    await typeInto(input(el, 'dyn.remark'), '加急');
    await chooseKind(el, '增值税专用发票');
    await waitFor(() => field(el, 'dyn.agent'), 'the vat_special fields');
    expect(mock.lastRequest(FIELD_TYPE)!.query).to.deep.equal({ type: 'vat_special' });
    expect(fieldsShown(el)).to.deep.equal(['dyn.deduct_status', 'dyn.agent', 'dyn.machine_code', 'dyn.invoice_password', 'dyn.remark']);
    expect([input(el, 'dyn.machine_code').value, input(el, 'dyn.remark').value, input(el, 'dyn.agent').value]).to.deep.equal(['M-01', '加急', '']);
    click(el, 'confirm');
    await waitFor(() => textOf(el).includes('请输入开票人'), 'the new required field');
    expect(field(el, 'dyn.deduct_status')!.textContent).to.include('请选择抵扣状态');
  });

  it('只展示必填字段 hides the fields that are not required and keeps their values', async () => {
    const el = await mountForm(invoiceOf({ type: 'vat_special' }));
    await waitFor(() => field(el, 'dyn.agent'), 'the fields');
    $<HTMLInputElement>(el, '[data-action="required-only"] input, input[data-action="required-only"]')!.click();
    await settle(50);
    expect(fieldsShown(el)).to.deep.equal(['dyn.deduct_status', 'dyn.agent']);
    for (const name of ['invoice_code', 'seller_name', 'place_start']) expect(field(el, name), name).to.equal(null);
    expect(!!field(el, 'invoice_date') && !!field(el, 'total_amount')).to.equal(true);
    $<HTMLInputElement>(el, '[data-action="required-only"] input, input[data-action="required-only"]')!.click();
    await settle(50);
    expect([input(el, 'invoice_code').value, input(el, 'dyn.machine_code').value]).to.deep.equal(['011002', 'M-01']);
  });

  it('an empty 确定 shows every required message at its field and sends nothing', async () => {
    const el = await mountForm({ type: 'train_ticket', fields: [] });
    await waitFor(() => field(el, 'dyn.train_num'), 'the fields');
    click(el, 'confirm');
    await waitFor(() => textOf(el).includes('请选择开票日期'), 'the messages');
    const expected: [string, string][] = [
      ['invoice_date', '请选择开票日期'],
      ['not_amount', '请输入不可抵扣金额'],
      ['total_amount', '请输入合计金额'],
      ['tax', '请输入合计税额'],
      ['total_amount1', '请输入总金额'],
      ['files', '请上传附件'],
      ['dyn.passenger_name', '请输入旅客姓名'],
      ['dyn.departure_time', '请选择乘车日期'],
      ['dyn.fare', '请输入票价'],
    ];
    for (const [name, message] of expected) expect(field(el, name)!.textContent, name).to.include(message);
    expect(field(el, 'dyn.seat_category')!.textContent, 'an optional select says nothing').to.not.include('请选择席别');
    expect($(el, '[data-error="details"]'), 'details are required for vat_invoice only').to.equal(null);
    expect(el.shadowRoot!.activeElement === input(el, 'invoice_date'), 'focus on the first field in error').to.equal(true);
    expect(mock.requestsTo(SAVE)).to.have.length(0);
  });

  it('texts hold 64 characters, 128 for a password field; amounts at least 0 with two decimals', async () => {
    const el = await mountForm(invoiceOf());
    await waitFor(() => field(el, 'dyn.invoice_password'), 'the fields');
    expect([input(el, 'invoice_code').maxLength, input(el, 'dyn.remark').maxLength, input(el, 'dyn.invoice_password').maxLength]).to.deep.equal([64, 64, 128]);
    expect(field(el, 'dyn.invoice_password')!.textContent).to.include('0/128');
    await typeInto(input(el, 'invoice_code'), 'x'.repeat(66));
    expect(input(el, 'invoice_code').value).to.have.length(64);
    await typeInto(input(el, 'not_amount'), '-1');
    await typeInto(input(el, 'total_amount'), '1.234');
    click(el, 'confirm');
    await waitFor(() => field(el, 'not_amount')!.textContent!.includes('不能小于 0'), 'the negative amount');
    expect(field(el, 'total_amount')!.textContent).to.include('最多 2 位小数');
    expect(mock.requestsTo(SAVE)).to.have.length(0);
  });

  it('with a rate the tax is computed to the fen and its input disabled; 免税 lets the tax be typed; totals exact', async () => {
    const el = await mountForm(invoiceOf({ total_amount: '1.005', tax: '0' }));
    expect(input(el, 'total_amount').value, '1.005 read as the backend rounds it').to.equal('1.01');
    expect([input(el, 'tax_rate').value, input(el, 'tax').value, input(el, 'tax').disabled]).to.deep.equal(['13', '0.13', true]);
    await typeInto(input(el, 'total_amount'), '1.15');
    await waitFor(() => input(el, 'tax').value === '0.15', 'the tax of 1.15 at 13 %');
    const figures = () => $(el, '[data-field="amount_in_figuers"] [data-value]')!.textContent;
    await waitFor(() => figures() === '1.30', '价税合计 1.15 + 0.15');
    expect($(el, '[data-capitals]')!.textContent).to.equal('大写：壹元叁角');
    expect(input(el, 'total_amount1').value).to.equal('1.30');
    await typeInto(input(el, 'not_amount'), '0.20');
    await waitFor(() => input(el, 'total_amount1').value === '1.50', '总金额 = 0.20 + 1.15 + 0.15');
    await typeInto(input(el, 'tax_rate'), '免税');
    await waitFor(() => !input(el, 'tax').disabled, 'the tax typed');
    await typeInto(input(el, 'tax'), '0.1');
    await waitFor(() => input(el, 'total_amount1').value === '1.45', '0.20 + 1.15 + 0.10');
    expect(figures()).to.equal('1.25');
  });

  it('detail rows: new rows in edit on top, a row in edit blocks 确定, and vat_invoice needs at least one', async () => {
    const el = await mountForm(invoiceOf());
    await waitFor(() => field(el, 'dyn.machine_code'), 'the fields');
    click(el, 'add-detail');
    await settle();
    const rows = () => $$(el, '[data-section="details"] tbody tr[data-row-key]');
    expect([rows().length, rows()[0]!.hasAttribute('data-editing')]).to.deep.equal([2, true]);
    click(el, 'confirm');
    await messageOf(el, '请先确定或取消正在编辑的交易明细');
    expect(mock.requestsTo(SAVE)).to.have.length(0);
    rows()[0]!.querySelector<HTMLButtonElement>('[data-action="row-confirm"]')!.click();
    await waitFor(() => textOf(el).includes('请输入货物或应税劳务、服务名称'), 'the row needs a name');
    rows()[0]!.querySelector<HTMLButtonElement>('[data-action="row-cancel"]')!.click();
    await settle();
    rows()[0]!.querySelector<HTMLButtonElement>('[data-action="row-delete"]')!.click();
    await settle();
    click(el, 'confirm');
    await waitFor(() => $(el, '[data-error="details"]'), 'the details message');
    expect($(el, '[data-error="details"]')!.textContent).to.equal('请添加交易明细');
    expect(mock.requestsTo(SAVE)).to.have.length(0);
  });

  it('another kind does without detail rows', async () => {
    const el = await mountForm(invoiceOf({ type: 'quota', commodity: [], fields: [] }));
    await waitFor(() => field(el, 'dyn.remark'), 'the quota fields');
    click(el, 'confirm');
    const put = await saved();
    expect((put.body as InvoiceItem).commodity).to.deep.equal([]);
  });

  it("an air ticket's itinerary type recalculates the tax with POST /ocr/invoice/tax", async () => {
    const el = await mountForm(invoiceOf({ type: 'air_ticket', tax_rate: '免税', tax: '0.00', jishuan_type: 1, commodity: [], fields: [] }));
    await waitFor(() => field(el, 'dyn.flight'), 'the air ticket fields');
    $$<HTMLInputElement>(el, '[data-field="jishuan_type"] input')[1]!.click(); // 电子行程单
    await waitFor(() => mock.lastRequest('/ocr/invoice/tax', 'POST'), 'the recalculation');
    const body = mock.lastRequest('/ocr/invoice/tax')!.body as InvoiceItem;
    expect(body).to.deep.include({ type: 'air_ticket', jishuan_type: 2, total_amount: '100.00', tax_rate: '免税', tax: '0.00', not_amount: '0.00' });
    await waitFor(() => input(el, 'tax').value === '9.00', 'the tax recalculated');
    expect([input(el, 'tax_rate').value, input(el, 'tax').disabled, input(el, 'total_amount1').value]).to.deep.equal(['9', true, '109.00']);
  });

  it('确定 sends PUT /ocr/edit_item with the invoice, amounts as text with two decimals, and hands the saved invoice back', async () => {
    const invoice = invoiceOf();
    const el = await mountForm(invoice);
    await waitFor(() => field(el, 'dyn.machine_code'), 'the fields');
    await typeInto(input(el, 'total_amount'), '1.15');
    await typeInto(input(el, 'not_amount'), '0.2');
    await typeInto(input(el, 'dyn.remark'), '加急');
    click(el, 'confirm');
    const put = await saved();
    const defs = store.invoiceForm().fields.vat_invoice!;
    const values: Record<string, string> = { invoice_category: '1', check_code: '', machine_code: 'M-01', invoice_password: '', remark: '加急' };
    expect(put.body).to.deep.equal({
      ...invoice,
      not_amount: '0.20',
      total_amount: '1.15',
      tax_rate: '13%',
      tax: '0.15',
      amount_in_figuers: '1.30',
      total_amount1: '1.50',
      place_start: '',
      place_end: '',
      jishuan_type: null,
      department_id: null,
      department_name: '',
      fields: defs.map((d) => ({ ...d, field_value: values[d.field_name] })),
      tables: [],
    });
    await waitFor(() => probe.saved.length === 1, 'onSaved');
    expect(probe.saved[0]!.id).to.equal(31);
    expect(probe.saved[0]!.total_amount1).to.equal('1.50');
  });

  it('after a save nothing is unsaved: a line added and saved, 取消 goes at once', async () => {
    const el = await mountForm(invoiceOf());
    await waitFor(() => field(el, 'dyn.machine_code'), 'the fields');
    click(el, 'add-detail');
    await settle();
    const line = $$(el, '[data-section="details"] tbody tr[data-row-key]')[0]!;
    await typeInto(line.querySelector<HTMLInputElement>('[data-column="CommodityName"] input')!, '打印纸');
    line.querySelector<HTMLButtonElement>('[data-action="row-confirm"]')!.click();
    await settle();
    click(el, 'confirm');
    const put = await saved();
    expect((put.body as InvoiceItem).commodity!.map((c) => c.CommodityName)).to.deep.equal(['打印纸', '办公用品']);
    await waitFor(() => probe.saved.length === 1, 'onSaved');
    // the form rendered as saved: 确定 is no longer busy (its re-render carries the new baseline)
    await waitFor(() => !$<HTMLButtonElement>(el, '[data-action="confirm"]')!.disabled, 'the saved form rendered');
    click(el, 'cancel');
    await waitFor(() => probe.cancelled === 1, 'cancelled without a question');
    expect($(el, '[data-bo-confirm]')).to.equal(null);
  });

  it('a failed save shows the server message, keeps the input and dispatches bo-error', async () => {
    mock.fault(SAVE, { code: 500, msg: '该发票已录入' }, 'PUT');
    const el = await mountForm(invoiceOf());
    await waitFor(() => field(el, 'dyn.machine_code'), 'the fields');
    await typeInto(input(el, 'seller_name'), '供应商乙');
    click(el, 'confirm');
    await messageOf(el, '该发票已录入');
    await waitFor(() => heard.of('bo-error').length > 0, 'bo-error');
    expect(heard.last('bo-error')!.detail.msg).to.equal('该发票已录入');
    expect(input(el, 'seller_name').value).to.equal('供应商乙');
    expect($<HTMLButtonElement>(el, '[data-action="confirm"]')!.disabled).to.equal(false);
    expect(probe.saved).to.have.length(0);
  });

  it('the same invoice handed anew (a new object with the same content) keeps what was typed', async () => {
    const el = await mountForm(invoiceOf());
    await waitFor(() => field(el, 'dyn.machine_code'), 'the fields');
    await typeInto(input(el, 'invoice_num'), '87654321');
    el.setAttribute('tick', '1');
    await settle(100);
    expect(input(el, 'invoice_num').value).to.equal('87654321');
    expect(mock.requestsTo(FIELD_TYPE)).to.have.length(1);
  });

  it('取消 goes at once without edits and asks first with them', async () => {
    const el = await mountForm(invoiceOf());
    await waitFor(() => field(el, 'dyn.machine_code'), 'the fields');
    click(el, 'cancel');
    await waitFor(() => probe.cancelled === 1, 'cancelled at once');
    await typeInto(input(el, 'invoice_num'), '87654321');
    click(el, 'cancel');
    const question = await waitFor(() => $(el, '[data-bo-confirm]'), 'the question');
    expect(question.textContent).to.include('当前有未保存的修改，确定放弃吗？');
    $<HTMLButtonElement>(el, '[data-bo-confirm-cancel]')!.click();
    await settle(50);
    expect([probe.cancelled, input(el, 'invoice_num').value]).to.deep.equal([1, '87654321']);
    click(el, 'cancel');
    (await waitFor(() => $<HTMLButtonElement>(el, '[data-bo-confirm-ok]'), 'the question again')).click();
    await waitFor(() => probe.cancelled === 2, 'cancelled after the question');
  });

  it('a handler defaults to the current user and today; the handler picker replaces them', async () => {
    const el = await mountForm(invoiceOf({ handled_staff_id: null, handled_by: '', handled_staff_num: '', handled_mobile: '', handled_at: '' }));
    const { staff, currentStaffId } = store.org();
    const me = staff.find((s) => s.id === currentStaffId)!;
    await waitFor(() => input(el, 'handled_by').value === me.name, 'the current user');
    const d = new Date();
    const today = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    expect([input(el, 'handled_staff_num').value, input(el, 'handled_at').value]).to.deep.equal([me.serial_number, today]);
    click(el, 'cancel');
    await waitFor(() => probe.cancelled === 1, 'the defaults are no edit');
  });

  it('the company is chosen with bo-department-picker (radio)', async () => {
    const el = await mountForm(invoiceOf());
    await waitFor(() => field(el, 'dyn.machine_code'), 'the fields');
    const company = store.org().departments.find((x) => x.is_company)!;
    await chooseInPicker(el, 'choose-department_name', 'bo-department-picker', `[data-row-id="${company.id}"]`);
    await waitFor(() => input(el, 'department_name').value === company.name, 'the company chosen');
    click(el, 'confirm');
    const put = await saved();
    expect(put.body).to.deep.include({ department_id: company.id, department_name: company.name });
  });

  it('attachments: a file uploaded through the nested bo-file-upload is sent with the invoice', async () => {
    const el = await mountForm(invoiceOf({ files: [] }));
    await waitFor(() => field(el, 'dyn.machine_code'), 'the fields');
    click(el, 'confirm');
    await waitFor(() => field(el, 'files')!.textContent!.includes('请上传附件'), 'the files message');
    const upload = $(el, 'bo-file-upload')!;
    expect(upload.hasAttribute('multiple')).to.equal(true);
    choose(upload, textFile('发票.txt'));
    await attached(upload, 1);
    await waitFor(() => !field(el, 'files')!.textContent!.includes('请上传附件'), 'the message gone');
    click(el, 'confirm');
    const put = await saved();
    expect((put.body as InvoiceItem).files!.map((f) => f.name)).to.deep.equal(['发票.txt']);
  });

  it('the handler is chosen with bo-staff-picker (radio) and sent', async () => {
    const el = await mountForm(invoiceOf());
    await waitFor(() => field(el, 'dyn.machine_code'), 'the fields');
    const id = await chooseInPicker(el, 'choose-handled_by', 'bo-staff-picker', '[data-row-id]');
    const person = store.org().staff.find((x) => String(x.id) === id)!;
    await waitFor(() => input(el, 'handled_by').value === person.name, 'the handler chosen');
    click(el, 'confirm');
    const put = await saved();
    expect(put.body).to.deep.include({ handled_staff_id: person.id, handled_by: person.name, handled_staff_num: person.serial_number, handled_mobile: person.mobile });
  });

  it('speaks English with lang="en-US": its own words and the spec messages, the backend\'s titles as they came', async () => {
    probe.invoice = invoiceOf({ type: 'train_ticket', files: [], fields: [], commodity: [], invoice_date: '' });
    const el = await mount('bo-test-invoice-form', { lang: 'en-US' });
    await waitFor(() => field(el, 'dyn.train_num'), 'the fields');
    click(el, 'confirm');
    await waitFor(() => textOf(el).includes('Select the invoice date'), 'the English messages');
    const text = textOf(el);
    for (const words of ['Invoice type', 'Transaction details', 'Tax and amounts', 'Amount with tax', 'Attachments', 'Handled by']) expect(text, words).to.include(words);
    expect(field(el, 'dyn.train_num')!.textContent).to.include('车次');
    for (const words of ['基本信息', '交易明细', '税额与金额', '请选择开票日期', '请上传附件']) expect(text, words).to.not.include(words);
  });
});
