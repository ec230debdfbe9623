import { expect } from 'chai';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import './portals-probe';
import '../../elements/bo-status-badge';
import { $, $$, mount, settle, unmountAll, waitFor } from '../helpers';

const center = (el: Element): [number, number] => {
  const r = el.getBoundingClientRect();
  return [Math.round(r.x + r.width / 2), Math.round(r.y + r.height / 2)];
};
const motionDone = (el: Element) =>
  waitFor(() => el.shadowRoot!.getAnimations().every((a) => a.playState === 'finished'), 'motion ended');

describe('Fluent inside the shadow root', () => {
  afterEach(async () => {
    unmountAll();
    await resetMouse();
  });

  it('200 badges share one set of constructable stylesheets and add no <style> to the page', async () => {
    const headStyles = document.head.querySelectorAll('style').length;
    const stage = document.createElement('div');
    stage.innerHTML = Array.from({ length: 200 }, (_, i) => `<bo-status-badge scheme="audit" status="${i % 4}"></bo-status-badge>`).join('');
    document.body.append(stage);
    const badges = [...stage.children] as HTMLElement[];
    await waitFor(() => badges.every((b) => b.shadowRoot!.querySelector('[part="badge"]')), '200 badges rendered');
    const first = badges[0].shadowRoot!.adoptedStyleSheets;
    expect(first.length).to.be.greaterThan(2);
    for (const b of badges) {
      expect(b.shadowRoot!.adoptedStyleSheets.length).to.equal(first.length);
      b.shadowRoot!.adoptedStyleSheets.forEach((sheet, i) => expect(sheet).to.equal(first[i]));
      expect(b.shadowRoot!.querySelectorAll('style[data-make-styles-bucket]')).to.have.length(0);
    }
    expect(document.head.querySelectorAll('style[data-make-styles-bucket]')).to.have.length(0);
    // FluentProvider writes one (empty) theme <style> per instance into the head: it must stay tiny
    const added = [...document.head.querySelectorAll('style')].slice(headStyles);
    expect(added.map((s) => s.textContent ?? '').join('').length).to.be.lessThan(200 * 80);
    stage.remove();
  });

  it('gives every instance its own id prefix, so label ids never collide', async () => {
    const a = await mount('bo-test-portals');
    const b = await mount('bo-test-portals');
    const idA = $(a, 'input')!.id;
    const idB = $(b, 'input')!.id;
    expect(idA).to.not.equal('');
    expect(idA).to.not.equal(idB);
    expect($(a, `label[for="${idA}"]`)).to.exist;
  });

  it('drawer, tooltip and popover portals mount inside the shadow root, styled', async () => {
    const el = await mount('bo-test-portals');
    el.openDrawer();
    const drawer = await waitFor(() => $(el, '[role="alertdialog"]'), 'drawer in shadow root');
    await motionDone(el);
    expect(Math.abs(drawer.getBoundingClientRect().right - innerWidth)).to.be.lessThan(2);
    await sendMouse({ type: 'move', position: center($(el, '[data-testid="reload"]')!) });
    const tip = await waitFor(() => $(el, '[role="tooltip"]'), 'tooltip in shadow root', 3000);
    expect(tip.textContent).to.equal('重新加载列表');
    expect(getComputedStyle(tip).backgroundColor).to.not.equal('rgba(0, 0, 0, 0)');
    await resetMouse();
    await sendMouse({ type: 'click', position: center($(el, '[data-testid="filters"]')!) });
    const pop = await waitFor(() => $(el, '[data-testid="popover"]'), 'popover in shadow root', 3000);
    await motionDone(el);
    const below = pop.getBoundingClientRect().top - $(el, '[data-testid="filters"]')!.getBoundingClientRect().bottom;
    expect(below).to.be.within(0, 12);
    expect(document.body.querySelector(':scope > [data-portal-node], :scope > [role="tooltip"]')).to.equal(null);
  });

  it('keeps keyboard focus inside an open drawer (tabster walks the shadow root)', async () => {
    const el = await mount('bo-test-portals');
    el.openDrawer();
    const drawer = await waitFor(() => $(el, '[role="alertdialog"]'), 'drawer');
    await motionDone(el);
    for (let i = 0; i < 12; i++) {
      await sendKeys({ press: 'Tab' });
      expect(document.activeElement).to.equal(el);
      expect(drawer.contains(el.shadowRoot!.activeElement), `Tab ${i} stays in the drawer`).to.equal(true);
    }
  });

  it('confirm() is a promise dialog inside the shadow root: 确定 → true, 取消 → false', async () => {
    const el = await mount('bo-test-portals');
    const yes = el.ask();
    const ok = await waitFor(() => $<HTMLButtonElement>(el, '[data-bo-confirm-ok]'), 'confirm dialog');
    expect($(el, '[data-bo-confirm]')!.textContent).to.contain('删除提示').and.contain('请确认是否删除该数据?');
    ok.click();
    expect(await yes).to.equal(true);
    await waitFor(() => !$(el, '[data-bo-confirm]'), 'closed');
    const no = el.ask();
    (await waitFor(() => $<HTMLButtonElement>(el, '[data-bo-confirm-cancel]'), 'confirm dialog')).click();
    expect(await no).to.equal(false);
  });

  it('message toasts render inside the shadow root', async () => {
    const el = await mount('bo-test-portals');
    el.toast('当前没有选择数据');
    const toast = await waitFor(() => $$(el, '.fui-Toast').find((t) => t.textContent === '当前没有选择数据'), 'toast');
    expect(toast.closest('[data-intent]') ?? toast).to.exist;
    expect(document.body.querySelector(':scope > .fui-Toast')).to.equal(null);
    await settle();
  });
});
