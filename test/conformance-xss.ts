/**
 * XSS conformance (DECISIONS "Data safety and security"): every registered element that calls the backend
 * is opened (as its demo shows it, a record ticked and the chosen tray open where it has one) while
 * every string of every answer is a payload of xss-corpus.ts, in turn (ids and numbers kept); one that
 * calls it only when the user acts (an upload, a dialog's 确定) takes that action, a few times. Nothing
 * runs, no <script> or on* attribute appears in its shadow DOM, the payloads show as text, and no link
 * or image address that is not http(s) (a data:image picture aside) is given to the browser.
 */
import { expect } from 'chai';
import { mock, startMockWorker } from '../demo/mock';
import { clearLoginInfo } from '../src/core/user';
import { callsSent, elements, freshBase, openExample, requestsUnder, settled, watchUncaught } from './backend-elements';
import { $, deepQueryAll, settle, unmountAll, waitFor, SLOW } from './helpers';
import { XSS_FLAG, xssCorpus } from './xss-corpus';
import { actionOf, opened, take } from './conformance-actions';

const corpus = new Set(xssCorpus);
/** how many times an element is opened at most to place the whole corpus in its answers */
const MAX_ROUNDS = 8;
const flag = () => (window as unknown as Record<string, unknown>)[XSS_FLAG];

/** Every element of the element's shadow tree, nested shadow roots included. */
const nodes = (el: Element) => deepQueryAll<Element>(el.shadowRoot!, '*');
/** The text of the shadow tree as it is (whitespace kept). */
const textOf = (el: Element) =>
  [el.shadowRoot!, ...nodes(el).flatMap((n) => (n.shadowRoot ? [n.shadowRoot] : []))].map((r) => r.textContent).join('\n');

const protocol = (url: string) => {
  try {
    return new URL(url, location.href).protocol;
  } catch {
    return 'invalid:';
  }
};
const http = (url: string) => /^https?:$/.test(protocol(url));
/** A picture address the browser may load: http(s) (relative ones too), or a data:image picture. */
const picture = (url: string) => http(url) || /^data:image\//i.test(url.trim()) || protocol(url) === 'blob:';

/** Elements a payload parsed as HTML could bring, none of which the elements render. */
const FORBIDDEN = 'script, iframe, frame, object, embed, base, meta';
/** Attributes holding an address, and the rule each must follow. */
const ADDRESSES: [selector: string, attribute: string, ok: (url: string) => boolean][] = [
  ['a[href], area[href], link[href]', 'href', http],
  ['img[src], source[src], video[src], audio[src], track[src], input[src]', 'src', picture],
  ['[action]', 'action', http],
  ['[formaction]', 'formaction', http],
];
const XLINK = 'http://www.w3.org/1999/xlink';

/** What in the element's shadow tree could run or open a payload. */
function dangers(el: Element): string[] {
  const found = deepQueryAll(el.shadowRoot!, FORBIDDEN).map((n) => `<${n.localName}>`);
  for (const n of nodes(el)) {
    for (const a of n.attributes) if (/^on/i.test(a.name) || a.name === 'srcdoc') found.push(`<${n.localName} ${a.name}>`);
    if (/(java|vb)script:/i.test(n.getAttribute('style') ?? '')) found.push(`<${n.localName} style="${n.getAttribute('style')}">`);
    const link = n.getAttributeNS(XLINK, 'href') ?? (n instanceof SVGElement ? n.getAttribute('href') : null);
    if (link !== null && !link.startsWith('#') && !http(link)) found.push(`<${n.localName} href="${link}">`);
  }
  for (const [selector, attribute, ok] of ADDRESSES) {
    for (const n of deepQueryAll(el.shadowRoot!, selector)) {
      const value = n.getAttribute(attribute)!;
      if (!ok(value)) found.push(`<${n.localName} ${attribute}="${value}">`);
    }
  }
  return found;
}

/** Ticks the first record and opens the chosen tray, where the element has them: more strings shown. */
async function showMore(el: Element) {
  const first = $(el, '[data-row-id], [data-bo-check-tree] [role="treeitem"]');
  const tray = $<HTMLButtonElement>(el, '[data-action="chosen"]');
  if (!first || !tray) return;
  first.click();
  await waitFor(() => !tray.textContent!.includes('已选 0 条'), 'a record chosen');
  tray.click();
  await waitFor(() => $(el, 'button[aria-label^="移除"]'), 'the chosen tray');
}

/** How many times an element that calls the backend only when the user acts takes its action. */
const ACTION_ROUNDS = 3;

/**
 * An element that calls the backend only when the user acts (conformance-actions.ts finds the action):
 * the action taken a few times while every string of every answer is a payload; after each, nothing ran
 * and nothing dangerous is in its shadow DOM. Returns how many payloads its answers held, or null: no
 * action of it calls the backend.
 */
