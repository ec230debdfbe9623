import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/bo-pagination';
import { clampPage, pageCountOf, pagerItems, parseJump, parseLayout, sizeOptions, type PagerItem } from '../../src/kit/pagination/pagination.logic';
import { $, $$, captureWarnings, listen, mount, settle, textOf, unmountAll, waitFor } from '../helpers';

type Pager = HTMLElementTagNameMap['bo-pagination'];

/** The pager as text: page numbers, «/» for the ellipses, [n] for the current page. */
const pagerText = (el: Pager) =>
  $$(el, 'nav [data-page], nav [data-more]')
    .map((b) => (b.dataset.more ? (b.dataset.more === 'prev' ? '«' : '»') : b.getAttribute('aria-current') === 'page' ? `[${b.dataset.page}]` : b.dataset.page))
    .join(' ');
/** The text of each part of the bar, left to right (a select counts as its chosen option). */
const parts = (el: Pager) =>
  [...$(el, 'nav')!.children].map((part) => {
    const select = part.querySelector('select');
    return select ? select.selectedOptions[0].text : (part.textContent ?? '').trim();
  });
const button = (el: Pager, label: string) => $<HTMLButtonElement>(el, `button[aria-label="${label}"]`)!;
const sizeSelect = (el: Pager) => $<HTMLSelectElement>(el, 'select')!;
const jumper = (el: Pager) => $<HTMLInputElement>(el, 'input[aria-label="跳转到的页码"]')!;

async function jump(el: Pager, text: string) {
  const input = jumper(el);
  input.focus();
  input.select();
  await sendKeys({ type: text });
  await sendKeys({ press: 'Enter' });
  await settle();
}

const compact = (items: PagerItem[]) => items.map((i) => (i.kind === 'page' ? String(i.page) : `${i.direction}:${i.target}`)).join(' ');

describe('pagination.logic', () => {
  it('counts pages, with one page for an empty list', () => {
    expect([pageCountOf(235, 10), pageCountOf(235, 20), pageCountOf(240, 40), pageCountOf(0, 10), pageCountOf(-5, 10)]).to.deep.equal([24, 12, 6, 1, 1]);
  });

  it('clamps pages into 1..pageCount', () => {
    expect([clampPage(0, 24), clampPage(99, 24), clampPage(7.8, 24), clampPage(NaN, 24), clampPage(3, 0)]).to.deep.equal([1, 24, 7, 1, 1]);
  });

  it('shows first, last and current ±2 with ellipses that jump 5 pages', () => {
    expect(compact(pagerItems(1, 24))).to.equal('1 2 3 next:6 24');
    expect(compact(pagerItems(12, 24))).to.equal('1 prev:7 10 11 12 13 14 next:17 24');
    expect(compact(pagerItems(24, 24))).to.equal('1 prev:19 22 23 24');
    expect(compact(pagerItems(2, 24))).to.equal('1 2 3 4 next:7 24');
  });

  it('never hides a single page behind an ellipsis, and clamps the jump', () => {
    expect(compact(pagerItems(5, 24))).to.equal('1 2 3 4 5 6 7 next:10 24');
    expect(compact(pagerItems(20, 24))).to.equal('1 prev:15 18 19 20 21 22 23 24');
    expect(compact(pagerItems(1, 1))).to.equal('1');
    expect(compact(pagerItems(3, 5))).to.equal('1 2 3 4 5');
    expect(compact(pagerItems(4, 8))).to.equal('1 2 3 4 5 6 7 8');
  });

  it('reads the jumper: numbers clamp, anything else is null', () => {
    expect([parseJump('99', 24), parseJump(' 3 ', 24), parseJump('0', 24), parseJump('abc', 24), parseJump('', 24), parseJump('2e1', 24)]).to.deep.equal([24, 3, 1, null, null, null]);
  });

  it('offers the sizes sorted, with the current size when missing', () => {
    expect(sizeOptions([10, 20, 40, 100], 10)).to.deep.equal([10, 20, 40, 100]);
    expect(sizeOptions([50, 5], 15)).to.deep.equal([5, 15, 50]);
  });

  it('parses the layout and drops unknown parts', () => {
    expect(parseLayout('total, sizes, prev, pager, next, jumper')).to.deep.equal(['total', 'sizes', 'prev', 'pager', 'next', 'jumper']);
    expect(parseLayout('prev,pager , next, slot, ->, total')).to.deep.equal(['prev', 'pager', 'next', '->', 'total']);
  });
});

