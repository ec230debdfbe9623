// The seeded in-memory store. Each area is generated on first access and kept until resetStore(),
// so mutations made by a test do not leak into the next one, and a test that needs only the login
// info never builds the 600 goods.
import { hashSeed } from '../random';
import type { GoodsData, OrgData, PartnersData } from '../types';
import { generateGoods } from './goods';
import { generateOrg } from './org';
import { generatePartners } from './partners';

export const DEFAULT_SEED = 20240601;

interface Areas {
  org: OrgData;
  goods: GoodsData;
  partners: PartnersData;
}
export type AreaName = keyof Areas;

const generators: { [K in AreaName]: (seed: number) => Areas[K] } = {
  org: generateOrg,
  goods: generateGoods,
  partners: generatePartners,
};

let seed = DEFAULT_SEED;
let cache: Partial<Areas> = {};

function area<K extends AreaName>(name: K): Areas[K] {
  const hit = cache[name];
  if (hit) return hit;
  // each area has its own seed, so its data does not depend on which areas were built before it
  const built = generators[name](hashSeed(seed, name));
  cache[name] = built;
  return built;
}

/** Accessors to the generated data (the live arrays: handlers that mutate them mutate the store). */
export const store = {
  org: (): OrgData => area('org'),
  goods: (): GoodsData => area('goods'),
  partners: (): PartnersData => area('partners'),
  /** Names of the areas generated so far. */
  generated: (): AreaName[] => (Object.keys(cache) as AreaName[]).filter((k) => cache[k] !== undefined),
  seed: (): number => seed,
};

/** Drops all generated data; the next access regenerates it (from `newSeed` if given). */
export function resetStore(newSeed?: number): void {
  if (newSeed !== undefined) seed = newSeed;
  cache = {};
}
