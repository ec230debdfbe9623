/**
 * show() of dialog-like elements when the element leaves the page: a real removal answers null (as a
 * cancel would, without dispatching bo-confirm or bo-cancel); a move within one task (remove + insert,
 * as jQuery does) is not a removal and leaves the drawer open and the promise pending.
 */
import { expect } from 'chai';
import '../../elements/bo-goods-picker';
import '../../elements/bo-date-dialog';
import { startMockWorker } from '../../demo/mock';
import { deepQuery, mount, mountedRoots, settle, unmountAll, waitFor } from '../helpers';

const PENDING = 'still pending';
/** what the promise gave within `ms`, or PENDING */
const within = (p: Promise<unknown>, ms: number) => Promise.race([p, settle(ms).then(() => PENDING)]);
const surface = (el: HTMLElement) => deepQuery(el.shadowRoot!, '[data-bo-picker], [role="dialog"]');

/** the bo-confirm and bo-cancel events dispatched on the element itself (a removed element's events
 * never reach document) */
function answers(el: HTMLElement) {
  const seen: string[] = [];
  const on = (e: Event) => seen.push(e.type);
  el.addEventListener('bo-confirm', on);
  el.addEventListener('bo-cancel', on);
  return seen;
}

describe('element runtime: show() when the element leaves the page', () => {
  before(() => startMockWorker());
  afterEach(async () => {
    unmountAll();
    await settle();
  });

  for (const [tag, attributes] of [
    ['bo-goods-picker', { 'no-tree': '' }],
    ['bo-date-dialog', { value: '2026-11-22' }],
  ] as const) {
    it(`<${tag}> removed while open: show() settles with null, and no bo-confirm or bo-cancel is dispatched`, async () => {
      const roots = mountedRoots();
      const el = await mount(tag, attributes);
      const seen = answers(el);
      const answer = el.show();
      await waitFor(() => surface(el), 'opened');
      await settle(100);
      el.remove();
      expect(await within(answer, 2000)).to.equal(null);
      expect(seen).to.deep.equal([]);
      expect(el.open, 'closed, as after a cancel').to.equal(false);
      await waitFor(() => mountedRoots() === roots, 'React root unmounted');
      // put back later (another task), it stays closed: its show() has been answered
      document.body.append(el);
      await settle(300);
      expect(surface(el)).to.equal(null);
      el.remove();
    });
  }

  it('a move within one task (remove + insert) keeps the drawer open and show() pending; a cancel still answers', async () => {
    const el = await mount('bo-goods-picker', { 'no-tree': '' });
    const seen = answers(el);
    const answer = el.show();
    await waitFor(() => surface(el), 'opened');
    await settle(100);
    const other = document.createElement('section');
    document.body.append(other);
    el.remove();
    other.append(el); // what jQuery's .appendTo() does
    expect(await within(answer, 1000)).to.equal(PENDING);
    expect(el.open).to.equal(true);
    expect(surface(el), 'drawer still open').to.not.equal(null);
    (await waitFor(() => deepQuery<HTMLButtonElement>(el.shadowRoot!, '[data-action="cancel"]'), 'cancel button')).click();
    expect(await within(answer, 2000)).to.equal(null);
    expect(seen).to.deep.equal(['bo-cancel']);
    other.remove();
  });
});
