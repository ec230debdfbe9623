/**
 * A page built before its backend (demo/hosts/mocked.html, docs/mock.md): the package's mock backend
 * (dist/mock.js, msw's worker at the site's root) answers the elements of the built bundle, with its
 * seeded data and its fault switches. The test page's own mock refuses the goods list meanwhile: what the
 * page lists comes from its own.
 */
import { expect } from 'chai';
import { mock } from '../../demo/mock';
import { $, waitFor, SLOW } from '../helpers';
import { goodsName, hostPageHooks, openHostPage, pickFirst, type Picker } from './host-page';

type PageMock = typeof mock;

describe('host page on bo-elements/mock (demo/hosts/mocked.html)', function () {
  this.timeout(30000 * SLOW);
  hostPageHooks();
  afterEach(() => mock.clearFaults());

  it("the page's own mock lists and confirms; its fault switches reach the page's picker", async () => {
    mock.fault('/goods/list/v2', { code: 500, msg: '测试页的模拟后端不应回答' });
    const page = await openHostPage('mocked.html');
    const own = await waitFor(() => (page.window as unknown as { boMock?: PageMock }).boMock, "the page's mock started");
    const picker = page.find<Picker>('bo-goods-picker');
    page.click('#choose');
    const id = await pickFirst(picker);
    await waitFor(() => page.text('#chosen'), 'the name in the page');
    expect(page.text('#chosen')).to.equal(goodsName(id));
    expect(own.requests.some((r) => r.path === '/goods/list/v2'), "the list asked of the page's mock").to.equal(true);

    own.fault('/goods/list/v2', { code: 4032, msg: '库存服务维护中（模拟）' });
    page.click('#choose');
    await waitFor(() => (picker.shadowRoot!.textContent ?? '').includes('库存服务维护中（模拟）'), 'the fault shown');
    expect($(picker, '[data-bo-picker]')).to.not.equal(null);
  });
});
