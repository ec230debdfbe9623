/**
 * What the invoice edit form's tests share: a complete invoice, the form's fields and buttons, mounting
 * the probe element, choosing a kind and choosing in a nested picker.
 */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { mock } from '../../demo/mock';
import type { InvoiceItem } from '../../src/finance/invoice-entry/types';
import { $, $$, mount, pickOption, settle, waitFor } from '../helpers';
import { probe } from './invoice-form-probe';

export type El = HTMLElement;
export const FILE = { attachment_id: 501, name: '发票.pdf', image_url: '/files/501', size: 1024, suffix: 'pdf' };
export const FIELD_TYPE = '/ocr/invoice/form_field';
export const SAVE = '/ocr/edit_item';

export const invoiceOf = (over: Partial<InvoiceItem> = {}): InvoiceItem => ({
  id: 31,
  log_id: 8,
  type: 'vat_invoice',
  invoice_date: '2026-11-02',
  invoice_code: '011002',
  invoice_num: '12345678',
  purchaser_name: '成都某某有限公司',
  purchaser_register_num: '91510100MA1234567X',
  seller_name: '供应商甲',
  seller_register_num: '91510100MA7654321Y',
  total_amount: '100.00',
  tax_rate: '13%',
  tax: '13.00',
  not_amount: '0.00',
  commodity: [{ CommodityName: '办公用品', CommodityType: 'A4', CommodityNum: '2', CommodityUnit: '箱' }],
  files: [FILE],
  fields: [
    { field_name: 'invoice_category', field_title: '发票种类', input_style: 'select', field_value: '1' },
    { field_name: 'machine_code', field_title: '机器编号', input_style: 'input', field_value: 'M-01' },
  ],
  handled_staff_id: 5,
  handled_by: '张三',
  handled_staff_num: 'S005',
  handled_mobile: '13800000000',
  handled_at: '2026-11-03',
  ...over,
});

export const field = (el: El, name: string) => $(el, `[data-field="${name}"]`);
export const input = (el: El, name: string) => $<HTMLInputElement>(el, `[data-field="${name}"] input`)!;
export const click = (el: El, action: string) => $<HTMLButtonElement>(el, `[data-action="${action}"]`)!.click();
export const typeInto = async (target: HTMLInputElement, text: string) => {
  target.focus();
  target.select();
  await sendKeys({ type: text });
  await settle();
};

export async function mountForm(invoice: InvoiceItem) {
  probe.invoice = invoice;
  probe.saved = [];
  probe.cancelled = 0;
  const el = await mount('bo-test-invoice-form');
  await waitFor(() => input(el, 'invoice_date'), 'the form');
  return el;
}

export async function chooseKind(el: El, name: string) {
  await pickOption(el, 'type', name);
  await settle(50);
}

/** Opens a picker with its 选择 button, checks it is radio, ticks the row and confirms; the row's id. */
export async function chooseInPicker(el: El, action: string, tag: string, row: string) {
  click(el, action);
  const picker = await waitFor(() => $(el, tag), tag);
  expect(picker.getAttribute('selection-mode')).to.equal('radio');
  const chosen = await waitFor(() => $<HTMLElement>(picker, row), `${tag} row`);
  chosen.click();
  await settle();
  $<HTMLButtonElement>(picker, '[data-action="confirm"]')!.click();
  return chosen.dataset.rowId;
}

export const fieldsShown = (el: El) => $$(el, '[data-field^="dyn."]').map((f) => f.dataset.field);
export const saved = () => waitFor(() => mock.lastRequest(SAVE, 'PUT'), 'PUT /ocr/edit_item');

