/**
 * The pure rules of the region picker (spec 2 §3 Region, §4 Region picker, §7 GET /city/list/all): the
 * answer is a map from a parent code to its children (code → name), from the root 100000; a region is the
 * path chosen through 省份 → 城市 → 区县. A place with nothing under it (a city without districts, a
 * province without cities) completes the choice where it is.
 */

/** GET /city/list/all's `data`: parent code → (child code → name). */
export type RegionMap = Record<string, Record<string, string> | undefined>;

/** The root code of GB/T 2260 under which the provinces are listed. */
export const ROOT_CODE = '100000';

/** The levels of a region, as its tabs. */
export const LEVELS = ['province', 'city', 'area'] as const;
export type Level = 0 | 1 | 2;

export interface Place {
  code: string;
  name: string;
}

/** A chosen region (spec 2 §3): names and codes, '' below where the choice completed; `id` is its codes
 * joined with commas (what a form submits and `selected-ids` takes). */
export interface Region {
  id: string;
  province: string;
  province_code: string;
  city: string;
  city_code: string;
  area: string;
  area_code: string;
}

/** The places under a code, in the order of the answer (codes ascending). */
export function placesUnder(map: RegionMap, code: string): Place[] {
  const children = map[code];
  if (!children || typeof children !== 'object') return [];
  return Object.entries(children)
    .filter(([, name]) => typeof name === 'string')
    .map(([c, name]) => ({ code: c, name }));
}

/** The region of a chosen path (province, city, district; shorter when it completed higher up). */
export function regionOf(path: readonly Place[]): Region {
  const [p, c, a] = path;
  return {
    id: path.map((x) => x.code).join(','),
    province: p?.name ?? '',
    province_code: p?.code ?? '',
    city: c?.name ?? '',
    city_code: c?.code ?? '',
    area: a?.name ?? '',
    area_code: a?.code ?? '',
  };
}

/** Every region the map lets the user complete: each district, each city without districts, each
 * province without cities (the picker's records). */
export function regionsOf(map: RegionMap | null | undefined): Region[] {
  if (!map || typeof map !== 'object') return [];
  const out: Region[] = [];
  const walk = (path: Place[]) => {
    const under = path.length < LEVELS.length ? placesUnder(map, path.length ? path[path.length - 1]!.code : ROOT_CODE) : [];
    if (!under.length) {
      if (path.length) out.push(regionOf(path));
      return;
    }
    for (const place of under) walk([...path, place]);
  };
  walk([]);
  return out;
}

/** The path of a region (the places it names, from the province down). */
export function pathOf(region: Region): Place[] {
  return LEVELS.map((l) => ({ code: region[`${l}_code`], name: region[l] })).filter((x) => x.code !== '');
}

/** The places of a level under the chosen path, read from the regions (in their order, each once). */
export function placesAt(regions: readonly Region[], path: readonly Place[], level: Level): Place[] {
  const seen = new Map<string, string>();
  for (const r of regions) {
    const p = pathOf(r);
    if (path.slice(0, level).some((x, i) => p[i]?.code !== x.code)) continue;
    const place = p[level];
    if (place && !seen.has(place.code)) seen.set(place.code, place.name);
  }
  return [...seen].map(([code, name]) => ({ code, name }));
}

/** The outcome of choosing a place at a level: the next tab, or the region it completes. */
export function choose(regions: readonly Region[], path: readonly Place[], level: Level, place: Place): { path: Place[]; next?: Level; region?: Region } {
  const chosen = [...path.slice(0, level), place];
  const deeper = level < 2 && placesAt(regions, chosen, (level + 1) as Level).length > 0;
  if (deeper) return { path: chosen, next: (level + 1) as Level };
  return { path: chosen, region: regions.find((r) => r.id === regionOf(chosen).id) ?? regionOf(chosen) };
}
