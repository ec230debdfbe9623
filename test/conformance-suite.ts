/**
 * The shared conformance suite: every registered element
 * - has a demo example and renders in an open shadow root;
 * - keeps its computed styles under a hostile host stylesheet;
 * - puts its portals (dialog, drawer, toast...) inside its shadow root, styled;
 * - shows the `::part`s it documents, reachable from a page stylesheet (pickers: the picker contract);
 * - dispatches its events so that a listener on `document` hears them (bo-error included);
 * - warns on a bad attribute value without throwing;
 * - has no serious or critical accessibility violation under axe-core, its dialog or drawer open;
 * - frees what it held when removed (React root, style hub, tabster's observer, DOM nodes and event
 *   listeners counted after garbage collection) over create/open/close/remove cycles run beside other
 *   elements that stay mounted, as on a real page.
 * The elements are shared out between conformance-1/2/3.test.ts (each file ends within the runner's
 * limit, and the three run side by side).
 */
import { expect } from 'chai';
import { emulateMedia } from '@web/test-runner-commands';
import { registry, debug } from '../elements';
import { examples } from '../demo/examples';
import { attachedRoots } from '../src/core/runtime/style-hub';
import { preloadSelects, preloadShortcutMenu } from '../src/kit/search-form/lazy-widgets';
import type { AttrSpec } from '../src/core/runtime';
import { startMockWorker } from '../demo/mock';
import { openers, triggers } from './conformance-triggers';
import { callsOpen, elements } from './backend-elements';
import { captureWarnings, deepQueryAll, listen, mount, settle, unmountAll, waitFor, SLOW } from './helpers';
import { closeByAttribute, collectAndCount, mountCompanions, openByAttribute, retainedSince } from './memory';
import { observedShadowRoots } from '../src/core/runtime/shadow-observer';
import { documentedParts, isPicker, partsShown, unstyledParts } from './parts';
import { axeViolations } from './axe';

const HOSTILE = `*{font-size:40px!important;font-family:"Comic Sans MS",cursive!important;line-height:3!important;color:lime!important}
button{background:red!important;color:yellow!important}div{padding:30px!important;border:3px solid lime!important}
span,input,label{letter-spacing:5px!important;text-transform:uppercase!important}`;
const PROPS = ['font-size', 'font-family', 'line-height', 'color', 'background-color', 'padding-top', 'border-top-width', 'letter-spacing', 'text-transform', 'width', 'height'];

function snapshot(el: HTMLElement): string[] {
  const nodes = [el, ...deepQueryAll<HTMLElement>(el.shadowRoot!, '*')].filter((n) => n.tagName !== 'STYLE');
  return nodes.map((n) => {
    const cs = getComputedStyle(n);
    return `${n.tagName}.${n.className}: ${PROPS.map((p) => cs.getPropertyValue(p)).join('|')}`;
  });
}

/** Waits until the element's data has rendered and no animation or transition runs in it. */
async function settled(el: HTMLElement) {
  // a search form's selects load when the browser is idle after the first paint (up to 2 s under load):
  // the snapshots wait for them instead of racing them
  await Promise.all([preloadSelects([{ field: 'a', title: '', type: 'select_radio' }, { field: 'b', title: '', type: 'array' }, { field: 'c', title: '', type: 'array', remote: {} as never }]), preloadShortcutMenu()]);
  // and the parts an element fetches as it mounts (the base-info card's tags) have come and are shown
  // (React reveals a part up to 300 ms after its chunk came: the look would change after the snapshot)
  await waitFor(() => debug.partsLoading === 0 && debug.fallbacksShown === 0, 'the lazy parts shown', 8000);
  // and its data has rendered: nothing loading, its tree (portals and nested elements included) unchanged
  // for 200 ms; a table's rows below the view come a frame after the first rows
  let [size, since] = [-1, 0];
  await waitFor(() => {
    const nodes = deepQueryAll(el.shadowRoot!, '*');
    // a call in flight, a part on its way: its answer or its code will change the tree
    const loading = callsOpen() > 0 || debug.partsLoading > 0 || debug.fallbacksShown > 0;
    const now = loading || nodes.some((n) => n.getAttribute('aria-busy') === 'true' || n.getAttribute('role') === 'progressbar') ? -1 : nodes.length;
    if (now !== size || now < 0) [size, since] = [now, performance.now()];
    return performance.now() - since >= 200;
  }, 'its data rendered and its tree still', 8000);
  await waitFor(() => el.shadowRoot!.getAnimations().every((a) => a.playState !== 'running'), 'animations ended', 8000);
}

const PORTAL = '[role="dialog"], [role="alertdialog"], [role="tooltip"], [role="listbox"], .fui-Toast';
/** create/remove cycles per element (with opening and closing for dialogs and pickers), and what all
 * of them together may leave reachable after garbage collection */
