/** What the tests of the uploads share: files to give, giving them, reading the list. */
import { $, $$, waitFor } from '../helpers';

/** Gives the element's file input these files, as the browser's chooser does. */
export function choose(el: Element, ...files: File[]) {
  const input = $<HTMLInputElement>(el, 'input[data-file-input]')!;
  const transfer = new DataTransfer();
  for (const f of files) transfer.items.add(f);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** A picture file: a 1×1 PNG. */
export const pngFile = (name: string) =>
  new File([Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='), (c) => c.charCodeAt(0))], name, { type: 'image/png' });
export const textFile = (name: string, text = 'hello', type = 'text/plain') => new File([text], name, { type });
export const bigFile = (name: string, size: number) => new File([new Uint8Array(size).map((_, i) => i % 251)], name, { type: 'application/octet-stream' });

export const rowsOf = (el: Element) => $$(el, '[data-file-row]');
export const namesOf = (el: Element) => rowsOf(el).map((r) => r.querySelector('[data-file-name]')!.textContent);
export const statusesOf = (el: Element) => rowsOf(el).map((r) => r.dataset.status);
export const rowAction = (el: Element, index: number, action: string) => rowsOf(el)[index]!.querySelector<HTMLButtonElement>(`[data-action="${action}"]`);
export const attached = (el: Element, count: number) => waitFor(() => statusesOf(el).filter((s) => s === 'attached').length === count, `${count} attached files`);
export const answer = async (el: Element, ok: boolean) => (await waitFor(() => $<HTMLButtonElement>(el, ok ? '[data-bo-confirm-ok]' : '[data-bo-confirm-cancel]'), 'the question')).click();

/** The file input of an element's (nested) upload once the upload's code has come and it has drawn in
 * place of its placeholder (the entries' bo-scan-upload loads after their first paint). */
export const uploadReady = (el: Element) =>
  waitFor(() => !$(el, '[data-upload-placeholder]') && $<HTMLInputElement>(el, 'input[data-file-input]'), 'the upload drawn');
