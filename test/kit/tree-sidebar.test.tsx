import { expect } from 'chai';
import * as React from 'react';
import { sendKeys } from '@web/test-runner-commands';
import { attr, defineElement, event } from '../../src/core/runtime';
import { TreeSidebar, type TreeId } from '../../src/kit/tree-sidebar';
import type { TreeNode } from '../../src/kit/types';
import { $, $$, listen, mount, settle, shadow, unmountAll, waitFor } from '../helpers';

/** A 3-level tree: `top` × `mid` × `leaf` nodes labelled 名a / 名a-b / 名a-b-c, ids the same. */
function tree(name: string, top: number, mid: number, leaf: number): TreeNode[] {
  const node = (id: string, children?: TreeNode[]): TreeNode => ({ id: `${name}${id}`, label: `${name}${id}`, children });
  return Array.from({ length: top }, (_, a) =>
    node(`${a}`, Array.from({ length: mid }, (_, b) => node(`${a}-${b}`, Array.from({ length: leaf }, (_, c) => node(`${a}-${b}-${c}`))))),
  );
}
const CATEGORIES = tree('分类', 4, 3, 3);
const GROUPS = tree('分组', 10, 9, 110); // 10 + 90 + 9,900 = 10,000 nodes

type ProbeProps = { mode: 'single' | 'multiple'; state: 'ok' | 'loading' | 'error' | 'empty'; width: number | undefined;
  cascade: boolean; collapsible: boolean; expandAll: boolean; onPick?(d: { ids: TreeId[] }): void; onRetry?(d: null): void };

function Probe({ mode, cascade, width, collapsible, expandAll, state, onPick, onRetry }: ProbeProps) {
  const [tab, setTab] = React.useState('c');
  const [value, setValue] = React.useState<TreeId[]>([]);
  const special = { loading: state === 'loading', error: state === 'error' ? '数据加载失败' : undefined, onRetry: () => onRetry?.(null) };
  const tabs = [{ key: 'c', label: '分类', nodes: state === 'empty' ? [] : CATEGORIES, ...special }, { key: 'g', label: '分组', nodes: GROUPS }];
  const change = (ids: TreeId[]) => (setValue(ids), onPick?.({ ids }));
  return (
    <TreeSidebar tabs={tabs} activeTab={tab} onTabChange={setTab} mode={mode} cascade={cascade} value={value} onChange={change}
      width={width} collapsible={collapsible} defaultExpandAll={expandAll} />
  );
}

defineElement({
  tag: 'bo-test-tree', description: 'tree sidebar probe', component: Probe, display: 'block',
  attributes: {
    mode: attr.enum(['single', 'multiple'], 'single', 'mode'),
    state: attr.enum(['ok', 'loading', 'error', 'empty'], 'ok', 'state of the first tab'),
    width: attr.number<number | undefined>(undefined, 'width'),
    cascade: attr.boolean(false, 'cascade'), collapsible: attr.boolean(false, 'bar'), expandAll: attr.boolean(false, 'open'),
  },
  events: { 'bo-pick': event<{ ids: TreeId[] }>({ ids: { type: 'Array<string | number>' } }, 'onChange'), 'bo-retry': event<null>(null, 'retry') },
});

declare global { interface HTMLElementTagNameMap { 'bo-test-tree': HTMLElement } }

type El = HTMLElement;
/** mounts the probe; the filter box's code comes as the sidebar mounts (a disabled input meanwhile) */
async function open(attributes: Record<string, string> = {}) {
  const el = await mount('bo-test-tree', { style: 'height: 400px', ...attributes });
  await waitFor(() => $<HTMLInputElement>(el, 'input[type="search"]')?.disabled === false, 'the filter box');
  return el;
}
const rows = (el: El) => $$(el, '[role="treeitem"]');
const labels = (el: El) => rows(el).map((r) => r.textContent);
const row = (el: El, label: string) => rows(el).find((r) => r.textContent === label)!;
const picks = (log: ReturnType<typeof listen>) => log.of('bo-pick').map((e) => (e.detail as { ids: TreeId[] }).ids);
const aria = (el: El, name: string, ...of: string[]) => of.map((l) => row(el, l).getAttribute(name));
const focused = (el: El) => shadow(el).activeElement as HTMLElement | null;
const ids = (a: number) => [`分类${a}`, ...[0, 1, 2].flatMap((b) => [`分类${a}-${b}`, ...[0, 1, 2].map((c) => `分类${a}-${b}-${c}`)])];
const filter = (el: El, text: string) => ($(el, 'input')!.focus(), sendKeys({ type: text }));
/** presses a key, then waits until the focus is on the row of that label */
const press = async (el: El, key: string, focus?: string) =>
  (await sendKeys({ press: key }), focus && (await waitFor(() => focused(el)?.textContent === focus, `focus on ${focus}`)));

