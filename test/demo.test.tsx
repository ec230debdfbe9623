/** The demo: its sidebar lists every registered element by group, its hash routes, the overview, the
 * live example and the language switch. The reference pages' own checks are in demo-reference.test.tsx. */
import { expect } from 'chai';
import { registry } from '../elements';
import manifest from '../custom-elements.json';
import { mock, startMockWorker } from '../demo/mock';
import { resetConfig } from '../src/core/config';
import { openDemo, type DemoPage } from './demo-page';
import { listen, mount, settle, unmountAll, waitFor } from './helpers';

const listed = (demo: DemoPage, selector = 'nav') => [...demo.container.querySelectorAll<HTMLAnchorElement>(`${selector} a[data-tag]`)].map((a) => a.dataset.tag!);
const descriptions = new Map(manifest.modules.map((m) => [m.declarations[0].tagName, m.declarations[0].description]));

describe('demo', () => {
  let demo: DemoPage;
  afterEach(() => demo.close());

  it('lists every registered element once in the sidebar, grouped: widgets, pickers, management screens, approval, finance, files and tools, page configuration', async () => {
    demo = openDemo('#/bo-pagination');
    await waitFor(() => listed(demo).length > 0, 'nav');
    expect([...listed(demo)].sort()).to.deep.equal([...registry.keys()].sort());
    const group = (g: string) => listed(demo, `nav [data-group="${g}"]`);
    expect(group('picker')).to.include.members(['bo-goods-picker', 'bo-staff-picker', 'bo-tenant-picker', 'bo-print-template-picker', 'bo-payment-nature-picker', 'bo-bank-account-picker', 'bo-receipt-picker', 'bo-template-link-picker', 'bo-payment-method-picker', 'bo-address-picker', 'bo-list-picker', 'bo-app-page-picker', 'bo-project-picker', 'bo-region-picker', 'bo-hierarchy-picker', 'bo-cascader-picker', 'bo-map-address-picker']);
    expect(group('widget')).to.include.members(['bo-pagination', 'bo-tab-bar', 'bo-date-dialog', 'bo-base-info-card']);
    expect(group('management')).to.include.members(['bo-page-header', 'bo-class-list', 'bo-numbering-rules']);
    expect(group('approval')).to.include.members(['bo-approval-settings', 'bo-approval-bar', 'bo-approval-path']);
    expect(group('finance')).to.deep.equal(['bo-invoice-entry', 'bo-receipt-entry']);
    expect(group('files')).to.include.members(['bo-serial-batch', 'bo-column-chooser', 'bo-photo-uploader', 'bo-group-editor', 'bo-import-dialog', 'bo-rich-text-editor', 'bo-file-upload', 'bo-scan-upload', 'bo-print-launcher']);
    expect(group('config')).to.deep.equal(['bo-config']);
    const headings = [...demo.container.querySelectorAll('nav [data-group]')].map((g) => g.firstElementChild!.textContent);
    expect(headings).to.deep.equal(['通用部件', '选择器', '管理页面', '审批', '财务', '文件与工具', '页面配置']);
  });

  it('shows the live example, logs its events, and the playground writes attributes', async () => {
    demo = openDemo('#/bo-pagination');
    const pager = await demo.live('bo-pagination');
    const next = await waitFor(() => pager.shadowRoot!.querySelector<HTMLButtonElement>('button[aria-label="第 2 页"]'), 'pager');
    next.click();
    await waitFor(() => demo.container.querySelector('[data-event-log]')!.textContent!.includes('bo-change {"page":2,"pageSize":10}'), 'event logged');
    const total = [...demo.container.querySelectorAll('label')].find((l) => l.textContent!.startsWith('total'))!;
    expect(total.htmlFor, 'the field of the total label').to.equal(demo.field('total').id);
    await demo.type('total', '57');
    expect(pager.getAttribute('total')).to.equal('57');
    await waitFor(() => pager.shadowRoot!.textContent!.includes('共 57 条'), 'pager follows the playground');
  });

  it('its language switch sets <html lang>; the live example and the demo’s own words follow', async () => {
    demo = openDemo('#/bo-pagination');
    const pager = await demo.live('bo-pagination');
    await waitFor(() => pager.shadowRoot!.textContent!.includes('共 235 条'), 'Chinese first');
    const radio = (lang: string) => [...demo.container.querySelectorAll<HTMLInputElement>('[data-language-switch] input')].find((i) => i.value === lang)!;
    radio('en-US').click();
    await waitFor(() => document.documentElement.lang === 'en-US', '<html lang="en-US">');
    await waitFor(() => pager.shadowRoot!.textContent!.includes('235 items'), 'the example in English');
    await waitFor(() => demo.container.querySelector('nav [data-group="picker"]')!.textContent!.startsWith('Pickers'), 'the sidebar in English');
    expect(demo.container.querySelector('[data-doc-section="events"] h2')!.textContent).to.equal('Events');
    radio('zh-CN').click();
    await waitFor(() => pager.shadowRoot!.textContent!.includes('共 235 条'), 'back to Chinese');
    expect(document.documentElement.lang).to.equal('zh-CN');
    expect(demo.container.querySelector('[data-doc-section="events"] h2')!.textContent).to.equal('事件');
  });

  it('routes by hash: #/ is the overview, #/bo-x a reference page, deep links and the gallery’s old links work', async () => {
    demo = openDemo('#/bo-tab-bar');
    await demo.live('bo-tab-bar');
    expect(demo.container.querySelector('nav a[aria-current="page"]')!.getAttribute('data-tag')).to.equal('bo-tab-bar');
    expect(demo.container.querySelector('[data-reference]')!.getAttribute('data-reference')).to.equal('bo-tab-bar');
    location.hash = '#/';
    await waitFor(() => demo.container.querySelector('[data-overview]'), 'the overview');
    expect(demo.container.querySelector('[data-stage]') === null, 'no live example on the overview').to.equal(true);
    location.hash = '#bo-goods-picker';
    await demo.live('bo-goods-picker');
    location.hash = '#/no-such-element';
    await waitFor(() => demo.container.querySelector('[data-overview]'), 'an unknown tag shows the overview');
  });

  it('the overview says how to start, names the guides, and lists every element with its line from the manifest', async () => {
    demo = openDemo('#/');
    const overview = await waitFor(() => demo.container.querySelector<HTMLElement>('[data-overview]'), 'the overview');
    const steps = [...overview.querySelectorAll('[data-step] pre')].map((p) => p.textContent!);
    expect(steps.join('\n')).to.include('<script type="module" src="/static/bo-elements/bo-elements.js"></script>')
      .and.include('<bo-config base-url="https://erp.example.com" with-credentials></bo-config>')
      .and.include(".addEventListener('bo-change', (e) =>")
      .and.include("document.addEventListener('bo-error'");
    const guides = overview.querySelector('[data-guides]')!.textContent!;
    expect(guides).to.include('docs/using-elements.md — Using bo-elements in a page').and.include('docs/architecture.md');
    const items = [...overview.querySelectorAll<HTMLLIElement>('[data-element-list] li')];
    expect(items.map((li) => li.querySelector('a')!.getAttribute('href')).sort()).to.deep.equal([...registry.keys()].sort().map((t) => `#/${t}`));
    for (const li of items) expect(li.textContent).to.equal(`${li.querySelector('a')!.textContent} — ${descriptions.get(li.querySelector('a')!.textContent!.slice(1, -1))}`);
    items.find((li) => li.textContent!.startsWith('<bo-pagination>'))!.querySelector('a')!.click();
    await demo.live('bo-pagination');
    expect(location.hash).to.equal('#/bo-pagination');
    await settle();
  });

  it("the overview's <bo-config> works as written against the demo's backend: each call goes to its base-url and the contract's path, /api/… (specs 1, 3) and /goods/… (spec 2) alike, never /api/api/…", async () => {
    demo = openDemo('#/');
    const overview = await waitFor(() => demo.container.querySelector<HTMLElement>('[data-overview]'), 'the overview');
    const written = [...overview.querySelectorAll('[data-step] pre')].map((p) => p.textContent!).find((code) => code.startsWith('<bo-config'))!;
    await startMockWorker();
    mock.reset();
    const page = document.body.appendChild(document.createElement('div'));
    page.innerHTML = written;
    const base = page.querySelector('bo-config')!.getAttribute('base-url') ?? '';
    const heard = listen('bo-error');
    try {
      await mount('bo-numbering-rule-editor', { 'app-modular': 'purchase' });
      await mount('bo-goods-picker', { open: '' });
      const sent = () => mock.requests.map((r) => r.url.split('?')[0]!);
      const under = (path: string) => new URL(`${base}${path}`, location.href).href;
      await waitFor(() => mock.requestsTo('/api/rule/get_rule_type').length && mock.requestsTo('/goods/list/v2').length, 'the calls');
      expect(sent().filter((url) => url === under('/api/rule/get_rule_type') || url === under('/goods/list/v2'))).to.have.length(2);
      expect(sent().filter((url) => !url.startsWith(under('/')) || url.includes('/api/api/')), 'every call under the base, once').to.deep.equal([]);
      await settle(300);
      expect(heard.of('bo-error').map((e) => (e.detail as { msg: string }).msg), 'answered').to.deep.equal([]);
    } finally {
      heard.stop();
      unmountAll();
      page.remove();
      resetConfig();
    }
  });
});
