/**
 * <bo-receipt-entry> (spec 3 §2.5, §4 Receipt widget, §5 Bank receipt entry, §7 Bank receipts and bills):
 * recognition of uploaded files (the request's files, each file's err, nothing recognised), a serial
 * number per new row (gen_num), the batch choices (请先选择数据; the picker's choice in every checked
 * row), delete, the row's edit; the form's required messages, a length limit, the capitals as the amount
 * is typed, bo-confirm's record, the own variant, cancel with unsaved edits.
 */
import { expect } from 'chai';
import '../../elements/bo-receipt-entry';
import { mock, store } from '../../demo/mock';
import { RECEIPT_FAILURE } from '../../demo/mock/store/receipts';
import { $, $$, mount, settle, textOf, waitFor } from '../helpers';
import { fill } from '../conformance-triggers';
import { ATTACHMENT, COMPLETE_RECEIPT } from './receipt-fixtures';
import { answer, choose, textFile, uploadReady } from '../files/upload-helpers';
import { itShowsTheUploadButtonsFirst } from './held-upload';
import { button, messageOf, motionDone, pickerHooks } from '../pickers/picker-helpers';

type Entry = HTMLElementTagNameMap['bo-receipt-entry'];
const RECOGNISE = '/ocr/bank_receipt_public';
const GEN_NUM = '/ocr/bank_receipt/gen_num';

const listRows = (el: Element) => $$(el, '[data-bo-receipt-list] [data-row-id]');
const input = (el: Element, field: string) => $<HTMLInputElement | HTMLTextAreaElement>(el, `[data-field="${field}"] input, [data-field="${field}"] textarea`)!;
const messageAt = (el: Element, field: string) => $(el, `[data-field="${field}"]`)?.querySelector('[id$="__validationMessage"], [role="alert"]')?.textContent?.trim() ?? '';
const submit = (el: Element) => $<HTMLButtonElement>(el, '[data-bo-receipt-form] [data-action="confirm"]')!.click();
const serials = (el: Element) => listRows(el).map((r) => r.textContent!.match(/HD\d+/)?.[0]);

/** In the picker the entry opened: ticks its first row, presses 确定; the row's id. */
async function pickFirst(el: Entry): Promise<string> {
  const first = await waitFor(() => $<HTMLElement>(el, '[data-bo-picker] [data-row-id]'), "the picker's rows");
  await motionDone(el);
  first.click();
  await settle();
  // the picker's 确定 (a form has its own)
  $<HTMLButtonElement>(el, '[data-bo-picker] [data-action="confirm"]')!.click();
  await waitFor(() => !$(el, '[data-bo-picker]'), 'the picker closed');
  return first.dataset.rowId!;
}

/** Uploads these files in 智能识别 and waits for the rows recognition adds. */
async function recognise(el: Entry, names: string[], rowsAfter: number) {
  await uploadReady(el);
  choose(el, ...names.map((n) => textFile(n)));
  await waitFor(() => listRows(el).length === rowsAfter, `${rowsAfter} rows`);
}


