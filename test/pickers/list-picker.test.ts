import { expect } from 'chai';
import '../../elements/bo-list-picker';
import { mock, store } from '../../demo/mock';
import { configure, resetConfig } from '../../src/core/config';
import { $, captureWarnings, mount, settle, textOf, waitFor } from '../helpers';
import { button, cellsOf, choose, confirmRows, headers, input, messageOf, opened, pickerHooks, rowIds, type } from './picker-helpers';

const LIST = '/demo/generic/list';
const records = () => store.pickersMore().generic;
const ids = (rows: { id: number }[]) => rows.slice(0, 10).map((r) => String(r.id)).join();
const COLUMNS = JSON.stringify([{ key: 'code', title: '编号', width: 100 }, { key: 'name', title: '名称' }, { key: 'owner.name', title: '负责人' }]);
const FIELDS = JSON.stringify([
  { field: 'name', title: '名称', type: 'string' },
  { field: 'level', title: '级别', type: 'select_radio', options: [{ label: '一级', value: 1 }, { label: '二级', value: 2 }] },
]);

describe('<bo-list-picker> (spec 2 §7 Generic list)', () => {
  const heard = pickerHooks('bo-confirm', 'bo-cancel', 'bo-error');

  it('POSTs the page\'s url {page, page_size}, lists data.data / data.total in its columns (dotted keys read nested values)', async () => {
    const el = await mount('bo-list-picker', { open: '', url: LIST, columns: COLUMNS });
    await opened(el, 10);
    expect(textOf(el)).to.contain('选择数据');
    expect(mock.requestsTo(LIST, 'POST')).to.have.length(1);
    expect(mock.lastRequest(LIST)!.body).to.deep.equal({ page: 1, page_size: 10 });
    expect(rowIds(el).join()).to.equal(ids(records()));
    expect(textOf(el)).to.contain(`共 ${records().length} 条`);
    expect(headers(el)).to.deep.equal(['编号', '名称', '负责人']);
    const r = records()[0]!;
    expect(cellsOf(el, r.id)).to.deep.equal({ 编号: r.code, 名称: r.name, 负责人: r.owner.name });
  });

  it('method GET sends the search and paging in the query string; the search fields are the page\'s', async () => {
    const el = await mount('bo-list-picker', { open: '', url: LIST, method: 'GET', 'search-fields': FIELDS });
    await opened(el, 10);
    expect(mock.lastRequest(LIST)!.method).to.equal('GET');
    expect(mock.lastRequest(LIST)!.query).to.deep.equal({ page: '1', page_size: '10' });
    expect(headers(el), 'without columns: the name').to.deep.equal(['名称']);
    await choose(el, 'level', '二级');
    await type(input(el, 'name'), '记录1');
    const before = mock.requestsTo(LIST).length;
    button(el, 'search')!.click();
    await waitFor(() => mock.requestsTo(LIST).length > before && mock.lastRequest(LIST)!.query.level === '2', 'searched');
    expect(mock.lastRequest(LIST)!.query).to.deep.equal({ name: '记录1', level: '2', page: '1', page_size: '10' });
    await waitFor(() => rowIds(el).join() === ids(records().filter((x) => x.level === 2 && x.name.includes('记录1'))), 'the matches');
  });

  it('a path goes through the page\'s client: api-base applies', async () => {
    configure({ baseURL: '/gateway' });
    try {
      const el = await mount('bo-list-picker', { open: '', url: LIST, 'api-base': '/tenant-api' });
      await opened(el, 10);
      expect(new URL(mock.lastRequest(LIST)!.url).pathname).to.equal(`/tenant-api${LIST}`);
    } finally {
      resetConfig();
    }
  });

  it('without url it asks nothing: the list says url is missing, and bo-error reaches the page', async () => {
    const el = await mount('bo-list-picker', { open: '' });
    const alert = await waitFor(() => $(el, '[role="alert"]'), 'inline message');
    expect(alert.textContent).to.contain('缺少必填属性 url');
    await settle(200);
    expect(mock.requestsTo(LIST)).to.have.length(0);
    expect(heard.last('bo-error')!.detail).to.deep.include({ source: 'attribute', attribute: 'url' });
  });

  for (const [name, value] of [['url', 'javascript:alert(1)'], ['columns', '[{"key": 1}]'], ['columns', '{not json'], ['search-fields', '[{"field":"a","title":"A","type":"text"}]']] as const) {
    it(`a bad ${name} (${value}) is refused with a warning and bo-error; the picker still renders`, async () => {
      const warnings = await captureWarnings(async () => {
        const el = await mount('bo-list-picker', { open: '', url: LIST, [name]: value });
        await waitFor(() => $(el, '[data-bo-picker]'), 'the drawer');
      });
      expect(warnings.join()).to.contain(name);
      expect(heard.of('bo-error').some((e) => e.detail.source === 'attribute' && e.detail.attribute === name)).to.equal(true);
    });
  }

  it('row-id and row-label name the id and the name (dotted paths); 确定 gives the records', async () => {
    const el = await mount('bo-list-picker', { open: '', url: LIST, 'row-id': 'code', 'row-label': 'owner.name' });
    await opened(el, 10);
    expect(rowIds(el).join()).to.equal(records().slice(0, 10).map((r) => r.code).join());
    expect(headers(el)).to.deep.equal(['名称']);
    const [a, b] = records();
    expect(cellsOf(el, a!.code)['名称']).to.equal(a!.owner.name);
    const detail = (await confirmRows(el, [a!.code, b!.code], heard)) as { records: { id: number }[]; ids: string[] };
    expect([detail.records.map((r) => r.id), detail.ids]).to.deep.equal([[a!.id, b!.id], [a!.code, b!.code]]);
  });

  it('确定 with nothing chosen says 请先选择数据, or the page\'s empty-message', async () => {
    const el = await mount('bo-list-picker', { open: '', url: LIST });
    await opened(el, 10);
    button(el, 'confirm')!.click();
    expect((await messageOf(el, '请先选择数据')).dataset.intent).to.equal('error');
    const own = await mount('bo-list-picker', { open: '', url: LIST, 'empty-message': '请选择一条记录' });
    await opened(own, 10);
    button(own, 'confirm')!.click();
    expect((await messageOf(own, '请选择一条记录')).dataset.intent).to.equal('error');
  });

  it('in a form, required with nothing chosen: the page\'s empty-message is the validation message', async () => {
    const form = document.createElement('form');
    document.body.append(form);
    try {
      const el = await mount('bo-list-picker', { url: LIST, name: 'record', required: '', 'empty-message': '请选择一条记录' });
      form.append(el);
      await settle();
      expect([el.checkValidity(), (el as unknown as { validationMessage: string }).validationMessage]).to.deep.equal([false, '请选择一条记录']);
    } finally {
      form.remove();
    }
  });
});
