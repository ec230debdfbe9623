import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/bo-region-picker';
import { mock, store } from '../../demo/mock';
import { $, $$, deepActive, mount, textOf, waitFor } from '../helpers';
import { button, drawerOf, pickerHooks } from './picker-helpers';

const LIST = '/city/list/all';
const myCompany = () => store.org().staff.find((s) => s.id === store.org().currentStaffId)!.company_id;
const places = (el: Element) => $$(el, '[data-bo-region] [data-code]');
const names = (el: Element) => places(el).map((b) => b.textContent!.trim());
const place = (el: Element, name: string) => places(el).find((b) => b.textContent!.trim() === name)!;
const tabs = (el: Element) => $$(el, '[data-bo-region] [role="tab"]');
// a Fluent tab holds its label twice (the second reserves the bold width)
const label = (tab: Element) => tab.querySelector('.fui-Tab__content')!.textContent;
const activeTab = (el: Element) => tabs(el).map((x) => x.getAttribute('aria-selected') === 'true' && label(x)).find(Boolean);
const summary = (el: Element) => $(el, '[data-bo-region-summary]')!.textContent;
const shown = (el: Element, name: string) => waitFor(() => places(el).some((b) => b.textContent!.trim() === name), name);
type Picker = HTMLElement & { show(): Promise<unknown[] | null> };

async function walk(el: Element, ...path: string[]) {
  for (const name of path) {
    await shown(el, name);
    place(el, name).click();
  }
}

