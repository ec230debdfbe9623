/**
 * bo-material-picker (spec 2 Material (sucai) picker, Material grid / material side filter): tabs 素材
 * (every approved material) and 配置图片 (approved materials of type 1 图片 only); a side filter of
 * 素材类型 / 素材分类 / 素材分组 (the 配置图片 tab has no type tab: its type is fixed); search by name and
 * serial number; a card grid 40 a page; nothing chosen → 当前并未选择数据！
 */
import type { Translate } from '../../core/i18n';
import { selectionGrid } from '../../kit/grid/lazy';
import { section, type PickerDefinition } from '../../kit/picker/types';
import { IMAGE_TYPE, MATERIAL_PAGE_SIZE, materialCard, materialList, materialSearch, materialTree, type Material } from '../shared/sucai';

const grid = selectionGrid({ card: materialCard, tile: 160, preview: true });

/** 素材 (every approved material, with the 素材类型 tab) or 配置图片 (approved images; their type is fixed) */
const materialSection = (t: Translate, key: 'material' | 'picture', label: string) =>
  section<Material>({
    key,
    label,
    list: materialList(key === 'picture' ? [IMAGE_TYPE] : undefined),
    pageSize: MATERIAL_PAGE_SIZE,
    search: materialSearch(t),
    tree: materialTree(t, key === 'material'),
    rowLabel: (m) => m.title,
    height: 'max(240px, calc(100vh - 360px))',
    body: grid,
    empty: { message: 'picker.noneChosen', level: 'error' },
  });

export const materialPicker: PickerDefinition = {
  tag: 'bo-material-picker',
  description: '选择素材：素材 / 配置图片两个页签，左侧素材类型、分类、分组筛选树，卡片网格，单选、多选或仅查看',
  title: ({ t }) => t('cardPicker.materialTitle'),
  sections: ({ t }) => [materialSection(t, 'material', t('cardPicker.sectionMaterial')), materialSection(t, 'picture', t('cardPicker.sectionPicture'))],
};
