// Map address picker (spec 2 §7 Address / map / region): the keyword search (places whose address holds
// the keyword), the saving of a confirmed point (all its fields needed), and the coordinate conversion
// of /car_service/lat_lon (the spec lists it; the element converts locally). The scan flow's code/gen
// and code/state are the static host's (handlers/files-scan.ts): a session whose content is the
// mapAddress page answers PHONE_POINT.
import { MockError, route } from '../kit';
import { store } from '../store';
import {
  bd09ToGcj02, gcj02ToBd09, gcj02ToWgs84, wgs84ToGcj02, type LngLat,
} from '../../../src/pickers/map-address/coords.logic';

const POINT_FIELDS = ['province', 'city', 'area', 'business', 'address', 'lat', 'lng'];

const CONVERT: Record<string, (p: LngLat) => LngLat> = {
  'wgs84>gcj02': wgs84ToGcj02,
  'gcj02>wgs84': gcj02ToWgs84,
  'gcj02>bd09': gcj02ToBd09,
  'bd09>gcj02': bd09ToGcj02,
};

export const mapHandlers = [
  route('POST', '/gn/public/get_address', ({ input }) => {
    const keyword = String(input.address_info ?? '').trim();
    if (!keyword) throw new MockError(422, '请输入地址关键字');
    return store.map().places.filter((p) => p.address.includes(keyword));
  }),
  route('POST', '/gn/public/save_address', ({ input }) => {
    const points = input.address;
    if (!Array.isArray(points) || points.length === 0) throw new MockError(422, '缺少地址');
    for (const p of points as Record<string, unknown>[]) {
      const missing = POINT_FIELDS.filter((k) => !(k in p));
      if (missing.length) throw new MockError(422, `地址缺少 ${missing.join(', ')}`);
      if (typeof p.lat !== 'number' || typeof p.lng !== 'number') throw new MockError(422, '经纬度必须是数字');
    }
    store.map().saved.push(...(points as Record<string, unknown>[]));
    return null;
  }),
  route('POST', '/car_service/lat_lon', ({ input }) => {
    const cool = input.cool as { lat?: unknown; lon?: unknown } | undefined;
    const convert = CONVERT[`${String(input.from).toLowerCase()}>${String(input.to).toLowerCase()}`];
    if (!cool || !convert) throw new MockError(422, '参数错误');
    const [lon, lat] = convert([Number(cool.lon), Number(cool.lat)]);
    return { lat, lon };
  }),
];
