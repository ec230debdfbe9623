/**
 * The Vue host pages (demo/hosts/vue3.html and vue2.html, docs/hosts/vue.md): Vue's global builds and
 * in-DOM templates binding strings, numbers, booleans, lists and an object to the elements of the
 * built bundle, and listening with @bo-confirm and @bo-change.
 */
import { expect } from 'chai';
import { $, waitFor, SLOW } from '../helpers';
import { goodsName, hostPageHooks, openHostPage, pickFirst, type Picker } from './host-page';

type Bound = Picker & Record<string, unknown>;
const json = (el: Bound, ...keys: string[]) => JSON.stringify(keys.map((k) => el[k]));

/** What the template bound reached the elements; a pick and a page reach the template. */
async function bindsAndListens(file: string, expected: { badge: string; pager: unknown[]; page: string }) {
  const page = await openHostPage(file);
  const picker = await waitFor(() => page.document.querySelector<Bound>('bo-goods-picker'), 'the app mounted');
  const pager = page.find<Bound>('bo-pagination');
  const badge = page.find('bo-status-badge');
  expect(json(picker, 'disabledIds', 'selectionMode', 'noTree')).to.equal(JSON.stringify([[1, 2], 'checkbox', true]));
  expect(picker.title).to.match(/^选择物品（Vue/);
  expect(json(pager, 'total', 'pageSize', 'pageSizes', 'disabled')).to.equal(JSON.stringify(expected.pager));
  await waitFor(() => badge.shadowRoot?.textContent === expected.badge, `the object bound: ${expected.badge}`);

  page.click('main > button');
  const id = await pickFirst(picker);
  await waitFor(() => page.text('#chosen').includes(goodsName(id)), '@bo-confirm: the name in the template');
  expect(JSON.stringify(picker.selectedIds), 'the ids bound back').to.contain(id);

  await waitFor(() => $(pager, 'button[aria-label="第 2 页"]'), 'the pager rendered');
  $(pager, 'button[aria-label="第 2 页"]')!.click();
  await waitFor(() => page.text('#page') === expected.page, '@bo-change: the page in the template');
}

describe('host pages: Vue 3 and Vue 2.7 (demo/hosts/vue3.html, vue2.html)', function () {
  this.timeout(30000 * SLOW);
  hostPageHooks();

  it('Vue 3: every kind of binding arrives, @bo-confirm and @bo-change reach the app', () =>
    bindsAndListens('vue3.html', { badge: '待采购', pager: [235, 20, [10, 20, 50], false], page: '第 2 页，每页 20 条' }));

  it('Vue 2.7: the same with attributes, the object through .prop', () =>
    bindsAndListens('vue2.html', { badge: '审批中', pager: [86, 10, [10, 20, 50], false], page: '第 2 页' }));
});
