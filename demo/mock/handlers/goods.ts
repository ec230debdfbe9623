// Goods area (spec 2 §7 Goods / items / categories): goods list, category and group trees, small categories.
import type { HttpHandler } from 'msw';
import { allOf, auditFilters, filterRows, inSubtrees, oneOfMatch, paged, pick, route, type Input } from '../kit';
import { store } from '../store';
import { categoryTree } from '../tree';
import type { Goods } from '../types';

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

export const goodsHandlers: HttpHandler[] = [
  route('POST', '/goods/list/v2', ({ input }) => paged(input, goodsList(input), 'list')),
  route('GET', '/setting/public/category/list', () => categoryTree(store.goods().categories)),
  route('GET', '/setting/public/group/list', () => categoryTree(store.goods().groups)),
  route('POST', '/goods/little/list', ({ input }) =>
    paged(input, filterRows(store.goods().littleCategories, { contains: pick(input, ['name', 'serial_number'] as const) }), 'list'),
  ),
];
