import { expect } from 'chai';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../elements/bo-tab-bar';
import { activeTab, checkTabs, tabWidth } from '../../src/widgets/tab-bar/tab-bar.logic';
import { $, $$, captureWarnings, listen, mount, settle, shadow, unmountAll, waitFor } from '../helpers';

type Bar = HTMLElementTagNameMap['bo-tab-bar'];

const TABS = [
  { id: 1, name: '全部' },
  { id: 2, name: '待审批的采购单' },
  { id: 'c', name: '已经完成审批的采购单' },
];
const tabs = (el: Bar) => $$<HTMLButtonElement>(el, '[role="tab"]');
const tab = (el: Bar, name: string) => tabs(el).find((t) => t.textContent?.includes(name))!;
const selected = (el: Bar) => tabs(el).filter((t) => t.getAttribute('aria-selected') === 'true').map((t) => t.title);

describe('tab-bar.logic (spec 1 §9)', () => {
  it('is 15 px per character plus 20, at least 90, counting characters not UTF-16 units', () => {
    expect([tabWidth(''), tabWidth('全部'), tabWidth('一二三四五'), tabWidth('待审批采购单'), tabWidth('一二三四五六七八九十')]).to.deep.equal([90, 90, 95, 110, 170]);
    expect(tabWidth('𠀀𠀁𠀂𠀃𠀄𠀅')).to.equal(110);
  });

  it('activates the tab whose id matches the value as text, else the first', () => {
    expect(activeTab(TABS, '2')?.name).to.equal('待审批的采购单');
    expect(activeTab(TABS, 'c')?.id).to.equal('c');
    expect(activeTab(TABS, 'zz')?.id).to.equal(1);
    expect(activeTab(TABS, undefined)?.id).to.equal(1);
    expect(activeTab([], '1')).to.equal(undefined);
  });

  it('checks the shape of the tabs', () => {
    expect(checkTabs(TABS)).to.equal(undefined);
    expect(checkTabs({})).to.be.a('string');
    expect(checkTabs([{ id: 1 }])).to.be.a('string');
    expect(checkTabs([{ id: null, name: 'x' }])).to.be.a('string');
  });
});

describe('<bo-tab-bar> (spec 1 §2, §9)', () => {
  afterEach(unmountAll);

  it('sizes each tab by its name: 2 characters 90 px, 6 characters 110 px, 10 characters 170 px', async () => {
    const el = await mount('bo-tab-bar', {
      tabs: JSON.stringify([
        { id: 1, name: '全部' },
        { id: 2, name: '待审批采购单' },
        { id: 3, name: '一二三四五六七八九十' },
      ]),
    });
    expect(tabs(el).map((t) => t.getBoundingClientRect().width)).to.deep.equal([90, 110, 170]);
  });

  it('is 1020 px wide by default, follows width, and scrolls tabs that do not fit', async () => {
    await setViewport({ width: 1280, height: 800 });
    const many = Array.from({ length: 15 }, (_, i) => ({ id: i, name: `标签${i}` }));
    const el = await mount('bo-tab-bar', { tabs: JSON.stringify(many) });
    const bar = $(el, '[part="tab-bar"]')!;
    expect(bar.getBoundingClientRect().width).to.equal(1020);
    expect(bar.scrollWidth).to.equal(15 * 90);
    el.setAttribute('width', '400');
    await settle();
    expect(bar.getBoundingClientRect().width).to.equal(400);
    expect(getComputedStyle(bar).overflowX).to.equal('auto');
    expect(tabs(el)[14].getBoundingClientRect().width).to.equal(90);
    await setViewport({ width: 300, height: 800 });
    await settle();
    expect(bar.getBoundingClientRect().width).to.be.at.most(300);
    await setViewport({ width: 800, height: 600 });
  });

  it('selects the first tab by default; clicking a tab selects it and dispatches bo-change with the tab', async () => {
    const el = await mount('bo-tab-bar', { tabs: JSON.stringify(TABS) });
    expect(selected(el)).to.deep.equal(['全部']);
    const log = listen('bo-change');
    try {
      tab(el, '已经完成').click();
      await settle();
      expect(log.of('bo-change')).to.have.length(1);
      expect(log.last('bo-change')!.detail).to.deep.equal({ id: 'c', name: '已经完成审批的采购单' });
      expect(selected(el)).to.deep.equal(['已经完成审批的采购单']);
      expect(el.value).to.equal('c');
      tab(el, '已经完成').click();
      await settle();
      expect(log.of('bo-change')).to.have.length(1);
    } finally {
      log.stop();
    }
  });

  it('arrow keys move the focus and Enter selects', async () => {
    const el = await mount('bo-tab-bar', { tabs: JSON.stringify(TABS) });
    const log = listen('bo-change');
    try {
      tabs(el)[0].focus();
      await sendKeys({ press: 'ArrowRight' });
      await waitFor(() => shadow(el).activeElement === tabs(el)[1], 'focus on the second tab');
      expect(selected(el)).to.deep.equal(['全部']);
      expect(log.of('bo-change')).to.have.length(0);
      await sendKeys({ press: 'Enter' });
      await waitFor(() => log.of('bo-change').length === 1, 'bo-change after Enter');
      expect(log.last('bo-change')!.detail).to.deep.equal({ id: 2, name: '待审批的采购单' });
      await settle();
      expect(selected(el)).to.deep.equal(['待审批的采购单']);
      await sendKeys({ press: 'ArrowLeft' });
      await waitFor(() => shadow(el).activeElement === tabs(el)[0], 'focus back on the first tab');
      await sendKeys({ press: 'Space' });
      await waitFor(() => log.of('bo-change').length === 2, 'bo-change after Space');
      expect(log.last('bo-change')!.detail).to.deep.equal({ id: 1, name: '全部' });
    } finally {
      log.stop();
    }
  });

  it('the value attribute selects a tab without dispatching', async () => {
    const el = await mount('bo-tab-bar', { tabs: JSON.stringify(TABS), value: '2' });
    expect(selected(el)).to.deep.equal(['待审批的采购单']);
    const log = listen('bo-change');
    try {
      el.setAttribute('value', 'c');
      await settle();
      expect(selected(el)).to.deep.equal(['已经完成审批的采购单']);
      tab(el, '全部').click();
      await settle();
      el.setAttribute('value', 'c');
      await settle();
      expect(selected(el)).to.deep.equal(['已经完成审批的采购单']);
      expect(log.of('bo-change')).to.have.length(1);
    } finally {
      log.stop();
    }
  });

  it('bad tabs warn and show no tabs', async () => {
    let el!: Bar;
    const warnings = await captureWarnings(async () => {
      el = await mount('bo-tab-bar', { tabs: '[{"id": 1}]' });
    });
    expect(warnings.some((w) => w.includes('tabs='))).to.equal(true);
    expect(tabs(el)).to.have.length(0);
    expect($(el, '[role="tablist"]')).to.not.equal(null);
  });
});
