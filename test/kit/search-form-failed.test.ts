/**
 * The search form's selects and date menu load apart (kit/search-form/lazy-widgets.tsx). When their code
 * cannot be loaded, the fields stay disabled, the user is told 组件出错了，请刷新页面后重试 once, and the
 * page hears bo-error; the closed picker's rehearsal, inert and out of sight, tells nobody. A page of its
 * own (the modules are refused before any element of this file loads them).
 */
import { expect } from 'chai';
import { HttpResponse, http } from 'msw';
import '../../elements/bo-supplier-picker';
import { worker } from '../../demo/mock';
import { $, $$, mount, settle, waitFor } from '../helpers';
import { button, pickerHooks, saidPartFailed } from '../pickers/picker-helpers';

const rules = (root: ShadowRoot) => root.adoptedStyleSheets.reduce((n, sheet) => n + sheet.cssRules.length, 0);

describe('the search form when its selects cannot be loaded', () => {
  const heard = pickerHooks('bo-error');
  before(() => worker.use(http.get(/\/(ChoiceSelect|MultiSelect|RemoteSelect|ShortcutMenu)\.tsx/, () => HttpResponse.error())));
  after(() => worker.resetHandlers());

  it('the rehearsal of a closed picker tells nobody; its opening says so once and keeps the list working', async () => {
    let rehearsed = false;
    const watch = new MutationObserver(() => (rehearsed ||= !!$(el, '[data-bo-rehearsal]')));
    const el = (await mount('bo-supplier-picker')) as HTMLElementTagNameMap['bo-supplier-picker'];
    watch.observe(el.shadowRoot!, { childList: true, subtree: true });
    // the browser idles: the rehearsal (the search form with its selects among it) comes and goes
    await waitFor(() => (rehearsed || rules(el.shadowRoot!) > 200) && !$(el, '[data-bo-rehearsal]'), 'the rehearsal', 5000);
    watch.disconnect();
    await settle(300);
    expect(heard.of('bo-error').length, 'nothing said while closed').to.equal(0);

    void el.show();
    // not `opened()`: the message's timer is an animation too, and the drawer's motion is not at stake here
    await waitFor(() => $$(el, '[data-row-id]').length === 10, 'the rows');
    button(el, 'toggle')?.click();
    await waitFor(() => $$(el, '[data-type="select_radio"]').length > 1, 'the selects');
    await saidPartFailed(el, heard);
    const selects = $$(el, '[data-type="select_radio"] input');
    expect(selects.length).to.be.greaterThan(1);
    expect(selects.every((i) => (i as HTMLInputElement).disabled), 'the selects stay disabled').to.equal(true);
    await settle(100);
    expect(heard.of('bo-error').length, 'said once for all of them').to.equal(1);
    expect($$(el, '[data-row-id]').length, 'the list still shows').to.equal(10);
  });
});
