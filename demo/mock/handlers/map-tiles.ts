// The demo's map tiles (issue 41): GET /demo-tiles/{z}/{x}/{y}.svg, 256 px web-mercator tiles drawn from
// the mock's places at their true positions (GCJ-02 → WGS-84, what the map draws in), each a dot and its
// name, over a light ground with a 0.01° graticule: a map with something to aim at, offline. The demo
// sets them for every map of the page (configure({ mapTiles })); an element's tile-url still wins.
import { http, HttpResponse } from 'msw';
import { store } from '../store';
import { gcj02ToWgs84 } from '../../../src/pickers/map-address/coords.logic';
import { asHtml } from '../../../src/pickers/map-address/tiles';

export const DEMO_TILES = '/demo-tiles/{z}/{x}/{y}.svg';
export const DEMO_ATTRIBUTION = '演示底图：模拟后端的地点（离线）';

const SIZE = 256;
/** a label may cross into the next tile: places this far outside are drawn too (clipped by the tile) */
const MARGIN = 120;

/** The tile pixel of a WGS-84 point in tile z/x/y. */
function pixel([lng, lat]: readonly [number, number], z: number, x: number, y: number): [number, number] {
  const n = 2 ** z;
  const rad = (lat * Math.PI) / 180;
  const px = (((lng + 180) / 360) * n - x) * SIZE;
  const py = (((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n - y) * SIZE;
  return [px, py];
}

/** The WGS-84 longitude and latitude of a tile pixel's corner (x, y in tiles, fractional). */
const lngOf = (tx: number, z: number) => (tx / 2 ** z) * 360 - 180;
const latOf = (ty: number, z: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * ty) / 2 ** z))) * 180) / Math.PI;

/** 天府广场 of 四川省成都市青羊区天府广场 */
const shortName = (p: { address: string; province: string; city: string; area: string }) => p.address.slice(p.province.length + p.city.length + p.area.length) || p.address;

export function tileSvg(z: number, x: number, y: number): string {
  const lines: string[] = [];
  if (z >= 11) {
    // the graticule every 0.01° (0.1° below zoom 13)
    const step = z >= 13 ? 0.01 : 0.1;
    const [west, east, north, south] = [lngOf(x, z), lngOf(x + 1, z), latOf(y, z), latOf(y + 1, z)];
    for (let lng = Math.ceil(west / step) * step; lng < east; lng += step) {
      const [px] = pixel([lng, north], z, x, y);
      lines.push(`<line x1="${px.toFixed(1)}" y1="0" x2="${px.toFixed(1)}" y2="${SIZE}"/>`);
    }
    for (let lat = Math.ceil(south / step) * step; lat < north; lat += step) {
      const [, py] = pixel([west, lat], z, x, y);
      lines.push(`<line x1="0" y1="${py.toFixed(1)}" x2="${SIZE}" y2="${py.toFixed(1)}"/>`);
    }
  }
  const places = store
    .map()
    .places.map((p) => ({ name: shortName(p), at: pixel(gcj02ToWgs84([p.lng, p.lat]), z, x, y) }))
    .filter(({ at: [px, py] }) => px > -MARGIN && px < SIZE + MARGIN && py > -MARGIN && py < SIZE + MARGIN);
  const dots = places.map(({ at: [px, py] }) => `<circle cx="${px.toFixed(1)}" cy="${py.toFixed(1)}" r="4"/>`);
  const names = z >= 12 ? places.map(({ name, at: [px, py] }) => `<text x="${(px + 7).toFixed(1)}" y="${(py + 4).toFixed(1)}">${asHtml(name)}</text>`) : [];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">`
    + `<rect width="${SIZE}" height="${SIZE}" fill="#f3f0e8"/>`
    + `<g stroke="#ddd6c8" stroke-width="1">${lines.join('')}</g>`
    + `<g fill="#c2410c" stroke="#fff" stroke-width="1.5">${dots.join('')}</g>`
    + `<g font-family="sans-serif" font-size="12" fill="#5b4636" stroke="#f3f0e8" stroke-width="3" paint-order="stroke">${names.join('')}</g>`
    + '</svg>';
}

export const mapTilesHandlers = [
  http.get('*/demo-tiles/:z/:x/:y', ({ params }) => {
    const [z, x, y] = [params.z, params.x, String(params.y).replace(/\.svg$/, '')].map(Number);
    if (![z, x, y].every(Number.isInteger)) return new HttpResponse(null, { status: 404 });
    return new HttpResponse(tileSvg(z!, x!, y!), { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=3600' } });
  }),
];
