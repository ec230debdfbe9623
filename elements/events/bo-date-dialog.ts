/** The events of <bo-date-dialog> and their details, named. Written by `npm run manifest` from the element registry (scripts/manifest.mjs): do not edit. */
import type { BoEventsOf } from '../tags';

type Events = BoEventsOf<HTMLElementTagNameMap['bo-date-dialog']>;

/** bo-confirm: 确定：detail.date 为所选日期 YYYY-MM-DD，对话框随即关闭，value 随之更新 */
export type BoDateDialogConfirmEvent = Events['bo-confirm'];
/** the detail of bo-confirm */
export type DateDialogConfirmDetail = BoDateDialogConfirmEvent['detail'];
/** bo-cancel: 取消、关闭按钮或 Esc：对话框关闭，未选择日期 */
export type BoDateDialogCancelEvent = Events['bo-cancel'];
/** the detail of bo-cancel */
export type DateDialogCancelDetail = BoDateDialogCancelEvent['detail'];
/** bo-error: 调用失败、属性值无效或渲染出错时触发 */
export type BoDateDialogErrorEvent = Events['bo-error'];
/** the detail of bo-error */
export type DateDialogErrorDetail = BoDateDialogErrorEvent['detail'];
