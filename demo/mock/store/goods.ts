// Goods area: a 3-level category tree (30 nodes), a 2-level group tree (10 nodes), 15 small
// categories, 600 goods and ~840 small-number goods (1 to 3 per goods).
import { GOODS_WORDS, Rng, audit, hashSeed, serial } from '../random';
import { ancestry } from '../tree';
import type { CategoryRecord, Goods, GoodsClass, GoodsData, LittleCategory, SmallGoods } from '../types';

export const GOODS_COUNT = 600;

function record(
  rng: Rng,
  people: readonly string[],
  list: CategoryRecord[],
  name: string,
  pid: number,
  prefix: string,
): CategoryRecord {
  const id = list.length + 1;
  const r: CategoryRecord = {
    id,
    name,
    serial_number: serial(prefix, id, 3),
    pid,
    remark: rng.bool(0.4) ? `${name}相关` : '',
    path_level: '',
    ...audit(rng, people),
  };
  list.push(r);
  return r;
}

function fillPaths(list: CategoryRecord[]): void {
  for (const r of list) r.path_level = ancestry(list, r.id).map((a) => a.id).join(',');
}

function categories(rng: Rng, people: readonly string[]): CategoryRecord[] {
  const list: CategoryRecord[] = [];
  GOODS_WORDS.level1.forEach((n1, i) => {
    const c1 = record(rng, people, list, n1, 0, 'FL');
    GOODS_WORDS.level2[i]?.forEach((n2, j) => {
      const c2 = record(rng, people, list, n2, c1.id, 'FL');
      for (const n3 of GOODS_WORDS.level3[i]?.[j] ?? []) record(rng, people, list, n3, c2.id, 'FL');
    });
  });
  fillPaths(list);
  return list;
}

function groups(rng: Rng, people: readonly string[]): CategoryRecord[] {
  const list: CategoryRecord[] = [];
  for (const name of GOODS_WORDS.groups) {
    const g = record(rng, people, list, name, 0, 'FZ');
    if (list.length < 10) record(rng, people, list, `${name}-${rng.pick(['A类', 'B类', '重点'])}`, g.id, 'FZ');
  }
  fillPaths(list);
  return list;
}

function littleCategories(): LittleCategory[] {
  return GOODS_WORDS.littleCategories.map((name, i) => ({ id: i + 1, name, serial_number: serial('XL', i + 1, 3) }));
}

function goodsList(
  rng: Rng,
  people: readonly string[],
  cats: readonly CategoryRecord[],
  grps: readonly CategoryRecord[],
  littles: readonly LittleCategory[],
): Goods[] {
  const leaves = cats.filter((c) => !cats.some((o) => o.pid === c.id));
  return Array.from({ length: GOODS_COUNT }, (_, i) => {
    const id = i + 1;
    const goods_class: GoodsClass = rng.bool(0.88) ? 1 : 2;
    const type = rng.pick(leaves);
    const path = ancestry(cats, type.id);
    const root = Math.max(0, GOODS_WORDS.level1.findIndex((n) => n === path[0]?.name));
    const brand = rng.brand();
    const name =
      goods_class === 1
        ? `${rng.pick(GOODS_WORDS.adjectives)}${type.name} ${rng.pick(GOODS_WORDS.specs[root] ?? [''])}`
        : rng.pick(GOODS_WORDS.services);
    const little = rng.pick(littles);
    return {
      id,
      name,
      serial_number: serial('WP', id, 5),
      describe: rng.bool(0.8) ? `${brand}品牌${name}，适用于日常${rng.pick(['办公', '生产', '运维', '仓储'])}` : '',
      goods_class,
      price_unit: { name: rng.pick(GOODS_WORDS.priceUnits) },
      price_count: rng.int(100, 999999) / 100,
      goods_type: { id: type.id, name: type.name, path_name: path.map((c) => c.name) },
      goods_group: rng.some(grps, 0, 2).map((g) => ({ id: g.id, name: g.name })),
      goods_little_category: { id: little.id, name: little.name },
      brand_name: brand,
      goods_unit: goods_class === 1 ? rng.pick(GOODS_WORDS.units[root] ?? ['个']) : '次',
      status: rng.weighted([[2, 0.85], [1, 0.1], [3, 0.05]]),
      ...audit(rng, people),
    };
  });
}

/** 1 to 3 variants per goods, with their own generator so the goods stay as they were. */
function smallGoodsList(rng: Rng, goods: readonly Goods[]): SmallGoods[] {
  const rows: SmallGoods[] = [];
  for (const g of goods) {
    const count = rng.weighted([[1, 0.7], [2, 0.2], [3, 0.1]]);
    for (let k = 1; k <= count; k++) {
      const stock = g.goods_class === 1 ? rng.int(0, 5000) : 0;
      rows.push({
        id: rows.length + 1,
        goods: g,
        sort_num: `${g.serial_number}-${String(k).padStart(2, '0')}`,
        brand_name: rng.bool(0.8) ? g.brand_name : rng.brand(),
        image_num: `TH-${rng.digits(6)}`,
        drawing_version: `${rng.pick(['A', 'B', 'C', 'D'])}${rng.int(0, 3)}`,
        ebom_version: `EBOM-V${rng.int(1, 3)}.${rng.int(0, 9)}`,
        goods_count: {
          stock,
          virtual_stock: stock + rng.int(0, 300),
          ready_for_delivery: rng.int(0, Math.min(stock, 200)),
          scheduled_receipt: rng.int(0, 500),
          scheduled_out: rng.int(0, 300),
        },
        goods_ison: rng.bool(0.88) ? 1 : 0,
        goods_small_status: rng.bool(0.9) ? 1 : 0,
      });
    }
  }
  return rows;
}

export function generateGoods(seed: number): GoodsData {
  const rng = new Rng(seed);
  const people = Array.from({ length: 30 }, () => rng.personName());
  const cats = categories(rng, people);
  const grps = groups(rng, people);
  const littles = littleCategories();
  const goods = goodsList(rng, people, cats, grps, littles);
  return {
    categories: cats,
    groups: grps,
    littleCategories: littles,
    goods,
    smallGoods: smallGoodsList(new Rng(hashSeed(seed, 'small')), goods),
  };
}
