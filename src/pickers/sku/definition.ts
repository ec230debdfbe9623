/**
 * bo-sku-picker (spec 2 Shop pickers): variant `goods` (default), 选择商品 from the shop goods SKUs (POST
 * /shop/public/common/sku_list, data.data/total) with a shop category / group / platform category tree and
 * server sorting on price and the struck-through market price; variant `product`, the app shop's product
 * SKUs (POST /app_shop/public/get_product_sku, page + pageSize, status [2,3], data.list/total_count) with
 * the app-shop category tree. Nothing chosen: 请选择数据.
 */
import '../../core/i18n/areas/pickers-stock';
import type { Translate } from '../../core/i18n';
import { attr } from '../../core/runtime';
import { source } from '../../kit/data/source';
import { categoryTree, namedTree } from '../../kit/data/trees';
import { section, type PickerDefinition, type PickerTree } from '../../kit/picker/types';
import type { SearchField, SelectOption } from '../../kit/types';
import { platCategories } from '../shared/goods-trees';
import { staffSearch } from '../shared/staff-search';
import type { ProductSku, ShopGoods } from './api';
import { goodsColumns, productColumns } from './columns';

const options = (labels: Record<number, string>): SelectOption[] => Object.entries(labels).map(([value, label]) => ({ value: Number(value), label }));

const goodsSearch = (t: Translate): SearchField[] => [
  { field: 'name', title: t('skuPicker.goodsName'), type: 'string' },
  { field: 'brand', title: t('field.brand_name'), type: 'string' },
  { field: 'price', title: t('field.price'), type: 'amount_rang' },
  { field: 'market_price', title: t('skuPicker.market_price'), type: 'amount_rang' },
  { field: 'unit_name', title: t('field.unit'), type: 'string' },
  { field: 'sales_name', title: t('skuPicker.sales_name'), type: 'string' },
  { field: 'pre_sale', title: t('skuPicker.pre_sale'), type: 'select_radio', options: options(t.strings.skuPicker.preSale) },
  { field: 'deliver_day', title: t('skuPicker.deliver_day'), type: 'int', min: 0 },
  { field: 'is_bargain', title: t('skuPicker.is_bargain'), type: 'select_radio', options: options(t.strings.skuPicker.bargain) },
  { field: 'spu_number', title: t('skuPicker.spu_number'), type: 'string' },
  { field: 'sku_number', title: t('skuPicker.sku_number'), type: 'string' },
  staffSearch(t, 'file_created_staff_id', t('field.created_by')),
  { field: 'file_created_at', title: t('field.created_at'), type: 'date_rang' },
  staffSearch(t, 'updated_staff_id', t('field.updated_by')),
  { field: 'updated_at', title: t('field.updated_at'), type: 'date_rang' },
];

const productSearch = (t: Translate): SearchField[] => [
  { field: 'name', title: t('skuPicker.productName'), type: 'string' },
  { field: 'sku_number', title: t('skuPicker.sku_number'), type: 'string' },
  { field: 'serial_number', title: t('skuPicker.productSerial'), type: 'string' },
];

/** POST /app_shop/public/get_product_sku (the search in `filters`, page + pageSize, status [2, 3]; data.list / total_count) */
const productSkus = source<ProductSku>({
  method: 'POST',
  url: '/app_shop/public/get_product_sku',
  shape: 'list',
  fixed: { status: [2, 3] },
  pageKeys: { page: 'page', pageSize: 'pageSize' },
  searchKey: 'filters',
});
/** POST /shop/public/common/sku_list (the search in `filters`, the trees' ids and the order beside it; data.data / total) */
const shopSkus = source<ShopGoods>({ method: 'POST', url: '/shop/public/common/sku_list', shape: 'data', searchKey: 'filters' });

const productTree = (t: Translate): PickerTree => ({
  tabs: [{ key: 'category', label: t('field.category'), source: namedTree('/app_shop/public/get_category'), filter: (ids) => ({ category_id: ids[0] }) }],
});

const goodsTree = (t: Translate): PickerTree => ({
  tabs: [
    {
      key: 'shop',
      label: t('skuPicker.tabShopCategory'),
      source: namedTree('/shop/public/common/shop_category_list', { is_page: 0 }),
      filter: (ids) => ({ shop_category_id: ids[0] }),
    },
    {
      key: 'group',
      label: t('field.group'),
      source: categoryTree('/common/categoryGroup/group/list', { modular: 'shop_commodity' }),
      filter: (ids) => ({ group_id: ids[0] }),
    },
    { key: 'plat', label: t('skuPicker.tabPlatCategory'), source: platCategories, filter: (ids) => ({ plat_category_id: ids[0] }) },
  ],
});

const empty = { message: 'picker.selectDataShop', level: 'error' } as const;

const attributes = {
  variant: attr.enum(['goods', 'product'], 'goods', '店铺商品 SKU goods（默认）或应用商城产品 SKU product'),
};

export const skuPicker: PickerDefinition<typeof attributes> & { inline: true } = {
  tag: 'bo-sku-picker',
  description: '选择商品 SKU：店铺商品（分类/分组/平台分类树，按价格或划线价排序）或应用商城产品 SKU，单选、多选或仅查看',
  title: ({ t }) => t('skuPicker.title'),
  // the shop goods selection table is also a surface of its own (spec 2 §2): `inline` shows it in the page
  inline: true,
  attributes,
  sections: ({ props, t }) => [
    props.variant === 'product'
      ? section<ProductSku>({
          key: 'product',
          list: productSkus,
          columns: productColumns(t),
          search: productSearch(t),
          tree: productTree(t),
          rowLabel: (row) => t('common.nameWithDetail', { name: row.product.name, detail: row.sku_number }),
          empty,
        })
      : section<ShopGoods>({
          key: 'goods',
          list: shopSkus,
          columns: goodsColumns(t),
          search: goodsSearch(t),
          tree: goodsTree(t),
          // the mock and the backend take the column, then " desc" for a descending order
          sortParams: ({ key, direction }) => ({ order: direction === 'asc' ? key : `${key} desc` }),
          rowLabel: (row) => row.name,
          empty,
        }),
  ],
};
