/**
 * The entries' nested bo-scan-upload comes after their first paint (lazyTag): its two buttons show at
 * once, disabled, in the place where the upload's own buttons then come. Shared by the invoice and the
 * receipt entry's tests; it must be the first test of its file (the page fetches the upload's code once).
 */
import { expect } from 'chai';
import { http, passthrough } from 'msw';
import { worker } from '../../demo/mock';
import { $, deepQueryAll, mount } from '../helpers';
import { uploadReady } from '../files/upload-helpers';

const buttonsOf = (root: ParentNode) =>
  deepQueryAll<HTMLButtonElement>(root, 'button').filter((b) => ['本地上传', '扫码上传'].includes(b.textContent!.trim()));
const seen = (buttons: HTMLButtonElement[]) =>
  buttons.map((b) => {
    const r = b.getBoundingClientRect();
    return { text: b.textContent!.trim(), disabled: b.disabled, x: Math.round(r.x), y: Math.round(r.y), width: Math.round(r.width) };
  });

export function itShowsTheUploadButtonsFirst(tag: 'bo-invoice-entry' | 'bo-receipt-entry') {
  it('shows 本地上传 and 扫码上传 at first paint, disabled, until the upload has come; its own buttons then take their place', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // once: the page fetches the module once, and the rest of the file runs without the hold
    worker.use(http.get(/\/elements\/bo-scan-upload\.ts/, async () => (await held, passthrough()), { once: true }));
    let el: Element;
    let first: ReturnType<typeof seen>;
    // released whatever happens: a module held for ever would keep the page from ending
    try {
      el = await mount(tag);
      const placeholder = $(el, '[data-upload-placeholder]');
      expect(placeholder, 'the placeholder at first paint').to.not.equal(null);
      first = seen(buttonsOf(placeholder!));
      expect(first.map(({ text, disabled }) => [text, disabled])).to.deep.equal([['本地上传', true], ['扫码上传', true]]);
      expect($(el, 'input[data-file-input]'), 'no upload yet').to.equal(null);
    } finally {
      release();
    }
    await uploadReady(el);
    const upload = $(el, 'bo-scan-upload')!;
    const after = seen(buttonsOf(upload.shadowRoot!));
    expect(after.map(({ text, disabled }) => [text, disabled])).to.deep.equal([['本地上传', false], ['扫码上传', false]]);
    // where they were: nothing moves when the upload comes
    expect(after.map(({ x, y, width }) => [x, y, width])).to.deep.equal(first.map(({ x, y, width }) => [x, y, width]));
  });
}