async function byAction(tag: string): Promise<number | null> {
  const action = await actionOf(tag);
  if (!action) return null;
  const { el, base } = await opened(tag);
  mock.rewriteStrings(xssCorpus);
  const delivered = new Set<string>();
  for (let round = 0; round < ACTION_ROUNDS; round++) {
    const answered = () => requestsUnder(base).filter((r) => r.path === action.call.path && r.answer !== undefined).length;
    const count = answered();
    const before = callsSent();
    void take(action.trigger, el);
    // taken again, an action may call nothing more (a new receipt's serial number is asked once)
    const called = await waitFor(() => answered() > count, `${action.call.method} ${action.call.path} answered`, round ? 3000 : 15000).catch((e: Error) => {
      if (!round) throw e;
    });
    if (!called) break;
    await settled(el, before);
    await settle(300); // image errors, loads and animations have had their turn
    for (const r of requestsUnder(base)) JSON.stringify(r.answer, (_, v: unknown) => (typeof v === 'string' && corpus.has(v) && delivered.add(v), v));
    expect(flag(), 'a payload ran').to.equal(undefined);
    expect(dangers(el)).to.deep.equal([]);
    expect(el.shadowRoot!.querySelector('[data-bo-error]') === null, 'no render error').to.equal(true);
  }
  return delivered.size;
}

/** The XSS suite over part `part` (1-based) of `parts`: every `parts`-th registered element (the files
 * conformance-xss-N.test.ts run side by side). */
export function xssSuite(part: number, parts: number) {
  describe(`conformance: the XSS corpus in every string the backend answers, over every element that calls it (part ${part} of ${parts})`, () => {
    const tried = { payloads: 0, elements: 0, none: [] as string[], acting: [] as string[] };
    before(() => startMockWorker());
    beforeEach(() => {
      mock.reset();
      clearLoginInfo();
      delete (window as unknown as Record<string, unknown>)[XSS_FLAG];
    });
    afterEach(() => {
      unmountAll();
      mock.reset();
    });
    after(() =>
      console.log(
        `xss corpus: ${xssCorpus.length} payloads × ${tried.elements} elements = ${tried.payloads} tried, ${flag() === undefined ? 0 : 'some'} executed` +
          ` (calling no backend: ${tried.none.join(', ')}; only when the user acts, payloads placed: ${tried.acting.join(', ')})`,
      ),
    );

    if (part === 1)
      it(`the corpus has at least 50 payloads, each different`, () => {
        expect(xssCorpus.length).to.be.at.least(50);
        expect(new Set(xssCorpus).size).to.equal(xssCorpus.length);
      });

    for (const { tag } of elements().filter((_, i) => i % parts === part - 1)) {
      it(`<${tag}> shows every payload as text and runs none`, async function () {
        this.timeout(60000 * SLOW);
        const uncaught = watchUncaught();
        try {
          mock.rewriteStrings(xssCorpus);
          const base = freshBase();
          const before = callsSent();
          const el = await openExample(tag, base);
          await settled(el, before);
          if (!requestsUnder(base).length) {
            // it calls the backend only when the user acts (an upload, a dialog's 确定): its action's answers
            const placed = await byAction(tag);
            if (placed === null) {
              tried.none.push(tag);
              return this.skip(); // it calls no backend
            }
            tried.acting.push(`${tag} ${placed}`); // an answer without strings (the map's save) places none
            expect(uncaught.seen, 'nothing uncaught').to.deep.equal([]);
            return;
          }
          const delivered = new Set<string>();
          // an element whose answers hold fewer strings than the corpus (a few rule types) is opened again:
          // the rewriting goes on through the corpus, so each round places the next payloads
          let current: Element = el;
          let taggedShown = false;
          for (let round = 1; ; round++) {
            const shown = () => xssCorpus.filter((p) => textOf(current).includes(p));
            await waitFor(() => shown().length > 0, 'payloads shown as their text', 15000);
            await showMore(current);
            await settled(current);
            await settle(300); // image errors, loads and animations have had their turn
            taggedShown ||= shown().some((p) => p.includes('<'));
            for (const r of requestsUnder(base)) JSON.stringify(r.answer, (_, v: unknown) => (typeof v === 'string' && corpus.has(v) && delivered.add(v), v));
            expect(flag(), 'a payload ran').to.equal(undefined);
            expect(dangers(current)).to.deep.equal([]);
            expect(current.shadowRoot!.querySelector('[data-bo-error]') === null, 'no render error').to.equal(true);
            if (delivered.size === xssCorpus.length || round === MAX_ROUNDS) break;
            unmountAll();
            const again = callsSent();
            current = await openExample(tag, base);
            await settled(current, again);
          }
          expect(delivered.size, 'every payload placed in its answers').to.equal(xssCorpus.length);
          expect(taggedShown, 'payloads with tags shown as their text').to.equal(true);
          tried.elements++;
          tried.payloads += delivered.size;
          expect(uncaught.seen, 'nothing uncaught').to.deep.equal([]);
        } finally {
          uncaught.stop();
        }
      });
    }
  });
}
