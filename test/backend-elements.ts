/**
 * What the conformance fault matrix and the XSS suite share: every registered element opened as its demo
 * example shows it, under an api-base of its own (so that its calls are told apart from the late calls
 * of an element opened before it), the endpoints it calls while it opens (recorded by the mock backend),
 * the moment it has settled, and the page's uncaught errors.
 */
import { debug, registry } from '../elements';
import { examples } from '../demo/examples';
import { mock } from '../demo/mock';
import { resetConfig } from '../src/core/config';
import { clearLoginInfo } from '../src/core/user';
import { $, $$, deepQueryAll, mount, unmountAll, waitFor } from './helpers';

/** Tags the shared suites are narrowed to while an element is built (`VITE_BO_TAGS=bo-x,bo-y npm test`
 * or `VITE_BO_TAGS=bo-x WTR_FILES=... node scripts/test.mjs`); unset (CI, \`npm test\`): every element. */
const only = String(import.meta.env.VITE_BO_TAGS ?? '').split(',').map((t) => t.trim()).filter(Boolean);
export const chosenTag = (tag: string) => !only.length || only.includes(tag);

/** The registered elements (the test-only ones left out; only the VITE_BO_TAGS ones when it is set). */
export const elements = () => [...registry.values()].filter((d) => !d.tag.startsWith('bo-test-') && chosenTag(d.tag));

/** The user info every element may read first: shared by the page, not an element's own endpoint. */
export const LOGIN_INFO = '/base/user/login_info';

/** A clean page between tests: no element, a fresh mock backend, no cached user, the default configuration. */
export function resetBackend() {
  unmountAll();
  mock.reset();
  clearLoginInfo();
  resetConfig();
}

let bases = 0;
/** An api-base no element has used yet. */
export const freshBase = () => `/bo-suite-${++bases}`;
/** The requests made under an api-base. */
export const requestsUnder = (base: string) => mock.requests.filter((r) => new URL(r.url).pathname.startsWith(`${base}/`));

/** Mounts the element with its demo example's attributes (and this api-base) and calls the example's
 * opening method (show). */
export async function openExample(tag: string, base: string): Promise<HTMLElement> {
  const example = examples[tag];
  if (!example) throw new Error(`demo/examples.ts has no entry for ${tag}`);
  const el = await mount(tag as keyof HTMLElementTagNameMap, { ...example.attributes, 'api-base': base });
  if (example.open) void (el as unknown as Record<string, () => unknown>)[example.open]!();
  return el;
}

/** The page's calls (the http client's XMLHttpRequests), counted as they leave and as they end: known
 * before the mock backend, behind a service worker, sees them. */
const calls = { sent: 0, open: 0 };
const { send } = XMLHttpRequest.prototype;
XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, ...args: Parameters<typeof send>) {
  calls.sent++;
  calls.open++;
  this.addEventListener('loadend', () => calls.open--, { once: true });
  return send.apply(this, args);
};

/** Calls sent so far. */
export const callsSent = () => calls.sent;
/** Calls in flight now. */
export const callsOpen = () => calls.open;

/** A call in flight, a part of the element's code on its way or showing its fallback (a body or view
 * fetched beside the first call, which may make calls of its own once it has come), or something of the
 * element loading (a spinner: the login info read before the list, a tree asked once the list has
 * answered). */
const busy = (el: Element) =>
  calls.open > 0 || debug.partsLoading > 0 || debug.fallbacksShown > 0 || deepQueryAll(el.shadowRoot!, '[role="progressbar"]').length > 0;

/**
 * Waits until the element has been idle (see busy) for `ms` milliseconds. With `after` (a callsSent()
 * count), first waits up to `first` ms for a call sent after it or a spinner: an element that does
 * neither calls no backend (the parts an element loads on first use come late on a busy machine).
 */
export async function settled(el: Element, after?: number, ms = 300, first = 5000) {
  if (after !== undefined) await waitFor(() => calls.sent > after || busy(el), 'a first call', first).catch(() => undefined);
  let since = performance.now();
  let count = calls.sent;
  await waitFor(() => {
    if (busy(el) || calls.sent !== count) [since, count] = [performance.now(), calls.sent];
    return performance.now() - since >= ms;
  }, 'the element settled', 30000);
}

/** Opens the element and gives the paths it called, in the order first asked; its main endpoint is the
 * first that is not the shared login info. Leaves the element mounted. */
export async function endpointsOf(tag: string) {
  const base = freshBase();
  const before = callsSent();
  const el = await openExample(tag, base);
  await settled(el, before);
  const endpoints = [...new Set(requestsUnder(base).map((r) => r.path))];
  return { el, base, endpoints, main: endpoints.find((p) => p !== LOGIN_INFO) };
}

/** The text of the element's shadow root and of the shadow roots inside it (a toast, a picker an element opens in its own). */
export const textIn = (el: Element) => [el.shadowRoot!, ...$$(el, '*').map((n) => n.shadowRoot)].map((r) => r?.textContent ?? '').join(' ');

/** The first text field of the element's search form, if it has one. */
export const searchField = (el: Element) =>
  // a search form whose search the page makes (the search bar's bo-search) asks the element's backend nothing
  $<HTMLInputElement>(el, 'form[role="search"]:not([data-page-search] *) [data-field] input[type="text"]:not([role="combobox"])');

/** Collects what reaches window as an uncaught error or an unhandled rejection, until stop(). */
export function watchUncaught() {
  const seen: string[] = [];
  const onError = (e: ErrorEvent) => seen.push(`error: ${e.message}`);
  const onRejection = (e: PromiseRejectionEvent) => seen.push(`unhandled rejection: ${String(e.reason)}`);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return {
    seen,
    stop() {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    },
  };
}
