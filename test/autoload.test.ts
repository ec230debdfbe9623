/**
 * The autoloader, dist/bo-elements.js, as a legacy page loads it (npm test builds it first): every tag is
 * defined at once, an element's code comes when it is first used, what a page sets before the code comes
 * is kept, and whatever mix of the autoloader, element modules and the configuration entry a page imports,
 * in any order, it has one runtime and one configuration. Each page is a frame of its own (a document has
 * its own modules); its calls reach the test page's mock worker.
 */
import { expect } from 'chai';
import { http, HttpResponse } from 'msw';
import { startMockWorker, worker } from '../demo/mock';
import { drawn, waitFor } from './helpers';

type Win = Window & typeof globalThis & { __modules?: Record<string, Record<string, unknown>> };
const frames: HTMLIFrameElement[] = [];

/** A blank page of its own (a real page, whose calls the mock worker answers). */
async function blankPage(): Promise<Win> {
  const frame = Object.assign(document.createElement('iframe'), { src: '/test/fixtures/blank.html' });
  frame.style.cssText = 'position: fixed; inset: 0; width: 100vw; height: 100vh; border: 0; background: white';
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  frames.push(frame);
  await loaded;
  return frame.contentWindow as Win;
}

/** Imports `url` in the page, as a script of its own would; gives the module's exports. */
async function importIn(win: Win, url: string): Promise<Record<string, unknown>> {
  const script = win.document.createElement('script');
  script.textContent = `import('${url}').then((m) => ((window.__modules ??= {})['${url}'] = m), (e) => ((window.__failed ??= {})['${url}'] = String(e)))`;
  win.document.head.append(script);
  const failed = () => (win as unknown as { __failed?: Record<string, string> }).__failed?.[url];
  await waitFor(() => win.__modules?.[url] || failed(), `${url} imported`, 15000);
  if (failed()) throw new Error(`${url} did not load (run npm run build:lib): ${failed()}`);
  return win.__modules![url];
}

/** The element modules (/dist/bo-x.js) the page has downloaded. */
const modulesOf = (win: Win) =>
  win.performance
    .getEntriesByType('resource')
    .map((e) => new URL(e.name).pathname)
    .filter((p) => /^\/dist\/bo-[\w-]+\.js$/.test(p));

describe('dist/bo-elements.js, the autoloader', () => {
  before(() => startMockWorker());
  afterEach(() => {
    worker.resetHandlers();
    frames.splice(0).forEach((f) => f.remove());
  });

  it('defines every tag of custom-elements.json at once, and downloads only the code of the elements the page shows', async () => {
    const manifest = await (await fetch('/custom-elements.json')).json();
    const tags: string[] = manifest.modules.map((m: { declarations: { tagName: string }[] }) => m.declarations[0].tagName);
    const win = await blankPage();
    await importIn(win, '/dist/bo-elements.js');
    expect(tags.filter((t) => !win.customElements.get(t))).to.deep.equal([]);
    await win.customElements.whenDefined('bo-goods-picker');
    // nothing but the autoloader and the configuration element (which draws nothing) so far
    expect(modulesOf(win).sort()).to.deep.equal(['/dist/bo-config.js', '/dist/bo-elements.js']);

    const host = win.document.createElement('div');
    host.innerHTML = '<bo-pagination total="50"></bo-pagination>';
    win.document.body.append(host);
    const pager = host.firstElementChild!;
    await waitFor(() => pager.shadowRoot?.textContent?.includes('共 50 条'), 'the pager drawn');
    expect(modulesOf(win).sort()).to.deep.equal(['/dist/bo-config.js', '/dist/bo-elements.js', '/dist/bo-pagination.js']);
    // its events reach the page
    const heard: unknown[] = [];
    win.document.addEventListener('bo-change', (e) => heard.push((e as CustomEvent).detail));
    pager.shadowRoot!.querySelector<HTMLButtonElement>('button[aria-label="第 2 页"]')!.click();
    expect(heard).to.deep.equal([{ page: 2, pageSize: 10 }]);
  });

  it('keeps the attributes and properties set before the code came, and a method called then runs once it has', async () => {
    const win = await blankPage();
    await importIn(win, '/dist/bo-elements.js');
    const picker = win.document.createElement('bo-goods-picker') as HTMLElement & { selection: unknown; show(): Promise<unknown>; selectionMode: string };
    picker.setAttribute('selection-mode', 'checkbox');
    picker.selection = [{ id: 7, name: '预先选中' }];
    expect(modulesOf(win)).to.not.include('/dist/bo-goods-picker.js');
    // not in the page yet: the method asks for the code, then opens the drawer
    const answer = picker.show();
    win.document.body.append(picker);
    await waitFor(() => picker.shadowRoot!.querySelector('[data-bo-picker]') ?? picker.shadowRoot!.querySelector('[role="dialog"]'), 'the drawer opened by the early show()', 15000);
    expect(modulesOf(win)).to.include('/dist/bo-goods-picker.js');
    expect(picker.selectionMode).to.equal('checkbox');
    expect(picker.selection).to.deep.equal([{ id: 7, name: '预先选中' }]);
    const confirm = await waitFor(() => picker.shadowRoot!.querySelector<HTMLButtonElement>('[data-action="confirm"]:not([disabled])'), 'confirm');
    confirm.click();
    const records = (await answer) as { id: number }[] | null;
    expect(records?.map((r) => r.id)).to.deep.equal([7]);
  });

  it('fetches the code of the pickers an element opens once it has drawn, and opens one inside its shadow root', async () => {
    const win = await blankPage();
    await importIn(win, '/dist/bo-elements.js');
    win.document.body.innerHTML = '<bo-approval-bar approval-num="SP202611240002"></bo-approval-bar>';
    const bar = win.document.body.firstElementChild!;
    await waitFor(() => drawn(bar), 'the bar drawn', 15000);
    // its staff picker (declared lazy by the bar) comes when the browser is idle after the bar's first paint
    await waitFor(() => modulesOf(win).includes('/dist/bo-staff-picker.js'), 'the staff picker fetched ahead', 15000);
    await waitFor(() => (win.customElements.get('bo-staff-picker') as { definition?: unknown }).definition, 'the staff picker defined');
  });
});

