/**
 * The coordinate systems of the map picker (spec 2 §2, §4 "Coordinate conversions"; DECISIONS "Pickers"
 * Map picker): WGS-84 (GPS, what the map draws), GCJ-02 (the Chinese "mars" system, what the user sees
 * and the backend stores) and BD-09 (Baidu's). The GCJ-02 offset is the published Krasovsky-ellipsoid
 * formula; outside China's box the offset is none. GCJ-02 → WGS-84 has no closed form: it is solved by
 * iterating the forward offset until it lands within 1e-7° of the point. Points are [lng, lat].
 */
export type LngLat = readonly [lng: number, lat: number];

const A = 6378245;
const EE = 0.006693421622965823;
const X_PI = (Math.PI * 3000) / 180;
const { sin, cos, sqrt, abs, atan2, PI } = Math;

/** Whether a point is in the rough box of China, where the GCJ-02 offset applies. */
export const inChina = ([lng, lat]: LngLat) => lng >= 72.004 && lng <= 137.8347 && lat >= 0.8293 && lat <= 55.8271;

function offsetLat(x: number, y: number): number {
  let r = -100 + 2 * x + 3 * y + 0.2 * y * y + 0.1 * x * y + 0.2 * sqrt(abs(x));
  r += ((20 * sin(6 * x * PI) + 20 * sin(2 * x * PI)) * 2) / 3;
  r += ((20 * sin(y * PI) + 40 * sin((y / 3) * PI)) * 2) / 3;
  r += ((160 * sin((y / 12) * PI) + 320 * sin((y * PI) / 30)) * 2) / 3;
  return r;
}

function offsetLng(x: number, y: number): number {
  let r = 300 + x + 2 * y + 0.1 * x * x + 0.1 * x * y + 0.1 * sqrt(abs(x));
  r += ((20 * sin(6 * x * PI) + 20 * sin(2 * x * PI)) * 2) / 3;
  r += ((20 * sin(x * PI) + 40 * sin((x / 3) * PI)) * 2) / 3;
  r += ((150 * sin((x / 12) * PI) + 300 * sin((x / 30) * PI)) * 2) / 3;
  return r;
}

export function wgs84ToGcj02(p: LngLat): LngLat {
  if (!inChina(p)) return [p[0], p[1]];
  const [lng, lat] = p;
  const rad = (lat / 180) * PI;
  const magic = 1 - EE * sin(rad) ** 2;
  const root = sqrt(magic);
  const dLng = (offsetLng(lng - 105, lat - 35) * 180) / ((A / root) * cos(rad) * PI);
  const dLat = (offsetLat(lng - 105, lat - 35) * 180) / (((A * (1 - EE)) / (magic * root)) * PI);
  return [lng + dLng, lat + dLat];
}

export function gcj02ToWgs84(p: LngLat): LngLat {
  if (!inChina(p)) return [p[0], p[1]];
  let [lng, lat] = p;
  for (let i = 0; i < 30; i++) {
    const [gLng, gLat] = wgs84ToGcj02([lng, lat]);
    const dLng = gLng - p[0];
    const dLat = gLat - p[1];
    if (abs(dLng) < 1e-7 && abs(dLat) < 1e-7) break;
    lng -= dLng;
    lat -= dLat;
  }
  return [lng, lat];
}

export function gcj02ToBd09([lng, lat]: LngLat): LngLat {
  const z = sqrt(lng * lng + lat * lat) + 0.00002 * sin(lat * X_PI);
  const theta = atan2(lat, lng) + 0.000003 * cos(lng * X_PI);
  return [z * cos(theta) + 0.0065, z * sin(theta) + 0.006];
}

export function bd09ToGcj02([lng, lat]: LngLat): LngLat {
  const x = lng - 0.0065;
  const y = lat - 0.006;
  const z = sqrt(x * x + y * y) - 0.00002 * sin(y * X_PI);
  const theta = atan2(y, x) - 0.000003 * cos(x * X_PI);
  return [z * cos(theta), z * sin(theta)];
}

export const wgs84ToBd09 = (p: LngLat) => gcj02ToBd09(wgs84ToGcj02(p));
export const bd09ToWgs84 = (p: LngLat) => gcj02ToWgs84(bd09ToGcj02(p));

/** A coordinate as the inputs show it: 6 decimals (about 0.1 m), trailing zeros dropped. */
export const coordText = (v: number) => String(Number(v.toFixed(6)));

/** A typed longitude / latitude pair, or null unless both are numbers in range. */
export function parseLngLat(lng: string, lat: string): LngLat | null {
  if (!lng.trim() || !lat.trim()) return null;
  const x = Number(lng);
  const y = Number(lat);
  if (!Number.isFinite(x) || !Number.isFinite(y) || abs(x) > 180 || abs(y) > 90) return null;
  return [x, y];
}
