/**
 * The picker contract's `::part` check (docs/theming.md): opened with its default attributes, a picker
 * shows every part its definition documents (custom-elements.json), each once, across its section tabs,
 * and no part it does not document; a page's `tag::part(name)` rule reaches every one of them.
 */
import { expect } from 'chai';
import { registry } from '../../elements';
import { freshBase } from '../backend-elements';
import { $, $$, mount, settle, waitFor } from '../helpers';
import { documentedParts, partsShown, unstyledParts } from '../parts';
import { drawerOf } from './picker-helpers';

export function partsContract(tag: string) {
  it('once opened shows every documented ::part, once each (every section visited), and a page rule on each reaches it', async () => {
    const documented = documentedParts(registry.get(tag)!);
    const el = (await mount(tag as 'bo-goods-picker', { 'api-base': freshBase() })) as HTMLElement & { show(): Promise<unknown> };
    void el.show();
    // the parts are there once the drawer and its list's body are (no need to wait for 10,000
    // departments); a body whose code loads apart (lazyBody) comes a moment after the drawer
    await waitFor(() => drawerOf(el) && $(el, '[part~="list"]'), 'drawer and list');
    const seen = new Set<string>();
    const look = (section: string) => {
      const shown = partsShown(el);
      expect(Object.entries(shown).filter(([, n]) => n > 1), `${section}: parts shown more than once`).to.deep.equal([]);
      expect(unstyledParts(el, Object.keys(shown)), `${section}: parts the page's ::part rule does not reach`).to.deep.equal([]);
      Object.keys(shown).forEach((name) => seen.add(name));
    };
    look('first section');
    // the tabs render again with each section: found by their place
    const tabs = () => $$(el, '[part~="tabs"] [role="tab"]');
    for (let i = 1; i < tabs().length; i++) {
      tabs()[i]!.click();
      await waitFor(() => tabs()[i]?.getAttribute('aria-selected') === 'true', `section ${i + 1}`);
      await settle(100);
      look(`section ${i + 1}`);
    }
    expect([...seen].sort()).to.deep.equal(documented);
  });
}
