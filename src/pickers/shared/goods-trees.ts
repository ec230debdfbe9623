/**
 * The goods category / group / small-category tree tabs (spec 2 §7): the goods picker's left tree, shared
 * by every picker of goods-based rows (items...). Category and group trees need the user's company id.
 */
import type { Translate } from '../../core/i18n';
import type { PickerTree } from '../../kit/picker/types';
import { loadCategoryTree, loadFlatList } from './trees';

/** `publicGoods`: the small categories of the public goods (/goods/little/list_public with the company id) */
export const goodsTree = (t: Translate, publicGoods = false): PickerTree => ({
  width: 260,
  needsUser: true,
  tabs: [
    {
      key: 'category',
      label: t('goodsPicker.tabCategory'),
      load: (api, c) => loadCategoryTree(api, '/setting/public/category/list', { modular: 'goods', company_id: c.user?.company_id }),
      filter: (ids) => ({ goods_type_id: ids[0] }),
    },
    {
      key: 'group',
      label: t('goodsPicker.tabGroup'),
      load: (api, c) => loadCategoryTree(api, '/setting/public/group/list', { modular: 'goods', company_id: c.user?.company_id }),
      filter: (ids) => ({ goods_group_id: ids[0] }),
    },
    {
      key: 'little',
      label: t('goodsPicker.tabLittle'),
      load: (api, c) =>
        publicGoods ? loadFlatList(api, '/goods/little/list_public', { company_id: c.user?.company_id }) : loadFlatList(api, '/goods/little/list'),
      filter: (ids) => ({ goods_little_category_ids: ids }),
    },
  ],
});
