/** The events of <bo-column-chooser> and their details, named. Written by `npm run manifest` from the element registry (scripts/manifest.mjs): do not edit. */
import type { BoEventsOf } from '../tags';

type Events = BoEventsOf<HTMLElementTagNameMap['bo-column-chooser']>;

/** bo-confirm: 确定：detail.layout 为表头布局，detail.columns 为按表头顺序的已选列（含所属分组与最小列宽），detail.groups 为更新了 checked、width 与顺序的分组（下次传回即恢复）；抽屉随即关闭 */
export type BoColumnChooserConfirmEvent = Events['bo-confirm'];
/** the detail of bo-confirm */
export type ColumnChooserConfirmDetail = BoColumnChooserConfirmEvent['detail'];
/** bo-cancel: 取消、关闭按钮或 Esc：抽屉关闭 */
export type BoColumnChooserCancelEvent = Events['bo-cancel'];
/** the detail of bo-cancel */
export type ColumnChooserCancelDetail = BoColumnChooserCancelEvent['detail'];
/** bo-error: 调用失败、属性值无效或渲染出错时触发 */
export type BoColumnChooserErrorEvent = Events['bo-error'];
/** the detail of bo-error */
export type ColumnChooserErrorDetail = BoColumnChooserErrorEvent['detail'];
