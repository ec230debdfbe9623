/**
 * bo-region-picker (spec 2 §2 Region picker, §3 Region, §4, §7 GET /city/list/all): an 80 % drawer, tabs
 * 省份 → 城市 → 区县 with the summary of the choice; choosing a province opens its cities, a city its
 * districts, a district completes the region {province, province_code, city, city_code, area,
 * area_code}. A level with nothing in it says 暂无数据; a city without districts completes at the city.
 * Radio by default (one region); in checkbox mode each completed region is ticked or unticked. In a form
 * it submits the region's codes joined by commas (its id), one entry per region.
 */
import '../../core/i18n/areas/pickers-tree';
import { section, type PickerDefinition } from '../../kit/picker/types';
import { regionList, type Region } from './api';
import { lazyBody } from '../../kit/picker/lazyBody';

/** its code loads apart (lazyBody): a page with this picker downloads it when idle or when opened */
const RegionBody = lazyBody(() => import('./RegionBody').then((m) => m.RegionBody));
export type { Region };

const label = (r: Region) => [r.province, r.city, r.area].filter(Boolean).join(' / ');

export const regionPicker: PickerDefinition = {
  tag: 'bo-region-picker',
  description: '选择地区：省份 → 城市 → 区县 页签，显示已选的省 / 市 / 区；选到区县（或无下级的城市）即完成',
  title: ({ t }) => t('regionPicker.title'),
  defaultMode: 'radio',
  record: {
    description:
      '每条记录：地区 {id, province, province_code, city, city_code, area, area_code}（名称与代码）；id 为各级代码以英文逗号连接（如 "110000,110100,110101"），即 selected-ids、disabled-ids 所用与表单提交的值；选到无下级的城市即完成时 area 与 area_code 为空字符串',
    type: '{ id: string; province: string; province_code: string; city: string; city_code: string; area: string; area_code: string }',
  },
  sections: () => [
    section<Region>({
      key: 'region',
      list: regionList,
      body: RegionBody,
      rowLabel: label,
      empty: { message: 'picker.selectData', level: 'error' },
    }),
  ],
};
