/**
 * <bo-base-info-card> (spec 3 §2.17): the title and fields, the status tag (the status badge's own
 * rendering), 审批追溯 through a cancelable bo-navigate, the location icon opening the map picker
 * read-only inside the card, and the tags added and removed inline (bo-change {tags}).
 */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { http, passthrough } from 'msw';
import { startMockWorker, worker } from '../../demo/mock';
import '../../elements/bo-base-info-card';
import '../../elements/bo-status-badge';
import { addTag, removeTag } from '../../src/widgets/base-info-card/tags.logic';
import { $, $$, listen, mount, settle, textOf, unmountAll, waitFor } from '../helpers';

const POINT = { lng: '104.06585', lat: '30.65754', address: '四川省成都市青羊区天府广场' };
const tagTexts = (el: Element) => $$(el, '[data-tag]').map((t) => t.textContent!.trim());
/** the tags once their code has come (TagChips, a lazy part): what a user can remove */
const tagsShown = (el: Element, n: number) => waitFor(() => $$(el, '[data-tag]').length === n, 'the tags');

describe('<bo-base-info-card> (spec 3 §2.17)', () => {
  let heard = listen();
  // the first test holds the tags' chunk with a handler: the worker must serve this page
  before(() => startMockWorker());
  beforeEach(() => (heard = listen('bo-navigate', 'bo-change', 'bo-cancel')));
  afterEach(() => {
    heard.stop();
    unmountAll();
    worker.resetHandlers();
  });

  // first in this file: the tags' code is fetched by the first card this page renders
  it('the tags show their texts at once; removing comes with their code', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    worker.use(http.get(/\/base-info-card\/TagChips\.tsx/, async () => (await held, passthrough())));
    const el = await mount('bo-base-info-card', { title: '采购订单 CG-18', tags: JSON.stringify(['加急', '年度框架']) });
    await settle(100);
    expect($$(el, '[data-tag-placeholder]').map((t) => t.textContent)).to.deep.equal(['加急', '年度框架']);
    expect($(el, '[data-tag]'), 'nothing to remove yet').to.equal(null);
    release();
    await tagsShown(el, 2);
    expect(tagTexts(el)).to.deep.equal(['加急', '年度框架']);
    expect($(el, '[data-tag-placeholder]')).to.equal(null);
    expect($(el, '[data-tag]')!.tagName, 'a button that removes it').to.equal('BUTTON');
  });

  it('shows the title, the fields (-- when empty) and the status as bo-status-badge shows it', async () => {
    const fields = [{ label: '供应商', value: '蓉城机电' }, { label: '备注', value: '' }];
    const el = await mount('bo-base-info-card', { title: '采购订单 CG-18', status: '2', fields: JSON.stringify(fields) });
    const badge = await mount('bo-status-badge', { scheme: 'audit', status: '2' });
    expect($(el, '[part="title"]')!.textContent).to.equal('采购订单 CG-18');
    expect($$(el, '[data-info-field]').map((f) => f.textContent)).to.deep.equal(['供应商蓉城机电', '备注--']);
    expect($(el, '[part="badge"]')!.textContent).to.equal(textOf(badge));
    expect(textOf(badge)).not.to.equal('');
    el.setAttribute('status-scheme', 'invoice');
    const invoice = await mount('bo-status-badge', { scheme: 'invoice', status: '2' });
    await waitFor(() => $(el, '[part="badge"]')!.textContent === textOf(invoice), 'the invoice reading');
  });

  it('审批追溯 dispatches a cancelable bo-navigate {path, query, newWindow}; without trace-path there is no link', async () => {
    const el = await mount('bo-base-info-card', { 'trace-path': '/main/approvelDeail', 'trace-query': JSON.stringify({ module: 'purchase_order', id: 18 }) });
    el.addEventListener('bo-navigate', (e) => e.preventDefault(), { once: true });
    const link = $(el, '[data-action="trace"]')!;
    expect(link.textContent).to.equal('审批追溯');
    const before = location.href;
    link.click();
    const event = heard.last('bo-navigate')!;
    expect(event.detail).to.deep.equal({ path: '/main/approvelDeail', query: { module: 'purchase_order', id: '18' }, newWindow: false });
    expect(event.cancelable).to.equal(true);
    expect(location.href).to.equal(before);
    const plain = await mount('bo-base-info-card', { title: 'x' });
    expect($(plain, '[data-action="trace"]')).to.equal(null);
  });

  it('the location icon (only with a point) opens bo-map-address-picker read-only on the point; closing it removes it', async () => {
    const none = await mount('bo-base-info-card', { title: 'x' });
    expect($(none, '[data-action="location"]')).to.equal(null);
    const el = await mount('bo-base-info-card', POINT);
    // the map picker's code is not part of the card's first paint: it loads on the first click
    expect(!!customElements.get('bo-map-address-picker'), 'map picker defined before the first click').to.equal(false);
    $(el, '[data-action="location"]')!.click();
    const picker = await waitFor(() => el.shadowRoot!.querySelector('bo-map-address-picker'), 'the nested picker');
    await customElements.whenDefined('bo-map-address-picker');
    expect([picker.hasAttribute('readonly'), picker.hasAttribute('open')]).to.deep.equal([true, true]);
    expect([picker.getAttribute('lng'), picker.getAttribute('lat'), picker.getAttribute('address')]).to.deep.equal([POINT.lng, POINT.lat, POINT.address]);
    await waitFor(() => $(picker, '[data-map-ready]'), 'the map');
    expect(textOf(picker)).to.contain('查看地址');
    expect($(picker, '[data-action="confirm"]')).to.equal(null);
    $<HTMLButtonElement>(picker, '[data-action="cancel"]')!.click();
    await waitFor(() => !el.shadowRoot!.querySelector('bo-map-address-picker'), 'closed');
    // the picker's own cancel stays inside the card
    expect(heard.of('bo-cancel')).to.have.length(0);
  });

  it("the map it opens draws the card's tile-url (else the page's map-tiles) with its attribution (issue 41)", async () => {
    const el = await mount('bo-base-info-card', { ...POINT, 'tile-url': '/demo-tiles/{z}/{x}/{y}.svg', 'tile-attribution': '演示底图' });
    $(el, '[data-action="location"]')!.click();
    const picker = await waitFor(() => el.shadowRoot!.querySelector('bo-map-address-picker'), 'the nested picker');
    expect([picker.getAttribute('tile-url'), picker.getAttribute('tile-attribution')]).to.deep.equal(['/demo-tiles/{z}/{x}/{y}.svg', '演示底图']);
    const map = await waitFor(() => $<HTMLElement>(picker, '[data-map-ready]'), 'the map');
    await waitFor(() => map.querySelector('img.leaflet-tile-loaded'), 'a tile shown');
    expect(map.querySelector('.leaflet-control-attribution')!.textContent).to.equal('演示底图');
  });

  it('a tag is removed by a click, one is added by typing and Enter: bo-change {tags}, tags updated', async () => {
    const el = await mount('bo-base-info-card', { tags: JSON.stringify(['加急', '年度框架']) });
    await tagsShown(el, 2);
    expect(tagTexts(el)).to.deep.equal(['加急', '年度框架']);
    $(el, '[data-tag]')!.click();
    await waitFor(() => heard.of('bo-change').length === 1, 'removed');
    expect(heard.last('bo-change')!.detail).to.deep.equal({ tags: ['年度框架'] });
    await waitFor(() => tagTexts(el).join() === '年度框架', 'shown');
    expect(el.tags).to.deep.equal(['年度框架']);
    $(el, '[data-action="add-tag"]')!.click();
    const box = await waitFor(() => $<HTMLInputElement>(el, '[data-field="new-tag"] input, input[data-field="new-tag"]'), 'the input');
    box.focus();
    await sendKeys({ type: ' 待付款 ' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => heard.of('bo-change').length === 2, 'added');
    expect(heard.last('bo-change')!.detail).to.deep.equal({ tags: ['年度框架', '待付款'] });
    await waitFor(() => tagTexts(el).join() === '年度框架,待付款', 'shown');
    await settle(100);
    expect(heard.of('bo-change')).to.have.length(2);
  });

  it('an empty or repeated tag adds nothing; read-only: no adding and no removing', async () => {
    const el = await mount('bo-base-info-card', { tags: JSON.stringify(['加急']) });
    $(el, '[data-action="add-tag"]')!.click();
    const box = await waitFor(() => $<HTMLInputElement>(el, '[data-field="new-tag"] input, input[data-field="new-tag"]'), 'the input');
    box.focus();
    await sendKeys({ type: '加急' });
    await sendKeys({ press: 'Enter' });
    await settle(100);
    expect(heard.of('bo-change')).to.have.length(0);
    // Esc gives up what was typed
    $(el, '[data-action="add-tag"]')!.click();
    (await waitFor(() => $<HTMLInputElement>(el, 'input[data-field="new-tag"], [data-field="new-tag"] input'), 'the input')).focus();
    await sendKeys({ type: '待定' });
    await sendKeys({ press: 'Escape' });
    await waitFor(() => $(el, '[data-action="add-tag"]'), 'the box closed');
    await settle(100);
    expect(heard.of('bo-change')).to.have.length(0);
    const fixed = await mount('bo-base-info-card', { tags: JSON.stringify(['加急']), readonly: '' });
    expect($(fixed, '[data-action="add-tag"]')).to.equal(null);
    await tagsShown(fixed, 1);
    $(fixed, '[data-tag]')!.click();
    await settle(100);
    expect(heard.of('bo-change')).to.have.length(0);
    expect(tagTexts(fixed)).to.deep.equal(['加急']);
  });

  it('tag rules (pure): trimmed, no empty, no repeat; remove by place', () => {
    expect(addTag(['a'], ' b ')).to.deep.equal(['a', 'b']);
    expect(addTag(['a'], '  ')).to.equal(null);
    expect(addTag(['a'], 'a')).to.equal(null);
    expect(removeTag(['a', 'b', 'c'], 1)).to.deep.equal(['a', 'c']);
  });
});
