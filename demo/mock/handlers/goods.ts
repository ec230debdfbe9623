// Goods area (spec 2 §7 Goods / items / categories): goods list, small-number goods, category and group
// trees, small categories.
import type { HttpHandler } from 'msw';
import { allOf, auditFilters, filterRows, inSubtrees, oneOfMatch, paged, pick, route, type Input } from '../kit';
import { store } from '../store';
import { categoryTree } from '../tree';
import type { Goods, SmallGoods } from '../types';

function goodsList(input: Input): Goods[] {
  const { goods, categories, groups } = store.goods();
  const inType = inSubtrees(categories, input.goods_type_id);
  const inGroup = inSubtrees(groups, input.goods_group_id);
  return filterRows(
    goods,
    allOf<Goods>(auditFilters(input), {
      contains: pick(input, ['name', 'serial_number', 'describe', 'brand_name', 'goods_unit'] as const),
      oneOf: pick(input, ['status', 'goods_class'] as const),
      where: [
        (g) => inType(g.goods_type.id),
        (g) => inGroup(g.goods_group.map((x) => x.id)),
        (g) => oneOfMatch(input.goods_little_category_ids, g.goods_little_category.id),
      ],
    }),
  );
}

/** Small-number goods: the goods search fields apply to the nested goods (brand_name to the row itself);
 * company_id (the _public variant) is accepted and ignored, the mock has one company's goods. */
function smallGoodsList(input: Input): SmallGoods[] {
  const matching = new Set(goodsList({ ...input, brand_name: undefined }).map((g) => g.id));
  return filterRows(store.goods().smallGoods, {
    contains: pick(input, ['sort_num', 'brand_name', 'image_num', 'drawing_version', 'ebom_version'] as const),
    oneOf: pick(input, ['goods_ison', 'goods_small_status'] as const),
    where: [(s) => matching.has(s.goods.id)],
  });
}

const littleList = (input: Input) =>
  paged(input, filterRows(store.goods().littleCategories, { contains: pick(input, ['name', 'serial_number'] as const) }), 'list');

export const goodsHandlers: HttpHandler[] = [
  route('POST', '/goods/list/v2', ({ input }) => paged(input, goodsList(input), 'list')),
  ...['/goods/small/all', '/goods/small/all_public'].map((path) =>
    route('POST', path, ({ input }) => paged(input, smallGoodsList(input), 'list')),
  ),
  route('GET', '/setting/public/category/list', () => categoryTree(store.goods().categories)),
  route('GET', '/setting/public/group/list', () => categoryTree(store.goods().groups)),
  route('POST', '/goods/little/list', ({ input }) => littleList(input)),
  route('POST', '/goods/little/list_public', ({ input }) => littleList(input)),
];
