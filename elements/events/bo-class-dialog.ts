/** The events of <bo-class-dialog> and their details, named. Written by `npm run manifest` from the element registry (scripts/manifest.mjs): do not edit. */
import type { BoEventsOf } from '../tags';

type Events = BoEventsOf<HTMLElementTagNameMap['bo-class-dialog']>;

/** bo-confirm: 保存成功：detail.record 为保存后的分类，detail.action 为 add 或 edit；对话框随即关闭 */
export type BoClassDialogConfirmEvent = Events['bo-confirm'];
/** the detail of bo-confirm */
export type ClassDialogConfirmDetail = BoClassDialogConfirmEvent['detail'];
/** bo-cancel: 取消、关闭按钮或 Esc（有修改时先确认放弃）：对话框关闭，未保存 */
export type BoClassDialogCancelEvent = Events['bo-cancel'];
/** the detail of bo-cancel */
export type ClassDialogCancelDetail = BoClassDialogCancelEvent['detail'];
/** bo-error: 调用失败、属性值无效或渲染出错时触发 */
export type BoClassDialogErrorEvent = Events['bo-error'];
/** the detail of bo-error */
export type ClassDialogErrorDetail = BoClassDialogErrorEvent['detail'];
