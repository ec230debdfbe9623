/**
 * The map point and the calls of the map address picker (spec 2 §3 Map point / Map search option, §7
 * Address / map / region): the keyword search, the saving of the chosen point, and the phone-scan code of
 * the static file host. POST /car_service/lat_lon is not called: the conversions are local, pure
 * functions (coords.logic.ts; docs/decisions/pickers.md "bo-map-address-picker").
 */
import { bodyParam, endpoint } from '../../kit/data/endpoint';
import { codeGenOf, codeStateOf, stateValue } from '../../kit/scan/api';

/** A map point (spec 2 §3): coordinates in GCJ-02. */
export interface MapPoint {
  province: string;
  city: string;
  area: string;
  business: string;
  address: string;
  lat: number;
  lng: number;
}

/** The point's fields above its address (spec 2 §3), typed by the user or taken from a place found. */
export const REGION_FIELDS = ['province', 'city', 'area', 'business'] as const;
export type RegionField = (typeof REGION_FIELDS)[number];

/** A place of the keyword search: coordinates in GCJ-02; the province, city, district and business area
 * when the backend's search answers them (spec 2 §3 names none for a search option). */
export interface FoundPlace extends Partial<Record<RegionField, unknown>> {
  address: string;
  lng: number;
  lat: number;
}

/** POST /gn/public/get_address {address_info}: data is the list of places found. */
export const findAddress = endpoint<object, { address_info: string }>({
  method: 'POST',
  url: '/gn/public/get_address',
  effect: 'read',
  params: [{ ...bodyParam('address_info', 'string', 'the keyword typed in the search box (sent 1 s after the last keystroke)'), example: '成都' }],
  reads: [
    { path: 'data', type: 'array', need: 'fail', description: 'the places found (shown 10 to a page)' },
    { path: 'data[].address', type: 'string', need: 'fail', description: 'the place as shown' },
    { path: 'data[].lng', type: 'number', need: 'fail', description: 'its longitude (GCJ-02)' },
    { path: 'data[].lat', type: 'number', need: 'fail', description: 'its latitude (GCJ-02)' },
    ...REGION_FIELDS.map((f) => ({ path: `data[].${f}`, type: 'string', description: `the place's ${f === 'area' ? 'district' : f === 'business' ? 'business area' : f}, when the search knows it: fills the point's ${f} (else the user types it)` })),
  ],
});

/** POST /gn/public/save_address {address: [point]}: the confirmed point is kept. */
export const saveAddress = endpoint<object, { address: MapPoint[] }>({
  method: 'POST',
  url: '/gn/public/save_address',
  params: [bodyParam('address', '{ province, city, area, business, address, lat, lng }[]', 'the confirmed point (one), coordinates in GCJ-02')],
});

/** The QR code's size of the phone contribution. */
export const MAP_QR_SIZE = 200;

/** The phone page of the map scan (spec 2 §2). */
export const SCAN_PATH = '/h5/#/scan';

export const mapCodeGen = codeGenOf(MAP_QR_SIZE, 'the phone page /h5/#/scan with scan_mode=mapAddress, scan_id (the client_id), time and staff_id');
export const mapCodeState = codeStateOf('the point the phone chose: JSON {address, name, latitude, longitude} (GCJ-02), or its text');

/** The phone page's address: /h5/#/scan?scan_mode=mapAddress&scan_id=&time=&staff_id= (absolute: the phone is another device). */
export function mapScanContent(clientId: string, staffId: string | number | undefined, now = Date.now()): string {
  const query = new URLSearchParams({ scan_mode: 'mapAddress', scan_id: clientId, time: String(now), staff_id: String(staffId ?? '') });
  return `${new URL('/', document.baseURI).origin}${SCAN_PATH}?${query}`;
}

const num = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() ? Number(v) : NaN);

/** The phone's point in a code/state answer, or null while it is still 'uploading' (any answer without one). */
export function scannedPoint(data: unknown): Pick<MapPoint, 'address' | 'lat' | 'lng'> | null {
  const value = stateValue(data);
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const lat = num(v.latitude);
  const lng = num(v.longitude);
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  const address = [v.address, v.name].filter((s) => typeof s === 'string' && s).join(' ');
  return { address, lat, lng };
}
