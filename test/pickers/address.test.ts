import { expect } from 'chai';
import '../../elements/bo-address-picker';
import { mock, store } from '../../demo/mock';
import { captureWarnings, mount, settle, textOf, waitFor } from '../helpers';
import { button, cellsOf, confirmRows, headers, input, messageOf, opened, pickerHooks, rowIds, searched, type } from './picker-helpers';

const LIST = '/base/address/list';
const body = () => mock.lastRequest(LIST)!.body as Record<string, unknown>;
const addresses = () => store.pickersMore().addresses;
const ids = (rows: { id: number }[]) => rows.slice(0, 10).map((r) => String(r.id)).join();

describe('<bo-address-picker> (spec 2 §3 Address, §7)', () => {
  const heard = pickerHooks('bo-confirm', 'bo-cancel', 'bo-error');

  it('without address-type: POST /base/address/list {status: 1, page, page_size}, the enabled addresses (data.list, total_count); radio', async () => {
    const el = await mount('bo-address-picker', { open: '' });
    await opened(el, 10);
    expect(textOf(el)).to.contain('选择地址');
    expect(body()).to.deep.equal({ status: 1, page: 1, page_size: 10 });
    const enabled = addresses().filter((a) => a.status === 1);
    expect(rowIds(el).join()).to.equal(ids(enabled));
    expect(textOf(el)).to.contain(`共 ${enabled.length} 条`);
  });

  it('address-type 1..7 sends address_type (no status) and lists that type, named in the type column', async () => {
    const names = ['收货地址', '发货地址', '退货地址', '发票邮寄地址', '仓库地址', '其他', '办公地址'];
    for (const kind of [1, 5, 7]) {
      const el = await mount('bo-address-picker', { open: '', 'address-type': String(kind) });
      const ofType = addresses().filter((a) => a.address_type === kind);
      await opened(el, ofType.length);
      expect(body()).to.deep.equal({ address_type: kind, page: 1, page_size: 10 });
      expect(rowIds(el).join()).to.equal(ids(ofType));
      expect(cellsOf(el, ofType[0]!.id)['地址类型']).to.equal(names[kind - 1]);
    }
  });

  it('another address-type is refused with a warning and bo-error; the enabled addresses are listed', async () => {
    const warnings = await captureWarnings(async () => {
      const el = await mount('bo-address-picker', { open: '', 'address-type': '9' });
      await opened(el, 10);
    });
    expect(warnings.join()).to.contain('address-type');
    expect(heard.last('bo-error')!.detail).to.deep.include({ source: 'attribute', attribute: 'address-type' });
    expect(body()).to.deep.equal({ status: 1, page: 1, page_size: 10 });
  });

  it('shows number, alias, type, external, default, contact, phone, region, address, audit; a missing type name is read from the type', async () => {
    const made = { created_by: '张三', created_at: '2026-01-02 10:00:00', updated_by: '李四', updated_at: '2026-02-03 11:00:00' };
    const row = { id: 1, serial_number: 'DZ1', alias: '总部', address_type: 4, address_type_name: '', is_out: 1, is_default: 0, contacts_name: '王芳', contacts_mobile: '13800000000' };
    const rows = [{ ...row, province: '四川省', city: '成都市', area: '武侯区', address: '天府大道1号', ...made }, { id: 2, alias: '空' }];
    mock.fault(LIST, { body: { code: 200, msg: 'success', data: { list: rows, total_count: 2 } }, times: 1 });
    const el = await mount('bo-address-picker', { open: '' });
    await opened(el, 2);
    expect(headers(el)).to.deep.equal(['地址编号', '地址别名', '地址类型', '外部地址', '默认地址', '联系人', '联系电话', '所在地区', '详细地址', '创建人', '创建时间', '更新人', '更新时间']);
    expect(Object.values(cellsOf(el, 1))).to.deep.equal(['DZ1', '总部', '发票邮寄地址', '是', '否', '王芳', '13800000000', '四川省 成都市 武侯区', '天府大道1号', ...Object.values(made)]);
    expect(Object.values(cellsOf(el, 2))).to.deep.equal(['--', '空', ...Array(11).fill('--')]);
  });

  it('the search goes in filters: alias, contact', async () => {
    const el = await mount('bo-address-picker', { open: '', 'address-type': '1' });
    await opened(el);
    const target = addresses().find((a) => a.address_type === 1)!;
    await type(input(el, 'alias'), target.alias);
    await type(input(el, 'contacts_name'), target.contacts_name);
    const sent = await searched(el, LIST, (b) => b.filters !== undefined);
    expect(sent).to.deep.equal({ filters: { alias: target.alias, contacts_name: target.contacts_name }, address_type: 1, page: 1, page_size: 10 });
    await waitFor(() => rowIds(el).join() === String(target.id), 'the match');
  });

  it('确定 with nothing chosen says 请选择地址; with one, detail.record is that address', async () => {
    const el = await mount('bo-address-picker', { open: '' });
    await opened(el, 10);
    button(el, 'confirm')!.click();
    expect((await messageOf(el, '请选择地址')).dataset.intent).to.equal('error');
    await settle();
    const a = addresses()[1]!;
    const detail = (await confirmRows(el, [a.id], heard)) as { record: { id: number; alias: string } };
    expect([detail.record.id, detail.record.alias]).to.deep.equal([a.id, a.alias]);
  });
});