describe('one runtime and one configuration, whatever a page imports and in which order', () => {
  before(() => startMockWorker());
  afterEach(() => {
    worker.resetHandlers();
    frames.splice(0).forEach((f) => f.remove());
  });

  const entries = ['/dist/bo-elements.js', '/dist/bo-goods-picker.js', '/dist/config.js'];
  const orders = entries.flatMap((a) => entries.filter((b) => b !== a).flatMap((b) => entries.filter((c) => c !== a && c !== b).map((c) => [a, b, c])));

  for (const order of orders) {
    it(`imports ${order.map((u) => u.replace('/dist/', '')).join(', ')}: the picker calls the configured base URL with the configured header`, async () => {
      const token = `t-${order.map((u) => u.length).join('')}`;
      const heard: { url: string; token: string | null }[] = [];
      worker.use(
        http.post('/order-base/goods/list/v2', ({ request }) => {
          heard.push({ url: new URL(request.url).pathname, token: request.headers.get('x-bo-token') });
          return HttpResponse.json({ code: 200, msg: '', data: { list: [{ id: 1, name: '螺丝', serial_number: 'G-1' }], total_count: 1 } });
        }),
      );
      const win = await blankPage();
      const modules: Record<string, Record<string, unknown>> = {};
      for (const url of order) modules[url] = await importIn(win, url);
      const configure = modules['/dist/config.js'].configure as (c: object) => void;
      // the autoloader hands out the same configuration, and the picker module's class is the page's
      expect(modules['/dist/bo-elements.js'].configure).to.equal(configure);
      expect(win.customElements.get('bo-goods-picker')).to.equal(modules['/dist/bo-goods-picker.js'].BoGoodsPicker);
      configure({ baseURL: '/order-base', headers: { 'X-Bo-Token': token } });
      const picker = win.document.createElement('bo-goods-picker') as HTMLElement & { show(): Promise<unknown> };
      picker.setAttribute('no-tree', '');
      win.document.body.append(picker);
      void picker.show();
      await waitFor(() => heard.length, 'the list asked for');
      expect(heard[0]).to.deep.equal({ url: '/order-base/goods/list/v2', token });
      await waitFor(() => picker.shadowRoot!.querySelector('[data-row-id="1"]'), 'its row shown');
    });
  }
});
