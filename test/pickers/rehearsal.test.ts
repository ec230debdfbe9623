/**
 * A closed picker prepares its first opening when the browser is idle (bench/README.md, Levers): its list
 * view is rendered once, hidden, and dropped, so that the view's styles are in the page's adopted style
 * sheets before the user opens it; it asks the backend nothing meanwhile, leaves nothing in its shadow
 * root, and opens as before.
 */
import { expect } from 'chai';
import '../../elements/bo-supplier-picker';
import { mock } from '../../demo/mock';
import { $, mount, waitFor } from '../helpers';
import { opened, pickerHooks } from './picker-helpers';

const rules = (root: ShadowRoot) => root.adoptedStyleSheets.reduce((n, sheet) => n + sheet.cssRules.length, 0);

describe('a closed picker prepares its first opening when the browser is idle', () => {
  pickerHooks();
  it('the list view\'s styles are in before the opening, without a call to the backend', async () => {
    let rehearsed = false;
    const watch = new MutationObserver(() => (rehearsed ||= !!$(el, '[data-bo-rehearsal]')));
    const el = await mount('bo-supplier-picker', {}, {});
    watch.observe(el.shadowRoot!, { childList: true, subtree: true });
    // the browser idles: the rehearsal comes and goes (unless it came before the observer)
    await waitFor(() => (rehearsed || rules(el.shadowRoot!) > 200) && !$(el, '[data-bo-rehearsal]'), 'the rehearsal', 5000);
    watch.disconnect();
    expect($(el, '[data-bo-table]'), 'no table while closed').to.equal(null);
    expect(mock.requests.length, 'no request while closed').to.equal(0);
    const prepared = rules(el.shadowRoot!);
    el.setAttribute('open', '');
    await opened(el);
    // without the rehearsal the opening brings most of the styles (62 rules closed, 500 open)
    expect(rules(el.shadowRoot!) - prepared, 'style rules the opening added').to.be.lessThan(prepared / 4);
  });
});
