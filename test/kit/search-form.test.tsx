import { expect } from 'chai';
import dayjs from 'dayjs';
import * as React from 'react';
import { http, HttpResponse } from 'msw';
import { sendKeys } from '@web/test-runner-commands';
import { startMockWorker, worker } from '../../demo/mock';
import { attr, defineElement } from '../../src/core/runtime';
import { SearchForm } from '../../src/kit/search-form';
import type { SearchField, SearchValues } from '../../src/kit/types';
import { source } from '../../src/kit/data/source';
import { $, $$, listen, mount, nativeSelect, pickOption, settle, textOf, unmountAll, waitFor } from '../helpers';

/** the options of the remote selects: POST /test/options, data.list */
const OPTIONS = source({ method: 'POST', url: '/test/options', shape: 'list' });

const FIELDS: SearchField[] = [
  { field: 'name', title: '名称', type: 'string' },
  { field: 'created', title: '创建日期', type: 'date' },
  { field: 'vendor', title: '供应商', type: 'select_radio', remote: { source: OPTIONS }, top: true },
  { field: 'status', title: '状态', type: 'select_radio', options: [{ label: '启用', value: 1 }, { label: '停用', value: 2 }] },
  { field: 'qty', title: '数量', type: 'int' },
  { field: 'price', title: '单价', type: 'float', unit: '元' },
  { field: 'at', title: '时间', type: 'datetime' },
  { field: 'month', title: '月份', type: 'month' },
  { field: 'year', title: '年份', type: 'year' },
  { field: 'tags', title: '标签', type: 'array', options: [{ label: '紧急', value: 'u' }, { label: '常规', value: 'n' }] },
  { field: 'period', title: '期间', type: 'date_rang' },
  { field: 'months', title: '月份区间', type: 'month_rang' },
  { field: 'hours', title: '时段', type: 'time_rang' },
  { field: 'amount', title: '金额', type: 'amount_rang', unit: '万元' },
  { field: 'buyers', title: '采购员', type: 'array', remote: { source: OPTIONS, inputAfterShow: 0 } },
];

const searches: Record<string, unknown>[] = [];
let resets = 0;

/** Keeps the values in state and records the searches and resets. */
function SearchProbe({ fields }: { fields: SearchField[] }) {
  const [values, setValues] = React.useState<SearchValues>({});
  const form = <SearchForm fields={fields} values={values} onChange={setValues} onSearch={(p) => searches.push(p)} onReset={() => resets++} />;
  return <div>{form}<output data-testid="values">{JSON.stringify(values)}</output></div>;
}

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- defining registers the tag; the class is used as its type only
const BoTestSearch = defineElement({
  tag: 'bo-test-search', description: 'search form probe', component: SearchProbe,
  attributes: { fields: attr.json<SearchField[]>(FIELDS, 'the fields', 'SearchField[]') },
});

declare global { interface HTMLElementTagNameMap { 'bo-test-search': InstanceType<typeof BoTestSearch> } }

type El = HTMLElement;
const input = (el: El, field: string, side?: 'start' | 'end') =>
  $<HTMLInputElement>(el, `[data-field="${field}"] input${side ? `[data-side="${side}"]` : ''}`)!;
const action = (el: El, name: string) => $<HTMLButtonElement>(el, `[data-action="${name}"]`)!;
const labels = (el: El) => $$(el, 'label').map((l) => l.textContent);
const optionItems = (el: El) => $$(el, '[role="option"]:not([data-hint]), [role="menuitemcheckbox"]');
const options = (el: El) => optionItems(el).map((o) => o.textContent);
const type = async (target: HTMLElement, text: string) => (target.focus(), await sendKeys({ type: text }), await settle());
/** Opens the shortcut menu of a field, notes its items in `seen` and picks one. */
async function pick(el: El, field: string, shortcut: string, seen: string[] = []) {
  $(el, `[data-field="${field}"] [data-shortcuts]`)!.click();
  const item = await waitFor(() => $<HTMLElement>(el, `[data-shortcut="${shortcut}"]`), `shortcut ${shortcut}`);
  seen.push(...$$(el, '[data-shortcut]').map((i) => i.textContent ?? ''));
  item.click();
  await waitFor(() => !$(el, '[data-shortcut]'), 'menu closed');
}
/** Clicks 搜索 and gives the payload it searched with. */
const search = (el: El, before = searches.length) =>
  (action(el, 'search').click(), waitFor(() => searches.length > before && searches.at(-1), 'a search'));
