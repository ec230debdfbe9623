/** The events of <bo-staff-picker> and their details, named. Written by `npm run manifest` from the element registry (scripts/manifest.mjs): do not edit. */
import type { BoEventsOf } from '../tags';

type Events = BoEventsOf<HTMLElementTagNameMap['bo-staff-picker']>;

/** bo-confirm: 确定：detail.records 为所选记录（单选时另有 detail.record），detail.ids 为全部所选 id（含未加载到的预选 id），抽屉随即关闭 */
export type BoStaffPickerConfirmEvent = Events['bo-confirm'];
/** the detail of bo-confirm */
export type StaffPickerConfirmDetail = BoStaffPickerConfirmEvent['detail'];
/** bo-cancel: 取消、关闭或 Esc：抽屉关闭，未选择 */
export type BoStaffPickerCancelEvent = Events['bo-cancel'];
/** the detail of bo-cancel */
export type StaffPickerCancelDetail = BoStaffPickerCancelEvent['detail'];
/** bo-error: 调用失败、属性值无效或渲染出错时触发 */
export type BoStaffPickerErrorEvent = Events['bo-error'];
/** the detail of bo-error */
export type StaffPickerErrorDetail = BoStaffPickerErrorEvent['detail'];
