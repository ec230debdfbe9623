/** The events of <bo-sku-picker> and their details, named. Written by `npm run manifest` from the element registry (scripts/manifest.mjs): do not edit. */
import type { BoEventsOf } from '../tags';

type Events = BoEventsOf<HTMLElementTagNameMap['bo-sku-picker']>;

/** bo-confirm: 确定：detail.records 为所选记录（单选时另有 detail.record），detail.ids 为全部所选 id（含未加载到的预选 id），抽屉随即关闭 */
export type BoSkuPickerConfirmEvent = Events['bo-confirm'];
/** the detail of bo-confirm */
export type SkuPickerConfirmDetail = BoSkuPickerConfirmEvent['detail'];
/** bo-cancel: 取消、关闭或 Esc：抽屉关闭，未选择 */
export type BoSkuPickerCancelEvent = Events['bo-cancel'];
/** the detail of bo-cancel */
export type SkuPickerCancelDetail = BoSkuPickerCancelEvent['detail'];
/** bo-change: 嵌入页面时（inline）每次勾选变化：detail.records 为所选记录，detail.ids 为全部所选 id */
export type BoSkuPickerChangeEvent = Events['bo-change'];
/** the detail of bo-change */
export type SkuPickerChangeDetail = BoSkuPickerChangeEvent['detail'];
/** bo-error: 调用失败、属性值无效或渲染出错时触发 */
export type BoSkuPickerErrorEvent = Events['bo-error'];
/** the detail of bo-error */
export type SkuPickerErrorDetail = BoSkuPickerErrorEvent['detail'];
