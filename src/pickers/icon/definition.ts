/**
 * bo-icon-picker (spec 2 Icon pickers): variant `library`: the icon library (POST /setting/icon_lib/list,
 * category tree on a collapsible 300 px aside, 40 or 100 a page); variant `tabs`: 系统图标 (the library),
 * 素材图标 (materials of type 6, 100 a page) and 配置图片 (image materials). Radio mode keeps exactly one
 * icon; nothing chosen → 请先选择数据.
 */
import { attr } from '../../core/runtime';
import { selectionGrid } from '../../kit/grid';
import type { PickerDataContext, PickerDefinition } from '../../kit/picker/types';
import {
  ICON_TYPE, IMAGE_TYPE, MATERIAL_PAGE_SIZE, isMaterial, materialCard, materialList, materialSearch, materialTree, type Material,
} from '../shared/sucai';
import { iconCard, iconList, iconTree, type Icon } from './api';

type Row = Icon | Material;
const PAGE_SIZES = [40, 100];
/** spec 2 Icon pickers: material icons are listed 100 a page */
const MATERIAL_ICON_PAGE_SIZE = 100;

const tabs = (ctx: Pick<PickerDataContext, 'props'>) => ctx.props.variant === 'tabs';
const section = (ctx: PickerDataContext) => (tabs(ctx) ? ctx.section : 'icon');

export const iconPicker: PickerDefinition<Row> = {
  tag: 'bo-icon-picker',
  description: '选择图标：图标库（左侧可收起的分类树）或 系统图标 / 素材图标 / 配置图片 三个页签，单选、多选或仅查看',
  title: ({ t }) => t('cardPicker.iconTitle'),
  empty: ({ t }) => ({ message: t('picker.selectData'), level: 'error' }),
  attributes: {
    variant: attr.enum(['library', 'tabs'], 'library', '图标库 library，或 系统图标 / 素材图标 / 配置图片 三个页签 tabs'),
    pageSize: attr.number(40, '图标库每页条数：40 或 100', {
      typeText: '40 | 100',
      check: (n) => (PAGE_SIZES.includes(n) ? undefined : 'expected 40 or 100'),
    }),
  },
  sections: (ctx) =>
    tabs(ctx)
      ? [
          { key: 'icon', label: ctx.t('cardPicker.sectionSystemIcon') },
          { key: 'materialIcon', label: ctx.t('cardPicker.sectionMaterialIcon') },
          { key: 'picture', label: ctx.t('cardPicker.sectionPicture') },
        ]
      : undefined,
  list: (ctx) => {
    const s = section(ctx);
    return s === 'icon' ? iconList : materialList([s === 'materialIcon' ? ICON_TYPE : IMAGE_TYPE]);
  },
  pageSize: (ctx) => {
    const s = section(ctx);
    return s === 'icon' ? (ctx.props.pageSize as number) : s === 'materialIcon' ? MATERIAL_ICON_PAGE_SIZE : MATERIAL_PAGE_SIZE;
  },
  columns: [],
  search: (ctx) => (section(ctx) === 'icon' ? [{ field: 'name', title: ctx.t('field.name'), type: 'string', top: true }] : materialSearch(ctx.t)),
  tree: (ctx) => (section(ctx) === 'icon' ? iconTree(ctx.t('cardPicker.tabIconCategory')) : materialTree(ctx.t, false)),
  // icons and materials are different tables: their ids must not meet in one selection
  rowId: (row) => (isMaterial(row) ? `sucai-${row.id}` : row.id),
  rowLabel: (row) => (isMaterial(row) ? row.title : row.name),
  tableHeight: 'max(240px, calc(100vh - 360px))',
  body: selectionGrid<Row>({
    card: (row, t) => (isMaterial(row) ? materialCard(row, t) : iconCard(row)),
    tile: 120,
    preview: true,
    // spec 2 Icon pickers: the material icons' tiles each have a confirm action
    quickConfirm: (row) => isMaterial(row) && row.sucai_type_id === ICON_TYPE,
  }),
};
