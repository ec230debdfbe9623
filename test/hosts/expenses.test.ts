/**
 * The expense claim (demo/hosts/expenses.html) on the built bundle: a bo-invoice-entry in a plain
 * <form method="post"> and a bo-receipt-picker opened by the page's own button. The user uploads an
 * invoice through the entry's nested upload; it is recognised; the page moves the entry to another
 * column (remove + append in one task, as jQuery does) and the list stays; a bank receipt is picked with
 * show(); the post carries the claim number, the invoices as JSON with their exact amounts, and the
 * receipt's number.
 */
import { expect } from 'chai';
import { $, $$, waitFor, SLOW } from '../helpers';
import { hostPageHooks, openHostPage, pickFirst, type HostPage, type Picker } from './host-page';

async function submitted(page: HostPage) {
  const arrived = new Promise((resolve) => page.frame.addEventListener('load', resolve, { once: true }));
  page.click('button[type="submit"]');
  await arrived;
  return Object.fromEntries([...page.document.querySelectorAll('#received tr')].map((tr) => [tr.querySelector('th')!.textContent, tr.querySelector('td')!.textContent]));
}

describe('host page: an expense claim with invoices and a bank receipt (demo/hosts/expenses.html)', function () {
  this.timeout(40000 * SLOW);
  hostPageHooks();

  it('a recognised invoice stays in the moved entry and is posted as JSON; the receipt picked with show() is posted too', async () => {
    const page = await openHostPage('expenses.html');
    const entry = page.find('bo-invoice-entry');
    const input = await waitFor(() => $<HTMLInputElement>(entry, 'input[data-file-input]'), 'the upload input of the nested bo-scan-upload');
    const files = new page.window.DataTransfer();
    files.items.add(new page.window.File(['%PDF-1.4'], '差旅发票.pdf', { type: 'application/pdf' }));
    input.files = files.files;
    input.dispatchEvent(new page.window.Event('change', { bubbles: true }));
    await waitFor(() => page.text('#log').includes('发票：1 张'), 'the recognised invoice in the page log', 15000);

    page.click('#move');
    expect(entry.parentElement!.id, 'moved to the right column').to.equal('right');
    await waitFor(() => $$(entry, '[data-invoice-table] [data-row-id]').length === 1, 'the list kept after the move');

    page.click('#pick-receipt');
    const picker = page.find<Picker>('bo-receipt-picker');
    const id = await pickFirst(picker);
    await waitFor(() => page.find<HTMLInputElement>('#receipt-serial').value !== '', 'the receipt number written by the page');
    const serial = page.find<HTMLInputElement>('#receipt-serial').value;
    expect(serial, `receipt ${id}`).to.match(/\S/);

    expect(page.text('#log')).to.not.contain('出错');
    const posted = await submitted(page);
    expect(posted.claim_no).to.equal('BX-2026-0012');
    expect(posted.receipt_serial).to.equal(serial);
    const invoices = JSON.parse(posted.invoices!) as Record<string, unknown>[];
    expect(invoices).to.have.length(1);
    expect([invoices[0]!.total_amount, invoices[0]!.tax, invoices[0]!.amount_in_figuers]).to.deep.equal(['1000.00', '130.00', '1130.00']);
  });
});
