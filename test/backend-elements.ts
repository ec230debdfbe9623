/**
 * What the conformance fault matrix and the XSS suite share: every registered element opened as its demo
 * example shows it, the endpoints it calls while it opens (recorded by the mock backend), the settling
 * of its calls, and the page's uncaught errors.
 */
import { registry } from '../elements';
import { examples } from '../demo/examples';
import { mock } from '../demo/mock';
import { $, mount, settle, waitFor } from './helpers';

/** The registered elements (the test-only ones left out). */
export const elements = () => [...registry.values()].filter((d) => !d.tag.startsWith('bo-test-'));

/** The user info every element may read first: shared by the page, not an element's own endpoint. */
export const LOGIN_INFO = '/base/user/login_info';

/** Mounts the element with its demo example's attributes and calls the example's opening method (show). */
export async function openExample(tag: string): Promise<HTMLElement> {
  const example = examples[tag];
  if (!example) throw new Error(`demo/examples.ts has no entry for ${tag}`);
  const el = await mount(tag as keyof HTMLElementTagNameMap, example.attributes);
  if (example.open) void (el as unknown as Record<string, () => unknown>)[example.open]!();
  return el;
}

/** Waits until every request made has been answered and none was made for `ms` milliseconds. The first
 * call may come late (the parts an element loads on first use, a busy machine): an element that has
 * called nothing is given `first` milliseconds. */
export async function callsSettled(ms = 300, timeout = 15000, first = 4000) {
  await waitFor(() => mock.requests.length > 0, 'a first call', first).catch(() => undefined);
  let count = -1;
  let since = performance.now();
  await waitFor(() => {
    if (mock.requests.length !== count) [count, since] = [mock.requests.length, performance.now()];
    return mock.requests.every((r) => r.answer !== undefined) && performance.now() - since >= ms;
  }, 'the calls settled', timeout);
}

/** The paths an element calls while it opens, in the order first asked; its main endpoint is the first
 * that is not the shared login info. Leaves the element mounted. */
export async function endpointsOf(tag: string) {
  const el = await openExample(tag);
  await settle(100);
  await callsSettled();
  const endpoints = [...new Set(mock.requests.map((r) => r.path))];
  return { el, endpoints, main: endpoints.find((p) => p !== LOGIN_INFO) };
}

/** The first text field of the element's search form, if it has one. */
export const searchField = (el: Element) =>
  $<HTMLInputElement>(el, 'form[role="search"] [data-field] input[type="text"]:not([role="combobox"])');

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
