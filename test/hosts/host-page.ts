/**
 * What the host tests do as a user: open an example host page of the demo (demo/hosts/*.html, on the
 * built bundle) in a frame, and pick rows in a picker. The frame's requests reach the mock backend of
 * the test page's msw worker until the page's own (demo/hosts/mock.ts) has started.
 */
import { startMockWorker, store } from '../../demo/mock';
import { $, drawn, waitFor } from '../helpers';

export type Picker = HTMLElement & { open: boolean; show(): Promise<unknown> };

/** Ticks the first row of an open picker that is neither disabled nor chosen yet; gives its id. */
export async function tickFirst(picker: Element) {
  const row = await waitFor(() => $<HTMLElement>(picker, '[data-row-id]:not([aria-disabled="true"]):not([aria-selected="true"])'), 'a row not chosen yet', 10000);
  await waitFor(() => picker.shadowRoot!.getAnimations().every((a) => a.playState === 'finished'), 'motion ended');
  const id = row.dataset.rowId!;
  row.click();
  await waitFor(() => $(picker, `[data-row-id="${id}"][aria-selected="true"]`), `row ${id} ticked`);
  return id;
}

/** Presses 确定 and waits until the drawer has gone (its closing motion included). */
export async function confirm(picker: Picker) {
  $<HTMLButtonElement>(picker, '[data-action="confirm"]')!.click();
  await waitFor(() => !picker.open && !$(picker, '[data-bo-picker]'), 'closed');
}

/** Ticks the first free row of an open picker and presses 确定; gives the id ticked. */
export async function pickFirst(picker: Picker) {
  const id = await tickFirst(picker);
  await confirm(picker);
  return id;
}

/** The name of a goods record of the mock backend (what the pages list). */
export const goodsName = (id: string | number) => store.goods().goods.find((g) => String(g.id) === String(id))!.name;

/** An example host page loaded in a frame filling the window. */
export interface HostPage {
  frame: HTMLIFrameElement;
  window: Window & typeof globalThis;
  document: Document;
  /** the element the selector finds in the page */
  find<E extends Element = HTMLElement>(selector: string): E;
  /** the text of the element the selector finds, trimmed */
  text(selector: string): string;
  /** clicks the element the selector finds (a button of the page) */
  click(selector: string): void;
}

const frames: HTMLIFrameElement[] = [];

/** Opens `demo/hosts/<file>` and waits until the bundle has defined and rendered the page's elements. */
export async function openHostPage(file: string): Promise<HostPage> {
  const frame = Object.assign(document.createElement('iframe'), { src: `/demo/hosts/${file}` });
  frame.style.cssText = 'position: fixed; inset: 0; width: 100vw; height: 100vh; border: 0; background: white';
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  frames.push(frame);
  await loaded;
  const page: HostPage = {
    frame,
    get window() {
      return frame.contentWindow as Window & typeof globalThis;
    },
    get document() {
      return frame.contentDocument!;
    },
    find: <E extends Element>(selector: string) => required(frame.contentDocument!.querySelector<E>(selector), selector),
    text: (selector) => (page.find(selector).textContent ?? '').trim(),
    click: (selector) => page.find(selector).click(),
  };
  await waitFor(() => page.window.customElements.get('bo-pagination'), 'the bundle loaded', 15000);
  const elements = () => [...page.document.querySelectorAll('*')].filter((el) => el.localName.startsWith('bo-'));
  await waitFor(() => elements().every(drawn), 'the elements rendered');
  return page;
}

function required<E>(found: E | null, selector: string): E {
  if (!found) throw new Error(`the page has no ${selector}`);
  return found;
}

/** The hooks of a host page test file: the mock worker, and no frame left after a test. */
export function hostPageHooks() {
  before(() => startMockWorker());
  afterEach(() => frames.splice(0).forEach((f) => f.remove()));
}
