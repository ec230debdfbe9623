/**
 * Materials (sucai) as the material and icon pickers read them (spec 2 §3 Material, §7 Materials /
 * icons): the list call, its side filter tree (素材类型 / 素材分类 / 素材分组), search and card.
 */
import type { Translate } from '../../core/i18n';
import type { Api } from '../../core/http';
import type { CardFace } from '../../kit/grid';
import type { PickerList, PickerTree, PickerTreeTab } from '../../kit/picker/types';
import type { SearchField } from '../../kit/types';
import { fromNamed, loadCategoryTree, type NamedRecord } from './trees';

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
export const materialList = (types?: SucaiTypeId[]): PickerList => ({
  method: 'POST',
  url: '/sucai_manage/sucai/all_list',
  shape: 'data',
  fixed: { approval_status: [1], ...(types ? { sucai_type_id: types } : {}) },
});

export const materialSearch = (t: Translate): SearchField[] => [
  { field: 'title', title: t('field.name'), type: 'string', top: true },
  { field: 'serial_number', title: t('field.serial_number'), type: 'string', top: true },
  // the material's source, one of GET /sucai_manage/sucai/source (a remote select: asked once text is typed)
  {
    field: 'source',
    title: t('cardPicker.source'),
    type: 'select_radio',
    top: true,
    remote: { url: '/sucai_manage/sucai/source', method: 'GET', labelKey: 'name', valueKey: 'id' },
  },
];

const loadTypes = (api: Api) =>
  api
    .call<{ list?: NamedRecord[] }>({ method: 'GET', url: '/sucai_manage/sucai_type/list', params: { page_size: 0 } })
    .then((d) => fromNamed(d.list ?? []));

const tab = (key: string, label: string, load: PickerTreeTab['load'], param: string): PickerTreeTab => ({
  key,
  label,
  load,
  filter: (ids) => ({ [param]: ids }),
});

/** The material side filter (260 px, check tree, a parent checks its descendants); `withType`: the 素材类型 tab too. */
export const materialTree = (t: Translate, withType: boolean): PickerTree => ({
  width: 260,
  mode: 'multiple',
  cascade: true,
  tabs: [
    ...(withType ? [tab('sucaiType', t('cardPicker.tabType'), loadTypes, 'sucai_type_id')] : []),
    tab('sucaiCategory', t('cardPicker.tabCategory'), (api) => loadCategoryTree(api, '/common/categoryGroup/category/list', { modular: 'sucai' }), 'category_id'),
    tab('sucaiGroup', t('cardPicker.tabGroup'), (api) => loadCategoryTree(api, '/common/categoryGroup/group/list', { modular: 'sucai' }), 'sucai_group_pivot_group_id'),
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
