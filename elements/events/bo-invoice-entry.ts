/** The events of <bo-invoice-entry> and their details, named. Written by `npm run manifest` from the element registry (scripts/manifest.mjs): do not edit. */
import type { BoEventsOf } from '../tags';

type Events = BoEventsOf<HTMLElementTagNameMap['bo-invoice-entry']>;

/** bo-change: 列表变化后触发（识别出发票、批量设置公司/经办人/经办时间、编辑保存、删除）：detail.records 为列表中全部发票（value 随之更新） */
export type BoInvoiceEntryChangeEvent = Events['bo-change'];
/** the detail of bo-change */
export type InvoiceEntryChangeDetail = BoInvoiceEntryChangeEvent['detail'];
/** bo-saved: 编辑模式（mode 2，直接打开）保存成功后、返回之前触发：detail.invoice 为保存后的发票（value 随之更新） */
export type BoInvoiceEntrySavedEvent = Events['bo-saved'];
/** the detail of bo-saved */
export type InvoiceEntrySavedDetail = BoInvoiceEntrySavedEvent['detail'];
/** bo-cancel: 编辑模式（mode 2，直接打开）取消（有未保存的修改时先确认放弃）后、返回之前触发 */
export type BoInvoiceEntryCancelEvent = Events['bo-cancel'];
/** the detail of bo-cancel */
export type InvoiceEntryCancelDetail = BoInvoiceEntryCancelEvent['detail'];
/** bo-navigate: 跳转到其他页面前触发（可取消）：detail 为路径、查询参数和是否新窗口；页面调用 preventDefault() 后自行路由，否则元素以 navigation-base 为前缀跳转 */
export type BoInvoiceEntryNavigateEvent = Events['bo-navigate'];
/** the detail of bo-navigate */
export type InvoiceEntryNavigateDetail = BoInvoiceEntryNavigateEvent['detail'];
/** bo-error: 调用失败、属性值无效或渲染出错时触发 */
export type BoInvoiceEntryErrorEvent = Events['bo-error'];
/** the detail of bo-error */
export type InvoiceEntryErrorDetail = BoInvoiceEntryErrorEvent['detail'];
