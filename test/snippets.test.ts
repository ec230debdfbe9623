/**
 * The reference pages' snippets as a page author uses them: pasted into a blank page that loads the built
 * autoloader (dist/bo-elements.js; npm test builds it first). An element that opens with show() comes
 * with the button that opens it, and a confirm's result is shown on the page. The HTML snippet of every
 * such element opens it; the goods picker's HTML and jQuery snippets go all the way to the result. (The
 * Vue and React snippets are compiled as pasted by the package test: scripts/package-types.mjs; Vue runs
 * their template in demo-reference.test.tsx.)
 */
import { expect } from 'chai';
import { startMockWorker } from '../demo/mock';
import { examples } from '../demo/examples';
import { elementDocs } from '../demo/reference/manifest';
import { printers, type Host } from '../demo/reference/printers';
import { usageBase, type Usage } from '../demo/reference/usage';
import { deepQuery, SLOW, waitFor } from './helpers';

type Win = Window & typeof globalThis;
let frame: HTMLIFrameElement;
const win = () => frame.contentWindow as Win;

/** Runs a script in the page as the browser runs one it parses (a classic or a module script). */
function run(doc: Document, text: string, type = '') {
  const script = doc.createElement('script');
  if (type) script.type = type;
  script.textContent = text;
  doc.body.append(script);
}

/** Loads a script file in the page and waits for it. */
const load = (doc: Document, src: string, type = '') =>
  new Promise<void>((resolve, reject) => {
    const script = Object.assign(doc.createElement('script'), { src, onload: () => resolve(), onerror: () => reject(new Error(`${src} did not load (run npm run build:lib)`)) });
    if (type) script.type = type;
    doc.head.append(script);
  });

/** Pastes an HTML snippet into the page's body: its markup, then its scripts, which run; resolves once
 * they have run (a module script runs after the task that inserted it: a line after the snippet's own
 * says when). */
async function paste(html: string) {
  const doc = win().document;
  doc.body.innerHTML = html;
  const ran = new Promise((resolve) => win().addEventListener('snippet-ran', resolve, { once: true }));
  for (const old of [...doc.body.querySelectorAll('script')]) {
    old.remove();
    run(doc, `${old.textContent ?? ''}\nwindow.dispatchEvent(new Event('snippet-ran'));`, old.type);
  }
  await ran;
}

/** The usage of an element as its demo example sets it (every attribute as its text). */
const usageOf = (tag: string): Usage => ({
  ...usageBase(elementDocs.find((d) => d.tag === tag)!, '打开'),
  settings: Object.entries(examples[tag].attributes).map(([attribute, value]) => ({ attribute, property: attribute, kind: 'text', value })),
});
const snippet = (host: Host, tag: string) => printers[host](usageOf(tag));
/** open: the property every element that opens with show() keeps in step (documented as its state) */
const opened = (el: Element) => (el as Element & { open?: boolean }).open === true;

describe('snippets, pasted into a blank page on the built bundle', function () {
  this.timeout(120000 * SLOW);
  before(async () => {
    await startMockWorker();
    frame = Object.assign(document.createElement('iframe'), { src: '/test/fixtures/blank.html' });
    frame.style.cssText = 'position: fixed; inset: 0; width: 1280px; height: 800px; border: 0; background: white';
    const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    document.body.append(frame);
    await loaded;
    await load(win().document, '/dist/bo-elements.js', 'module');
    await load(win().document, '/node_modules/jquery/dist/jquery.min.js');
  });
  after(() => frame.remove());

  it('the HTML snippet of every element that opens with show() has the button that opens it', async () => {
    const openable = elementDocs.filter((d) => usageBase(d, '').opener !== undefined).map((d) => d.tag);
    expect(openable).to.include.members(['bo-goods-picker', 'bo-date-dialog', 'bo-import-dialog', 'bo-region-picker']);
    const closed: string[] = [];
    for (const tag of openable) {
      await paste(snippet('html', tag));
      const el = win().document.querySelector(tag)!;
      expect(opened(el), `${tag} is closed before the button`).to.equal(false);
      win().document.querySelector<HTMLButtonElement>(`#${tag.slice(3)}-open`)!.click();
      await waitFor(() => opened(el), `${tag} opened by its button`).catch(() => closed.push(tag));
    }
    expect(closed).to.deep.equal([]);
  });

  for (const host of ['html', 'jquery'] as const) {
    it(`the goods picker's ${host} snippet: the button opens it, the chosen ids are shown on the page`, async () => {
      const text = snippet(host, 'bo-goods-picker');
      if (host === 'html') await paste(text);
      else {
        win().document.body.innerHTML = '';
        run(win().document, text);
      }
      const doc = win().document;
      const el = doc.querySelector('bo-goods-picker')!;
      const heard: CustomEvent[] = [];
      el.addEventListener('bo-confirm', (e) => heard.push(e as CustomEvent));
      [...doc.querySelectorAll('button')].find((b) => b.textContent === '打开')!.click();
      (await waitFor(() => deepQuery<HTMLElement>(el.shadowRoot!, '[data-row-id]'), 'a row')).click();
      (await waitFor(() => deepQuery<HTMLButtonElement>(el.shadowRoot!, '[data-action="confirm"]:not(:disabled)'), 'confirm')).click();
      await waitFor(() => heard.length, 'bo-confirm');
      const shown = await waitFor(() => doc.querySelector('output')?.textContent, 'the result on the page');
      expect(JSON.parse(shown)).to.deep.equal(heard[0].detail.ids).and.have.length.above(0);
    });
  }
});
