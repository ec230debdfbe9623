import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/bo-payment-method-picker';
import { mock, store } from '../../demo/mock';
import type { PaymentMethodList } from '../../demo/mock/store/pickers-more';
import { $$, mount, textOf, waitFor } from '../helpers';
import { button, cellsOf, confirmRows, headers, input, messageOf, opened, pickerHooks, rowIds, type } from './picker-helpers';

const path = (list: PaymentMethodList) => `/scm/public/set/${list.replace('/', '/pay/')}`;
const methods = (list: PaymentMethodList) => store.pickersMore().paymentMethods[list];
const ids = (rows: { id: number }[]) => rows.slice(0, 10).map((r) => String(r.id)).join();

describe('<bo-payment-method-picker> (spec 2 Payment-method picker)', () => {
  const heard = pickerHooks('bo-confirm', 'bo-cancel');

  it('by default the buyer\'s standard methods: POST /scm/public/set/buyer/pay/popup {page, page_size}; data.data, data.total; radio, paged', async () => {
    const el = await mount('bo-payment-method-picker', { open: '' });
    await opened(el, 10);
    expect(textOf(el)).to.contain('选择付款方式');
    expect(mock.lastRequest(path('buyer/popup'))!.body).to.deep.equal({ page: 1, page_size: 10 });
    expect(rowIds(el).join()).to.equal(ids(methods('buyer/popup')));
    expect(textOf(el)).to.contain(`共 ${methods('buyer/popup').length} 条`);
    expect($$<HTMLInputElement>(el, '[data-row-id] input').map((i) => i.type)).to.deep.equal(Array(10).fill('radio'));
  });

  for (const [attributes, list] of [
    [{ custom: '' }, 'buyer/custom_popup'],
    [{ side: 'seller' }, 'seller/popup'],
    [{ side: 'seller', custom: '' }, 'seller/custom_popup'],
  ] as const) {
    it(`${JSON.stringify(attributes)} asks ${path(list)} and lists its methods`, async () => {
      const el = await mount('bo-payment-method-picker', { open: '', ...attributes });
      const expected = methods(list);
      await opened(el, Math.min(10, expected.length));
      expect(mock.requestsTo(path(list))).to.have.length(1);
      expect(mock.lastRequest(path(list))!.body).to.deep.equal({ page: 1, page_size: 10 });
      expect(rowIds(el).join()).to.equal(ids(expected));
    });
  }

  it('a typed name goes as name; columns name, code, description and audit', async () => {
    const el = await mount('bo-payment-method-picker', { open: '', side: 'seller' });
    await opened(el);
    expect(headers(el)).to.deep.equal(['付款方式', '编码', '描述', '创建人', '创建时间', '更新人', '更新时间']);
    const target = methods('seller/popup')[3]!;
    await type(input(el, 'name'), target.name);
    await sendKeys({ press: 'Enter' });
    await waitFor(() => (mock.lastRequest(path('seller/popup'))!.body as { name?: string }).name === target.name, 'searched');
    expect(mock.lastRequest(path('seller/popup'))!.body).to.deep.equal({ name: target.name, page: 1, page_size: 10 });
    await waitFor(() => rowIds(el).join() === ids(methods('seller/popup').filter((m) => m.name.includes(target.name))), 'the matches');
    const { name, serial_number, description, created_by, created_at, updated_by, updated_at } = target;
    expect(Object.values(cellsOf(el, target.id))).to.deep.equal([name, serial_number, description || '--', created_by, created_at, updated_by, updated_at]);
  });

  it('确定 with nothing chosen says 请选择付款方式; with one, detail.record is that method', async () => {
    const el = await mount('bo-payment-method-picker', { open: '' });
    await opened(el, 10);
    button(el, 'confirm')!.click();
    expect((await messageOf(el, '请选择付款方式')).dataset.intent).to.equal('error');
    const m = methods('buyer/popup')[2]!;
    const detail = (await confirmRows(el, [m.id], heard)) as { record: { id: number; name: string } };
    expect([detail.record.id, detail.record.name]).to.deep.equal([m.id, m.name]);
  });
});
