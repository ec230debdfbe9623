// Items area (spec 2 Item picker): 8 storages and 500 stock rows of physical small-number goods, held by
// the org's companies, supplied by the partners' suppliers. Derived from the goods, org and partners
// areas; its own random choices come from its own seed.
import { Rng, formatDateTime, parseDateTime, serial } from '../random';
import type { GoodsData, ItemStock, ItemsData, OrgData, PartnersData, Storage } from '../types';
import { PROJECT_NAMES } from './equipment';

export const ITEM_COUNT = 500;

const STORAGE_NAMES = [
  '成都一号仓库', '成都二号仓库', '北京中心仓', '上海浦东仓', '深圳南山仓', '武汉中转仓', '杭州备件仓', '成都危化品仓',
] as const;

const dayOf = (dateTime: string, plusDays: number) => formatDateTime(parseDateTime(dateTime) + plusDays * 86400).slice(0, 10);

export function generateItems(seed: number, goodsData: GoodsData, org: OrgData, partners: PartnersData): ItemsData {
  const rng = new Rng(seed);
  const storages: Storage[] = STORAGE_NAMES.map((name, i) => ({ serial_number: serial('CK', i + 1, 3), name }));
  const variants = goodsData.smallGoods.filter((s) => s.goods.goods_class === 1);
  const companies = org.departments.filter((d) => d.is_company);
  const suppliers = partners.suppliers;
  const items: ItemStock[] = Array.from({ length: ITEM_COUNT }, (_, i) => {
    const id = i + 1;
    const variant = rng.pick(variants);
    const g = variant.goods;
    const company = rng.pick(companies);
    const supplier = rng.pick(suppliers);
    const inbound = rng.date();
    const stamp = inbound.slice(0, 10).replace(/-/g, '');
    return {
      id,
      goods_id: g.id,
      goods_code: g.serial_number,
      goods_small_code: variant.sort_num,
      goods_name: g.name,
      description: g.describe,
      belong_company_name: company.name,
      belong_company_code: company.serial_number,
      stock: rng.int(1, 2000),
      unit_name: g.goods_unit,
      storage: { ...rng.pick(storages) },
      location_code: `${rng.pick(['A', 'B', 'C', 'D'])}-${String(rng.int(1, 20)).padStart(2, '0')}-${String(rng.int(1, 8)).padStart(2, '0')}`,
      storage_batch_no: `RK${stamp}${rng.digits(4)}`,
      age: rng.int(1, 720),
      supply_company_serial_number: supplier.serial_number,
      supply_company_name: supplier.supplier_name,
      project_name: rng.bool(0.6) ? rng.pick(PROJECT_NAMES) : '',
      goods_batch_no: `PC${stamp}${rng.digits(3)}`,
      goods_sn: rng.bool(0.4) ? `SN${rng.digits(10)}` : '',
      goods_expire: rng.bool(0.5) ? dayOf(inbound, rng.int(180, 1080)) : '',
      public_goods: {
        goods_type_name: g.goods_type.name,
        goods_group_list: g.goods_group.map((x) => ({ goods_group_id: x.id, goods_group_name: x.name })),
        goods_little_category_name: g.goods_little_category.name,
      },
    };
  });
  return { storages, items };
}
