/**
 * The jQuery 3 host page (demo/hosts/jquery.html, docs/hosts/jquery.md): elements created with
 * $('<bo-…>') and .attr, bo-confirm heard through .on (e.originalEvent.detail), show()'s promise, an
 * open picker moved by detach() + appendTo(), and the picker removed.
 */
import { expect } from 'chai';
import { $, waitFor, SLOW } from '../helpers';
import { goodsName, hostPageHooks, openHostPage, pickFirst, type HostPage, type Picker } from './host-page';

const pickerOf = (page: HostPage) => waitFor(() => page.document.querySelector<Picker>('bo-goods-picker'), 'the picker created');

describe('host page: jQuery 3 (demo/hosts/jquery.html)', function () {
  this.timeout(30000 * SLOW);
  hostPageHooks();

  it('.attr writes the list as jQuery does, .on hears bo-confirm, show() answers the records or null', async () => {
    const page = await openHostPage('jquery.html');
    const picker = await pickerOf(page);
    expect([picker.getAttribute('disabled-ids'), JSON.stringify((picker as Picker & { disabledIds: unknown }).disabledIds)]).to.deep.equal(['1,2', '[1,2]']);
    page.click('#choose');
    const id = await pickFirst(picker);
    await waitFor(() => page.text('#result'), 'show() answered');
    expect([page.text('#chosen'), page.text('#result')]).to.deep.equal([goodsName(id), '已选 1 件']);

    page.click('#choose');
    await waitFor(() => $(picker, '[data-action="cancel"]'), 'open again');
    $(picker, '[data-action="cancel"]')!.click();
    await waitFor(() => page.text('#result') === '已取消', 'show() answered null');
  });

  it('moved by detach() + appendTo() while open, the picker stays modal and confirms into the page', async () => {
    const page = await openHostPage('jquery.html');
    const picker = await pickerOf(page);
    page.find('#choose-aside').focus();
    page.click('#choose-aside');
    await waitFor(() => picker.parentElement?.id === 'aside', 'moved into the aside', 5000);
    await waitFor(() => page.document.activeElement === picker, 'focus inside the picker after the move');
    expect($(picker, '[role="dialog"]')!.closest('[aria-hidden="true"]'), 'not hidden from assistive technology').to.equal(null);
    const id = await pickFirst(picker);
    await waitFor(() => page.text('#result') === '已选 1 件', 'show() answered after the move');
    expect(page.text('#chosen')).to.equal(goodsName(id));
    await waitFor(() => page.document.activeElement?.id === 'choose-aside', 'focus back on the opener');
  });

  it('.remove() takes the picker out of the page', async () => {
    const page = await openHostPage('jquery.html');
    await pickerOf(page);
    page.click('#remove');
    expect(page.document.querySelector('bo-goods-picker')).to.equal(null);
    expect(page.find<HTMLButtonElement>('#choose').disabled).to.equal(true);
  });
});
