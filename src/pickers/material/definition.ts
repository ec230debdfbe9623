/**
 * bo-material-picker (spec 2 Material (sucai) picker, Material grid / material side filter): tabs 素材
 * (every approved material) and 配置图片 (approved materials of type 1 图片 only); a side filter of
 * 素材类型 / 素材分类 / 素材分组 (the 配置图片 tab has no type tab: its type is fixed); search by name and
 * serial number; a card grid 40 a page; nothing chosen → 当前并未选择数据！
 */
import { selectionGrid } from '../../kit/grid';
import type { PickerDefinition } from '../../kit/picker/types';
import { IMAGE_TYPE, MATERIAL_PAGE_SIZE, materialCard, materialList, materialSearch, materialTree, type Material } from '../shared/sucai';

const pictures = (section?: string) => section === 'picture';

export const materialPicker: PickerDefinition<Material> = {
  tag: 'bo-material-picker',
  description: '选择素材：素材 / 配置图片两个页签，左侧素材类型、分类、分组筛选树，卡片网格，单选、多选或仅查看',
  title: ({ t }) => t('cardPicker.materialTitle'),
  empty: ({ t }) => ({ message: t('picker.noneChosen'), level: 'error' }),
  sections: ({ t }) => [
    { key: 'material', label: t('cardPicker.sectionMaterial') },
    { key: 'picture', label: t('cardPicker.sectionPicture') },
  ],
  list: (ctx) => materialList(pictures(ctx.section) ? [IMAGE_TYPE] : undefined),
  pageSize: MATERIAL_PAGE_SIZE,
  columns: [],
  search: ({ t }) => materialSearch(t),
  tree: (ctx) => materialTree(ctx.t, !pictures(ctx.section)),
  rowLabel: (m) => m.title,
  tableHeight: 'max(240px, calc(100vh - 360px))',
  body: selectionGrid({ card: materialCard, tile: 160, preview: true }),
};
