/**
 * The goods category / group / small-category trees (spec 2 §7): the goods picker's left tree, shared
 * by every picker of goods-based rows (items...) and by the category/group side filter. Category and
 * group trees are asked with the user's company id.
 */
import '../../core/i18n/areas/pickers-stock';
import type { Translate } from '../../core/i18n';
import { categoryTree, flatList, namedTree } from '../../kit/data/trees';
import type { PickerTree } from '../../kit/picker/types';

/** the user's company id, as company_id */
const company = { company_id: 'company_id' } as const;

/** GET /setting/public/category/list {modular: goods, company_id} */
export const goodsCategories = categoryTree('/setting/public/category/list', { modular: 'goods' }, company);
/** GET /setting/public/group/list {modular: goods, company_id} */
export const goodsGroups = categoryTree('/setting/public/group/list', { modular: 'goods' }, company);
/** POST /goods/little/list, or /goods/little/list_public with the company id for public goods */
export const goodsLittle = flatList('/goods/little/list');
export const publicGoodsLittle = flatList('/goods/little/list_public', undefined, company);
/** POST /shop/public/common/plat_category_list: the platform's categories */
export const platCategories = namedTree('/shop/public/common/plat_category_list');

/** `publicGoods`: the small categories of the public goods */
export const goodsTree = (t: Translate, publicGoods = false): PickerTree => ({
  width: 260,
  tabs: [
    { key: 'category', label: t('goodsPicker.tabCategory'), source: goodsCategories, filter: (ids) => ({ goods_type_id: ids[0] }) },
    { key: 'group', label: t('goodsPicker.tabGroup'), source: goodsGroups, filter: (ids) => ({ goods_group_id: ids[0] }) },
    {
      key: 'little',
      label: t('goodsPicker.tabLittle'),
      source: publicGoods ? publicGoodsLittle : goodsLittle,
      filter: (ids) => ({ goods_little_category_ids: ids }),
    },
  ],
});
