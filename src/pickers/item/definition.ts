/**
 * bo-item-picker (spec 2, item picker): stock rows (POST /scm/public/get_bom: filters, page, page_size
 * and the category ids; data.data + data.total), title 选择明细 by default, 80 %; optional left tree of
 * goods categories / groups / small categories; radio or checkbox; buttons 关闭 and 确定.
 */
import '../../core/i18n/areas/pickers-stock';
import type { Translate } from '../../core/i18n';
import { attr } from '../../core/runtime';
import { source } from '../../kit/data/source';
import { section, type PickerDefinition } from '../../kit/picker/types';
import type { Column } from '../../kit/table/columns';
import type { SearchField } from '../../kit/types';
import { goodsTree } from '../shared/goods-trees';
import type { ItemStock } from './api';

/** columns whose cell is the row's own text field, with their width */
const TEXT = {
  goods_code: 140, goods_small_code: 120, goods_name: 160, belong_company_name: 150, location_code: 100,
  storage_batch_no: 150, supply_company_name: 170, project_name: 130, goods_batch_no: 140, goods_sn: 130, goods_expire: 110,
} as const;
type TextKey = keyof typeof TEXT;
const text = (t: Translate, key: TextKey): Column<ItemStock> => ({ key, title: t(`itemPicker.${key}`), width: TEXT[key] });

const columns = (t: Translate): Column<ItemStock>[] => [
  text(t, 'goods_code'),
  text(t, 'goods_small_code'),
  text(t, 'goods_name'),
  { key: 'description', title: t('field.describe'), width: 160 },
  text(t, 'belong_company_name'),
  { key: 'stock', title: t('field.stock'), width: 80, align: 'end' },
  { key: 'unit_name', title: t('field.unit'), width: 70 },
  { key: 'storage', title: t('itemPicker.storage'), width: 130, value: (r) => r.storage?.name },
  text(t, 'location_code'),
  text(t, 'storage_batch_no'),
  { key: 'age', title: t('itemPicker.age'), width: 90, align: 'end' },
  text(t, 'supply_company_name'),
  text(t, 'project_name'),
  text(t, 'goods_batch_no'),
  text(t, 'goods_sn'),
  text(t, 'goods_expire'),
  { key: 'goods_type', title: t('itemPicker.goods_type'), width: 120, value: (r) => r.public_goods?.goods_type_name },
  { key: 'goods_group', title: t('itemPicker.goods_group'), width: 140, value: (r) => r.public_goods?.goods_group_list?.map((g) => g.goods_group_name) },
  { key: 'goods_little_category', title: t('itemPicker.goods_little_category'), width: 110, value: (r) => r.public_goods?.goods_little_category_name },
];

const SEARCH: readonly TextKey[] = [
  'goods_name', 'goods_code', 'goods_small_code', 'storage_batch_no', 'goods_batch_no', 'goods_sn', 'location_code',
  'supply_company_name', 'project_name', 'belong_company_name',
];
const search = (t: Translate): SearchField[] => [
  ...SEARCH.map((f, i): SearchField => ({ field: f, title: t(`itemPicker.${f}`), type: 'string', top: i < 2 })),
  { field: 'storage_name', title: t('itemPicker.storage'), type: 'string' },
  { field: 'description', title: t('field.describe'), type: 'string' },
];

const attributes = {
  noTree: attr.boolean(false, '不显示左侧的物品分类/分组/小类树'),
};

/** POST /scm/public/get_bom (the search in `filters`, page, page_size and the category ids; data.data + data.total) */
const items = source<ItemStock>({ method: 'POST', url: '/scm/public/get_bom', shape: 'data', searchKey: 'filters' });

export const itemPicker: PickerDefinition<typeof attributes> = {
  tag: 'bo-item-picker',
  description: '选择物品明细（库存行）：左侧可选物品分类/分组/小类树，单选或多选',
  title: ({ t }) => t('itemPicker.title'),
  cancelText: 'common.close',
  attributes,
  sections: ({ props, t }) => [
    section<ItemStock>({
      key: 'item',
      list: items,
      columns: columns(t),
      search: search(t),
      rowLabel: (r) => (r.storage_batch_no ? t('common.nameWithDetail', { name: r.goods_name, detail: r.storage_batch_no }) : r.goods_name),
      tree: props.noTree ? undefined : goodsTree(t),
      empty: { message: 'picker.selectData', level: 'error' },
    }),
  ],
};
