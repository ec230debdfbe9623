/** The events of <bo-project-picker> and their details, named. Written by `npm run manifest` from the element registry (scripts/manifest.mjs): do not edit. */
import type { BoEventsOf } from '../tags';

type Events = BoEventsOf<HTMLElementTagNameMap['bo-project-picker']>;

/** bo-confirm: 确定：detail.records 为所选记录（单选时另有 detail.record），detail.ids 为全部所选 id（含未加载到的预选 id），抽屉随即关闭 */
export type BoProjectPickerConfirmEvent = Events['bo-confirm'];
/** the detail of bo-confirm */
export type ProjectPickerConfirmDetail = BoProjectPickerConfirmEvent['detail'];
/** bo-cancel: 取消、关闭或 Esc：抽屉关闭，未选择 */
export type BoProjectPickerCancelEvent = Events['bo-cancel'];
/** the detail of bo-cancel */
export type ProjectPickerCancelDetail = BoProjectPickerCancelEvent['detail'];
/** bo-error: 调用失败、属性值无效或渲染出错时触发 */
export type BoProjectPickerErrorEvent = Events['bo-error'];
/** the detail of bo-error */
export type ProjectPickerErrorDetail = BoProjectPickerErrorEvent['detail'];
