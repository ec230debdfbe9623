/**
 * Vue hosts of the built bundle (dist/bo-elements.js), as docs/hosts/vue.md tells page authors to write
 * them: a Vue 3 and a Vue 2.7 template binding every kind of attribute (string, number, boolean, list,
 * object) and listening with @bo-*. The first Vue 3 app mounts before the bundle has loaded (the
 * elements are defined under a mounted app, as when a page loads them last); the others after.
 */
import { expect } from 'chai';
import { createApp, nextTick, reactive } from 'vue';
import Vue2 from 'vue2';
import { startMockWorker } from '../../demo/mock';
import { $, $$, loadBundle, settle, waitFor, SLOW } from '../helpers';
import { pickFirst, type Picker } from './host-page';

type Any = Picker & Record<string, unknown>;
const host = () => document.body.appendChild(document.createElement('div'));
const find = (root: Element, tag: string) => root.querySelector(tag) as Any;
const rendered = (el: Element) => waitFor(() => el.shadowRoot?.firstElementChild, `<${el.localName}> rendered`);

/** Opens the picker, ticks its first row not chosen yet and confirms; gives the id ticked. */
function confirmFirst(picker: Any) {
  void picker.show();
  return pickFirst(picker);
}

const TEMPLATE = `
  <div>
    <bo-pagination :total="total" :page-size="20" :page-sizes="[20, 40]" :disabled="disabled" layout="total, sizes, pager"
      @bo-change="changes.push($event.detail)"></bo-pagination>
    <bo-goods-picker :disabled-ids="[1, 2]" :selected-ids="chosen" selection-mode="checkbox" :title="title"
      @bo-confirm="confirmed = $event.detail.ids"></bo-goods-picker>
    <output>{{ confirmed.join(',') }}</output>
  </div>`;

const state = () => ({ total: 50, disabled: true, chosen: [3], title: '选择物品（Vue）', changes: [] as unknown[], confirmed: [] as unknown[] });

/** What the template bound reached the elements, as properties. */
async function bound(root: Element) {
  const pager = find(root, 'bo-pagination');
  const picker = find(root, 'bo-goods-picker');
  await rendered(pager);
  expect([pager.total, pager.pageSize, pager.pageSizes, pager.disabled]).to.deep.equal([50, 20, [20, 40], true]);
  expect([picker.disabledIds, picker.selectedIds, picker.selectionMode, picker.title]).to.deep.equal([[1, 2], [3], 'checkbox', '选择物品（Vue）']);
  return { pager, picker };
}

/** Data changes reach the elements; their events reach the app. */
async function live(root: Element, data: ReturnType<typeof state>, tick: () => Promise<unknown>) {
  const { pager, picker } = await bound(root);
  data.total = 120;
  data.disabled = false;
  data.chosen = [3, 4];
  await tick();
  expect([pager.total, pager.disabled, picker.selectedIds]).to.deep.equal([120, false, [3, 4]]);
  await waitFor(() => $(pager, 'button[aria-label="第 2 页"]'), 'the pager in step');
  $(pager, 'button[aria-label="第 2 页"]')!.click();
  await waitFor(() => data.changes.length === 1, '@bo-change');
  expect(data.changes).to.deep.equal([{ page: 2, pageSize: 20 }]);
  const id = await confirmFirst(picker);
  await waitFor(() => data.confirmed.length, '@bo-confirm');
  await tick();
  expect(root.querySelector('output')!.textContent, 'the ids in the template').to.equal(`3,4,${id}`);
}

describe('Vue hosts of dist/bo-elements.js', function () {
  this.timeout(30000 * SLOW);
  before(() => startMockWorker());
  afterEach(() => document.querySelectorAll('body > div').forEach((d) => d.remove()));

  it('Vue 3, the app mounted before the elements were defined: lists, numbers, booleans and strings arrive', async () => {
    expect(customElements.get('bo-pagination'), 'not defined yet').to.equal(undefined);
    const root = host();
    const data = reactive(state());
    const app = createApp({ template: TEMPLATE, setup: () => data });
    app.config.compilerOptions.isCustomElement = (tag) => tag.startsWith('bo-');
    app.mount(root);
    await loadBundle('/dist/bo-elements.js');
    await live(root, data, nextTick);
    app.unmount();
  });

  it('Vue 3, the elements defined first: objects and camelCase, kebab and .prop bindings', async () => {
    const root = host();
    const model = { 9: { name: '自定义状态', color: '#c50f1f' } };
    const app = createApp({
      template: `<div>
        <bo-status-badge scheme="audit" :status="9" :custom="model"></bo-status-badge>
        <bo-tab-bar :tabs="tabs"></bo-tab-bar>
        <bo-pagination :total="30" :pageSize="15" :page-sizes.prop="[15, 30]"></bo-pagination>
      </div>`,
      setup: () => ({ model, tabs: [{ id: 1, name: '全部' }, { id: 2, name: '待审批' }] }),
    });
    app.config.compilerOptions.isCustomElement = (tag) => tag.startsWith('bo-');
    app.mount(root);
    const badge = find(root, 'bo-status-badge');
    await waitFor(() => badge.shadowRoot?.textContent?.includes('自定义状态'), 'the object model applied');
    const tabs = find(root, 'bo-tab-bar');
    await waitFor(() => $$(tabs, '[role="tab"]').length === 2, 'the tabs');
    const pager = find(root, 'bo-pagination');
    expect([pager.pageSize, pager.pageSizes]).to.deep.equal([15, [15, 30]]);
    app.unmount();
  });

  it('Vue 2.7: the same bindings, objects with .prop, listeners with @bo-*', async () => {
    const root = host();
    const data = state();
    Vue2.config.ignoredElements = [/^bo-/];
    const vm = new Vue2({
      data: () => data,
      template: TEMPLATE.replace('<div>', '<div><bo-status-badge scheme="audit" :status="9" :custom.prop="{ 9: { name: \'自定义状态\', color: \'#c50f1f\' } }"></bo-status-badge>'),
    });
    vm.$mount(root.appendChild(document.createElement('div')));
    const vmRoot = vm.$el as Element;
    const vmData = vm.$data as ReturnType<typeof state>;
    await live(vmRoot, vmData, () => vm.$nextTick());
    await waitFor(() => find(vmRoot, 'bo-status-badge').shadowRoot?.textContent?.includes('自定义状态'), 'the object model applied');
    vm.$destroy();
    await settle();
  });
});
