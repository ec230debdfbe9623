import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/bo-template-link-picker';
import { mock, store } from '../../demo/mock';
import { $$, mount, textOf, waitFor } from '../helpers';
import { button, cellsOf, confirmRows, headers, input, messageOf, opened, pickerHooks, row, rowIds, type } from './picker-helpers';

const LIST = '/apaas/tmp/popup';
const body = () => mock.lastRequest(LIST)!.body as Record<string, unknown>;
const templates = () => store.pickersMore().templates;
const ids = (rows: { id: number }[]) => rows.slice(0, 10).map((r) => String(r.id)).join();

describe('<bo-template-link-picker> (spec 2 Template (link) picker)', () => {
  const heard = pickerHooks('bo-confirm', 'bo-cancel');

  it('asks POST /apaas/tmp/popup {page, page_size} and lists data.data, data.total; radio', async () => {
    const el = await mount('bo-template-link-picker', { open: '' });
    await opened(el, 10);
    expect(textOf(el)).to.contain('选择模板');
    expect(body()).to.deep.equal({ page: 1, page_size: 10 });
    expect(rowIds(el).join()).to.equal(ids(templates()));
    expect(textOf(el)).to.contain(`共 ${templates().length} 条`);
    expect($$<HTMLInputElement>(el, '[data-row-id] input').map((i) => i.type)).to.deep.equal(Array(10).fill('radio'));
  });

  it('a typed template name goes as name; the matching templates are listed', async () => {
    const el = await mount('bo-template-link-picker', { open: '' });
    await opened(el, 10);
    const target = templates()[6]!;
    await type(input(el, 'name'), target.name);
    await sendKeys({ press: 'Enter' });
    await waitFor(() => body().name === target.name, 'searched');
    expect(body()).to.deep.equal({ name: target.name, page: 1, page_size: 10 });
    await waitFor(() => rowIds(el).join() === ids(templates().filter((x) => x.name.includes(target.name))), 'the matches');
  });

  it('shows number, name, link, audit; an http(s) link opens in a new window with noopener, any other address is text', async () => {
    const made = { created_by: '张三', created_at: '2026-01-02 10:00:00', updated_by: '李四', updated_at: '2026-02-03 11:00:00' };
    const rows = [
      { id: 1, serial_number: 'MB1', name: '合同模板', link: 'https://apaas.example.com/tmp/1', ...made },
      { id: 2, serial_number: 'MB2', name: '坏链接', link: 'javascript:alert(1)' },
      { id: 3, serial_number: 'MB3', name: '无链接', link: '' },
    ];
    mock.fault(LIST, { body: { code: 200, msg: 'success', data: { data: rows, total: 3 } }, times: 1 });
    const el = await mount('bo-template-link-picker', { open: '' });
    await opened(el, 3);
    expect(headers(el)).to.deep.equal(['模板编号', '模板名称', '链接', '创建人', '创建时间', '更新人', '更新时间']);
    expect(Object.values(cellsOf(el, 1))).to.deep.equal(['MB1', '合同模板', 'https://apaas.example.com/tmp/1', ...Object.values(made)]);
    const link = row(el, 1)!.querySelector('a')!;
    expect([link.getAttribute('href'), link.target, link.rel]).to.deep.equal(['https://apaas.example.com/tmp/1', '_blank', 'noopener noreferrer']);
    expect(row(el, 2)!.querySelector('a'), 'javascript: is not a link').to.equal(null);
    expect(cellsOf(el, 2)['链接']).to.equal('javascript:alert(1)');
    expect(cellsOf(el, 3)['链接']).to.equal('--');
  });

  it('确定 with nothing chosen says 请选择模板; with one, detail.record is that template', async () => {
    const el = await mount('bo-template-link-picker', { open: '' });
    await opened(el, 10);
    button(el, 'confirm')!.click();
    expect((await messageOf(el, '请选择模板')).dataset.intent).to.equal('error');
    const [a, b] = templates();
    const detail = (await confirmRows(el, [a!.id, b!.id], heard)) as { record: { id: number; link: string }; ids: number[] };
    expect([detail.record.id, detail.record.link, detail.ids.join()]).to.deep.equal([b!.id, b!.link, String(b!.id)]);
  });
});
