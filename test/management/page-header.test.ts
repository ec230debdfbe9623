/** <bo-page-header> (spec 1 §2): title, back link only with somewhere to go back to, record arrows, buttons. */
import { expect } from 'chai';
import '../../elements/bo-page-header';
import { $, $$, captureWarnings, listen, mount, settle, unmountAll, waitFor } from '../helpers';

const BUTTONS = JSON.stringify([{ key: 'print', label: '打印' }, { key: 'save', label: '保存', appearance: 'primary' }]);

describe('<bo-page-header>', () => {
  let heard = listen();
  beforeEach(() => (heard = listen('bo-prev', 'bo-next', 'bo-action', 'bo-navigate', 'bo-error')));
  afterEach(() => {
    heard.stop();
    unmountAll();
  });

  it('shows the title as a heading, without the host title as a tooltip over the bar', async () => {
    const el = await mount('bo-page-header', { title: '采购订单 CG-001' });
    const h1 = await waitFor(() => $(el, 'h1'), 'the heading');
    expect(h1.textContent).to.equal('采购订单 CG-001');
    expect($(el, 'header')!.getAttribute('title')).to.equal('');
  });

  it('no back link without a back path on a first page; a back path goes through bo-navigate', async () => {
    // a tab opened on this page: nothing before it
    Object.defineProperty(history, 'length', { value: 1, configurable: true });
    try {
      const plain = await mount('bo-page-header', { title: 'A' });
      await waitFor(() => $(plain, 'h1'), 'rendered');
      expect($(plain, '[data-action="back"]')).to.equal(null);
    } finally {
      delete (history as { length?: number }).length;
    }
    const el = await mount('bo-page-header', { title: 'B', 'back-path': '/purchase/orders' });
    el.addEventListener('bo-navigate', (e) => e.preventDefault());
    (await waitFor(() => $<HTMLButtonElement>(el, '[data-action="back"]'), 'the back link')).click();
    expect(heard.events.find((e) => e.type === 'bo-navigate')!.detail).to.deep.equal({ path: '/purchase/orders', query: {}, newWindow: false });
  });

  it('with history, back goes to the previous page of the tab', async () => {
    history.pushState({ step: 1 }, '', location.href);
    const el = await mount('bo-page-header', { title: 'C' });
    const popped = new Promise((resolve) => addEventListener('popstate', resolve, { once: true }));
    (await waitFor(() => $<HTMLButtonElement>(el, '[data-action="back"]'), 'the back link')).click();
    await popped;
    expect(heard.events.some((e) => e.type === 'bo-navigate')).to.equal(false);
  });

  it('arrows only with `arrows`; disabled at the ends; each click is bo-prev / bo-next', async () => {
    const none = await mount('bo-page-header', { title: 'D' });
    await waitFor(() => $(none, 'h1'), 'rendered');
    expect($(none, '[data-action="prev"]')).to.equal(null);
    const el = await mount('bo-page-header', { title: 'E', arrows: '', 'prev-disabled': '' });
    const prev = await waitFor(() => $<HTMLButtonElement>(el, '[data-action="prev"]'), 'the arrows');
    const next = $<HTMLButtonElement>(el, '[data-action="next"]')!;
    expect([prev.disabled, next.disabled, prev.getAttribute('aria-label'), next.getAttribute('aria-label')]).to.deep.equal([true, false, '上一条', '下一条']);
    next.click();
    el.removeAttribute('prev-disabled');
    await waitFor(() => !prev.disabled, 'prev enabled');
    prev.click();
    expect(heard.events.map((e) => e.type)).to.deep.equal(['bo-next', 'bo-prev']);
  });

  it('buttons from JSON report their key with bo-action; a bad list warns and shows none', async () => {
    const el = await mount('bo-page-header', { title: 'F', buttons: BUTTONS });
    const buttons = await waitFor(() => ($$(el, '[data-key]').length === 2 ? $$<HTMLButtonElement>(el, '[data-key]') : null), 'the buttons');
    expect(buttons.map((b) => b.textContent)).to.deep.equal(['打印', '保存']);
    buttons[1]!.click();
    expect(heard.events.find((e) => e.type === 'bo-action')!.detail).to.deep.equal({ key: 'save' });
    const warnings = await captureWarnings(async () => {
      const bad = await mount('bo-page-header', { title: 'G', buttons: '[{"label": "无键"}]' });
      await settle(50);
      expect($$(bad, '[data-key]')).to.have.length(0);
    });
    expect(warnings.join(' ')).to.contain('buttons');
  });
});
