/** The events of <bo-receipt-entry> and their details, named. Written by `npm run manifest` from the element registry (scripts/manifest.mjs): do not edit. */
import type { BoEventsOf } from '../tags';

type Events = BoEventsOf<HTMLElementTagNameMap['bo-receipt-entry']>;

/** bo-change: 列表改变后触发（识别加入、批量设置、编辑确定、删除）：detail.records 为全部行（value 随之更新） */
export type BoReceiptEntryChangeEvent = Events['bo-change'];
/** the detail of bo-change */
export type ReceiptEntryChangeDetail = BoReceiptEntryChangeEvent['detail'];
/** bo-confirm: 编辑（2）或新增（3）模式下全部校验通过后点“确定”触发：detail.record 为记录（amount 为两位小数的元，big_amount 为大写金额）；由页面保存 */
export type BoReceiptEntryConfirmEvent = Events['bo-confirm'];
/** the detail of bo-confirm */
export type ReceiptEntryConfirmDetail = BoReceiptEntryConfirmEvent['detail'];
/** bo-cancel: 编辑（2）或新增（3）模式下取消（有未保存的修改时先确认放弃）；新增模式随后返回 */
export type BoReceiptEntryCancelEvent = Events['bo-cancel'];
/** the detail of bo-cancel */
export type ReceiptEntryCancelDetail = BoReceiptEntryCancelEvent['detail'];
/** bo-navigate: 跳转到其他页面前触发（可取消）：detail 为路径、查询参数和是否新窗口；页面调用 preventDefault() 后自行路由，否则元素以 navigation-base 为前缀跳转 */
export type BoReceiptEntryNavigateEvent = Events['bo-navigate'];
/** the detail of bo-navigate */
export type ReceiptEntryNavigateDetail = BoReceiptEntryNavigateEvent['detail'];
/** bo-error: 调用失败、属性值无效或渲染出错时触发 */
export type BoReceiptEntryErrorEvent = Events['bo-error'];
/** the detail of bo-error */
export type ReceiptEntryErrorDetail = BoReceiptEntryErrorEvent['detail'];
