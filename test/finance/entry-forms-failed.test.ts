/**
 * The invoice and receipt entries' edit forms load apart from the entries (list mode shows them only when
 * a row is edited). When that code cannot be loaded, 编辑 tells the user 组件出错了，请刷新页面后重试
 * once, the page hears bo-error, and nothing is left spinning in the form's place. In a page of its own:
 * the entries' own tests load the forms.
 */
import { expect } from 'chai';
import { HttpResponse, http } from 'msw';
import '../../elements/bo-invoice-entry';
import '../../elements/bo-receipt-entry';
import { worker } from '../../demo/mock';
import { seededInvoices } from '../../demo/mock/store/invoices';
import { $, $$, mount, settle, waitFor } from '../helpers';
import { pickerHooks, saidPartFailed } from '../pickers/picker-helpers';
import { COMPLETE_RECEIPT } from './receipt-fixtures';

describe('an entry whose edit form cannot be loaded', () => {
  const heard = pickerHooks('bo-error');
  afterEach(() => worker.resetHandlers());

  /** Mounts the entry with `value`, refusing the form's module, and edits the first row of `rows`. */
  async function editWithoutForm(tag: 'bo-invoice-entry' | 'bo-receipt-entry', form: RegExp, value: unknown[], rows: string) {
    worker.use(http.get(form, () => HttpResponse.error()));
    const el = await mount(tag, { value: JSON.stringify(value) });
    await settle(200);
    expect(heard.of('bo-error'), 'nothing said before the form is shown').to.have.length(0);
    const edit = await waitFor(() => $$(el, `${rows} [data-row-id]`)[0]?.querySelector<HTMLButtonElement>('[data-action="edit"]'), 'a row to edit');
    edit.click();
    await saidPartFailed(el, heard);
    await settle(100);
    expect(heard.of('bo-error')).to.have.length(1);
    expect(!!$(el, '[role="progressbar"]'), 'nothing left spinning').to.equal(false);
  }

  it('the invoice entry: 编辑 says so once, the page hears bo-error', () =>
    editWithoutForm('bo-invoice-entry', /\/invoice-entry\/form\/InvoiceForm\.tsx/, seededInvoices(), '[data-invoice-table]'));

  it('the receipt entry: 编辑 says so once, the page hears bo-error', () =>
    editWithoutForm('bo-receipt-entry', /\/receipt-entry\/ReceiptForm\.tsx/, [COMPLETE_RECEIPT], '[data-bo-receipt-list]'));
});
