/** The events of <bo-class-picker> and their details, named. Written by `npm run manifest` from the element registry (scripts/manifest.mjs): do not edit. */
import type { BoEventsOf } from '../tags';

type Events = BoEventsOf<HTMLElementTagNameMap['bo-class-picker']>;

/** bo-confirm: 确定：detail.records 为所选记录（单选时另有 detail.record），detail.ids 为全部所选 id（含未加载到的预选 id），抽屉随即关闭 */
export type BoClassPickerConfirmEvent = Events['bo-confirm'];
/** the detail of bo-confirm */
export type ClassPickerConfirmDetail = BoClassPickerConfirmEvent['detail'];
/** bo-cancel: 取消、关闭或 Esc：抽屉关闭，未选择 */
export type BoClassPickerCancelEvent = Events['bo-cancel'];
/** the detail of bo-cancel */
export type ClassPickerCancelDetail = BoClassPickerCancelEvent['detail'];
/** bo-error: 调用失败、属性值无效或渲染出错时触发 */
export type BoClassPickerErrorEvent = Events['bo-error'];
/** the detail of bo-error */
export type ClassPickerErrorDetail = BoClassPickerErrorEvent['detail'];
