/**
 * <bo-search-bar> (spec 1 §2 "Search bar", §4, §5 "Search bar and widget", §7): the definitions and
 * schemes it asks for, the fields shown (first two, the rest behind 展开, rows of 38 px), bo-search with
 * the engine's payload, the schemes menu, temporary fields, remote selects, the statistics popover.
 */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/bo-search-bar';
import { mock, store } from '../../demo/mock';
import { $, $$, mount, settle, textOf, waitFor } from '../helpers';
import { pickerHooks } from '../pickers/picker-helpers';

const API = '/purchase/order/search_field';
const LIST = '/base/v2/search_fa/list';
const STATS = JSON.stringify([{ label: '单据数', value: 128 }]);

const shownFields = (el: Element) => $$(el, 'form[role="search"] [data-field]').map((f) => f.dataset.field);
const button = (el: Element, action: string) => $<HTMLButtonElement>(el, `[data-action="${action}"]`)!;
const input = (el: Element, field: string) => $<HTMLInputElement>(el, `[data-field="${field}"] input`)!;

async function bar(attrs: Record<string, string> = {}) {
  const el = await mount('bo-search-bar', { 'search-api': API, ...attrs });
  el.style.width = '1200px';
  await waitFor(() => $(el, 'form[role="search"]'), 'the bar');
  await settle();
  return el;
}

async function searched(heard: { of(n: string): CustomEvent[] }, act: () => void) {
  const before = heard.of('bo-search').length;
  act();
  await waitFor(() => heard.of('bo-search').length > before, 'bo-search');
  return heard.of('bo-search').at(-1)!.detail as { payload: Record<string, unknown>; scheme: number | null };
}

