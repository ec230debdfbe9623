/** The demo's reference pages: the API tables from custom-elements.json, the playground in step with the
 * element, and the snippets for HTML, jQuery, Vue 3 and React 19 that are ready to paste. */
import { expect } from 'chai';
import { createApp, nextTick, ref } from 'vue';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import manifest from '../custom-elements.json';
import contract from '../backend-contract.json';
import contractZh from '../backend-contract.zh-CN.json';
import manifestEn from '../custom-elements.en-US.json';
import { startMockWorker } from '../demo/mock';
import { openDemo, type DemoPage } from './demo-page';
import { $, settle, waitFor, SLOW } from './helpers';

type Any = HTMLElement & Record<string, unknown>;
const declaration = (tag: string) => manifest.modules.find((m) => m.declarations[0].tagName === tag)!.declarations[0];
const rows = (demo: DemoPage, section: string) =>
  [...demo.container.querySelectorAll(`[data-doc-section="${section}"] tbody tr`)].map((tr) => [...tr.children].map((td) => td.textContent));
const TABS = [{ id: 1, name: '基本信息' }, { id: 2, name: '审批' }, { id: 3, name: '物品明细与附件' }, { id: 4, name: '操作日志' }];

describe('demo reference pages', function () {
  this.timeout(20000 * SLOW);
  let demo: DemoPage;
  before(() => startMockWorker());
  afterEach(() => demo.close());

  it('documents the element from custom-elements.json: attributes, properties, events with details, methods, parts', async () => {
    demo = openDemo('#/bo-goods-picker');
    await demo.live('bo-goods-picker');
    const doc = declaration('bo-goods-picker');
    const attributes = rows(demo, 'attributes');
    expect(attributes.map((r) => r[0])).to.deep.equal(doc.attributes.map((a) => a.name));
    expect(attributes.find((r) => r[0] === 'selected-ids')).to.deep.equal(
      ['selected-ids', 'selectedIds', 'Array<string | number>', '[]', '', doc.attributes.find((a) => a.name === 'selected-ids')!.description],
    );
    expect(attributes.find((r) => r[0] === 'lang')![4], 'lang reflects').to.equal('是');
    expect(rows(demo, 'properties').map((r) => r.slice(0, 3))).to.deep.equal([['selection', 'Record<string, unknown>[]', '[]']]);
    expect(rows(demo, 'events').map((r) => r.slice(0, 2))).to.deep.include.members([
      ['bo-cancel', 'null'],
      ['bo-confirm', '{ records: Record<string, unknown>[]; record?: Record<string, unknown>; ids: Array<string | number> }'],
    ]);
    // the named types a handler written apart imports (issue 39)
    expect(rows(demo, 'events').find((r) => r[0] === 'bo-confirm')![2]).to.equal('BoGoodsPickerConfirmEventGoodsPickerConfirmDetail');
    expect(rows(demo, 'methods').map((r) => r[0])).to.deep.equal(['show(): Promise<Record<string, unknown>[] | null>', 'hide(): void']);
    expect(rows(demo, 'parts')).to.deep.equal(doc.cssParts.map((p) => [p.name, p.description]));

    demo.close();
    demo = openDemo('#/bo-pagination');
    await demo.live('bo-pagination');
    expect(rows(demo, 'parts')).to.deep.equal([['pagination', '分页条本身（nav 元素）']]);
    expect(rows(demo, 'events')[0].slice(0, 3)).to.deep.equal(['bo-change', '{ page: number; pageSize: number }', 'BoPaginationChangeEventPaginationChangeDetail']);
    expect(demo.container.querySelector('[data-doc-section="css-properties"]')!.textContent).to.equal('CSS 自定义属性无');
  });

  it('shows the backend contract of the element: every call, its parameters and the answer fields it reads; none for a widget without calls', async () => {
    demo = openDemo('#/bo-goods-picker');
    await demo.live('bo-goods-picker');
    const calls = [...demo.container.querySelectorAll<HTMLElement>('[data-backend-call]')].map((c) => c.dataset.backendCall);
    const expected = contract.elements['bo-goods-picker'].calls.map((c) => `${c.method} ${c.path}`);
    expect(calls).to.deep.equal(expected);
    expect(calls).to.include('POST /goods/list/v2');
    const list = expected.indexOf('POST /goods/list/v2');
    const reads = rows(demo, `backend-${list}-reads`).map((r) => r[0]);
    expect(reads).to.include('data.list');
    const login = rows(demo, `backend-${expected.indexOf('GET /base/user/login_info')}-reads`).find((r) => r[0] === 'data.company_id');
    expect(login?.[2], 'company_id is reported when missing').to.equal('报告');
    demo.close();
    demo = openDemo('#/bo-status-badge');
    await demo.live('bo-status-badge');
    expect(demo.container.querySelector('[data-doc-section="backend"]')).to.equal(null);
  });

  it('follows the language switch throughout: the descriptions in en-US, the backend tables in zh-CN (issue 39)', async () => {
    demo = openDemo('#/bo-goods-picker');
    await demo.live('bo-goods-picker');
    const en = manifestEn.modules.find((m) => m.declarations[0].tagName === 'bo-goods-picker')!.declarations[0];
    const zh = declaration('bo-goods-picker');
    const confirmText = (list: { name: string; description: string }[]) => list.find((e) => e.name === 'bo-confirm')!.description;
    const list = contract.elements['bo-goods-picker'].calls.findIndex((c) => c.path === '/goods/list/v2');
    const pageRow = () => rows(demo, `backend-${list}-params`).find((r) => r[0] === 'page')!;
    type Param = { name: string; description?: string };
    const zhParam: Param = contractZh.elements['bo-goods-picker'].calls[list].params.find((p) => p.name === 'page')!;
    const enParam: Param = contract.elements['bo-goods-picker'].calls[list].params.find((p) => p.name === 'page')!;
    // in 中文: the element's own words, and the contract's in Chinese
    expect(rows(demo, 'events').find((r) => r[0] === 'bo-confirm')![3]).to.equal(confirmText(zh.events));
    expect(pageRow()[3]).to.contain(zhParam.description!);
    expect(zhParam.description).to.match(/[\u4e00-\u9fff]/);
    const radio = (lang: string) => [...demo.container.querySelectorAll<HTMLInputElement>('[data-language-switch] input')].find((i) => i.value === lang)!;
    radio('en-US').click();
    await waitFor(() => rows(demo, 'events').find((r) => r[0] === 'bo-confirm')![3] === confirmText(en.events), 'the events in English');
    expect(confirmText(en.events)).to.match(/^OK: detail\.records/);
    expect(demo.container.textContent).to.contain(en.description).and.not.contain(zh.description);
    expect(pageRow()[3]).to.contain(enParam.description!);
    // the sidebar's titles and the overview follow too
    expect(demo.container.querySelector<HTMLElement>('nav [data-tag="bo-goods-picker"]')!.title).to.equal(en.description);
    radio('zh-CN').click();
    await waitFor(() => demo.container.textContent!.includes(zh.description), 'back to Chinese');
  });

  it('says how each element is used without a mouse: roles, keys, focus, what screen readers hear, limits (issue 39)', async () => {
    demo = openDemo('#/bo-goods-picker');
    await demo.live('bo-goods-picker');
    const a11y = () => demo.container.querySelector<HTMLElement>('[data-doc-section="a11y"]')!;
    expect(a11y().querySelector('h2')!.textContent).to.equal('无障碍');
    expect(rows(demo, 'a11y-keyboard')).to.deep.include(['Esc', '取消并关闭（bo-cancel）']);
    expect(a11y().querySelector('[data-a11y="announced"]')!.textContent).to.contain('已选 N 条');
    expect(a11y().querySelector('[data-a11y="focus"]')!.textContent).to.contain('回到打开前获得焦点的元素');
    demo.close();
    demo = openDemo('#/bo-pagination');
    await demo.live('bo-pagination');
    expect(a11y().querySelector('[data-a11y="focus"]')!.textContent).to.contain('元素不移动焦点');
    demo.close();
    demo = openDemo('#/bo-date-dialog');
    await demo.live('bo-date-dialog');
    const radio = (lang: string) => [...demo.container.querySelectorAll<HTMLInputElement>('[data-language-switch] input')].find((i) => i.value === lang)!;
    radio('en-US').click();
    await waitFor(() => a11y().querySelector('h2')!.textContent === 'Accessibility', 'in English');
    expect(rows(demo, 'a11y-keyboard')).to.deep.include(['Esc', 'cancels and closes (bo-cancel)']);
    radio('zh-CN').click();
    await waitFor(() => a11y().querySelector('h2')!.textContent === '无障碍', 'back to Chinese');
  });

  it('the playground follows the element: after the user pages, the page field and the snippet say 2', async () => {
    demo = openDemo('#/bo-pagination');
    const pager = await demo.live('bo-pagination');
    expect(demo.field('page').value, 'the default before').to.equal('1');
    expect(await demo.snippet('html')).to.equal('<bo-pagination total="235" page-size="10"></bo-pagination>\n' +
      '<script type="module">\n' +
      "  const el = document.querySelector('bo-pagination');\n" +
      "  el.addEventListener('bo-change', (e) => console.log(e.detail));\n" +
      '</script>');
    (await waitFor(() => $<HTMLButtonElement>(pager, 'button[aria-label="第 2 页"]'), 'pager')).click();
    await waitFor(() => demo.field('page').value === '2', 'the page field shows 2');
    expect(pager.getAttribute('page'), 'a property, not an attribute').to.equal(null);
    expect(await demo.snippet('html')).to.include('<bo-pagination total="235" page="2" page-size="10"></bo-pagination>');
    expect(await demo.snippet('vue')).to.include(
      '<template>\n  <bo-pagination\n    :total="235"\n    :page="2"\n    :page-size="10"\n    @bo-change="onChange"\n  ></bo-pagination>\n</template>',
    );
    expect(await demo.snippet('react')).to.include(
      '    <bo-pagination\n      total={235}\n      page={2}\n      pageSize={10}\n      onbo-change={(e) => console.log(e.detail)}\n    />',
    );
    expect(await demo.snippet('jquery')).to.include(".attr({ total: 235, page: 2, 'page-size': 10 })");
    // and a field the user types in writes the attribute, which the snippet shows
    await demo.type('layout', 'prev, pager, next');
    expect(pager.getAttribute('layout')).to.equal('prev, pager, next');
    expect(await demo.snippet('html')).to.include('layout="prev, pager, next"');
  });

  it('the tab bar: the value field follows the tab the user chose; JSON is single-quoted, never &quot;', async () => {
    demo = openDemo('#/bo-tab-bar');
    const bar = await demo.live('bo-tab-bar');
    (await waitFor(() => $<HTMLElement>(bar, '[role="tab"][title="审批"]'), 'the 审批 tab')).click();
    await waitFor(() => demo.field('value').value === '2', 'the value field follows');
    const html = await demo.snippet('html');
    expect(html).to.include(`<bo-tab-bar\n  tabs='${JSON.stringify(TABS)}'\n  value="2"\n></bo-tab-bar>`);
    expect(html).not.to.include('&quot;');
    // copy-ready: the browser reads the snippet back to the same values
    const parsed = Object.assign(document.createElement('template'), { innerHTML: html }).content.querySelector('bo-tab-bar')!;
    expect([JSON.parse(parsed.getAttribute('tabs')!), parsed.getAttribute('value')]).to.deep.equal([TABS, '2']);
    expect(await demo.snippet('vue')).to.include(`:tabs="[{ id: 1, name: '基本信息' }, { id: 2, name: '审批' }, { id: 3, name: '物品明细与附件' }, { id: 4, name: '操作日志' }]"`);
    const jquery = await demo.snippet('jquery');
    expect(jquery).to.include(`$('<bo-tab-bar>')\n  .attr({ tabs: '${JSON.stringify(TABS)}', value: '2' })`);
    expect(jquery).to.include(".on('bo-change', (e) => console.log(e.originalEvent.detail))");
  });

  it('the Vue 3 snippet compiled by Vue binds the same values and hears the events', async () => {
    demo = openDemo('#/bo-goods-picker');
    const live = (await demo.live('bo-goods-picker')) as Any;
    await demo.type('selected-ids', '[3, 4]');
    await demo.type('disabled-ids', '1,2');
    await demo.type('title', 'Pick "goods"');
    demo.field<HTMLSelectElement>('selection-mode').value = 'radio';
    demo.field('selection-mode').dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => live.selectionMode === 'radio', 'radio');
    demo.field('no-tree').click();
    await waitFor(() => live.noTree === true, 'no-tree');
    const vue = await demo.snippet('vue');
    expect(vue).to.include(':selected-ids="[3, 4]"').and.include(':disabled-ids="[1, 2]"').and.include(':no-tree="true"')
      .and.include('selection-mode="radio"').and.include('title="Pick &quot;goods&quot;"').and.include('@bo-confirm="onConfirm"');
    const template = /<template>\n([\s\S]*)\n<\/template>/.exec(vue)![1];
    const heard: unknown[] = [];
    const host = document.body.appendChild(document.createElement('div'));
    // the names the snippet's <script setup> declares (el, result, a handler per event)
    expect(vue).to.include('<script setup lang="ts">').and.include("const el = ref<HTMLElementTagNameMap['bo-goods-picker']>();")
      .and.include('function onConfirm(e: BoGoodsPickerConfirmEvent) {\n  result.value = JSON.stringify(e.detail.ids);\n}');
    const setup = () => {
      const result = ref('');
      return { el: ref(), result, onConfirm: (e: CustomEvent) => heard.push((result.value = JSON.stringify(e.detail.ids))), onCancel: () => heard.push('cancel') };
    };
    const app = createApp({ template, setup });
    app.config.compilerOptions.isCustomElement = (tag) => tag.startsWith('bo-');
    app.mount(host);
    await nextTick();
    const el = host.querySelector('bo-goods-picker') as unknown as Any;
    for (const p of ['selectedIds', 'disabledIds', 'selectionMode', 'noTree', 'title']) expect(el[p], p).to.deep.equal(live[p]);
    // its button opens the picker through the template's ref
    host.querySelector('button')!.click();
    await waitFor(() => el.open === true, 'opened by the button');
    el.dispatchEvent(new CustomEvent('bo-cancel', { detail: null }));
    el.dispatchEvent(new CustomEvent('bo-confirm', { detail: { ids: [3], records: [] } }));
    await nextTick();
    expect(heard).to.deep.equal(['cancel', '[3]']);
    expect(host.querySelector('output')!.textContent).to.equal('[3]');
    app.unmount();
    host.remove();
  });

  it('React 19 does what the React snippet relies on: properties set, on<bo-event> props listen', async () => {
    const host = document.body.appendChild(document.createElement('div'));
    const heard: unknown[] = [];
    const root = createRoot(host);
    root.render(createElement('bo-tab-bar', { tabs: TABS, value: '2', 'onbo-change': (e: CustomEvent) => heard.push(e.detail) }));
    const bar = (await waitFor(() => host.querySelector('bo-tab-bar'), 'rendered')) as unknown as Any;
    expect([bar.tabs, bar.value, bar.hasAttribute('tabs')]).to.deep.equal([TABS, '2', false]);
    (await waitFor(() => $<HTMLElement>(bar, '[role="tab"][title="操作日志"]'), 'tab')).click();
    await waitFor(() => heard.length, 'onbo-change');
    expect(heard).to.deep.equal([{ id: 4, name: '操作日志' }]);
    root.unmount();
    host.remove();
  });

  it('a copy button puts the snippet shown on the clipboard', async () => {
    demo = openDemo('#/bo-tab-bar');
    await demo.live('bo-tab-bar');
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (t: string) => void copied.push(t) } });
    try {
      const react = await demo.snippet('react');
      const button = demo.container.querySelector<HTMLButtonElement>('[data-copy]')!;
      button.click();
      await waitFor(() => button.textContent === '已复制', 'copied');
      expect(copied).to.deep.equal([react]);
      expect(react).to.include("import 'bo-elements/bo-tab-bar';").and.include('export function TabBarExample()')
        .and.include(`tabs={[{ id: 1, name: '基本信息' }`).and.include('onbo-change={(e) => console.log(e.detail)}');
    } finally {
      delete (navigator as unknown as Record<string, unknown>).clipboard;
    }
    await settle();
  });
});
