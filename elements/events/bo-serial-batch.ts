/** The events of <bo-serial-batch> and their details, named. Written by `npm run manifest` from the element registry (scripts/manifest.mjs): do not edit. */
import type { BoEventsOf } from '../tags';

type Events = BoEventsOf<HTMLElementTagNameMap['bo-serial-batch']>;

/** bo-confirm: 确定：detail.serials 为生成或填写的序列号（按顺序），detail.mode 为所用方式；抽屉随即关闭 */
export type BoSerialBatchConfirmEvent = Events['bo-confirm'];
/** the detail of bo-confirm */
export type SerialBatchConfirmDetail = BoSerialBatchConfirmEvent['detail'];
/** bo-cancel: 取消、关闭按钮或 Esc：抽屉关闭 */
export type BoSerialBatchCancelEvent = Events['bo-cancel'];
/** the detail of bo-cancel */
export type SerialBatchCancelDetail = BoSerialBatchCancelEvent['detail'];
/** bo-error: 调用失败、属性值无效或渲染出错时触发 */
export type BoSerialBatchErrorEvent = Events['bo-error'];
/** the detail of bo-error */
export type SerialBatchErrorDetail = BoSerialBatchErrorEvent['detail'];
