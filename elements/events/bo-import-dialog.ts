/** The events of <bo-import-dialog> and their details, named. Written by `npm run manifest` from the element registry (scripts/manifest.mjs): do not edit. */
import type { BoEventsOf } from '../tags';

type Events = BoEventsOf<HTMLElementTagNameMap['bo-import-dialog']>;

/** bo-import: 点击“下一步”开始写入数据时（可取消）：页面自行写入时调用 preventDefault() 并在监听函数中同步调用 detail.respondWith(promise)，对话框显示进度直到 promise 完成（reject 的 message 作为失败信息显示）；只取消而不调用 respondWith 则停留在第一步、不写入；不取消则请求 import-url */
export type BoImportDialogImportEvent = Events['bo-import'];
/** the detail of bo-import */
export type ImportDialogImportDetail = BoImportDialogImportEvent['detail'];
/** bo-confirm: 写入成功、进度 100% 后 1 秒：detail.result 为 import-url 返回的 data（或 respondWith 的结果）；对话框随即关闭 */
export type BoImportDialogConfirmEvent = Events['bo-confirm'];
/** the detail of bo-confirm */
export type ImportDialogConfirmDetail = BoImportDialogConfirmEvent['detail'];
/** bo-cancel: 取消、关闭按钮或 Esc（写入数据时不可关闭）：对话框关闭，未导入 */
export type BoImportDialogCancelEvent = Events['bo-cancel'];
/** the detail of bo-cancel */
export type ImportDialogCancelDetail = BoImportDialogCancelEvent['detail'];
/** bo-error: 调用失败、属性值无效或渲染出错时触发 */
export type BoImportDialogErrorEvent = Events['bo-error'];
/** the detail of bo-error */
export type ImportDialogErrorDetail = BoImportDialogErrorEvent['detail'];