describe('<bo-pagination> (spec 2 §1, spec 3 §2.17)', () => {
  afterEach(unmountAll);

  it('shows the Chinese labels in the order total, sizes, prev, pager, next, jumper', async () => {
    const el = await mount('bo-pagination', { total: '235' });
    expect(parts(el)).to.deep.equal(['共 235 条', '10条/页', '‹', '123…24', '›', '前往页']);
    expect($(el, 'nav')!.getAttribute('aria-label')).to.equal('分页');
    expect([...sizeSelect(el).options].map((o) => o.text)).to.deep.equal(['10条/页', '20条/页', '40条/页', '100条/页']);
    expect(jumper(el).value).to.equal('1');
  });

  it('is one compact row 32 px high', async () => {
    const el = await mount('bo-pagination', { total: '235' });
    const nav = $(el, 'nav')!;
    expect(nav.getBoundingClientRect().height).to.equal(32);
    const tops = new Set([button(el, '上一页'), button(el, '第 24 页'), jumper(el)].map((b) => Math.round(b.getBoundingClientRect().top + b.getBoundingClientRect().height / 2)));
    expect(tops.size).to.equal(1);
  });

  it('shows 24 pages for 235 rows with ellipses on pages 1, 12 and 24', async () => {
    const el = await mount('bo-pagination', { total: '235' });
    expect(pagerText(el)).to.equal('[1] 2 3 » 24');
    el.setAttribute('page', '12');
    await settle();
    expect(pagerText(el)).to.equal('1 « 10 11 [12] 13 14 » 24');
    el.setAttribute('page', '24');
    await settle();
    expect(pagerText(el)).to.equal('1 « 22 23 [24]');
    expect(button(el, '第 24 页').getAttribute('aria-current')).to.equal('page');
  });

  it('clicking a page, next, prev and an ellipsis dispatches bo-change that reaches document', async () => {
    const el = await mount('bo-pagination', { total: '235' });
    const log = listen('bo-change');
    try {
      button(el, '第 3 页').click();
      await settle();
      expect(log.last('bo-change')!.detail).to.deep.equal({ page: 3, pageSize: 10 });
      button(el, '下一页').click();
      await settle();
      expect(log.last('bo-change')!.detail).to.deep.equal({ page: 4, pageSize: 10 });
      button(el, '上一页').click();
      await settle();
      expect(log.last('bo-change')!.detail).to.deep.equal({ page: 3, pageSize: 10 });
      button(el, '向后 5 页').click();
      await settle();
      expect(log.last('bo-change')!.detail).to.deep.equal({ page: 8, pageSize: 10 });
      expect(pagerText(el)).to.equal('1 « 6 7 [8] 9 10 » 24');
      expect(log.of('bo-change')).to.have.length(4);
      expect(el.page).to.equal(8);
    } finally {
      log.stop();
    }
  });

  it('disables prev on the first page and next on the last', async () => {
    const el = await mount('bo-pagination', { total: '235' });
    expect(button(el, '上一页').disabled).to.equal(true);
    expect(button(el, '下一页').disabled).to.equal(false);
    button(el, '第 24 页').click();
    await settle();
    expect(button(el, '上一页').disabled).to.equal(false);
    expect(button(el, '下一页').disabled).to.equal(true);
  });

  it('with 0 rows shows one page and disables prev and next', async () => {
    const el = await mount('bo-pagination', { total: '0' });
    expect(pagerText(el)).to.equal('[1]');
    expect(textOf(el)).to.contain('共 0 条');
    expect([button(el, '上一页').disabled, button(el, '下一页').disabled]).to.deep.equal([true, true]);
  });

  it('choosing size 20 dispatches page 1 and size 20 and recounts the pages', async () => {
    const el = await mount('bo-pagination', { total: '235', page: '5' });
    const log = listen('bo-change');
    try {
      sizeSelect(el).focus();
      await sendKeys({ press: 'ArrowDown' });
      await waitFor(() => log.of('bo-change').length === 1, 'bo-change after the size');
      expect(log.last('bo-change')!.detail).to.deep.equal({ page: 1, pageSize: 20 });
      await settle();
      expect(sizeSelect(el).value).to.equal('20');
      expect(pagerText(el)).to.equal('[1] 2 3 » 12');
      expect([el.page, el.pageSize]).to.deep.equal([1, 20]);
    } finally {
      log.stop();
    }
  });

  it('the jumper clamps to the last page and ignores non-numbers', async () => {
    const el = await mount('bo-pagination', { total: '235' });
    const log = listen('bo-change');
    try {
      await jump(el, '99');
      expect(log.last('bo-change')!.detail).to.deep.equal({ page: 24, pageSize: 10 });
      expect(button(el, '第 24 页').getAttribute('aria-current')).to.equal('page');
      expect(jumper(el).value).to.equal('24');
      await jump(el, 'abc');
      expect(log.of('bo-change')).to.have.length(1);
      expect(jumper(el).value).to.equal('24');
      expect(pagerText(el)).to.equal('1 « 22 23 [24]');
    } finally {
      log.stop();
    }
  });

  it('the jumper applies when the field is left', async () => {
    const el = await mount('bo-pagination', { total: '235' });
    const log = listen('bo-change');
    try {
      const input = jumper(el);
      input.focus();
      input.select();
      await sendKeys({ type: '7' });
      input.blur();
      await settle();
      expect(log.last('bo-change')?.detail).to.deep.equal({ page: 7, pageSize: 10 });
    } finally {
      log.stop();
    }
  });

  it('a bad page-size warns and keeps 10', async () => {
    let el!: Pager;
    const warnings = await captureWarnings(async () => {
      el = await mount('bo-pagination', { total: '235', 'page-size': 'abc' });
    });
    expect(warnings.some((w) => w.includes('page-size="abc"'))).to.equal(true);
    expect(el.pageSize).to.equal(10);
    expect(sizeSelect(el).value).to.equal('10');
    expect(pagerText(el)).to.equal('[1] 2 3 » 24');
  });

  it('hide-on-single-page hides the bar while there is one page', async () => {
    const el = await mount('bo-pagination', { total: '235', 'hide-on-single-page': '' });
    expect($(el, 'nav')).to.not.equal(null);
    el.setAttribute('total', '8');
    await settle();
    expect($(el, 'nav')).to.equal(null);
    el.removeAttribute('hide-on-single-page');
    await settle();
    expect(pagerText(el)).to.equal('[1]');
  });

  it('page-sizes overrides the sizes offered', async () => {
    const el = await mount('bo-pagination', { total: '235', 'page-sizes': '[5, 50]', 'page-size': '5' });
    expect([...sizeSelect(el).options].map((o) => o.text)).to.deep.equal(['5条/页', '50条/页']);
    expect(pagerText(el)).to.equal('[1] 2 3 » 47');
  });

  it('layout chooses the parts and their order', async () => {
    const el = await mount('bo-pagination', { total: '235', layout: 'prev, pager, next, total' });
    expect(sizeSelect(el)).to.equal(null);
    expect(jumper(el)).to.equal(null);
    expect(parts(el)).to.deep.equal(['‹', '123…24', '›', '共 235 条']);
  });

  it('disabled disables every control', async () => {
    const el = await mount('bo-pagination', { total: '235', disabled: '' });
    const controls = $$<HTMLButtonElement | HTMLInputElement | HTMLSelectElement>(el, 'button, input, select');
    expect(controls.length).to.be.greaterThan(5);
    expect(controls.every((c) => c.disabled)).to.equal(true);
  });

  it('attribute changes move the pager without dispatching', async () => {
    const el = await mount('bo-pagination', { total: '235' });
    const log = listen('bo-change');
    try {
      el.setAttribute('page', '3');
      await settle();
      expect(button(el, '第 3 页').getAttribute('aria-current')).to.equal('page');
      expect(jumper(el).value).to.equal('3');
      el.setAttribute('page-size', '100');
      await settle();
      expect(pagerText(el)).to.equal('1 2 [3]');
      expect(log.of('bo-change')).to.have.length(0);
    } finally {
      log.stop();
    }
  });

  it('resetting to page 1 after the user paged moves the pager back', async () => {
    const el = await mount('bo-pagination', { total: '235' });
    button(el, '第 3 页').click();
    await settle();
    el.page = 1;
    await settle();
    expect(button(el, '第 1 页').getAttribute('aria-current')).to.equal('page');
    el.setAttribute('page', '4');
    await settle();
    button(el, '第 6 页').click();
    await settle();
    el.setAttribute('page', '4');
    await settle();
    expect(button(el, '第 4 页').getAttribute('aria-current')).to.equal('page');
  });
});
