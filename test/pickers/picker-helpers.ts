/** Helpers for picker tests: wait for the drawer and rows, click rows, confirm. */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { mock, startMockWorker } from '../../demo/mock';
import { clearLoginInfo } from '../../src/core/user';
import { $, $$, frames, listen, pickOption, settle, unmountAll, waitFor } from '../helpers';

export const drawerOf = (el: Element) => $(el, '[data-bo-picker]');
export const motionDone = (el: Element) =>
  waitFor(() => el.shadowRoot!.getAnimations().every((a) => a.playState === 'finished'), 'motion ended');

/** Waits for a list screen's rows: `requests` calls to `path` made, some rows shown, nothing loading
 * (`busy`: its spinner), the rows below the view included. */
export async function listLoaded(el: Element, path: string, requests = 1, busy = '[role="progressbar"]') {
  await waitFor(() => mock.requestsTo(path).length >= requests && rows(el).length > 0 && !$(el, busy), 'the rows');
  await frames();
  await settle();
}

/** Waits for the drawer and `count` rows (or any rows), the rows below the view included. */
export async function opened(el: Element, count?: number) {
  const drawer = await waitFor(() => drawerOf(el), 'drawer');
  await waitFor(() => (count === undefined ? rows(el).length > 0 : rows(el).length === count), `${count ?? 'some'} rows`);
  // a table's rows below the view come after its first rows (a frame later, more on a busy machine)
  const tables = () => $$(el, '[data-bo-table]').filter((t) => t.querySelector('[data-row-id]'));
  await waitFor(() => tables().every((t) => t.hasAttribute('data-rows-complete')), 'the rows below the view');
  await frames();
  await motionDone(el);
  return drawer;
}

export const rows = (el: Element) => $$(el, '[data-row-id]');
export const row = (el: Element, id: string | number) => $(el, `[data-row-id="${id}"]`);
export const clickRow = (el: Element, id: string | number) => row(el, id)!.click();
export const button = (el: Element, action: string) => $<HTMLButtonElement>(el, `[data-action="${action}"]`);
export const rowIds = (el: Element) => rows(el).map((r) => r.dataset.rowId);

/**
 * The hooks every picker test file needs: the mock worker, a fresh mock backend (and user) per test,
 * the events of `names` heard on document, and nothing left mounted. Returns what was heard.
 */
export function pickerHooks(...names: string[]) {
  let current = listen();
  before(() => startMockWorker());
  beforeEach(() => {
    mock.reset();
    clearLoginInfo();
    current = listen(...names);
  });
  afterEach(() => {
    current.stop();
    unmountAll();
  });
  return {
    of: (name: string) => current.of(name),
    last: (name: string) => current.last(name),
    get events() {
      return current.events;
    },
  };
}

/** Ticks these rows, presses 确定 and waits for the bo-confirm it dispatches; returns its detail. */
export async function confirmRows(el: Element, ids: (string | number)[], heard: { of(name: string): CustomEvent[] }) {
  const expected = heard.of('bo-confirm').length + 1;
  for (const id of ids) clickRow(el, id);
  await settle();
  button(el, 'confirm')!.click();
  await waitFor(() => heard.of('bo-confirm').length === expected, 'confirmed');
  return heard.of('bo-confirm')[expected - 1].detail;
}

/** The column titles of the table (the selection column left out). */
export const headers = (el: Element) => $$(el, '[role="columnheader"]:not([data-select-column])').map((h) => h.textContent!.trim()).filter(Boolean);

/** The cells of a row by column title (the selection cell left out). */
export const cellsOf = (el: Element, id: number | string) => {
  const titles = headers(el);
  const cells = [...row(el, id)!.querySelectorAll('[role="cell"]')].map((c) => c.textContent!.trim()).slice(-titles.length);
  return Object.fromEntries(titles.map((h, i) => [h, cells[i]]));
};

/** The chosen records named in the tray (their remove buttons). */
export const trayLabels = (el: Element) => $$(el, 'button[aria-label^="移除"]').map((b) => b.getAttribute('aria-label'));

/** The message (toast) with this text; its `data-intent` is its level. */
export const messageOf = (el: Element, text: string) =>
  waitFor(() => $$(el, '[data-intent]').find((x) => x.textContent!.includes(text)), `message ${text}`);

