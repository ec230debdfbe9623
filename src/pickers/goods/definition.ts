/**
 * bo-goods-picker (spec 2, goods picker): title 选择物品, 80 %; plain goods (POST /goods/list/v2) or
 * small-number goods (POST /goods/small/all, or /goods/small/all_public with the company id); status 2,
 * small goods also goods_ison 1 and goods_small_status 1; optional tree of categories, groups and small
 * categories; table height = client height − 280 px; buttons 关闭 and 确定.
 */
import '../../core/i18n/areas/pickers-stock';
import type { Translate } from '../../core/i18n';
import { attr, type ValuesOf } from '../../core/runtime';
import { source } from '../../kit/data/source';
import { section, type PickerDefinition } from '../../kit/picker/types';
import type { Column } from '../../kit/table/columns';
import type { SearchField } from '../../kit/types';
import { auditColumns, auditSearch } from '../shared/columns';
import { goodsTree } from '../shared/goods-trees';
import type { Goods, SmallGoods } from './api';

type Row = Goods | SmallGoods;
const goodsOf = (row: Row): Goods => ('goods' in row ? row.goods : row);

const goodsColumns = (t: Translate): Column<Row>[] => [
  { key: 'serial_number', title: t('goodsPicker.serial_number'), width: 140, value: (r) => goodsOf(r).serial_number },
  { key: 'name', title: t('goodsPicker.name'), width: 180, value: (r) => goodsOf(r).name },
  { key: 'describe', title: t('field.describe'), width: 180, value: (r) => goodsOf(r).describe },
  { key: 'goods_class', title: t('goodsPicker.goods_class'), width: 90, value: (r) => t.strings.goodsPicker.classes[goodsOf(r).goods_class] },
  { key: 'goods_type', title: t('goodsPicker.goods_type'), width: 140, value: (r) => goodsOf(r).goods_type?.path_name?.join('/') ?? goodsOf(r).goods_type?.name },
  { key: 'goods_group', title: t('goodsPicker.goods_group'), width: 140, value: (r) => goodsOf(r).goods_group?.map((g) => g.name) },
  { key: 'goods_little_category', title: t('goodsPicker.goods_little_category'), width: 110, value: (r) => goodsOf(r).goods_little_category?.name },
];

/** what the plain layout shows besides: price unit and count, brand, unit */
const plainColumns = (t: Translate): Column<Goods>[] => [
  { key: 'price_unit', title: t('goodsPicker.price_unit'), width: 90, value: (r) => r.price_unit?.name },
  { key: 'price_count', title: t('goodsPicker.price_count'), width: 90, align: 'end' },
  { key: 'brand_name', title: t('field.brand_name'), width: 100 },
  { key: 'goods_unit', title: t('field.unit'), width: 70 },
];

const smallColumns = (t: Translate): Column<SmallGoods>[] => [
  { key: 'sort_num', title: t('goodsPicker.sort_num'), width: 120 },
  { key: 'brand_name', title: t('field.brand_name'), width: 100 },
  { key: 'image_num', title: t('goodsPicker.image_num'), width: 110 },
  { key: 'drawing_version', title: t('goodsPicker.drawing_version'), width: 90 },
  { key: 'ebom_version', title: t('goodsPicker.ebom_version'), width: 90 },
  { key: 'stock', title: t('field.stock'), width: 80, align: 'end', value: (r) => r.goods_count?.stock },
  ...(['virtual_stock', 'ready_for_delivery', 'scheduled_receipt', 'scheduled_out'] as const).map(
    (k): Column<SmallGoods> => ({ key: k, title: t(`goodsPicker.${k}`), width: 90, align: 'end', value: (r) => r.goods_count?.[k] }),
  ),
  // the creator and updater of the goods record
  ...auditColumns<Goods>(t).map(({ key, title, width }): Column<SmallGoods> => ({ key, title, width, value: (r) => r.goods[key as keyof Goods] })),
];

const search = (t: Translate): SearchField[] => [
  { field: 'name', title: t('goodsPicker.name'), type: 'string', top: true },
  { field: 'serial_number', title: t('goodsPicker.serial_number'), type: 'string', top: true },
  { field: 'describe', title: t('field.describe'), type: 'string' },
  ...auditSearch(t),
];
const smallSearch = (t: Translate): SearchField[] =>
  (['sort_num', 'ebom_version', 'image_num', 'drawing_version'] as const)
    .map((f): SearchField => ({ field: f, title: t(`goodsPicker.${f}`), type: 'string' }))
    .concat({ field: 'brand_name', title: t('field.brand_name'), type: 'string' });

/** POST /goods/list/v2 (status 2), or the small-number goods (goods_ison 1, goods_small_status 1): POST
 * /goods/small/all, or /goods/small/all_public with the user's company id */
const plainList = source<Goods>({ method: 'POST', url: '/goods/list/v2', shape: 'list', fixed: { status: 2 } });
const SMALL = { status: 2, goods_ison: 1, goods_small_status: 1 };
const smallList = source<SmallGoods>({ method: 'POST', url: '/goods/small/all', shape: 'list', fixed: SMALL });
const publicSmallList = source<SmallGoods>({
  method: 'POST',
  url: '/goods/small/all_public',
  shape: 'list',
  fixed: SMALL,
  user: { company_id: 'company_id' },
});

const attributes = {
  variant: attr.enum(['plain', 'small'], 'plain', '普通物品 plain 或小号物品 small'),
  public: attr.boolean(false, '小号物品：查询公共物品（/goods/small/all_public，带公司 id）'),
  noTree: attr.boolean(false, '不显示左侧的分类/分组/小类树'),
};

const goodsSection = (t: Translate, { variant, public: shared, noTree }: ValuesOf<typeof attributes>) => {
  const small = variant === 'small';
  return section<Row>({
    key: 'goods',
    list: small ? (shared ? publicSmallList : smallList) : plainList,
    columns: small
      ? [...goodsColumns(t), ...smallColumns(t)]
      : [...goodsColumns(t), ...plainColumns(t), ...auditColumns<Row>(t)],
    search: small ? [...search(t), ...smallSearch(t)] : search(t),
    tree: noTree ? undefined : goodsTree(t, small && shared),
    rowLabel: (row) => ('goods' in row ? t('common.nameWithDetail', { name: row.goods.name, detail: row.sort_num }) : row.name),
    height: 'max(240px, calc(100vh - 280px))',
    empty: { message: 'picker.selectData', level: 'error' },
  });
};

export const goodsPicker: PickerDefinition<typeof attributes> = {
  tag: 'bo-goods-picker',
  description: '选择物品：普通物品或小号物品，左侧可选物品分类/分组/小类树，单选、多选或仅查看',
  title: ({ t }) => t('goodsPicker.title'),
  cancelText: 'common.close',
  attributes,
  sections: ({ props, t }) => [goodsSection(t, props)],
};