describe('<bo-region-picker> (spec 2 Region picker, §3 Region, §4, §7)', () => {
  const heard = pickerHooks('bo-confirm', 'bo-cancel');

  it("asks GET /city/list/all {company_id: the user's company} once per opening; 选择地区 with the provinces of the root 100000", async () => {
    const el = await mount('bo-region-picker', { open: '' });
    await shown(el, '四川省');
    const asked = mock.requestsTo(LIST);
    expect(asked.map((r) => [r.method, r.query])).to.deep.equal([['GET', { company_id: String(myCompany()) }]]);
    expect(textOf(el)).to.contain('选择地区');
    expect(names(el)).to.deep.equal(Object.values(store.regions().map['100000']!));
    expect(tabs(el).map((x) => [label(x), x.hasAttribute('disabled') || x.getAttribute('aria-disabled') === 'true'])).to.deep.equal([
      ['省份', false], ['城市', true], ['区县', true],
    ]);
  });

  it('a province moves to 城市, a city to 区县, a district completes: the summary names each, 确定 gives the region', async () => {
    const el = (await mount('bo-region-picker', {})) as unknown as Picker;
    const answer = el.show();
    await walk(el, '四川省');
    await waitFor(() => activeTab(el) === '城市', 'the city tab');
    expect(names(el)).to.deep.equal(['成都市', '自贡市', '绵阳市']);
    expect(summary(el)).to.equal('已选：四川省----');
    await walk(el, '成都市');
    await waitFor(() => activeTab(el) === '区县', 'the district tab');
    expect(names(el)).to.deep.equal(['锦江区', '青羊区', '金牛区', '武侯区', '成华区']);
    await walk(el, '武侯区');
    await waitFor(() => place(el, '武侯区').getAttribute('aria-pressed') === 'true', 'chosen');
    expect(summary(el)).to.equal('已选：四川省成都市武侯区');
    button(el, 'confirm')!.click();
    const region = { id: '510000,510100,510107', province: '四川省', province_code: '510000', city: '成都市', city_code: '510100', area: '武侯区', area_code: '510107' };
    expect(await answer).to.deep.equal([region]);
    const detail = heard.last('bo-confirm')!.detail as Record<string, unknown>;
    expect([detail.record, detail.ids]).to.deep.equal([region, [region.id]]);
  });

  it('an earlier tab goes back; a new province drops the city chosen before', async () => {
    const el = await mount('bo-region-picker', { open: '' });
    await walk(el, '广东省', '广州市');
    await waitFor(() => activeTab(el) === '区县', 'the district tab');
    tabs(el)[0]!.click();
    await waitFor(() => activeTab(el) === '省份', 'back on the provinces');
    expect(place(el, '广东省').getAttribute('aria-pressed')).to.equal('true');
    await walk(el, '浙江省');
    await waitFor(() => activeTab(el) === '城市' && names(el).includes('杭州市'), 'the cities of 浙江省');
    expect(summary(el)).to.equal('已选：浙江省----');
  });

  it('by keyboard alone: Enter on a province, then a city, moves the focus on to the next tab\'s first place (never to the page), Enter there chooses', async () => {
    const el = await mount('bo-region-picker', { open: '' });
    await shown(el, '四川省');
    place(el, '四川省').focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => activeTab(el) === '城市' && deepActive() === place(el, '成都市'), 'the focus on 成都市, the first city');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => activeTab(el) === '区县' && deepActive() === place(el, '锦江区'), 'the focus on 锦江区, the first district');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => place(el, '锦江区').getAttribute('aria-pressed') === 'true', 'chosen');
    expect(deepActive(), 'a district stays where it was').to.equal(place(el, '锦江区'));
  });

  it('by keyboard: a city without districts leaves the focus on the 区县 tab that says 暂无数据', async () => {
    const el = await mount('bo-region-picker', { open: '' });
    await walk(el, '广东省');
    await shown(el, '东莞市');
    place(el, '东莞市').focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => activeTab(el) === '区县' && textOf(el).includes('暂无数据'), '暂无数据');
    await waitFor(() => deepActive()?.getAttribute('role') === 'tab', 'the focus on a tab');
    expect(label(deepActive()!)).to.equal('区县');
  });

  it('a city without districts completes at the city: the district tab says 暂无数据; a province without cities likewise', async () => {
    const el = (await mount('bo-region-picker', {})) as unknown as Picker;
    const answer = el.show();
    await walk(el, '广东省', '东莞市');
    await waitFor(() => activeTab(el) === '区县' && textOf(el).includes('暂无数据'), '暂无数据');
    expect(places(el)).to.have.length(0);
    expect(summary(el)).to.equal('已选：广东省东莞市--');
    button(el, 'confirm')!.click();
    expect(await answer).to.deep.equal([{ id: '440000,441900', province: '广东省', province_code: '440000', city: '东莞市', city_code: '441900', area: '', area_code: '' }]);

    const again = el.show();
    await walk(el, '台湾省');
    await waitFor(() => activeTab(el) === '城市' && textOf(el).includes('暂无数据'), '台湾省: 暂无数据');
    button(el, 'confirm')!.click();
    expect(((await again) as { id: string }[])[0]!.id).to.equal('710000');
  });

  it('an empty answer says 暂无数据 on the province tab; 确定 with nothing chosen says 请先选择数据', async () => {
    mock.fault(LIST, { body: { code: 200, msg: 'success', data: {} }, times: 1 });
    const el = await mount('bo-region-picker', { open: '' });
    await waitFor(() => drawerOf(el) && textOf(el).includes('暂无数据'), '暂无数据');
    button(el, 'confirm')!.click();
    await waitFor(() => textOf(el).includes('请先选择数据'), 'the message');
  });

  it('selected-ids opens on the preselected region (its path, its district tab); disabled-ids cannot be chosen', async () => {
    const el = await mount('bo-region-picker', { open: '', 'selected-ids': '["510000,510100,510104"]', 'disabled-ids': '["510000,510100,510105"]' });
    await shown(el, '锦江区');
    expect([activeTab(el), summary(el)]).to.deep.equal(['区县', '已选：四川省成都市锦江区']);
    expect(place(el, '锦江区').getAttribute('aria-pressed')).to.equal('true');
    const blocked = place(el, '青羊区');
    expect([blocked.getAttribute('aria-pressed'), blocked.getAttribute('aria-disabled')]).to.deep.equal(['true', 'true']);
    blocked.click();
    button(el, 'confirm')!.click();
    await waitFor(() => heard.of('bo-confirm').length === 1, 'confirmed');
    expect((heard.last('bo-confirm')!.detail as { ids: string[] }).ids).to.deep.equal(['510000,510100,510104']);
  });

  it('checkbox: each completed region is ticked, a second click unticks it', async () => {
    const el = await mount('bo-region-picker', { open: '', 'selection-mode': 'checkbox' });
    await walk(el, '北京市', '市辖区', '东城区', '海淀区', '东城区');
    await waitFor(() => textOf(el).includes('已选 1 条'), '已选 1 条');
    button(el, 'confirm')!.click();
    await waitFor(() => heard.of('bo-confirm').length === 1, 'confirmed');
    expect((heard.last('bo-confirm')!.detail as { ids: string[] }).ids).to.deep.equal(['110000,110100,110108']);
  });

  it('in a <form>: submits the codes of the region joined by commas under its name, and opens on it again', async () => {
    const form = document.body.appendChild(document.createElement('form'));
    try {
      const el = (await mount('bo-region-picker', { name: 'region' })) as unknown as Picker;
      form.append(el);
      const answer = el.show();
      await walk(el, '海南省', '海口市', '龙华区');
      button(el, 'confirm')!.click();
      await answer;
      expect(new FormData(form).getAll('region')).to.deep.equal(['460000,460100,460106']);
      void el.show();
      await waitFor(() => summary(el) === '已选：海南省海口市龙华区', 'the kept region');
    } finally {
      form.remove();
    }
  });
});
