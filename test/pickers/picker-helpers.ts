/** Helpers for picker tests: wait for the drawer and rows, click rows, confirm. */
import { $, $$, waitFor } from '../helpers';

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
