/**
 * The lazy cells of a list (kit/table/cells.tsx: the enable switch and the 默认 tag, each loaded with its
 * Fluent part; kit/lazy-parts/README.md): the table
 * fetches them beside the list's first request and shows its rows once they have come, so that no row
 * ever shows a placeholder where its switch will be; a row mounted later (the next page) renders its
 * parts at once. (A part that cannot be loaded: test/core/parts-failed.test.ts.)
 */
import { expect } from 'chai';
import { http, passthrough } from 'msw';
import '../../elements/bo-class-list';
import { mock, store, worker } from '../../demo/mock';
import { $, $$, settle, waitFor } from '../helpers';
import { pickerHooks } from '../pickers/picker-helpers';

const LIST = '/common/class/list';
const rowsOf = (el: Element) => $$(el, '[data-row-id]');

/** every placeholder of a switch that was ever in the element's shadow root */
function watchPlaceholders(el: Element) {
  let seen = 0;
  const count = () => (seen += $$(el, 'span[data-action="enable"]').length);
  const observer = new MutationObserver(count);
  observer.observe(el.shadowRoot!, { childList: true, subtree: true });
  return { seen: () => (count(), seen), stop: () => observer.disconnect() };
}

describe('the lazy parts of a list’s cells', () => {
  pickerHooks();
  afterEach(() => worker.resetHandlers());

  it('rows wait for their switches and tags, then come with them; the next page renders them at once', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = 0;
    worker.use(
      http.get(/\/kit\/lazy-parts\/fluent-switch\.ts/, async () => {
        asked += 1;
        await held;
        return passthrough();
      }),
    );
    store.classes('project').forEach((c, i) => (c.is_default = i === 0 ? 1 : 0));
    const el = document.createElement('bo-class-list');
    for (const [name, value] of Object.entries({ 'model-name': 'project', 'can-list': '', 'can-add': '' })) el.setAttribute(name, value);
    document.body.append(el);
    const placeholders = watchPlaceholders(el);
    try {
      await waitFor(() => mock.requestsTo(LIST).length === 1 && asked === 1, 'the list and the switch asked for together');
      await settle(300);
      expect(rowsOf(el), 'no rows while the switch has not come').to.have.length(0);
      expect($(el, '[role="table"]')!.getAttribute('aria-busy')).to.equal('true');

      release();
      await waitFor(() => rowsOf(el).length > 0, 'the rows');
      const first = rowsOf(el)[0]!;
      expect(first.querySelector('input[role="switch"][data-action="enable"]'), 'the row came with its switch').to.not.equal(null);
      expect($(el, '[data-default-tag]')!.className, 'and its 默认 tag, a Fluent badge').to.contain('fui-Badge');

      $<HTMLButtonElement>(el, 'button[data-page="2"]')!.click();
      await waitFor(() => mock.requestsTo(LIST).length === 2 && rowsOf(el).length > 0 && $(el, '[role="table"]')!.getAttribute('aria-busy') === null, 'page 2');
      expect(placeholders.seen(), 'no placeholder ever shown').to.equal(0);
    } finally {
      placeholders.stop();
      el.remove();
    }
  });
});
