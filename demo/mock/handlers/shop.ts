// Shop area (spec 2 §7 Goods / items / categories, Shop pickers): the shop, platform and app-shop category
// trees, the app-shop product SKUs (page/pageSize, status [2,3]) and the shop goods SKU list with its
// group and category filters and price ordering.
import type { HttpHandler } from 'msw';
import { allOf, asObject, auditFilters, filterRows, inSubtrees, isEmpty, num, oneOfMatch, paged, pick, route, textMatch, type Input } from '../kit';
import { store } from '../store';
import { buildTree } from '../tree';
import type { CategoryRecord, ProductSku, ShopCategoryNode, ShopGoods } from '../types';

const shopTree = (records: readonly CategoryRecord[]): ShopCategoryNode[] =>
  buildTree<CategoryRecord, ShopCategoryNode>(records, (r, children) => ({
    id: r.id,
    pid: r.pid,
    name: r.name,
    label: r.name,
    title: r.name,
    data: { ...r },
    children,
  }));

/** A number filter: a value (equal), [min, max], {start, end} or {min, max}; either bound may be missing.
 * (A candidate for kit.ts once another area needs it.) */
function numberMatch(wanted: unknown, value: number): boolean {
  if (isEmpty(wanted)) return true;
  let lo: unknown;
  let hi: unknown;
  if (Array.isArray(wanted)) [lo, hi] = wanted;
  else if (typeof wanted === 'object' && wanted !== null) {
    const o = asObject(wanted);
    lo = o.start ?? o.min;
    hi = o.end ?? o.max;
  } else lo = hi = wanted;
  const min = num(lo);
  const max = num(hi);
  return (min === undefined || value >= min) && (max === undefined || value <= max);
}

/** The search in `filters` (spec 2 §7), the category and status [2, 3] beside it. */
function productSkuList(input: Input): ProductSku[] {
  const search = asObject(input.filters);
  const inCategory = inSubtrees(store.shop().appCategories, input.category_id);
  return filterRows(store.shop().productSkus, {
    contains: pick(search, ['sku_number', 'category_name'] as const),
    oneOf: pick(input, ['status'] as const),
    where: [
      (p) => textMatch(search.name ?? search.product_name, p.product.name),
      (p) => textMatch(search.serial_number, p.product.serial_number),
      (p) => numberMatch(search.sale_price, p.sale_price),
      (p) => inCategory(p.category_id),
    ],
  });
}

/** order: 'price' or 'market_price', ascending; ' desc' (or ' asc') may follow. Ties keep id order. */
function ordered(rows: ShopGoods[], order: unknown): ShopGoods[] {
  const m = /^\s*(price|market_price)(?:\s+(asc|desc))?\s*$/i.exec(typeof order === 'string' ? order : '');
  if (!m) return rows;
  const key = (m[1] as string).toLowerCase() as 'price' | 'market_price';
  const dir = m[2]?.toLowerCase() === 'desc' ? -1 : 1;
  return rows.slice().sort((a, b) => dir * (a[key] - b[key]) || a.id - b.id);
}

/** The search in `filters` (spec 2 §7), the trees' ids, the ids asked for and the order beside it. */
function skuList(input: Input): ShopGoods[] {
  const search = asObject(input.filters);
  const { groups, shopCategories, platCategories } = store.shop();
  const inGroup = inSubtrees(groups, input.group_id);
  const inShop = inSubtrees(shopCategories, input.shop_category_id);
  const inPlat = inSubtrees(platCategories, input.plat_category_id);
  const rows = filterRows(
    store.shop().goods,
    allOf<ShopGoods>(auditFilters(search), {
      contains: pick(search, ['name', 'unit_name', 'spu_number', 'sku_number', 'serial_number', 'info'] as const),
      oneOf: pick(search, ['status', 'pre_sale', 'is_bargain'] as const),
      dateRange: { created_at: search.file_created_at },
      where: [
        (g) => textMatch(search.brand, g.brand.value),
        (g) => textMatch(search.sales_name, g.name),
        (g) => numberMatch(search.price, g.price),
        (g) => numberMatch(search.market_price, g.market_price),
        (g) => numberMatch(search.deliver_day, g.deliver_day),
        (g) => inGroup(g.group_ids),
        (g) => inShop(g.shop_category_id),
        (g) => inPlat(g.plat_category_id),
        (g) => oneOfMatch(input.id ?? input.ids, g.id),
      ],
    }),
  );
  return ordered(rows, input.order);
}

export const shopHandlers: HttpHandler[] = [
  route('POST', '/shop/public/common/shop_category_list', () => shopTree(store.shop().shopCategories)),
  route('POST', '/shop/public/common/plat_category_list', () => shopTree(store.shop().platCategories)),
  route('POST', '/app_shop/public/get_category', () => shopTree(store.shop().appCategories)),
  route('POST', '/app_shop/public/get_product_sku', ({ input }) => paged(input, productSkuList(input), 'list')),
  route('POST', '/shop/public/common/sku_list', ({ input }) => paged(input, skuList(input), 'data')),
];
