/**
 * The React 19 host page (demo/hosts/react.html + react-host.tsx, docs/hosts/react.md): the page's own
 * React renders <bo-goods-picker> and <bo-pagination> of the built bundle in JSX, sets list props as
 * properties and hears the elements' events through React 19's `onbo-*` props.
 */
import { expect } from 'chai';
import { $, waitFor, SLOW } from '../helpers';
import { confirm, goodsName, hostPageHooks, openHostPage, pickFirst, tickFirst, type Picker } from './host-page';

type Bound = Picker & Record<string, unknown>;

describe('host page: React 19 (demo/hosts/react.html)', function () {
  this.timeout(30000 * SLOW);
  hostPageHooks();

  it('JSX props reach the elements as properties; onbo-confirm and onbo-change update the state', async () => {
    const page = await openHostPage('react.html');
    const picker = await waitFor(() => page.document.querySelector<Bound>('bo-goods-picker'), 'React rendered');
    expect(JSON.stringify([picker.disabledIds, picker.selectionMode, picker.selectedIds])).to.equal('[[1,2],"checkbox",[]]');
    expect(['disabledids', 'disabled-ids'].some((a) => picker.hasAttribute(a)), 'a property, not an attribute').to.equal(false);

    page.click('main > button');
    const id = await pickFirst(picker);
    await waitFor(() => page.text('#chosen') === goodsName(id), 'the name in the page');
    expect(JSON.stringify(picker.selectedIds), 'the state flows back into selectedIds').to.equal(`[${id}]`);

    // opened again, the choice React passed back is ticked
    page.click('main > button');
    const next = await tickFirst(picker);
    expect($(picker, `[data-row-id="${id}"][aria-selected="true"]`), 'the earlier choice ticked').to.not.equal(null);
    expect(next).to.not.equal(id);
    await confirm(picker);
    await waitFor(() => page.text('#chosen') === [goodsName(id), goodsName(next)].join('、'), 'both names');

    const pager = page.find<Bound>('bo-pagination');
    $(pager, 'button[aria-label="第 3 页"]')!.click();
    await waitFor(() => page.text('#page') === '第 3 页，每页 20 条', 'the page in the state');
    expect(pager.page).to.equal(3);
  });
});
