/**
 * <bo-map-address-picker> (spec 2 §2 Map address picker, §3 Map point, §4 Map scan flow, §5, §7, §9;
 * DECISIONS Map picker): the keyword search 1 s after typing (get_address), 10 places to a page, a place
 * sets the point at zoom 15, 定位 needs both coordinates (请输入GCJ02坐标), a click on the map sets the
 * point in GCJ-02, read-only, the phone's QR code (code/gen, then code/state every 2 s while the drawer
 * is open), the save (save_address) before bo-confirm, a failed save, and the form value.
 */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/bo-map-address-picker';
import { mock, store } from '../../demo/mock';
import { PHONE_POINT } from '../../demo/mock/store/map';
import { wgs84ToGcj02 } from '../../src/pickers/map-address/coords.logic';
import { fill } from '../conformance-triggers';
import { configure, resetConfig } from '../../src/core/config';
import { DEMO_ATTRIBUTION, DEMO_TILES } from '../../demo/mock/handlers/map-tiles';
import { $, $$, mount, settle, textOf, unmountAll, waitFor } from '../helpers';
import { button, messageOf, motionDone, pickerHooks } from './picker-helpers';

const SEARCH = '/gn/public/get_address';
const SAVE = '/gn/public/save_address';
const GEN = '/api/files/code/gen';
const STATE = '/api/files/code/state';
const SQUARE = { lng: 104.06585, lat: 30.65754, address: '四川省成都市青羊区天府广场' };

const field = (el: Element, name: string) => $<HTMLInputElement>(el, `[data-field="${name}"] input, input[data-field="${name}"]`)!;
const coords = (el: Element) => [field(el, 'lng').value, field(el, 'lat').value];

/** Opens the picker and waits for its map. */
async function openMap(attributes: Record<string, string> = {}) {
  const el = await mount('bo-map-address-picker', { open: '', ...attributes });
  const map = await waitFor(() => $<HTMLElement>(el, '[data-map][data-map-ready]'), 'the map');
  await motionDone(el);
  return { el, map };
}

/** Where the map looks, in GCJ-02, and its zoom. */
function viewOf(map: HTMLElement) {
  const [lng, lat] = map.dataset.center!.split(',').map(Number);
  return { center: wgs84ToGcj02([lng!, lat!]), zoom: Number(map.dataset.zoom) };
}

const near = (a: readonly number[], b: readonly number[], tolerance = 1e-5) => a.every((v, i) => Math.abs(v - b[i]!) < tolerance);
/** Leaflet keeps its centre on whole pixels: within a pixel at zoom 13 (360° / 2^21 px). */
const PIXEL = 360 / 2 ** 21;
const looksAt = (map: HTMLElement, point: readonly number[]) => near(viewOf(map).center, point, PIXEL);

async function typeKeyword(el: Element, text: string) {
  field(el, 'keyword').focus();
  await sendKeys({ type: text });
}

