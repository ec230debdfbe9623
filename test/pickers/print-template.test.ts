import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/bo-print-template-picker';
import { mock, store } from '../../demo/mock';
import { $$, mount, settle, textOf, waitFor } from '../helpers';
import { button, cellsOf, clickRow, headers, messageOf, opened, row, rowIds, pickerHooks } from './picker-helpers';

const PATH = '/gn/public/print_template/popup';
const last = () => mock.lastRequest(PATH)!;
const body = () => last().body as Record<string, unknown>;
const templatesOf = (...models: string[]) => store.print().templates.filter((x) => models.includes(x.model_name));
const selected = (el: Element) => $$(el, '[data-row-id][aria-selected="true"]').map((r) => r.dataset.rowId);

describe('<bo-print-template-picker> (spec 2 Print template picker, 我的模板)', () => {
  const heard = pickerHooks('bo-confirm', 'bo-cancel', 'bo-error');

  it('POSTs print_template/popup with model_name as a list, page 1 of 10, and shows 我的模板 with the spec columns', async () => {
    const el = await mount('bo-print-template-picker', { open: '', 'model-name': 'purchase_order' });
    await opened(el, 10);
    expect(textOf(el)).to.contain('我的模板');
    expect(body()).to.deep.equal({ model_name: ['purchase_order'], page: 1, page_size: 10 });
    expect(textOf(el)).to.contain(`共 ${templatesOf('purchase_order').length} 条`);
    expect(headers(el)).to.deep.equal(['序号', '模板编号', '模板名称', '所属菜单', '创建人', '创建时间', '更新人', '更新时间']);
    const first = templatesOf('purchase_order')[0]!;
    expect(cellsOf(el, first.id)).to.include({ 序号: '1', 模板编号: first.serial_number, 所属菜单: '采购订单', 创建人: first.created_by });
  });

  it('several modules go as the list of model_name; the search form goes under search', async () => {
    const el = await mount('bo-print-template-picker', { open: '', 'model-name': 'purchase_order, sale_order' });
    await opened(el, 10);
    expect(body().model_name).to.deep.equal(['purchase_order', 'sale_order']);
    const target = templatesOf('sale_order')[3]!;
    $$<HTMLInputElement>(el, '[data-field="serial_number"] input')[0]!.focus();
    await sendKeys({ type: target.serial_number });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => JSON.stringify(body().search ?? {}).includes(target.serial_number), 'searched');
    expect(body()).to.deep.equal({ search: { serial_number: target.serial_number }, model_name: ['purchase_order', 'sale_order'], page: 1, page_size: 10 });
    await waitFor(() => rowIds(el).join() === String(target.id), 'the one template');
  });

  it('the default template is chosen at first (radio) and tagged 默认; 确定 gives it', async () => {
    const el = await mount('bo-print-template-picker', { open: '', 'model-name': 'purchase_order' });
    await opened(el, 10);
    const def = templatesOf('purchase_order').find((x) => x.is_default === 1)!;
    await waitFor(() => selected(el).length === 1, 'preselected');
    expect(selected(el)).to.deep.equal([String(def.id)]);
    expect(row(el, def.id)!.querySelector('input')!.type).to.equal('radio');
    expect(row(el, def.id)!.textContent).to.contain('默认');
    button(el, 'confirm')!.click();
    await waitFor(() => heard.of('bo-confirm').length === 1, 'confirmed');
    const detail = heard.last('bo-confirm')!.detail as { record: { id: number; type: number; word_api: string; file_url: string } };
    expect([detail.record.id, detail.record.type, detail.record.word_api, detail.record.file_url]).to.deep.equal([def.id, def.type, def.word_api, def.file_url]);
  });

  it('another template replaces the default; selected-ids wins over the default', async () => {
    const el = await mount('bo-print-template-picker', { open: '', 'model-name': 'purchase_order' });
    await opened(el, 10);
    const [def, other] = [templatesOf('purchase_order')[0]!, templatesOf('purchase_order')[2]!];
    await waitFor(() => selected(el).join() === String(def.id), 'default');
    clickRow(el, other.id);
    await waitFor(() => selected(el).join() === String(other.id), 'the other one');
    el.remove();
    const again = await mount('bo-print-template-picker', { open: '', 'model-name': 'purchase_order', 'selected-ids': `[${other.id}]` });
    await opened(again, 10);
    await settle(100);
    expect(selected(again)).to.deep.equal([String(other.id)]);
  });

  it('a module without a default chooses nothing: 确定 says 请选择模板 (an error) and stays open', async () => {
    const el = await mount('bo-print-template-picker', { open: '', 'model-name': 'contract' });
    await opened(el, 10);
    await settle(100);
    expect(selected(el)).to.deep.equal([]);
    button(el, 'confirm')!.click();
    const message = await messageOf(el, '请选择模板');
    expect(message.dataset.intent).to.equal('error');
    expect(heard.of('bo-confirm')).to.have.length(0);
    expect(el.hasAttribute('open')).to.equal(true);
  });
});
