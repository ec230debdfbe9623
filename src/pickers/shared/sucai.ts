/**
 * Materials (sucai) as the material and icon pickers read them (spec 2 §3 Material, §7 Materials /
 * icons): the list call, its side filter tree (素材类型 / 素材分类 / 素材分组), search and card.
 */
import type { Translate } from '../../core/i18n';
import { source } from '../../kit/data/source';
import { categoryTree, NAMED_LIST_READS, namedListOf, type NamedRecord } from '../../kit/data/trees';
import type { CardFace } from '../../kit/grid';
import type { PickerTree, PickerTreeTab } from '../../kit/picker/types';
import type { SearchField } from '../../kit/types';

/** 1 图片, 2 音频, 3 视频, 4 文本, 5 文件, 6 图标, 7 链接 */
export type SucaiTypeId = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export const IMAGE_TYPE: SucaiTypeId = 1;
export const ICON_TYPE: SucaiTypeId = 6;
/** spec 2 §9: materials are listed 40 a page */
export const MATERIAL_PAGE_SIZE = 40;

export interface Material {
  id: number;
  title: string;
  serial_number: string;
  sucai_type_id: SucaiTypeId;
  sucai_format?: string;
  source?: string;
  content?: string;
  cover?: { image_url?: string };
  file_info?: { attachment_id?: number; image_url?: string };
  created_at?: string;
  updated_at?: string;
}

export const isMaterial = (row: object): row is Material => 'sucai_type_id' in row;

/** POST /sucai_manage/sucai/all_list: approved materials (approval_status [1]), optionally of some types only */
export const materialList = (types?: SucaiTypeId[]) =>
  source<Material>({
    method: 'POST',
    url: '/sucai_manage/sucai/all_list',
    shape: 'data',
    fixed: { approval_status: [1], ...(types ? { sucai_type_id: types } : {}) },
    // spec 2 §7 "filters, approval_status [1], page, page_size": the search in `filters`
    searchKey: 'filters',
  });

/** POST /sucai_manage/sucai/all_list as the icon pickers ask it (spec 2 §7 "icon picker variant"): exactly
 * sucai_type_id [6], category_id, sucai_group_pivot_group_id, title, page, page_size (no approval_status). */
export const iconMaterialList = source<Material>({ method: 'POST', url: '/sucai_manage/sucai/all_list', shape: 'data', fixed: { sucai_type_id: [ICON_TYPE] } });

/** GET /sucai_manage/sucai/source: the materials' sources */
const materialSources = source({ method: 'GET', url: '/sucai_manage/sucai/source', shape: 'array' });

/** The material types (GET /sucai_manage/sucai_type/list {page_size: 0}: all of them, {list} of {id, name}). */
export const sucaiTypes = source<NamedRecord>({
  method: 'GET',
  url: '/sucai_manage/sucai_type/list',
  params: { page_size: 0 },
  shape: 'list',
  read: namedListOf,
  reads: NAMED_LIST_READS,
});
export const sucaiCategories = categoryTree('/common/categoryGroup/category/list', { modular: 'sucai' });
export const sucaiGroups = categoryTree('/common/categoryGroup/group/list', { modular: 'sucai' });

export const materialSearch = (t: Translate): SearchField[] => [
  { field: 'title', title: t('field.name'), type: 'string', top: true },
  { field: 'serial_number', title: t('field.serial_number'), type: 'string', top: true },
  // the material's source, one of GET /sucai_manage/sucai/source (a remote select: asked once text is typed)
  {
    field: 'source',
    title: t('cardPicker.source'),
    type: 'select_radio',
    top: true,
    remote: { source: materialSources, labelKey: 'name', valueKey: 'id' },
  },
];

const tab = (key: string, label: string, src: PickerTreeTab['source'], param: string): PickerTreeTab => ({
  key,
  label,
  source: src,
  filter: (ids) => ({ [param]: ids }),
});

/** The material side filter (260 px, check tree, a parent checks its descendants); `withType`: the 素材类型 tab too. */
export const materialTree = (t: Translate, withType: boolean): PickerTree => ({
  width: 260,
  mode: 'multiple',
  cascade: true,
  tabs: [
    ...(withType ? [tab('sucaiType', t('cardPicker.tabType'), sucaiTypes, 'sucai_type_id')] : []),
    tab('sucaiCategory', t('cardPicker.tabCategory'), sucaiCategories, 'category_id'),
    tab('sucaiGroup', t('cardPicker.tabGroup'), sucaiGroups, 'sucai_group_pivot_group_id'),
  ],
});

/** A material card: cover, name, serial number, type label; 查看大图 when it has a cover. */
export const materialCard = (m: Material, t: Translate): CardFace => ({
  image: m.cover?.image_url || m.file_info?.image_url || undefined,
  title: m.title,
  subtitle: m.serial_number,
  tag: t.strings.cardPicker.types[m.sucai_type_id],
  preview: true,
});
