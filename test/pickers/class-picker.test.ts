import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/bo-class-picker';
import { mock, store } from '../../demo/mock';
import { $, $$, captureWarnings, mount, settle, textOf, waitFor } from '../helpers';
import { button, opened, row, rowIds, pickerHooks } from './picker-helpers';

const PATH = '/common/class/list/public';
const last = () => mock.lastRequest(PATH)!;
const body = () => last().body as Record<string, unknown>;
const searched = () => (body().filters ?? {}) as Record<string, unknown>;
/** a model whose default class is on the first page */
const MODEL = ['project', 'goods', 'large_screen_data_item', 'contract', 'supplier', 'staff', 'asset', 'invoice']
  .find((m) => store.classes(m).findIndex((c) => c.is_default === 1) < 10)!;
const classes = () => store.classes(MODEL);
const tags = (el: Element) => $$(el, '[data-default-tag]');

describe('<bo-class-picker> (spec 2, category/class picker)', () => {
  const heard = pickerHooks('bo-confirm', 'bo-cancel', 'bo-error');

  it('POSTs /common/class/list/public?model_name={model-name} page 1 of 10 and reads data.list + total_count', async () => {
    expect(MODEL, 'a model with its default on page 1').to.be.a('string');
    const el = await mount('bo-class-picker', { open: '', 'model-name': MODEL });
    await opened(el, 10);
    expect(textOf(el)).to.contain('选择分类');
    expect(button(el, 'cancel')!.textContent).to.equal('取消');
    expect(last().method).to.equal('POST');
    expect(last().query).to.deep.equal({ model_name: MODEL });
    expect(body()).to.deep.equal({ page: 1, page_size: 10 });
    expect(textOf(el)).to.contain(`共 ${classes().length} 条`);
    expect(rowIds(el)).to.deep.equal(classes().slice(0, 10).map((c) => String(c.id)));
    const headers = $$(el, '[role="columnheader"]').map((h) => h.textContent!.trim()).filter(Boolean);
    expect(headers).to.deep.equal(['分类编号', '分类名称', '备注', '创建人', '创建时间', '更新人', '更新时间']);
  });

  it('the default class, and only it, carries a 默认 tag in its name cell', async () => {
    const el = await mount('bo-class-picker', { open: '', 'model-name': MODEL });
    await opened(el, 10);
    const def = classes().find((c) => c.is_default === 1)!;
    await waitFor(() => tags(el).length > 0, 'tag');
    expect(tags(el)).to.have.length(1);
    expect(tags(el)[0]!.textContent).to.equal('默认');
    expect(tags(el)[0]!.closest('[data-row-id]')!.getAttribute('data-row-id')).to.equal(String(def.id));
    expect(row(el, def.id)!.textContent).to.contain(`${def.name}默认`);
  });

  it('all lists every class at once: page_size 0, no pager', async () => {
    const el = await mount('bo-class-picker', { open: '', 'model-name': MODEL, all: '' });
    await opened(el);
    // everything (page_size 0), and the first 100 to show while everything comes
    const bodies = mock.requestsTo(PATH).map((r) => r.body as { page_size: number }).sort((x, y) => x.page_size - y.page_size);
    expect(bodies).to.deep.equal([{ page: 1, page_size: 0 }, { page: 1, page_size: 100 }]);
    expect(last().query).to.deep.equal({ model_name: MODEL });
    const table = $(el, '[role="grid"], [role="table"]')!;
    await waitFor(() => table.getAttribute('aria-rowcount') === String(classes().length + 1), 'every class');
    expect(textOf(el)).to.not.contain('条/页');
    expect($(el, 'button[aria-label="第 2 页"]')).to.equal(null);
  });

  it('searches by serial number and by name, back to page 1, model_name kept', async () => {
    const el = await mount('bo-class-picker', { open: '', 'model-name': MODEL });
    await opened(el, 10);
    const target = classes()[12]!;
    const field = (name: string) => $$<HTMLInputElement>(el, 'input').find((i) => i.closest(`[data-field="${name}"]`))!;
    field('serial_number').focus();
    await sendKeys({ type: target.serial_number });
    await sendKeys({ press: 'Enter' });
    // spec 2 §7 "page, page_size (0 all), filters": the search in `filters`
    await waitFor(() => searched().serial_number === target.serial_number, 'by number');
    expect(body()).to.deep.equal({ filters: { serial_number: target.serial_number }, page: 1, page_size: 10 });
    await waitFor(() => rowIds(el).join() === String(target.id), 'one row');
    field('name').focus();
    await sendKeys({ type: target.name });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => searched().name === target.name, 'by name');
    expect(body()).to.deep.equal({ filters: { serial_number: target.serial_number, name: target.name }, page: 1, page_size: 10 });
    expect(last().query).to.deep.equal({ model_name: MODEL });
  });

  it('without model-name it asks nothing: the list says what is missing, and bo-error reaches the page', async () => {
    const warnings = await captureWarnings(async () => {
      const el = await mount('bo-class-picker', { open: '' });
      const alert = await waitFor(() => $(el, '[role="alert"]'), 'inline message');
      expect(alert.textContent).to.contain('缺少必填属性 model-name');
      expect(alert.querySelector('button'), 'nothing to retry').to.equal(null);
      await settle(200);
      expect(mock.requestsTo('/common/class/list/public')).to.have.length(0);
    });
    expect(warnings.join()).to.contain('model-name');
    expect(heard.last('bo-error')!.detail).to.deep.include({ source: 'attribute', attribute: 'model-name' });
  });

  it('an empty model-name is refused with a warning and bo-error', async () => {
    const el = await mount('bo-class-picker', { 'model-name': MODEL });
    const warnings = await captureWarnings(async () => {
      el.setAttribute('model-name', ' ');
      await settle();
    });
    expect(warnings.join()).to.contain('model-name');
    expect(heard.last('bo-error')!.detail).to.deep.include({ source: 'attribute', attribute: 'model-name' });
  });
});
