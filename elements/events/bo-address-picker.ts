/** The events of <bo-address-picker> and their details, named. Written by `npm run manifest` from the element registry (scripts/manifest.mjs): do not edit. */
import type { BoEventsOf } from '../tags';

type Events = BoEventsOf<HTMLElementTagNameMap['bo-address-picker']>;

/** bo-confirm: 确定：detail.records 为所选记录（单选时另有 detail.record），detail.ids 为全部所选 id（含未加载到的预选 id），抽屉随即关闭。每条记录：/base/address/list 返回的地址记录原样（此处列出本组件读取的字段）；address_type 1 收货 2 发货 3 退货 4 发票邮寄 5 仓库 6 其他 7 办公，is_out 外部地址、is_default 默认地址为 1 / 0 */
export type BoAddressPickerConfirmEvent = Events['bo-confirm'];
/** the detail of bo-confirm */
export type AddressPickerConfirmDetail = BoAddressPickerConfirmEvent['detail'];
/** bo-cancel: 取消、关闭或 Esc：抽屉关闭，未选择 */
export type BoAddressPickerCancelEvent = Events['bo-cancel'];
/** the detail of bo-cancel */
export type AddressPickerCancelDetail = BoAddressPickerCancelEvent['detail'];
/** bo-error: 调用失败、属性值无效或渲染出错时触发 */
export type BoAddressPickerErrorEvent = Events['bo-error'];
/** the detail of bo-error */
export type AddressPickerErrorDetail = BoAddressPickerErrorEvent['detail'];