describe('<bo-receipt-entry>', () => {
  const heard = pickerHooks('bo-change', 'bo-confirm', 'bo-cancel', 'bo-navigate', 'bo-error');

  describe('list mode (1)', () => {
    // first: the page fetches the upload's code once
    itShowsTheUploadButtonsFirst('bo-receipt-entry');

    it('sends the uploaded files for recognition and lists what is found, each new row numbered by gen_num', async () => {
      const el = await mount('bo-receipt-entry');
      await recognise(el, ['回单.pdf', '承兑汇票.pdf'], 2);
      const sent = mock.requestsTo(RECOGNISE).flatMap((r) => (r.body as { files: { name: string; attachment_id: number }[] }).files);
      expect(sent.map((f) => f.name).sort()).to.deep.equal(['回单.pdf', '承兑汇票.pdf'].sort());
      expect(sent.every((f) => typeof f.attachment_id === 'number')).to.equal(true);
      expect(mock.requestsTo(GEN_NUM)).to.have.length(2);
      const numbers = mock.requestsTo(GEN_NUM).map((r) => (r.answer as { data: string }).data);
      expect(serials(el).sort()).to.deep.equal([...numbers].sort());
      const records = heard.last('bo-change')!.detail.records as Record<string, unknown>[];
      expect(records.map((r) => r.type).sort()).to.deep.equal([1, 2]);
      expect(records.every((r) => /^\d+\.\d{2}$/.test(String(r.amount)) && String(r.big_amount).length > 0)).to.equal(true);
      expect(records.map((r) => (r.files as { name: string }[])[0]!.name).sort()).to.deep.equal(['回单.pdf', '承兑汇票.pdf'].sort());
    });

    it("shows each file's err as an error message, and 未能识别到有效的回单 when nothing is recognised", async () => {
      const el = await mount('bo-receipt-entry');
      await recognise(el, ['模糊.pdf'], 0);
      await messageOf(el, `模糊.pdf：${RECEIPT_FAILURE}`);
      await messageOf(el, '未能识别到有效的回单');
      choose(el, textFile('空白.pdf'));
      await waitFor(() => mock.requestsTo(RECOGNISE).length === 2, 'the second recognition');
      // the second answer is shown some time after its request: wait for its message, never for a fixed time
      await waitFor(
        () => $$(el, '[data-intent]').filter((m) => m.textContent!.includes('未能识别到有效的回单')).length === 2,
        'the second 未能识别到有效的回单',
      );
      await settle(100);
      expect(listRows(el)).to.have.length(0);
      expect(heard.of('bo-change')).to.have.length(0);
    });

    it("a failed recognition shows the server's msg and sends bo-error; no row is added, the file goes again with the next upload", async () => {
      mock.fault(RECOGNISE, { code: 5001, msg: '识别服务繁忙（测试）', times: 1 });
      const el = await mount('bo-receipt-entry');
      await uploadReady(el);
      choose(el, textFile('回单.pdf'));
      await messageOf(el, '识别服务繁忙（测试）');
      const error = await waitFor(() => heard.last('bo-error'), 'bo-error');
      expect([error.detail.source, error.detail.msg, error.detail.code]).to.deep.equal(['http', '识别服务繁忙（测试）', 5001]);
      expect(listRows(el)).to.have.length(0);
      await recognise(el, ['汇票.pdf'], 2);
      const second = (mock.requestsTo(RECOGNISE).at(-1)!.body as { files: { name: string }[] }).files.map((f) => f.name);
      expect(second).to.deep.equal(['回单.pdf', '汇票.pdf']);
    });

    it('a batch choice without a checked row warns 请先选择数据 (a warning, as the invoice entry) and opens no picker', async () => {
      const el = await mount('bo-receipt-entry', { value: JSON.stringify([COMPLETE_RECEIPT]) });
      for (const kind of ['company', 'nature', 'account']) {
        button(el, `batch-${kind}`)!.click();
        expect((await messageOf(el, '请先选择数据')).dataset.intent).to.equal('warning');
      }
      expect($(el, '[data-bo-picker]')).to.equal(null);
    });

    it('所属公司 writes the chosen company into every checked row', async () => {
      const el = await mount('bo-receipt-entry', { value: JSON.stringify([COMPLETE_RECEIPT, { ...COMPLETE_RECEIPT, serial_number: 'HD2' }, { ...COMPLETE_RECEIPT, serial_number: 'HD3' }]) });
      const boxes = () => $$<HTMLInputElement>(el, '[data-bo-receipt-list] [data-row-id] input[type="checkbox"]');
      boxes()[0]!.click();
      boxes()[2]!.click();
      await settle();
      button(el, 'batch-company')!.click();
      const id = await pickFirst(el);
      await waitFor(() => heard.of('bo-change').length === 1, 'bo-change');
      const records = heard.last('bo-change')!.detail.records as Record<string, unknown>[];
      expect(records.map((r) => String(r.department_id))).to.deep.equal([id, '3', id]);
      expect(records[0]!.department_name).to.not.equal('上海分公司');
    });

    it('付款性质 and 账户 write the payment nature and the account (with its name and company) into the checked row', async () => {
      const el = await mount('bo-receipt-entry', { value: JSON.stringify([COMPLETE_RECEIPT, { ...COMPLETE_RECEIPT, serial_number: 'HD2' }]) });
      $$<HTMLInputElement>(el, '[data-bo-receipt-list] [data-row-id] input[type="checkbox"]')[1]!.click();
      await settle();
      button(el, 'batch-nature')!.click();
      const natureId = await pickFirst(el);
      button(el, 'batch-account')!.click();
      const accountId = await pickFirst(el);
      await waitFor(() => heard.of('bo-change').length === 2, 'two bo-change');
      const nature = store.financePickers().paymentNatures.find((n) => String(n.id) === natureId)!;
      const account = store.financePickers().bankAccounts.find((a) => String(a.id) === accountId)!;
      const [first, second] = heard.last('bo-change')!.detail.records as Record<string, unknown>[];
      expect([second!.payment_nature_id, second!.payment_nature]).to.deep.equal([nature.id, nature.name]);
      expect([second!.account_bank_id, second!.account_bank_account, second!.name, second!.supplier_company_name]).to.deep.equal([
        account.id, account.account, account.name, account.supplier_company_name,
      ]);
      expect([first!.payment_nature, first!.account_bank_id]).to.deep.equal([undefined, undefined]);
    });

    it('删除 asks 此操作将永久删除该文件, 是否继续? and takes the row away', async () => {
      const el = await mount('bo-receipt-entry', { value: JSON.stringify([COMPLETE_RECEIPT, { ...COMPLETE_RECEIPT, serial_number: 'HD2' }]) });
      listRows(el)[0]!.querySelector<HTMLButtonElement>('[data-action="delete"]')!.click();
      const question = await waitFor(() => $(el, '[data-bo-confirm]'), 'the question');
      expect(question.textContent).to.include('此操作将永久删除该文件, 是否继续?');
      await answer(el, true);
      await waitFor(() => listRows(el).length === 1, 'one row left');
      expect(serials(el)).to.deep.equal(['HD2']);
      expect((heard.last('bo-change')!.detail.records as { serial_number: string }[]).map((r) => r.serial_number)).to.deep.equal(['HD2']);
    });

    it('编辑 shows the row in the form; 确定 replaces the row and returns to the list', async () => {
      const el = await mount('bo-receipt-entry', { value: JSON.stringify([COMPLETE_RECEIPT]) });
      listRows(el)[0]!.querySelector<HTMLButtonElement>('[data-action="edit"]')!.click();
      await waitFor(() => $(el, '[data-bo-receipt-form]'), 'the form');
      expect(input(el, 'pay_name').value).to.equal('甲公司');
      fill(input(el, 'pay_name'), '丙公司');
      submit(el);
      await waitFor(() => listRows(el).length === 1, 'back to the list');
      const record = (heard.last('bo-change')!.detail.records as Record<string, unknown>[])[0]!;
      expect([record.pay_name, record.amount, record.big_amount]).to.deep.equal(['丙公司', '1234.50', '壹仟贰佰叁拾肆元伍角']);
      expect(heard.of('bo-confirm')).to.have.length(0);
    });

    it('own hides the company and payment nature columns and batch buttons', async () => {
      const el = await mount('bo-receipt-entry', { own: '', value: JSON.stringify([COMPLETE_RECEIPT]) });
      expect([button(el, 'batch-company'), button(el, 'batch-nature')]).to.deep.equal([null, null]);
      expect(button(el, 'batch-account')).to.not.equal(null);
      const titles = $$(el, '[role="columnheader"]').map((h) => h.textContent!.trim());
      expect(titles).to.not.include('所属公司');
      expect(titles).to.not.include('付款性质');
    });

    it('shows every amount of the list with two decimals, grouped, whatever form the page gave it in (issue 36)', async () => {
      const given: [unknown, string][] = [[12, '12.00'], ['1234.5', '1,234.50'], [0.1, '0.10'], ['7', '7.00'], ['', '--'], ['不是金额', '不是金额']];
      const value = given.map(([amount], i) => ({ ...COMPLETE_RECEIPT, id: i + 1, serial_number: `HD${i + 1}`, amount }));
      const el = await mount('bo-receipt-entry', { value: JSON.stringify(value) });
      await waitFor(() => listRows(el).length === given.length, 'the rows');
      const column = $$(el, '[role="columnheader"]').findIndex((h) => h.textContent!.trim() === '金额');
      const shown = listRows(el).map((r) => r.querySelectorAll('[role="cell"]')[column]!.textContent!.trim());
      expect(shown).to.deep.equal(given.map(([, text]) => text));
    });
  });

  describe('the form (modes 2 and 3)', () => {
    it('a new entry gets its serial number from gen_num when it opens', async () => {
      const el = await mount('bo-receipt-entry', { mode: '3' });
      await waitFor(() => input(el, 'serial_number').value, 'the serial number');
      const given = (mock.lastRequest(GEN_NUM)!.answer as { data: string }).data;
      expect(input(el, 'serial_number').value).to.equal(given);
    });

    it("a new entry whose serial number cannot be had says why at the form's top with 重试, sends bo-error and leaves the number to type", async () => {
      mock.fault(GEN_NUM, { status: 500, msg: '编号服务不可用（测试）', times: 1 });
      const el = await mount('bo-receipt-entry', { mode: '3' });
      const alert = await waitFor(() => $(el, '[data-bo-receipt-form] [role="alert"][data-error="serial-number"]'), 'the message');
      expect(alert.textContent).to.include('流水编号未能生成：编号服务不可用（测试）');
      expect(await waitFor(() => heard.last('bo-error')?.detail.status, 'bo-error')).to.equal(500);
      expect(input(el, 'serial_number').value).to.equal('');
      expect($<HTMLButtonElement>(el, '[data-bo-receipt-form] [data-action="confirm"]')!.disabled, '确定 given back').to.equal(false);
      // 重试 asks again and fills the number
      alert.querySelector<HTMLButtonElement>('[data-action="retry"]')!.click();
      await waitFor(() => input(el, 'serial_number').value, 'the serial number after 重试');
      expect(input(el, 'serial_number').value).to.equal((mock.lastRequest(GEN_NUM)!.answer as { data: string }).data);
      expect($(el, '[data-error="serial-number"]') === null, 'the message gone').to.equal(true);
    });

    it('a serial number typed while gen_num failed stays when 重试 then answers', async () => {
      mock.fault(GEN_NUM, { network: true, times: 1 });
      const el = await mount('bo-receipt-entry', { mode: '3' });
      const retry = await waitFor(() => $<HTMLButtonElement>(el, '[data-error="serial-number"] [data-action="retry"]'), '重试');
      fill(input(el, 'serial_number'), 'HD-手填');
      retry.click();
      await waitFor(() => !$(el, '[data-error="serial-number"]') && mock.lastRequest(GEN_NUM)?.answer, 'gen_num answered');
      await settle(50);
      expect(input(el, 'serial_number').value).to.equal('HD-手填');
    });

    it('an empty confirm shows every required message of spec 3 §5 at its field', async () => {
      const el = await mount('bo-receipt-entry', { type: '3' });
      await waitFor(() => input(el, 'serial_number').value, 'the serial number');
      submit(el);
      const expected: Record<string, string> = {
        department_name: '请选择所属公司',
        type: '请选择流水类型',
        transaction_date: '请选择日期',
        pay_name: '请输入付款人户名',
        payee_name: '请输入收款人户名',
        amount: '请输入金额',
        files: '请上传附件',
      };
      await waitFor(() => messageAt(el, 'files'), 'the messages');
      expect(Object.fromEntries(Object.keys(expected).map((f) => [f, messageAt(el, f)]))).to.deep.equal(expected);
      // a bill: whether it can be transferred and its invoice code too
      $<HTMLInputElement>(el, '[data-field="type"] input[value="2"]')!.click();
      await waitFor(() => $(el, '[data-section="bill"]'), 'the bill section');
      submit(el);
      await waitFor(() => messageAt(el, 'is_transfer'), 'the bill messages');
      expect([messageAt(el, 'is_transfer'), messageAt(el, 'invoice_code'), messageAt(el, 'type')]).to.deep.equal(['请选择能否转让', '请输入发票代码', '']);
      expect(heard.of('bo-confirm')).to.have.length(0);
    });

    it('a text longer than its limit (128 for the payer name) is refused at the field', async () => {
      const el = await mount('bo-receipt-entry', { mode: '2', value: JSON.stringify({ ...COMPLETE_RECEIPT, pay_name: 'x'.repeat(129) }) });
      expect([input(el, 'pay_name').maxLength, input(el, 'serial_number').maxLength, input(el, 'abstract').maxLength]).to.deep.equal([128, 64, 255]);
      submit(el);
      await waitFor(() => messageAt(el, 'pay_name'), 'the message');
      expect(messageAt(el, 'pay_name')).to.equal('最多 128 个字符');
      expect(heard.of('bo-confirm')).to.have.length(0);
    });

    it('shows the amount in capitals as it is typed', async () => {
      const el = await mount('bo-receipt-entry', { mode: '2', value: JSON.stringify(COMPLETE_RECEIPT) });
      const capitals = () => $(el, '[data-capitals]')!.textContent;
      expect(capitals()).to.equal('壹仟贰佰叁拾肆元伍角');
      for (const [typed, words] of [['1.05', '壹元零伍分'], ['0', '零元整'], ['100000000', '壹亿元整']]) {
        fill(input(el, 'amount'), typed!);
        await waitFor(() => capitals() === words, words!);
      }
    });

    it('a 19-digit account number pasted into 金额 is refused at the field, kept, and the form stays (issue 36)', async () => {
      const el = await mount('bo-receipt-entry', { mode: '2', value: JSON.stringify(COMPLETE_RECEIPT) });
      const capitals = () => $(el, '[data-capitals]')!.textContent;
      fill(input(el, 'pay_name'), '丁公司');
      for (const [typed, message] of [['6222021234567890123', '金额不能超过 9999999999999.99'], ['-1', '不能小于 0'], ['1.005', '最多 2 位小数']]) {
        fill(input(el, 'amount'), typed!);
        await waitFor(() => capitals() === '--', `${typed}: no capitals`);
        submit(el);
        await waitFor(() => messageAt(el, 'amount') === message, message!);
        expect(input(el, 'amount').value, 'the text kept').to.equal(typed);
      }
      expect($(el, '[data-bo-error]'), 'no error boundary').to.equal(null);
      expect(input(el, 'pay_name').value, 'what was typed stays').to.equal('丁公司');
      await settle(100);
      expect(heard.of('bo-confirm'), 'refused until it is an amount').to.have.length(0);
    });

    it('确定 in mode 2 dispatches bo-confirm with the record: amount "1234.50", big_amount in capitals', async () => {
      const el = await mount('bo-receipt-entry', { mode: '2', value: JSON.stringify({ ...COMPLETE_RECEIPT, id: 9, log_id: 4, receipt_num: '77' }) });
      submit(el);
      await waitFor(() => heard.of('bo-confirm').length === 1, 'bo-confirm');
      expect(heard.last('bo-confirm')!.detail.record).to.deep.equal({
        id: 9,
        log_id: 4,
        serial_number: 'HD1',
        department_id: 3,
        department_name: '上海分公司',
        account_bank_id: null,
        account_bank_account: '',
        name: '',
        supplier_company_name: '',
        payment_nature_id: null,
        payment_nature: '',
        type: 1,
        transaction_date: '2024-06-01',
        pay_name: '甲公司',
        pay_bank: '',
        pay_number: '',
        payee_name: '乙公司',
        payee_bank: '',
        payee_number: '',
        amount: '1234.50',
        big_amount: '壹仟贰佰叁拾肆元伍角',
        liushui_num: '',
        receipt_num: '77',
        abstract: '',
        use_to: '',
        remark: '',
        files: [ATTACHMENT],
      });
      expect(mock.requestsTo(GEN_NUM)).to.have.length(0);
    });

    it("the form's 选择 writes the picked company and account into the record", async () => {
      const el = await mount('bo-receipt-entry', { mode: '2', value: JSON.stringify(COMPLETE_RECEIPT) });
      $<HTMLButtonElement>(el, '[data-action="pick-company"]')!.click();
      const companyId = await pickFirst(el);
      $<HTMLButtonElement>(el, '[data-action="pick-account"]')!.click();
      const accountId = await pickFirst(el);
      const account = store.financePickers().bankAccounts.find((a) => String(a.id) === accountId)!;
      expect(input(el, 'account_bank_account').value).to.equal(account.account);
      submit(el);
      await waitFor(() => heard.of('bo-confirm').length === 1, 'bo-confirm');
      const record = heard.last('bo-confirm')!.detail.record as Record<string, unknown>;
      expect([String(record.department_id), record.account_bank_id, record.name]).to.deep.equal([companyId, account.id, account.name]);
      expect(record.department_name).to.not.equal('上海分公司');
    });

    it('own hides company and payment nature, and confirms without a company', async () => {
      const el = await mount('bo-receipt-entry', { mode: '2', own: '', value: JSON.stringify({ ...COMPLETE_RECEIPT, department_id: null, department_name: '' }) });
      expect([$(el, '[data-field="department_name"]'), $(el, '[data-field="payment_nature"]')]).to.deep.equal([null, null]);
      expect($(el, '[data-field="account_bank_account"]')).to.not.equal(null);
      submit(el);
      await waitFor(() => heard.of('bo-confirm').length === 1, 'bo-confirm');
    });

    it('speaks English with lang="en": no Chinese word in the form, the required messages included', async () => {
      const el = await mount('bo-receipt-entry', { mode: '3', type: '2', lang: 'en' });
      await waitFor(() => input(el, 'serial_number').value && textOf(el).includes('Bill'), 'the English form');
      submit(el);
      await waitFor(() => messageAt(el, 'invoice_code'), 'the messages');
      expect([messageAt(el, 'invoice_code'), messageAt(el, 'files')]).to.deep.equal(['Enter the invoice code', 'Upload an attachment']);
      expect(textOf(el).match(/[\u4e00-\u9fff]+/g)).to.equal(null);
    });

    it('取消 with edits asks first; keeping them stays, discarding sends bo-cancel and goes to back-path', async () => {
      const el = await mount('bo-receipt-entry', { mode: '3', 'back-path': '/finance/receipts' });
      await waitFor(() => input(el, 'serial_number').value, 'the serial number');
      fill(input(el, 'pay_name'), '甲公司');
      await settle();
      const cancel = () => $<HTMLButtonElement>(el, '[data-bo-receipt-form] [data-action="cancel"]')!.click();
      cancel();
      expect((await waitFor(() => $(el, '[data-bo-confirm]'), 'the question')).textContent).to.include('当前有未保存的修改，确定放弃吗？');
      await answer(el, false);
      await settle(100);
      expect([heard.of('bo-cancel').length, input(el, 'pay_name').value]).to.deep.equal([0, '甲公司']);
      cancel();
      await answer(el, true);
      await waitFor(() => heard.of('bo-navigate').length === 1, 'bo-navigate');
      expect(heard.of('bo-cancel')).to.have.length(1);
      expect(heard.last('bo-navigate')!.detail.path).to.equal('/finance/receipts');
      expect(textOf(el)).to.include('付款方信息');
    });
  });
});