describe('<TreeSidebar> (spec 2, picker trees)', () => {
  let log: ReturnType<typeof listen>;
  beforeEach(() => (log = listen('bo-pick', 'bo-retry')));
  afterEach(() => (log.stop(), unmountAll()));

  it('shows the tabs, switches tree on a tab click and keeps a filter text per tab', async () => {
    const el = await open();
    const tabs = $$(el, '[role="tab"]');
    expect(tabs.map((x) => x.querySelector('.fui-Tab__content')!.textContent)).to.deep.equal(['分类', '分组']);
    expect(tabs.map((x) => x.getAttribute('aria-selected'))).to.deep.equal(['true', 'false']);
    // the tree's code comes beside the first answer
    await waitFor(() => labels(el).length === 4, 'the 分类 tree');
    expect(labels(el)).to.deep.equal(['分类0', '分类1', '分类2', '分类3']);
    expect($(el, '[role="tree"]')!.getAttribute('aria-label')).to.equal('分类');
    await filter(el, '分类1');
    await waitFor(() => labels(el).length === 1 + 3 + 9, 'filtered 分类');
    tabs[1].click();
    await waitFor(() => labels(el)[0] === '分组0', 'the 分组 tree');
    expect(labels(el)).to.have.length(10);
    expect($<HTMLInputElement>(el, 'input')!.value).to.equal('');
    tabs[0].click();
    await waitFor(() => labels(el)[0] === '分类1', 'the 分类 tree again, filtered');
    expect($<HTMLInputElement>(el, 'input')!.value).to.equal('分类1');
    expect($<HTMLInputElement>(el, 'input')!.placeholder).to.equal('输入关键字进行过滤');
  });

  it('the clear button of the filter is named in the element language and brings every node back', async () => {
    const el = await open();
    await filter(el, '分类2-1-2');
    await waitFor(() => labels(el).length === 3, 'three rows');
    const clear = () => $(el, '.fui-SearchBox__dismiss')!;
    expect(clear().getAttribute('aria-label')).to.equal('清除关键字');
    clear().click();
    await waitFor(() => labels(el).length === 4, 'the whole tree again');
    expect($<HTMLInputElement>(el, 'input')!.value).to.equal('');
    el.setAttribute('lang', 'en');
    await waitFor(() => clear().getAttribute('aria-label') === 'Clear keyword', 'in English');
  });

  it('typing in the filter shows the matches with their ancestors, expanded', async () => {
    const el = await open();
    await filter(el, '分类2-1-2');
    await waitFor(() => labels(el).length === 3, 'three rows');
    expect(labels(el)).to.deep.equal(['分类2', '分类2-1', '分类2-1-2']);
    expect(aria(el, 'aria-level', ...labels(el))).to.deep.equal(['1', '2', '3']);
    expect(aria(el, 'aria-expanded', ...labels(el))).to.deep.equal(['true', 'true', null]);
    await sendKeys({ type: 'x' });
    await waitFor(() => rows(el).length === 0, 'no rows');
    expect(shadow(el).textContent).to.contain('无匹配数据');
  });

  it('single mode: a click selects the row and reports it; a second click clears it', async () => {
    const el = await open();
    row(el, '分类1').click();
    await waitFor(() => picks(log).length === 1, 'one change');
    expect(picks(log)).to.deep.equal([['分类1']]);
    await settle();
    expect(aria(el, 'aria-selected', '分类1', '分类0')).to.deep.equal(['true', 'false']);
    row(el, '分类1').click();
    await waitFor(() => picks(log).length === 2, 'two changes');
    expect(picks(log)[1]).to.deep.equal([]);
    await settle();
    expect(row(el, '分类1').getAttribute('aria-selected')).to.equal('false');
  });

  it('multiple mode with cascade: a parent checks its descendants; a partly checked parent is mixed', async () => {
    const el = await open({ mode: 'multiple', cascade: '' });
    expect($(el, '[role="tree"]')!.getAttribute('aria-multiselectable')).to.equal('true');
    row(el, '分类0').querySelector<HTMLElement>('[data-chevron]')!.click();
    await waitFor(() => row(el, '分类0-1'), 'children of 分类0');
    expect(picks(log)).to.have.length(0);
    row(el, '分类0').click();
    await waitFor(() => picks(log).length === 1, 'one change');
    expect(picks(log)[0]).to.deep.equal(ids(0));
    await settle();
    expect(aria(el, 'aria-checked', '分类0', '分类0-0', '分类0-2', '分类1')).to.deep.equal(['true', 'true', 'true', 'false']);
    // the tick is Fluent's Checkbox, whose code comes with the first tick
    const box = await waitFor(() => row(el, '分类0').querySelector<HTMLInputElement>('input[type="checkbox"]'), 'the checkbox');
    expect(box.checked).to.equal(true);
    row(el, '分类0-1').click();
    await waitFor(() => picks(log).length === 2, 'two changes');
    expect(picks(log)[1]).to.deep.equal(ids(0).filter((id) => id !== '分类0' && !id.startsWith('分类0-1')));
    await settle();
    expect(aria(el, 'aria-checked', '分类0', '分类0-1', '分类0-0')).to.deep.equal(['mixed', 'false', 'true']);
  });

  it('keyboard: arrows move, open and close, Home / End jump, Enter selects, one row in the tab order', async () => {
    const el = await open();
    expect(rows(el).map((r) => r.tabIndex)).to.deep.equal([0, -1, -1, -1]);
    rows(el)[0].focus();
    await press(el, 'ArrowDown', '分类1');
    await press(el, 'ArrowRight');
    await waitFor(() => row(el, '分类1').getAttribute('aria-expanded') === 'true', '分类1 open');
    expect(labels(el)).to.deep.equal(['分类0', '分类1', '分类1-0', '分类1-1', '分类1-2', '分类2', '分类3']);
    await press(el, 'ArrowRight', '分类1-0');
    expect(rows(el).map((r) => r.tabIndex)).to.deep.equal([-1, -1, 0, -1, -1, -1, -1]);
    await press(el, 'ArrowLeft', '分类1');
    await press(el, 'ArrowLeft');
    await waitFor(() => row(el, '分类1').getAttribute('aria-expanded') === 'false', '分类1 closed');
    expect(labels(el)).to.have.length(4);
    await press(el, 'End', '分类3');
    await press(el, 'Home', '分类0');
    expect(picks(log)).to.have.length(0);
    await press(el, 'Enter');
    await waitFor(() => picks(log).length === 1, 'selected by Enter');
    expect(picks(log)[0]).to.deep.equal(['分类0']);
  });

  it('with 10,000 nodes renders fewer than 100 rows and shows the last node when scrolled to the bottom', async () => {
    const el = await open({ 'expand-all': '' });
    $$(el, '[role="tab"]')[1].click();
    const tree = await waitFor(() => labels(el)[0] === '分组0' && $(el, '[role="tree"]'), 'the big tree');
    expect(rows(el).length).to.be.greaterThan(5).and.lessThan(100);
    expect(tree.scrollHeight).to.equal(10_000 * 32);
    expect(labels(el)).not.to.include('分组9-8-109');
    tree.scrollTop = tree.scrollHeight;
    await waitFor(() => labels(el).includes('分组9-8-109'), 'the last node');
    expect(rows(el).length).to.be.lessThan(100);
    expect(row(el, '分组9-8-109').getBoundingClientRect().bottom).to.be.at.most(tree.getBoundingClientRect().bottom + 0.5);
    await filter(el, '分组9-8-10');
    await waitFor(() => labels(el).length === 2 + 11, 'filtered big tree');
  });

  it('collapses to 15 px and back; width is honoured', async () => {
    const el = await open({ collapsible: '' });
    const box = () => $(el, '[part="tree-sidebar"]')!.getBoundingClientRect().width;
    const toggle = $(el, '[data-collapse-toggle]')!;
    const state = () => [box(), toggle.getAttribute('aria-label'), toggle.getAttribute('aria-expanded')];
    expect(state()).to.deep.equal([260, '收起', 'true']);
    toggle.click();
    await waitFor(() => box() === 15, '15 px');
    expect(state()).to.deep.equal([15, '展开', 'false']);
    expect([$(el, 'input')!.getBoundingClientRect().width, rows(el).filter((r) => r.offsetWidth > 0).length]).to.deep.equal([0, 0]);
    toggle.click();
    await waitFor(() => box() === 260 && labels(el).length === 4, '260 px with the tree');
    el.setAttribute('width', '300');
    await waitFor(() => box() === 300, '300 px');
    const plain = await open();
    expect($(plain, '[data-collapse-toggle]')).to.equal(null);
  });

  it('shows loading, an error with 重试, and 暂无数据', async () => {
    const el = await open({ state: 'loading' });
    expect($(el, '[role="progressbar"]')).not.to.equal(null);
    expect(rows(el)).to.have.length(0);
    el.setAttribute('state', 'error');
    expect((await waitFor(() => $(el, '[role="alert"]'), 'the error')).textContent).to.contain('数据加载失败');
    $$(el, 'button').find((b) => b.textContent === '重试')!.click();
    await waitFor(() => log.of('bo-retry').length === 1, 'retry called');
    el.setAttribute('state', 'empty');
    await waitFor(() => shadow(el).textContent?.includes('暂无数据'), 'empty');
    expect(rows(el)).to.have.length(0);
    el.setAttribute('state', 'ok');
    await waitFor(() => rows(el).length === 4, 'the tree');
  });
});
