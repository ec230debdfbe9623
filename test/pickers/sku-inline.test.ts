/** The shop goods selection table as a surface of the page (spec 2 §2): `<bo-sku-picker inline>`. */
import { expect } from 'chai';
import '../../elements/bo-sku-picker';
import { store } from '../../demo/mock';
import { $, mount, settle, waitFor } from '../helpers';
import { button, clickRow, drawerOf, pickerHooks, rowIds } from './picker-helpers';

const goods = () => store.shop().goods;
const listedRows = (el: Element) => waitFor(() => rowIds(el).length === 10 && rowIds(el), 'the first 10 rows in the page');

describe('<bo-sku-picker inline> (spec 2 Shop goods selection table)', () => {
  const heard = pickerHooks('bo-change', 'bo-confirm');

  it('shows the tree, search, table and pager in the page without open: no drawer, no confirm or cancel', async () => {
    const el = await mount('bo-sku-picker', { inline: '' });
    expect(await listedRows(el)).to.deep.equal(goods().slice(0, 10).map((g) => String(g.id)));
    expect([drawerOf(el), button(el, 'confirm'), button(el, 'cancel')]).to.deep.equal([null, null, null]);
    await waitFor(() => $(el, '[data-bo-inline-picker] [role="treeitem"]'), 'the category tree');
    expect($(el, '[data-bo-inline-picker] [data-field="name"]')).to.not.equal(null);
    expect($(el, '[data-bo-inline-picker] button[aria-label="第 2 页"]')).to.not.equal(null);
  });

  it('every tick dispatches bo-change {records, ids}: the record ticked, then both; an untick takes it away', async () => {
    const el = await mount('bo-sku-picker', { inline: '' });
    await listedRows(el);
    const [a, b] = goods();
    clickRow(el, a!.id);
    await waitFor(() => heard.of('bo-change').length === 1, 'the first change');
    const first = heard.of('bo-change')[0]!.detail as { records: { id: number; name: string }[]; ids: number[] };
    expect([first.ids, first.records.map((r) => [r.id, r.name])]).to.deep.equal([[a!.id], [[a!.id, a!.name]]]);
    clickRow(el, b!.id);
    await waitFor(() => heard.of('bo-change').length === 2, 'the second change');
    expect(heard.of('bo-change')[1]!.detail.ids).to.deep.equal([a!.id, b!.id]);
    clickRow(el, a!.id);
    await waitFor(() => heard.of('bo-change').length === 3, 'the untick');
    expect(heard.of('bo-change')[2]!.detail.ids).to.deep.equal([b!.id]);
    await settle(100);
    expect([heard.of('bo-change').length, heard.of('bo-confirm').length]).to.deep.equal([3, 0]);
  });

  it('in a plain <form> with a name it posts the chosen ids (no bo-change for the echo)', async () => {
    const form = document.body.appendChild(document.createElement('form'));
    try {
      const el = await mount('bo-sku-picker', { inline: '', name: 'skus' });
      form.append(el);
      await listedRows(el);
      const [a, b] = goods();
      clickRow(el, a!.id);
      await waitFor(() => heard.of('bo-change').length === 1, 'a change');
      clickRow(el, b!.id);
      await waitFor(() => new FormData(form).getAll('skus').length === 2, 'both in the form');
      expect(new FormData(form).getAll('skus')).to.deep.equal([String(a!.id), String(b!.id)]);
      await settle(100);
      expect(heard.of('bo-change')).to.have.length(2);
      expect(rowIds(el).length).to.equal(10);
    } finally {
      form.remove();
    }
  });

  it('without inline the picker is the drawer as before (opened by open)', async () => {
    const el = await mount('bo-sku-picker', {});
    await settle(100);
    expect([drawerOf(el), rowIds(el).length]).to.deep.equal([null, 0]);
  });
});
