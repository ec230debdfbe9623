/**
 * The plain HTML host page (demo/hosts/plain.html, docs/hosts/plain-html.md): one module script loads
 * the bundle; a button opens the picker, the names confirmed show in the page, the pager's bo-change too.
 */
import { expect } from 'chai';
import { $, waitFor, SLOW } from '../helpers';
import { goodsName, hostPageHooks, openHostPage, pickFirst, type Picker } from './host-page';

describe('host page: plain HTML (demo/hosts/plain.html)', function () {
  this.timeout(30000 * SLOW);
  hostPageHooks();

  it('a button opens the picker; the chosen names reach the page; the pager reports its pages', async () => {
    const page = await openHostPage('plain.html');
    const picker = page.find<Picker>('bo-goods-picker');
    page.click('#choose');
    const id = await pickFirst(picker);
    await waitFor(() => page.text('#chosen'), 'the names in the page');
    expect(page.text('#chosen')).to.equal(goodsName(id));
    expect(['1', '2'].includes(id), 'disabled-ids="[1, 2]" are not offered').to.equal(false);

    const pager = page.find('bo-pagination');
    await waitFor(() => $(pager, 'button[aria-label="第 3 页"]'), 'the pager rendered');
    $(pager, 'button[aria-label="第 3 页"]')!.click();
    await waitFor(() => page.text('#page') === '第 3 页，每页 20 条', 'the page number in the page');
  });
});
