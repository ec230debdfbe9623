/** The events of <bo-region-picker> and their details, named. Written by `npm run manifest` from the element registry (scripts/manifest.mjs): do not edit. */
import type { BoEventsOf } from '../tags';

type Events = BoEventsOf<HTMLElementTagNameMap['bo-region-picker']>;

/** bo-confirm: 确定：detail.records 为所选记录（单选时另有 detail.record），detail.ids 为全部所选 id（含未加载到的预选 id），抽屉随即关闭。每条记录：地区 {id, province, province_code, city, city_code, area, area_code}（名称与代码）；id 为各级代码以英文逗号连接（如 "110000,110100,110101"），即 selected-ids、disabled-ids 所用与表单提交的值；选到无下级的城市即完成时 area 与 area_code 为空字符串 */
export type BoRegionPickerConfirmEvent = Events['bo-confirm'];
/** the detail of bo-confirm */
export type RegionPickerConfirmDetail = BoRegionPickerConfirmEvent['detail'];
/** bo-cancel: 取消、关闭或 Esc：抽屉关闭，未选择 */
export type BoRegionPickerCancelEvent = Events['bo-cancel'];
/** the detail of bo-cancel */
export type RegionPickerCancelDetail = BoRegionPickerCancelEvent['detail'];
/** bo-error: 调用失败、属性值无效或渲染出错时触发 */
export type BoRegionPickerErrorEvent = Events['bo-error'];
/** the detail of bo-error */
export type RegionPickerErrorDetail = BoRegionPickerErrorEvent['detail'];