// A removed element kept alive keeps ~2 nodes and ~142 listeners (React's, on its shadow root), so one
// kept element is caught whatever the count; a thing kept per cycle is caught by a tolerance under one
// per cycle. test/core/memory.test.ts runs 60 cycles of the elements that hold the most.
const CYCLES = 12;
const CYCLES_OPENING = 10;
const KEPT = { nodes: 8, jsEventListeners: 8 };
const badValue = (s: AttrSpec<unknown>) => (s.kind === 'number' ? 'not-a-number' : s.kind === 'json' ? '{oops' : s.kind === 'list' ? '[oops' : s.kind === 'enum' ? '__invalid__' : null);

async function openPortal(el: HTMLElement, method?: string) {
  const opener = openers[el.localName];
  if (!method && !opener) return null;
  if (opener) await opener(el);
  else void (el as unknown as Record<string, () => unknown>)[method!]();
  const surface = await waitFor(() => deepQueryAll<HTMLElement>(el.shadowRoot!, PORTAL)[0], 'portal surface');
  await settle(400); // enter motion
  return surface;
}


/** The React roots an element mounts: its own (none for <bo-config>, which draws nothing) and those of
 * the bo elements it renders inside it (the finance entries' nested upload). */
const draws = (el: Element) => !!registry.get(el.localName)?.component;
const rootsOf = (el: Element) => [el, ...deepQueryAll(el.shadowRoot!, '*')].filter(draws).length;

/** The suite over part `part` (1-based) of `parts`: every `parts`-th registered element. */
export function conformance(part: number, parts: number) {
  before(() => startMockWorker()); // elements that load data answer from the mock backend
  const definitions = elements().filter((_, i) => i % parts === part - 1);
  definitions.forEach(checks);
  lifecycle(definitions);
}

function checks(def: ReturnType<typeof elements>[number]) {
  const example = examples[def.tag];
  describe(`<${def.tag}> conformance`, () => {
    afterEach(async () => {
      unmountAll();
      await settle();
    });

    it('has a demo example and renders in an open shadow root', async () => {
      expect(example, `demo/examples.ts has an entry for ${def.tag}`).to.exist;
      const before = debug.mountedRoots;
      const el = await mount(def.tag as keyof HTMLElementTagNameMap, example.attributes);
      expect(el.shadowRoot).to.be.instanceOf(ShadowRoot);
      expect(el.shadowRoot!.mode).to.equal('open');
      await waitFor(() => debug.mountedRoots === before + rootsOf(el), 'React root mounted');
      expect(el.shadowRoot!.querySelector('[data-bo-error]'), 'no render error').to.equal(null);
    });

    it('keeps its look under a hostile host stylesheet, portals included, and its portals stay in its shadow root', async () => {
      const el = await mount(def.tag as keyof HTMLElementTagNameMap, example.attributes);
      if (!def.component) {
        // it draws nothing: it takes no room in the page
        expect(getComputedStyle(el).display).to.equal('none');
        expect(el.getBoundingClientRect().height).to.equal(0);
        return;
      }
      const surface = await openPortal(el, example.open);
      const hostile = document.createElement('style');
      hostile.textContent = HOSTILE;
      // the same nodes with and without the page's rules: on a busy machine the element may still grow
      // (a part or a page of rows arrives after a still moment) between the two looks; then both are
      // taken again, never the look of two different trees compared
      for (let tries = 1; ; tries++) {
        await settled(el);
        const before = snapshot(el);
        document.head.append(hostile);
        try {
          await settled(el);
          const after = snapshot(el);
          if (after.length !== before.length && tries < 4) continue;
          expect(after).to.deep.equal(before);
          break;
        } finally {
          hostile.remove();
        }
      }
      expect(document.body.querySelector(`:scope > ${PORTAL.split(', ').join(', :scope > ')}, body > [data-portal-node]`), 'no portal in the light DOM').to.equal(null);
      if (surface) {
        const cs = getComputedStyle(surface);
        expect(cs.fontFamily, 'portal styled by Fluent').to.match(/Segoe UI/);
        expect(cs.backgroundColor, 'portal background').to.not.equal('rgba(0, 0, 0, 0)');
      }
    });

    // pickers: the picker contract checks their parts, every section visited (test/pickers/contract-parts.ts)
    if (!isPicker(def)) {
      it('shows every ::part it documents (its dialog open) and no other; a page rule on each reaches it', async () => {
        const el = await mount(def.tag as keyof HTMLElementTagNameMap, example.attributes);
        await openPortal(el, example.open);
        await settled(el);
        const shown = Object.keys(partsShown(el)).sort();
        expect(shown).to.deep.equal(documentedParts(def));
        expect(unstyledParts(el, shown), "parts the page's ::part rule does not reach").to.deep.equal([]);
      });
    }

    it('has no serious or critical accessibility violation under axe (its dialog or drawer open)', async () => {
      const el = await mount(def.tag as keyof HTMLElementTagNameMap, example.attributes);
      await openPortal(el, example.open);
      await settled(el);
      expect(await axeViolations(el)).to.deep.equal([]);
    });

    it('dispatches its events so that a listener on document hears them', async () => {
      const names = ['bo-error', ...Object.keys(def.events ?? {})];
      const heard = listen(...names);
      try {
        const el = await mount(def.tag as keyof HTMLElementTagNameMap, example.attributes);
        await captureWarnings(() => el.setAttribute('api-base', '') /* valid: no event */);
        const [prop, spec] = Object.entries(def.attributes).find(([, s]) => badValue(s as AttrSpec<unknown>)) ?? [];
        if (prop && spec) {
          await captureWarnings(() => el.setAttribute(prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), badValue(spec as AttrSpec<unknown>)!));
          expect(heard.of('bo-error'), 'bo-error for a bad attribute').to.have.length(1);
        }
        for (const name of Object.keys(def.events ?? {})) {
          const trigger = triggers[def.tag]?.[name];
          expect(trigger, `test/conformance-triggers.ts has a trigger for ${def.tag} ${name}`).to.be.a('function');
          await mount(def.tag as keyof HTMLElementTagNameMap, example.attributes).then((fresh) => trigger!(fresh));
          await waitFor(() => heard.of(name).length > 0, `${name} heard on document`);
        }
      } finally {
        heard.stop();
      }
    });

    it('warns on a bad attribute value, keeps rendering and never throws', async () => {
      const el = await mount(def.tag as keyof HTMLElementTagNameMap, example.attributes);
      const candidates = Object.entries(def.attributes).filter(([, s]) => badValue(s as AttrSpec<unknown>));
      const warnings = await captureWarnings(async () => {
        for (const [prop, spec] of candidates) {
          el.setAttribute(prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), badValue(spec as AttrSpec<unknown>)!);
        }
        await settle();
      });
      expect(warnings).to.have.length(candidates.length);
      expect(el.shadowRoot!.querySelector('[data-bo-error]'), 'no render error').to.equal(null);
    });
  });
}