describe('<bo-map-address-picker> (spec 2 Map address picker)', () => {
  const heard = pickerHooks('bo-confirm', 'bo-cancel', 'bo-error');

  it('opens at the default centre 104.03164, 30.68243, zoom 13, without a point; the map works with no tiles (a grid)', async () => {
    const { el, map } = await openMap();
    expect(textOf(el)).to.contain('选择地址');
    expect(coords(el)).to.deep.equal(['', '']);
    const view = viewOf(map);
    expect(looksAt(map, [104.03164, 30.68243])).to.equal(true);
    expect(view.zoom).to.equal(13);
    expect(map.hasAttribute('data-grid')).to.equal(true);
    expect(map.querySelector('img.leaflet-tile')).to.equal(null);
    // and says so, with what still works (issue 41: an empty grid asked the user to aim at nothing)
    expect($(el, '[data-map-note="none"]')!.textContent).to.equal('未配置地图底图。可在网格上点选位置，或输入经纬度后定位。');
    expect(map.querySelector('.leaflet-control-attribution')).to.equal(null);
    expect(map.querySelector('[data-map-marker]')).to.equal(null);
    // Leaflet's stylesheet is in the shadow root
    expect([...el.shadowRoot!.querySelectorAll('style')].some((s) => s.textContent!.includes('.leaflet-container'))).to.equal(true);
  });

  it('has Leaflet\'s stylesheet in its shadow root by the time the map says it is ready (no unstyled map)', async () => {
    const el = document.createElement('bo-map-address-picker');
    el.setAttribute('open', '');
    let styledWhenReady: boolean | undefined;
    const watch = new MutationObserver(() => {
      if (styledWhenReady !== undefined || !$(el, '[data-map-ready]')) return;
      styledWhenReady = [...el.shadowRoot!.querySelectorAll('style')].some((x) => x.textContent!.includes('.leaflet-container'));
    });
    document.body.append(el);
    watch.observe(el.shadowRoot!, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-map-ready'] });
    try {
      await waitFor(() => styledWhenReady !== undefined, 'the map ready');
      expect(styledWhenReady).to.equal(true);
    } finally {
      watch.disconnect();
      el.remove();
    }
  });

  it('opens at the point given (GCJ-02), marked', async () => {
    const { el, map } = await openMap({ lng: String(SQUARE.lng), lat: String(SQUARE.lat), address: SQUARE.address });
    expect(coords(el)).to.deep.equal([String(SQUARE.lng), String(SQUARE.lat)]);
    expect(field(el, 'address').value).to.equal(SQUARE.address);
    expect(looksAt(map, [SQUARE.lng, SQUARE.lat])).to.equal(true);
    await waitFor(() => map.querySelector('[data-map-marker]'), 'the marker');
  });

  it('asks POST /gn/public/get_address {address_info} once, 1 s after the last keystroke', async () => {
    const { el } = await openMap();
    const box = field(el, 'keyword');
    // two keystrokes under 1 s apart: on a busy machine a 300 ms wait may stretch past 1 s, then again
    let typed: number;
    let before = 0;
    const searches = () => mock.requestsTo(SEARCH).slice(before);
    for (let tries = 1; ; tries++) {
      fill(box, '');
      await settle(1100);
      before = mock.requestsTo(SEARCH).length;
      fill(box, '天');
      const first = performance.now();
      await settle(300);
      fill(box, '天府');
      typed = performance.now();
      if (typed - first < 900 || tries === 5) break;
    }
    await settle(500);
    // nothing yet, unless the machine let a whole second pass
    if (performance.now() - typed < 950) expect(searches()).to.have.length(0);
    await waitFor(() => searches().length === 1, 'the search');
    expect(performance.now() - typed).to.be.at.least(950);
    await settle(300);
    expect(searches().map((r) => r.body)).to.deep.equal([{ address_info: '天府' }]);
  });

  it('shows the places 10 to a page; a place sets the point and the map goes there at zoom 15', async () => {
    const { el, map } = await openMap();
    const found = store.map().places.filter((p) => p.address.includes('天府'));
    expect(found.length).to.be.above(10);
    await typeKeyword(el, '天府');
    await waitFor(() => $$(el, '[data-place]').length === 10, '10 places');
    expect($$(el, '[data-place]').map((b) => b.textContent)).to.deep.equal(found.slice(0, 10).map((p) => p.address));
    expect(textOf(el)).to.contain(`共 ${found.length} 条`);
    $$(el, '[part="pagination"] button, [data-bo-pagination] button').find((b) => b.textContent === '2')!.click();
    await waitFor(() => $$(el, '[data-place]').length === found.length - 10, 'page 2');
    $$(el, '[data-place]')[0]!.click();
    const place = found[10]!;
    await waitFor(() => field(el, 'address').value === place.address, 'the place chosen');
    expect(coords(el)).to.deep.equal([String(place.lng), String(place.lat)]);
    await waitFor(() => viewOf(map).zoom === 15, 'zoom 15');
    expect(looksAt(map, [place.lng, place.lat])).to.equal(true);
  });

  it('a failed search shows the server msg with 重试 and sends bo-error; 重试 asks the same keyword again; 未找到相关地点 when nothing is found', async () => {
    mock.fault(SEARCH, { code: 500, msg: '地址服务暂不可用', times: 1 });
    const { el } = await openMap();
    await typeKeyword(el, '天府');
    const retry = await waitFor(() => $$<HTMLButtonElement>(el, '[data-map-search] button').find((b) => b.textContent === '重试'), 'the failure');
    expect(textOf(el)).to.contain('地址服务暂不可用');
    expect(heard.last('bo-error')!.detail).to.deep.include({ source: 'http', msg: '地址服务暂不可用' });
    retry.click();
    await waitFor(() => $$(el, '[data-place]').length === 10, 'the places');
    expect(mock.requestsTo(SEARCH).map((r) => r.body)).to.deep.equal([{ address_info: '天府' }, { address_info: '天府' }]);
    fill(field(el, 'keyword'), '无此地点');
    const none = await waitFor(() => $(el, '[data-map-search] [data-empty]'), 'the empty answer');
    expect(none.textContent).to.equal('未找到相关地点');
    expect(mock.requestsTo(SEARCH).at(-1)!.body).to.deep.equal({ address_info: '无此地点' });
    expect($$(el, '[data-place]')).to.have.length(0);
  });

  it('定位 without both coordinates says 请输入GCJ02坐标; with them the marker and the map go there', async () => {
    const { el, map } = await openMap();
    field(el, 'lng').focus();
    await sendKeys({ type: '104.08069' });
    button(el, 'locate')!.click();
    await messageOf(el, '请输入GCJ02坐标');
    field(el, 'lat').focus();
    await sendKeys({ type: '30.65787' });
    button(el, 'locate')!.click();
    await waitFor(() => looksAt(map, [104.08069, 30.65787]), 'the map moved');
    await waitFor(() => map.querySelector('[data-map-marker]'), 'the marker');
  });

  it("a place found fills the point's province, city, district and business area (spec 2 §3); 确定 saves and gives them", async () => {
    const { el } = await openMap();
    const place = store.map().places.find((p) => p.address.includes('春熙路'))!;
    expect([place.province, place.city, place.area, place.business]).to.deep.equal(['四川省', '成都市', '锦江区', '春熙路商圈']);
    // no point yet: nothing to type into
    expect(['province', 'city', 'area', 'business'].map((f) => field(el, f).readOnly)).to.deep.equal([true, true, true, true]);
    await typeKeyword(el, '春熙路');
    (await waitFor(() => $$(el, '[data-place]').find((b) => b.textContent === place.address), 'the place')).click();
    await waitFor(() => field(el, 'province').value === '四川省', 'the province');
    expect(['city', 'area', 'business'].map((f) => field(el, f).value)).to.deep.equal(['成都市', '锦江区', '春熙路商圈']);
    button(el, 'confirm')!.click();
    await waitFor(() => heard.of('bo-confirm').length === 1, 'confirmed');
    const point = { province: '四川省', city: '成都市', area: '锦江区', business: '春熙路商圈', address: place.address, lat: place.lat, lng: place.lng };
    expect(mock.lastRequest(SAVE)!.body).to.deep.equal({ address: [point] });
    expect(heard.last('bo-confirm')!.detail).to.deep.equal({ record: point, records: [point] });
  });

  it('a point without them (a click on the map) lets the user type the province, city, district and business area', async () => {
    const { el, map } = await openMap();
    const box = map.getBoundingClientRect();
    map.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 }));
    await waitFor(() => field(el, 'lng').value !== '' && !field(el, 'province').readOnly, 'the point, the fields open');
    const typed = { province: '四川省', city: '成都市', area: '金牛区', business: '营门口商圈', address: '营门口路 1 号' };
    for (const [f, text] of Object.entries(typed)) fill(field(el, f), text);
    await waitFor(() => field(el, 'business').value === typed.business, 'typed');
    button(el, 'confirm')!.click();
    await waitFor(() => heard.of('bo-confirm').length === 1, 'confirmed');
    const { record } = heard.last('bo-confirm')!.detail as { record: Record<string, unknown> };
    expect(record).to.deep.include(typed);
    expect((mock.lastRequest(SAVE)!.body as { address: Record<string, unknown>[] }).address[0]).to.deep.include(typed);
  });

  describe('tiles (issue 41)', () => {
    afterEach(() => resetConfig());
    const tiles = (map: HTMLElement) => [...map.querySelectorAll<HTMLImageElement>('img.leaflet-tile')].map((i) => i.src);
    const attribution = (map: HTMLElement) => map.querySelector('.leaflet-control-attribution')?.textContent;

    it("the page's tiles (configure mapTiles) are drawn with their attribution; no note", async () => {
      configure({ mapTiles: DEMO_TILES, mapAttribution: DEMO_ATTRIBUTION });
      const { el, map } = await openMap();
      await waitFor(() => map.querySelector('img.leaflet-tile-loaded'), 'a tile shown');
      expect(tiles(map).every((src) => /\/demo-tiles\/13\/\d+\/\d+\.svg$/.test(src))).to.equal(true);
      expect(attribution(map)).to.equal(DEMO_ATTRIBUTION);
      expect(map.hasAttribute('data-grid')).to.equal(false);
      expect($(el, '[data-map-note]')).to.equal(null);
    });

    it("the element's tile-url wins over the page's; OpenStreetMap's servers get OSM's attribution; a given one is text", async () => {
      configure({ mapTiles: DEMO_TILES });
      const { map } = await openMap({ 'tile-url': 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png' });
      await waitFor(() => tiles(map).length > 0, 'tiles asked');
      expect(tiles(map).every((src) => /^https:\/\/[abc]\.tile\.openstreetmap\.org\//.test(src))).to.equal(true);
      expect(attribution(map)).to.equal('© OpenStreetMap contributors');
      unmountAll();
      const hostile = '<img src=x onerror="window.__tileXss=1">地图';
      const other = await openMap({ 'tile-url': DEMO_TILES, 'tile-attribution': hostile });
      await waitFor(() => attribution(other.map) === hostile, 'the attribution as text');
      expect(other.map.querySelector('.leaflet-control-attribution img')).to.equal(null);
      expect((window as { __tileXss?: number }).__tileXss).to.equal(undefined);
    });

    it("tiles that cannot be loaded: the grid, 地图底图加载失败 and bo-error once; 定位 still works", async () => {
      const { el, map } = await openMap({ 'tile-url': 'http://127.0.0.1:9/{z}/{x}/{y}.png' });
      const note = await waitFor(() => $(el, '[data-map-note="failed"]'), 'the note');
      expect(note.textContent).to.equal('地图底图加载失败。可在网格上点选位置，或输入经纬度后定位。');
      expect(map.hasAttribute('data-grid')).to.equal(true);
      await settle(300);
      const errors = heard.of('bo-error').map((e) => e.detail as { source: string; code: string; url: string });
      expect(errors).to.deep.equal([{ source: 'http', code: 'network', url: 'http://127.0.0.1:9/{z}/{x}/{y}.png', msg: '地图底图加载失败。' }]);
      fill(field(el, 'lng'), String(SQUARE.lng));
      fill(field(el, 'lat'), String(SQUARE.lat));
      button(el, 'locate')!.click();
      await waitFor(() => map.querySelector('[data-map-marker]'), 'the marker');
    });

    it('read-only without tiles: the note without the hint to click', async () => {
      const { el } = await openMap({ readonly: '', lng: String(SQUARE.lng), lat: String(SQUARE.lat) });
      expect($(el, '[data-map-note="none"]')!.textContent).to.equal('未配置地图底图。');
    });
  });

  it('a click on the map sets the point there, shown in GCJ-02', async () => {
    const { el, map } = await openMap();
    const box = map.getBoundingClientRect();
    const at = { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
    map.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...at }));
    await waitFor(() => field(el, 'lng').value !== '', 'the point');
    // the middle of the map is its centre: the default one (to a pixel or two)
    expect(near(coords(el).map(Number), [104.03164, 30.68243], 2 * PIXEL)).to.equal(true);
    await waitFor(() => map.querySelector('[data-map-marker]'), 'the marker');
  });

  it('read-only: the point given, no search, no 定位, no phone, no 确定, and a click changes nothing', async () => {
    const { el, map } = await openMap({ readonly: '', lng: String(SQUARE.lng), lat: String(SQUARE.lat), address: SQUARE.address });
    expect(textOf(el)).to.contain('查看地址');
    expect([$(el, '[data-field="keyword"]'), button(el, 'locate'), button(el, 'scan'), button(el, 'confirm')]).to.deep.equal([null, null, null, null]);
    expect(field(el, 'lng').readOnly).to.equal(true);
    expect(['province', 'city', 'area', 'business', 'address'].map((f) => field(el, f).readOnly)).to.deep.equal([true, true, true, true, true]);
    const box = map.getBoundingClientRect();
    map.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: box.left + 20, clientY: box.top + 20 }));
    await settle(100);
    expect(coords(el)).to.deep.equal([String(SQUARE.lng), String(SQUARE.lat)]);
    expect(button(el, 'cancel')!.textContent).to.equal('关闭');
  });

  it('确定 saves {address: [point]} then gives bo-confirm {record, records}; show() answers the point', async () => {
    const el = await mount('bo-map-address-picker', { lng: String(SQUARE.lng), lat: String(SQUARE.lat), address: SQUARE.address });
    const answer = el.show();
    await waitFor(() => $(el, '[data-map-ready]'), 'the map');
    button(el, 'confirm')!.click();
    const point = { province: '', city: '', area: '', business: '', address: SQUARE.address, lat: SQUARE.lat, lng: SQUARE.lng };
    expect(await answer).to.deep.equal(point);
    expect(mock.lastRequest(SAVE)!.body).to.deep.equal({ address: [point] });
    expect(heard.last('bo-confirm')!.detail).to.deep.equal({ record: point, records: [point] });
    expect(el.open).to.equal(false);
  });

  it('确定 without a point says 请选择地址 and saves nothing', async () => {
    const { el } = await openMap();
    button(el, 'confirm')!.click();
    await messageOf(el, '请选择地址');
    expect(mock.requestsTo(SAVE)).to.have.length(0);
  });

  it('a refused save keeps the drawer open with the server msg and bo-error; the button is usable again', async () => {
    mock.fault(SAVE, { code: 500, msg: '地址保存失败', times: 1 });
    const { el } = await openMap({ lng: String(SQUARE.lng), lat: String(SQUARE.lat) });
    button(el, 'confirm')!.click();
    await messageOf(el, '地址保存失败');
    expect((heard.last('bo-error')!.detail as { msg: string }).msg).to.equal('地址保存失败');
    expect(heard.of('bo-confirm')).to.have.length(0);
    expect(el.open).to.equal(true);
    await waitFor(() => !button(el, 'confirm')!.disabled, 'confirm enabled');
  });

  it('扫码定位: code/gen for /h5/#/scan (mapAddress, scan_id, time, staff_id); code/state every 2 s; the phone fills the point', async () => {
    store.filesScan().autoAfter = 0;
    const { el } = await openMap();
    button(el, 'scan')!.click();
    await waitFor(() => $(el, '[data-qr-image]'), 'the QR code');
    const body = mock.lastRequest(GEN)!.body as { client_id: string; content: string; img_size: number };
    expect(body.img_size).to.equal(200);
    const url = new URL(body.content);
    expect(url.hash.split('?')[0]).to.equal('#/scan');
    const query = new URLSearchParams(url.hash.split('?')[1]);
    expect(query.get('scan_mode')).to.equal('mapAddress');
    expect(query.get('scan_id')).to.equal(body.client_id);
    expect(Number(query.get('time'))).to.be.closeTo(Date.now(), 60_000);
    expect(query.get('staff_id')).to.match(/^\d+$/);
    const shown = performance.now();
    await waitFor(() => mock.requestsTo(STATE).length === 1, 'the first state', 4000);
    expect(performance.now() - shown).to.be.at.least(1900);
    await fetch('/api/files/code/demo_point', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ client_id: body.client_id }) });
    await waitFor(() => field(el, 'lat').value === String(PHONE_POINT.latitude), 'the phone point', 4000);
    expect(field(el, 'lng').value).to.equal(String(PHONE_POINT.longitude));
    expect(field(el, 'address').value).to.contain(PHONE_POINT.address);
  });

  it('the state is no longer asked once the drawer is closed', async () => {
    store.filesScan().autoAfter = 0;
    const { el } = await openMap();
    button(el, 'scan')!.click();
    await waitFor(() => $(el, '[data-qr-image]'), 'the QR code');
    await waitFor(() => mock.requestsTo(STATE).length === 1, 'the first state', 4000);
    button(el, 'cancel')!.click();
    await waitFor(() => heard.of('bo-cancel').length === 1, 'cancelled');
    const asked = mock.requestsTo(STATE).length;
    await settle(2500);
    expect(mock.requestsTo(STATE).length).to.equal(asked);
  });

  it('in a <form>: submitted under its name as "lng,lat" (GCJ-02); required without a point refuses', async () => {
    const form = document.createElement('form');
    document.body.append(form);
    try {
      const el = document.createElement('bo-map-address-picker');
      el.setAttribute('name', 'place');
      el.setAttribute('required', '');
      form.append(el);
      await waitFor(() => el.shadowRoot?.childElementCount, 'rendered');
      expect(form.checkValidity()).to.equal(false);
      el.setAttribute('lng', String(SQUARE.lng));
      el.setAttribute('lat', String(SQUARE.lat));
      await waitFor(() => new FormData(form).get('place') === `${SQUARE.lng},${SQUARE.lat}`, 'the value');
      expect(form.checkValidity()).to.equal(true);
    } finally {
      form.remove();
    }
  });
});
