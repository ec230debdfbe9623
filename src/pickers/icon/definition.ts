/**
 * bo-icon-picker (spec 2 Icon pickers): variant `library`: the icon library (POST /setting/icon_lib/list,
 * category tree on a collapsible 300 px aside, 40 or 100 a page); variant `tabs`: 系统图标 (the library),
 * 素材图标 (materials of type 6, 100 a page) and 配置图片 (image materials); variant `material`: the
 * material picker for icons/images alone (the 素材图标 section: 260 px sidebar of category and group, title
 * search, tiles with their own 确定, 100 a page; POST /sucai_manage/sucai/all_list {sucai_type_id: [6],
 * category_id, sucai_group_pivot_group_id, title, page, page_size}). Radio mode keeps exactly one icon;
 * nothing chosen → 请先选择数据.
 */
import type { Translate } from '../../core/i18n';
import { attr } from '../../core/runtime';
import { selectionGrid } from '../../kit/grid/lazy';
import { section, type PickerDefinition } from '../../kit/picker/types';
import {
  ICON_TYPE, IMAGE_TYPE, MATERIAL_PAGE_SIZE, iconMaterialList, isMaterial, materialCard, materialList, materialSearch, materialTree, type Material,
} from '../shared/sucai';
import { iconCard, iconList, iconTree, type Icon } from './api';

type Row = Icon | Material;
const PAGE_SIZES = [40, 100];
/** spec 2 Icon pickers: material icons are listed 100 a page */
const MATERIAL_ICON_PAGE_SIZE = 100;
const HEIGHT = 'max(240px, calc(100vh - 360px))';

/** One card grid for icons and materials: the selection may hold both (the tabs share one choice). */
const grid = selectionGrid<Row>({
  card: (row, t) => (isMaterial(row) ? materialCard(row, t) : iconCard(row)),
  tile: 120,
  preview: true,
  // spec 2 Icon pickers: the material icons' tiles each have a confirm action
  quickConfirm: (row) => isMaterial(row) && row.sucai_type_id === ICON_TYPE,
});
const shared = {
  body: grid,
  height: HEIGHT,
  // icons and materials are different tables: their ids must not meet in one selection
  rowId: (row: Row) => (isMaterial(row) ? `sucai-${row.id}` : row.id),
  rowLabel: (row: Row) => (isMaterial(row) ? row.title : row.name),
  empty: { message: 'picker.selectData', level: 'error' },
} as const;

/** 系统图标: the icon library, its category tree, 40 or 100 a page */
const iconSection = (t: Translate, pageSize: number, label?: string) =>
  section<Row>({
    key: 'icon',
    label,
    list: iconList,
    pageSize,
    search: [{ field: 'name', title: t('field.name'), type: 'string', top: true }],
    tree: iconTree(t('cardPicker.tabIconCategory')),
    ...shared,
  });

/** 素材图标: materials of type 6, searched by title, 100 a page; the spec's payload and nothing else */
const materialIconSection = (t: Translate, label?: string) =>
  section<Row>({
    key: 'materialIcon',
    label,
    list: iconMaterialList,
    pageSize: MATERIAL_ICON_PAGE_SIZE,
    search: [{ field: 'title', title: t('field.name'), type: 'string', top: true }],
    tree: materialTree(t, false),
    ...shared,
  });

/** 配置图片: approved image materials, 40 a page */
const pictureSection = (t: Translate, label: string) =>
  section<Row>({
    key: 'picture',
    label,
    list: materialList([IMAGE_TYPE]),
    pageSize: MATERIAL_PAGE_SIZE,
    search: materialSearch(t),
    tree: materialTree(t, false),
    ...shared,
  });

const attributes = {
  variant: attr.enum(['library', 'tabs', 'material'], 'library', '图标库 library，系统图标 / 素材图标 / 配置图片 三个页签 tabs，或单独的素材图标 material'),
  pageSize: attr.number(40, '图标库每页条数：40 或 100', {
    typeText: '40 | 100',
    check: (n) => (PAGE_SIZES.includes(n) ? undefined : 'expected 40 or 100'),
  }),
};

export const iconPicker: PickerDefinition<typeof attributes> = {
  tag: 'bo-icon-picker',
  description: '选择图标：图标库（左侧可收起的分类树）、系统图标 / 素材图标 / 配置图片 三个页签，或单独的素材图标（每个图块可直接确定），单选、多选或仅查看',
  title: ({ t }) => t('cardPicker.iconTitle'),
  attributes,
  sections: ({ props, t }) => {
    if (props.variant === 'tabs')
      return [
        iconSection(t, props.pageSize, t('cardPicker.sectionSystemIcon')),
        materialIconSection(t, t('cardPicker.sectionMaterialIcon')),
        pictureSection(t, t('cardPicker.sectionPicture')),
      ];
    // alone, the materials' own ids (no icon shares the choice)
    if (props.variant === 'material') return [{ ...materialIconSection(t), rowId: (row: Row) => row.id }];
    return [iconSection(t, props.pageSize)];
  },
};