function lifecycle(definitions: ReturnType<typeof elements>) {
  describe('conformance: removed elements free what they held, beside a tab bar, a date dialog and a picker that stay mounted', () => {
    let removeCompanions = () => {};
    before(async () => {
      // Fluent's motions last 1 ms: the same code paths (presence, unmount after the exit motion) in half
      // the time; test/core/memory.test.ts cycles with the real motions
      await emulateMedia({ reducedMotion: 'reduce' });
      removeCompanions = await mountCompanions();
    });
    after(async () => {
      removeCompanions();
      await emulateMedia({ reducedMotion: 'no-preference' });
    });

    for (const def of definitions) {
      const example = examples[def.tag];
      const opens = !!example?.open;
      const cycles = opens ? CYCLES_OPENING : CYCLES;
      it(`<${def.tag}>: ${cycles} create${opens ? '/open/close' : ''}/remove cycles keep no React root, shadow root, DOM node or listener`, async function () {
        this.timeout(180000 * SLOW);
        expect(example, `demo/examples.ts has an entry for ${def.tag}`).to.exist;
        const stage = document.createElement('div');
        document.body.append(stage);
        try {
          await settle();
          const roots = debug.mountedRoots;
          const styled = attachedRoots();
          const observed = observedShadowRoots();
          const cycle = async (i: number) => {
            const el = document.createElement(def.tag) as HTMLElement & Record<string, () => unknown>;
            for (const [k, v] of Object.entries(example.attributes)) el.setAttribute(k, v);
            stage.append(el);
            await waitFor(() => debug.mountedRoots === roots + rootsOf(el), `cycle ${i}: React root mounted`);
            if (opens && i % 2) {
              // half the cycles through show() and hide(), half through the open attribute
              void el[example.open!]();
              await waitFor(() => deepQueryAll(el.shadowRoot!, '[role="dialog"]').length, `cycle ${i}: opened by ${example.open}()`);
              el.hide();
              await waitFor(() => !deepQueryAll(el.shadowRoot!, '[role="dialog"]').length, `cycle ${i}: closed by hide()`, 8000);
            } else if (opens) {
              await openByAttribute(el);
              await closeByAttribute(el);
            }
            el.remove();
            await waitFor(() => debug.mountedRoots === roots, `cycle ${i}: unmounted`);
          };
          // warm-up: parts loaded on first use, caches and the first answers stay for the page's life
          for (let i = 0; i < 3; i++) await cycle(i);
          const before = await collectAndCount();
          for (let i = 0; i < cycles; i++) await cycle(i);
          const kept = await retainedSince(before, KEPT);
          expect(debug.mountedRoots, 'React roots').to.equal(roots);
          expect(attachedRoots(), 'shadow roots attached to the style hub').to.equal(styled);
          expect(observedShadowRoots(), 'shadow roots observed for tabster').to.equal(observed);
          // a removed element kept alive costs ~2 nodes and ~142 listeners (React's, on its shadow root):
          // the tolerance is well under one element for all the cycles together
          expect(kept.jsEventListeners, `JS event listeners kept by ${cycles} removed elements`).to.be.at.most(KEPT.jsEventListeners);
          expect(kept.nodes, `DOM nodes kept by ${cycles} removed elements`).to.be.at.most(KEPT.nodes);
        } finally {
          stage.remove();
        }
      });
    }
  });
}