const expand = (el: El) => (action(el, 'toggle').click(), waitFor(() => input(el, 'qty'), 'folded fields shown'));
const mountExpanded = () => mount('bo-test-search').then(async (el) => (await expand(el), el));
const valuesText = (el: El) => $(el, '[data-testid="values"]')!.textContent;

describe('SearchForm (spec 1 §5, spec 2 §1)', () => {
  let bodies: Record<string, unknown>[];
  before(() => startMockWorker());
  beforeEach(() => {
    [searches.length, resets, bodies] = [0, 0, []];
    worker.use(
      http.post('*/test/options', async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ code: 200, msg: '', data: { list: [{ id: 1, name: '甲' }, { id: 2, name: '甲乙' }] } });
      }),
    );
  });
  afterEach(() => (unmountAll(), worker.resetHandlers()));

  it('shows the labels of the first two and the top fields; 展开 reveals the others and 收起 folds them', async () => {
    const el = await mount('bo-test-search');
    expect(labels(el)).to.deep.equal(['名称', '创建日期', '供应商']);
    expect(action(el, 'toggle').getAttribute('aria-expanded')).to.equal('false');
    await expand(el);
    expect(labels(el)).to.deep.equal(FIELDS.map((f) => f.title));
    expect(action(el, 'toggle').textContent).to.equal('收起');
    action(el, 'toggle').click();
    await waitFor(() => !input(el, 'qty'), 'folded again');
    expect(labels(el)).to.have.length(3);
  });

  it('typing in a text field and pressing Enter searches with the payload', async () => {
    const el = await mount('bo-test-search');
    await type(input(el, 'name'), ' 螺丝 ');
    await sendKeys({ press: 'Enter' });
    expect(await waitFor(() => searches[0], 'search on Enter')).to.deep.equal({ name: '螺丝' });
  });

  it('重置 clears the values, then searches with {}', async () => {
    const el = await mount('bo-test-search');
    await type(input(el, 'name'), '螺丝');
    action(el, 'reset').click();
    await waitFor(() => searches.length === 1, 'search after reset');
    expect([searches[0], resets, input(el, 'name').value]).to.deep.equal([{}, 1, '']);
    expect(valuesText(el)).to.equal('{}');
  });

  it('the date shortcut 昨天 fills yesterday (single dates offer the day shortcuts only)', async () => {
    const el = await mount('bo-test-search');
    const menu: string[] = [];
    await pick(el, 'created', 'yesterday', menu);
    expect(menu).to.deep.equal(['今天', '昨天', '明天']);
    const yesterday = dayjs().subtract(1, 'day').format('YYYY-MM-DD');
    await waitFor(() => input(el, 'created').value === yesterday, 'yesterday filled');
    expect(await search(el)).to.deep.equal({ created: yesterday });
  });

  it('a range shortcut fills both sides', async () => {
    const el = await mountExpanded();
    await pick(el, 'period', 'thisMonth');
    const [start, end] = [dayjs().startOf('month'), dayjs().endOf('month')].map((d) => d.format('YYYY-MM-DD'));
    expect([input(el, 'period', 'start').value, input(el, 'period', 'end').value]).to.deep.equal([start, end]);
    expect(await search(el)).to.deep.equal({ period: { start_time: start, end_time: end } });
  });

  it('number inputs carry step and bounds, and the payload rounds, clamps and orders them', async () => {
    const el = await mountExpanded();
    const attrs = (i: HTMLInputElement) => [i.type, i.step, i.min, i.max];
    expect(attrs(input(el, 'qty'))).to.deep.equal(['number', '1', '-9999999', '999999999']);
    expect(attrs(input(el, 'price'))).to.deep.equal(['number', '0.01', '-9999999', '999999999']);
    expect(attrs(input(el, 'year'))).to.deep.equal(['number', '1', '1900', '2100']);
    expect([input(el, 'at').type, input(el, 'at').step, input(el, 'month').type]).to.deep.equal(['datetime-local', '1', 'month']);
    expect([input(el, 'hours', 'start').type, input(el, 'months', 'end').type]).to.deep.equal(['time', 'month']);
    expect(textOf(el)).to.contain('元').and.contain('万元').and.contain('至');
    const typed = [[input(el, 'qty'), '12.6'], [input(el, 'price'), '3.14159'], [input(el, 'amount', 'start'), '100'], [input(el, 'amount', 'end'), '50']] as const;
    for (const [box, text] of typed) await type(box, text);
    expect(await search(el)).to.deep.equal({ qty: 13, price: 3.14, amount: { start: 50, end: 100 } });
  });

  it('a single static choice is a native select (Fluent\'s Select): it sends the option value, and its placeholder clears it', async () => {
    const el = await mountExpanded();
    expect(await pickOption(el, 'status', '停用')).to.deep.equal(['请选择状态', '启用', '停用']);
    expect(await search(el)).to.deep.equal({ status: 2 });
    await pickOption(el, 'status', '请选择状态');
    expect(await search(el)).to.deep.equal({});
  });

  it('the selects name their own buttons in the element language, not in the English of Fluent', async () => {
    const el = await mountExpanded();
    const named = () => $(el, '[data-field="vendor"] .fui-Combobox__expandIcon')!.getAttribute('aria-label');
    await waitFor(() => $(el, '[data-field="vendor"] .fui-Combobox__expandIcon'), 'the remote select');
    expect(named()).to.equal('展开选项');
    el.setAttribute('lang', 'en');
    await waitFor(() => named() === 'Show options', 'in English');
    expect((await nativeSelect(el, 'status')).options[0].textContent).to.equal('Select 状态');
  });

  it('a remote select asks only for non-empty text while its list is empty, then shows the options', async () => {
    const el = await mount('bo-test-search');
    const box = input(el, 'vendor');
    box.focus();
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => textOf(el).includes('请输入关键字搜索'), 'the hint');
    expect(bodies).to.have.length(0);
    await type(box, '甲');
    await waitFor(() => options(el).length === 2, 'the options');
    expect(bodies).to.deep.equal([{ name: '甲', page: 1, page_size: 1000 }]);
    await type(box, '乙');
    await waitFor(() => options(el).length === 1, 'filtered locally');
    expect([bodies.length, options(el)]).to.deep.equal([1, ['甲乙']]);
    optionItems(el).find((o) => o.textContent === '甲乙')!.click();
    await waitFor(() => valuesText(el) === '{"vendor":2}', 'value chosen');
    expect(box.value).to.equal('甲乙');
    expect(await search(el)).to.deep.equal({ vendor: 2 });
  });

  it('with inputAfterShow 0 every non-empty text asks again', async () => {
    const el = await mountExpanded();
    const box = input(el, 'buyers');
    await type(box, '甲');
    await waitFor(() => options(el).length === 2, 'the options');
    await type(box, '乙');
    await waitFor(() => bodies.length === 2, 'a second request');
    for (const _ of '甲乙') await sendKeys({ press: 'Backspace' });
    await waitFor(() => box.value === '', 'text cleared');
    await settle(200);
    // 甲, 甲乙, then 甲 again after a Backspace; the empty text asked nothing
    expect(bodies.map((b) => b.name)).to.deep.equal(['甲', '甲乙', '甲']);
    optionItems(el).find((o) => o.textContent === '甲')!.click();
    await waitFor(() => valuesText(el) === '{"buyers":[1]}', 'value chosen');
    expect(await search(el)).to.deep.equal({ buyers: [1] });
  });

  it('a failed request keeps the typed text, lists nothing and reports bo-error', async () => {
    worker.use(http.post('*/test/options', () => HttpResponse.json({ code: 500, msg: '查询失败', data: null })));
    const errors = listen('bo-error');
    const el = await mount('bo-test-search');
    await type(input(el, 'vendor'), '甲');
    await waitFor(() => errors.of('bo-error').length === 1, 'bo-error').finally(errors.stop);
    await waitFor(() => textOf(el).includes('无匹配数据'), 'no options');
    expect([input(el, 'vendor').value, options(el)]).to.deep.equal(['甲', []]);
    expect(errors.last('bo-error')!.detail).to.deep.include({ msg: '查询失败' });
  });
});
