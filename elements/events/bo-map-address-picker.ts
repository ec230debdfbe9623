/** The events of <bo-map-address-picker> and their details, named. Written by `npm run manifest` from the element registry (scripts/manifest.mjs): do not edit. */
import type { BoEventsOf } from '../tags';

type Events = BoEventsOf<HTMLElementTagNameMap['bo-map-address-picker']>;

/** bo-confirm: 确定：所选点已保存（/gn/public/save_address），detail.record 为该点（GCJ02），detail.records 为只含它的列表；抽屉随即关闭 */
export type BoMapAddressPickerConfirmEvent = Events['bo-confirm'];
/** the detail of bo-confirm */
export type MapAddressPickerConfirmDetail = BoMapAddressPickerConfirmEvent['detail'];
/** bo-cancel: 取消、关闭按钮或 Esc：抽屉关闭，未选点 */
export type BoMapAddressPickerCancelEvent = Events['bo-cancel'];
/** the detail of bo-cancel */
export type MapAddressPickerCancelDetail = BoMapAddressPickerCancelEvent['detail'];
/** bo-error: 调用失败、属性值无效或渲染出错时触发 */
export type BoMapAddressPickerErrorEvent = Events['bo-error'];
/** the detail of bo-error */
export type MapAddressPickerErrorDetail = BoMapAddressPickerErrorEvent['detail'];
