// Items area (spec 2 §7 Goods / items / categories): POST /scm/public/get_bom, the stock rows of the item
// picker, filtered by their text fields and by the goods category, group and small category.
import type { HttpHandler } from 'msw';
import { asObject, filterRows, inSubtrees, oneOfMatch, paged, pick, route, textMatch, type Input } from '../kit';
import { store } from '../store';
import type { ItemStock } from '../types';

const TEXT_FIELDS = [
  'goods_code', 'goods_small_code', 'goods_name', 'description', 'belong_company_name', 'belong_company_code', 'unit_name',
  'location_code', 'storage_batch_no', 'supply_company_serial_number', 'supply_company_name', 'project_name',
  'goods_batch_no', 'goods_sn',
] as const;

/** The search in `filters` (spec 2 §7 "filters, page, page_size, category ids"), the trees' ids beside it. */
function itemList(input: Input): ItemStock[] {
  const search = asObject(input.filters);
  const { goods, categories, groups } = store.goods();
  const byId = new Map(goods.map((g) => [g.id, g]));
  const inType = inSubtrees(categories, input.goods_type_id);
  const inGroup = inSubtrees(groups, input.goods_group_id);
  return filterRows(store.items().items, {
    contains: pick(search, TEXT_FIELDS),
    where: [
      (r) => textMatch(search.storage_name, r.storage.name, r.storage.serial_number),
      (r) => {
        const g = byId.get(r.goods_id);
        return (
          g !== undefined &&
          inType(g.goods_type.id) &&
          inGroup(g.goods_group.map((x) => x.id)) &&
          oneOfMatch(input.goods_little_category_ids, g.goods_little_category.id)
        );
      },
    ],
  });
}

export const itemsHandlers: HttpHandler[] = [
  route('POST', '/scm/public/get_bom', ({ input }) => paged(input, itemList(input), 'data')),
];
