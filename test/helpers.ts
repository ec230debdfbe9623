/** Helpers for browser tests: mount elements, wait for React, query inside (nested) shadow roots. */
import { debug } from '../src/core/runtime';

// a test page never leaves: every bo-navigate an element sends is cancelled, after the test's own listeners
// have heard it (the element's own navigation is tested with its callback: test/core/navigate.test.ts)
window.addEventListener('bo-navigate', (e) => e.preventDefault());

/** How many times longer every wait may take: 1, or more on a machine known to be busy (VITE_BO_SLOW,
 * set by `npm test -- --stress`). A test waits on conditions; the timeout only bounds a failure. */
export const SLOW = Number(import.meta.env.VITE_BO_SLOW) || 1;

/** Polls `fn` until it gives something. 10 s by default: the first test of a file waits for the dev
 * server's first transforms of what it opens (a drawer's chunk), slow on a busy two-core machine. */
export async function waitFor<T>(fn: () => T | null | undefined | false, what: string, timeout = 10000): Promise<T> {
  timeout *= SLOW;
  const t0 = performance.now();
  let last: unknown;
  for (;;) {
    try {
      const v = fn();
      if (v) return v;
    } catch (e) {
      last = e;
    }
    if (performance.now() - t0 > timeout) throw new Error(`timeout waiting for ${what}${last ? `: ${String(last)}` : ''}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Lets React commit the pending render (React 19 renders asynchronously). */
export const settle = (ms = 30) => new Promise((r) => setTimeout(r, ms));
/** Two animation frames: a virtual table renders its rows below the view in the frame after its first
 * rows (src/kit/table/useAfterFirstPaint.ts); a test that reads every row waits for them. */
export const frames = async () => {
  for (let i = 0; i < 2; i++) await new Promise((r) => requestAnimationFrame(r));
};

const mounted: HTMLElement[] = [];

/** An element's code has come and it has drawn its tree (an element that draws nothing, <bo-config>: its
 * code has come). Works in any frame: the class carries its definition once the code is there. */
export function drawn(el: Element) {
  const def = (el.constructor as { definition?: { component?: unknown } }).definition;
  return !!def && !!el.shadowRoot && (!def.component || el.shadowRoot.childElementCount > 0);
}

/** Creates `<tag attr=...>`, appends it to the body and waits until its shadow root has rendered (an
 * element that draws nothing, <bo-config>, until it has its shadow root). */
export async function mount<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  props: Partial<HTMLElementTagNameMap[K]> = {},
): Promise<HTMLElementTagNameMap[K]> {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attributes)) el.setAttribute(k, v);
  Object.assign(el, props);
  document.body.append(el);
  mounted.push(el);
  await waitFor(() => drawn(el), `${tag} rendered`);
  await settle();
  return el;
}

/** Removes everything `mount` added; call in afterEach. */
export function unmountAll() {
  for (const el of mounted.splice(0)) el.remove();
}

/** The native select of a form field (`[data-field=name]`, inside `within` when given), once its code has
 * come (a disabled input holds its place until then). */
export const nativeSelect = (root: Element, field: string, within = '') =>
  waitFor(() => deepQuery<HTMLSelectElement>(root.shadowRoot ?? root, `${within} [data-field="${field}"] select`), `the ${field} select`);

/** Chooses the option `label` of a field's native select as the user does (its `change` event); gives the
 * option labels, the placeholder first. */
export async function pickOption(root: Element, field: string, label: string, within = ''): Promise<string[]> {
  const select = await nativeSelect(root, field, within);
  // options that come from the backend come after the select
  const option = await waitFor(() => [...select.options].find((o) => o.textContent === label), `${field}'s option ${label}`);
  const labels = [...select.options].map((o) => o.textContent ?? '');
  select.value = option.value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
  await waitFor(() => select.selectedOptions[0]?.textContent === label, `${label} chosen`);
  return labels;
}

/** querySelector that also looks inside nested shadow roots. */
/** The focused element, however deep in shadow roots. */
export function deepActive(): Element | null {
  let el = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el;
}

export function deepQuery<E extends Element = HTMLElement>(root: ParentNode, selector: string): E | null {
  const found = root.querySelector<E>(selector);
  if (found) return found;
  for (const el of root.querySelectorAll('*')) {
    if (el.shadowRoot) {
      const inner = deepQuery<E>(el.shadowRoot, selector);
      if (inner) return inner;
    }
  }
  return null;
}

export function deepQueryAll<E extends Element = HTMLElement>(root: ParentNode, selector: string): E[] {
  const out = [...root.querySelectorAll<E>(selector)];
  for (const el of root.querySelectorAll('*')) if (el.shadowRoot) out.push(...deepQueryAll<E>(el.shadowRoot, selector));
  return out;
}

export const shadow = (el: Element) => el.shadowRoot as ShadowRoot;
export const $ = <E extends Element = HTMLElement>(el: Element, selector: string) => deepQuery<E>(shadow(el), selector);
export const $$ = <E extends Element = HTMLElement>(el: Element, selector: string) => deepQueryAll<E>(shadow(el), selector);

/** Visible text of an element's shadow tree (portals included), whitespace collapsed. */
export const textOf = (el: Element) => (shadow(el).textContent ?? '').replace(/\s+/g, ' ').trim();

/** Collects the events of the given names that reach `document` (so they bubbled and were composed). */
export function listen(...names: string[]) {
  const seen: CustomEvent[] = [];
  const on = (e: Event) => seen.push(e as CustomEvent);
  for (const n of names) document.addEventListener(n, on);
  return {
    events: seen,
    of: (name: string) => seen.filter((e) => e.type === name),
    last: (name: string) => seen.filter((e) => e.type === name).at(-1),
    stop: () => names.forEach((n) => document.removeEventListener(n, on)),
  };
}

export const mountedRoots = () => debug.mountedRoots;

/** Captures console.warn calls while `fn` runs. */
export async function captureWarnings(fn: () => unknown | Promise<unknown>): Promise<string[]> {
  const warnings: string[] = [];
  const original = console.warn;
  console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '));
  try {
    await fn();
  } finally {
    console.warn = original;
  }
  return warnings;
}

/**
 * Records the URLs of the requests the page aborts (the HTTP client's XMLHttpRequests) among those
 * opened after the call, until `stop()`: what a test of "closing aborts the request in flight" observes.
 */
export function watchAborts() {
  const aborted: string[] = [];
  const proto = XMLHttpRequest.prototype;
  const { open, abort } = proto;
  const urls = new WeakMap<XMLHttpRequest, string>();
  proto.open = function (this: XMLHttpRequest, ...args: unknown[]) {
    urls.set(this, String(args[1]));
    return (open as (...a: unknown[]) => void).apply(this, args);
  } as typeof proto.open;
  proto.abort = function (this: XMLHttpRequest) {
    if (this.readyState !== XMLHttpRequest.DONE) aborted.push(urls.get(this) ?? '');
    return abort.call(this);
  };
  return {
    aborted,
    stop() {
      proto.open = open;
      proto.abort = abort;
    },
  };
}

/** Loads a built bundle the way a legacy page does: one <script type="module">. */
export const loadBundle = (src: string) =>
  new Promise<void>((resolve, reject) => {
    const script = Object.assign(document.createElement('script'), { type: 'module', src });
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`${src} did not load: run npm run build:lib`));
    document.head.append(script);
  });