describe('<bo-search-bar>', () => {
  const heard = pickerHooks('bo-search', 'bo-error');

  it('asks GET {search-api} then the schemes; applies the current scheme: two fields shown, the rest behind 展开, rows of 38 px', async () => {
    const el = await bar();
    expect(mock.requestsTo(API)).to.have.length(1);
    expect(mock.lastRequest(LIST)!.body).to.deep.equal({ search_api: API });
    const current = store.searchSchemesOf(API).find((s) => s.is_current === 1)!;
    const names = current.search_fa_field.map((f) => f.search_field_name);
    expect(shownFields(el)).to.deep.equal(names.slice(0, 2));
    expect(button(el, 'schemes').textContent).to.contain(current.search_fa_name);
    for (const f of $$(el, 'form[role="search"] [data-field]')) expect(Math.round(f.getBoundingClientRect().height), f.dataset.field).to.equal(38);
    button(el, 'toggle').click();
    await settle();
    expect(shownFields(el)).to.deep.equal(names);
    expect(button(el, 'toggle').getAttribute('aria-expanded')).to.equal('true');
  });

  for (const width of [1280, 1440, 1920]) {
    it(`collapsed at ${width} px it is one line of 38 px: its two fields, 展开, the scheme and statistics buttons, 清空 and 搜索`, async () => {
      const el = await bar({ statistics: STATS });
      el.style.width = `${width}px`;
      await settle();
      await waitFor(() => button(el, 'statistics')?.disabled === false, 'the statistics button');
      const form = $(el, 'form[role="search"]')!;
      expect(Math.round(form.getBoundingClientRect().height)).to.equal(38);
      const top = form.getBoundingClientRect().top;
      const parts = [...$$(el, 'form[role="search"] [data-field]'), ...$$(el, 'form[role="search"] button')];
      for (const part of parts) {
        const box = part.getBoundingClientRect();
        expect(box.top - top, part.dataset.field ?? part.textContent).to.be.within(0, 38 - box.height);
        expect(box.right, part.dataset.field ?? part.textContent).to.be.at.most(form.getBoundingClientRect().right + 0.5);
      }
    });
  }

  it('搜索 gives bo-search with only the filled fields and the scheme id; 清空 empties them and searches again', async () => {
    const el = await bar();
    input(el, 'order_no').focus();
    await sendKeys({ type: ' CG-01 ' });
    const current = store.searchSchemesOf(API).find((s) => s.is_current === 1)!;
    expect(await searched(heard, () => button(el, 'search').click())).to.deep.equal({ payload: { order_no: 'CG-01' }, scheme: current.id });
    const cleared = await searched(heard, () => button(el, 'reset').click());
    expect(button(el, 'reset').textContent).to.equal('清空');
    expect(cleared.payload).to.deep.equal({});
    expect(input(el, 'order_no').value).to.equal('');
  });

  it('a scheme chosen from the menu shows its fields with their saved values and searches: ranges as start/end', async () => {
    const el = await bar();
    const other = store.searchSchemesOf(API).find((s) => s.is_current === 0)!;
    button(el, 'schemes').click();
    const item = await waitFor(() => $<HTMLElement>(el, `[role="menuitemradio"][data-scheme-id="${other.id}"]`), 'the menu item');
    const detail = await searched(heard, () => item.click());
    expect(detail).to.deep.equal({ payload: { status: 2, amount: { start: 100, end: 5000 } }, scheme: other.id });
    expect(shownFields(el)).to.deep.equal(['status', 'order_no']);
    button(el, 'toggle').click();
    await settle();
    expect(shownFields(el)).to.deep.equal(['status', 'order_no', 'amount']);
    expect($$<HTMLInputElement>(el, '[data-field="amount"] input').map((i) => i.value)).to.deep.equal(['100', '5000']);
  });

  it('添加临时搜索项 opens the drawer in temporary mode: the fields chosen come to the bar, nothing is saved', async () => {
    const el = await bar();
    const lists = mock.requestsTo(LIST).length;
    button(el, 'add-temporary').click();
    const box = await waitFor(() => $<HTMLInputElement>(el, 'input[data-field-name="quantity"]'), 'the temporary drawer');
    expect($(el, '[data-scheme-id]'), 'no schemes in temporary mode').to.equal(null);
    expect($$<HTMLInputElement>(el, 'input[data-field-name]').filter((i) => i.checked).map((i) => i.dataset.fieldName)).to.deep.equal(['order_no', 'title', 'status']);
    box.click();
    await settle();
    button(el, 'confirm').click();
    await waitFor(() => !$(el, '[data-bo-scheme-drawer]'), 'the drawer closed');
    button(el, 'toggle').click();
    await settle();
    expect(shownFields(el)).to.deep.equal(['order_no', 'title', 'status', 'quantity']);
    expect(mock.requestsTo('/base/v2/search_fa/save')).to.have.length(0);
    expect(mock.requestsTo(LIST)).to.have.length(lists);
    const detail = await searched(heard, () => button(el, 'search').click());
    expect(detail.scheme).to.equal(null);
  });

  it('a remote select asks its api_url with the typed text, page 1, page_size 1000, only while it has no options', async () => {
    const el = await bar();
    button(el, 'add-temporary').click();
    (await waitFor(() => $<HTMLInputElement>(el, 'input[data-field-name="created_by"]'), 'the drawer')).click();
    await settle();
    button(el, 'confirm').click();
    await waitFor(() => !$(el, '[data-bo-scheme-drawer]'), 'the drawer closed');
    button(el, 'toggle').click();
    const combo = await waitFor(() => $<HTMLInputElement>(el, '[data-field="created_by"] input[role="combobox"]'), 'the select');
    combo.focus();
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => textOf(el).includes('请输入关键字搜索'), 'the hint');
    await sendKeys({ type: ' ' });
    await settle(100);
    expect(mock.requestsTo('/base/staff/list'), 'blank text asks nothing').to.have.length(0);
    const name = store.org().staff[0]!.name.slice(0, 1);
    await sendKeys({ type: name });
    await waitFor(() => mock.requestsTo('/base/staff/list').length === 1, 'the staff asked');
    expect(mock.lastRequest('/base/staff/list')!.body).to.deep.equal({ name: ` ${name}`.trim(), page: 1, page_size: 1000 });
    await waitFor(() => $$(el, '[role="option"]:not([data-hint]), [role="menuitemcheckbox"]:not([data-hint])').length > 0, 'the options');
    await sendKeys({ type: name });
    await settle(150);
    expect(mock.requestsTo('/base/staff/list').map((r) => r.body), 'options there: no new request').to.have.length(1);
  });

  it('数据统计 shows the page\'s figures in a popover; without statistics there is no button', async () => {
    const el = await bar({ statistics: STATS });
    // the popover's code comes as the bar mounts: the button is usable once it is in
    (await waitFor(() => (button(el, 'statistics')?.disabled === false ? button(el, 'statistics') : null), 'the button')).click();
    const stats = await waitFor(() => $(el, '[data-statistics]'), 'the popover');
    expect(stats.textContent).to.equal('单据数128');
    const plain = await bar();
    expect($(plain, '[data-action="statistics"]')).to.equal(null);
  });

  it('without search-api it says so and asks nothing; an empty definition list shows 暂无数据', async () => {
    const none = await mount('bo-search-bar', {});
    await waitFor(() => textOf(none).includes('search-api'), 'the problem said');
    expect(mock.requestsTo(API)).to.have.length(0);
    mock.fault(API, { empty: true, times: 1 });
    const empty = await mount('bo-search-bar', { 'search-api': API });
    await waitFor(() => textOf(empty).includes('暂无数据'), '暂无数据');
  });
});
