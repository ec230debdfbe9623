/** Helpers for picker tests: wait for the drawer and rows, click rows, confirm. */
import { mock, startMockWorker } from '../../demo/mock';
import { clearLoginInfo } from '../../src/core/user';
import { $, $$, listen, settle, unmountAll, waitFor } from '../helpers';

export const drawerOf = (el: Element) => $(el, '[data-bo-picker]');
export const motionDone = (el: Element) =>
  waitFor(() => el.shadowRoot!.getAnimations().every((a) => a.playState === 'finished'), 'motion ended');

/** Waits for the drawer and `count` rows (or any rows). */
export async function opened(el: Element, count?: number) {
  const drawer = await waitFor(() => drawerOf(el), 'drawer');
  await waitFor(() => (count === undefined ? rows(el).length > 0 : rows(el).length === count), `${count ?? 'some'} rows`);
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
export const headers = (el: Element) => $$(el, '[role="columnheader"]').map((h) => h.textContent!.trim()).filter(Boolean);

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