/** The text input of a search field. */
export const input = (el: Element, field: string) => $<HTMLInputElement>(el, `[data-field="${field}"] input`)!;
/** Types into an input as the user would. */
export const type = async (box: HTMLInputElement, text: string) => (box.focus(), await sendKeys({ type: text }), await settle());
const OPTION = '[role="option"]:not([data-hint])';
/** The options of the open select lists. */
export const options = (el: Element) => $$(el, OPTION);

/** chooses `label` in a static select (a native one for a single choice, a Dropdown for several); gives
 * its option labels */
export async function choose(el: Element, field: string, label: string) {
  // the selects load after the first paint: a disabled input stands in their place until then
  const native = await waitFor(() => $(el, `[data-field="${field}"] select, [data-field="${field}"] button`), `${field} select`);
  if (native.localName === 'select') return (await pickOption(el, field, label)).slice(1);
  const box = await waitFor(() => $<HTMLButtonElement>(el, `[data-field="${field}"] button`), `${field} select`);
  box.click();
  // the options of this select's list (another select's list may still be in the page)
  const list = await waitFor(() => !!box.getAttribute('aria-controls') && $(el, `[id="${box.getAttribute('aria-controls')}"]`), `${field} list`);
  const option = await waitFor(() => [...list.querySelectorAll<HTMLElement>(OPTION)].find((o) => o.textContent === label), `option ${label}`);
  const labels = [...list.querySelectorAll(OPTION)].map((o) => o.textContent);
  option.click();
  await waitFor(() => $(el, `[data-field="${field}"] button`)!.textContent!.includes(label), `${label} chosen`);
  return labels;
}
/** Types `text` into a remote select and chooses `label`. Keys arrive one by one, so the select may ask
 * for a start of `text` only (its answer is then filtered as the rest is typed); `asked`, when given,
 * waits for the request the test asserts before choosing. */
export async function pickRemote(el: Element, field: string, text: string, label: string, asked?: () => boolean) {
  // until its code has come (the browser idle after the first paint) a select is a disabled stand-in,
  // which takes no typing: the user, and the test, type once the real select is there
  await type(await waitFor(() => (input(el, field)?.disabled === false ? input(el, field) : undefined), `the ${field} select ready`), text);
  // the select asks after its debounce, in a page that may share two cores with other test pages
  if (asked) await waitFor(asked, `the request for ${text}`, 10000);
  (await waitFor(() => options(el).find((o) => o.textContent === label), `option ${label}`)).click();
  await waitFor(() => input(el, field).value === label, `${label} chosen`);
}

/** Waits for the picker's first 10 rows, then unfolds its search form until `lastField` shows. */
export async function unfolded<E extends Element>(mounting: Promise<E>, lastField: string, count = 10) {
  const el = await mounting;
  await opened(el, count);
  button(el, 'toggle')!.click();
  await waitFor(() => $(el, `[data-field="${lastField}"]`), 'the folded fields');
  return el;
}

/** Presses 搜索 and waits for a new request to `path` whose body makes `done` true; gives that body. */
export async function searched(el: Element, path: string, done: (b: Record<string, unknown>) => boolean) {
  const body = () => mock.lastRequest(path)!.body as Record<string, unknown>;
  const before = mock.requestsTo(path).length;
  button(el, 'search')!.click();
  await waitFor(() => mock.requestsTo(path).length > before && done(body()), 'searched');
  return body();
}

export const PART_FAILED = '组件出错了，请刷新页面后重试';

/** The element said that a part of its code could not be loaded: the page heard bo-error {source:
 * 'render'} and the user sees 组件出错了，请刷新页面后重试 as an error message. */
export async function saidPartFailed(el: Element, heard: { of(name: string): CustomEvent[]; last(name: string): CustomEvent | undefined }) {
  await waitFor(() => heard.of('bo-error').length > 0, 'bo-error');
  expect(heard.last('bo-error')!.detail).to.deep.include({ source: 'render', msg: PART_FAILED });
  expect((await messageOf(el, PART_FAILED))!.dataset.intent).to.equal('error');
}
