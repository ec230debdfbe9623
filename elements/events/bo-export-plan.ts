/** The events of <bo-export-plan> and their details, named. Written by `npm run manifest` from the element registry (scripts/manifest.mjs): do not edit. */
import type { BoEventsOf } from '../tags';

type Events = BoEventsOf<HTMLElementTagNameMap['bo-export-plan']>;

/** bo-confirm: 确定：detail.fields 为按顺序的已选字段，detail.field 为按分组的保存格式，detail.plan 为当前方案；抽屉随即关闭 */
export type BoExportPlanConfirmEvent = Events['bo-confirm'];
/** the detail of bo-confirm */
export type ExportPlanConfirmDetail = BoExportPlanConfirmEvent['detail'];
/** bo-cancel: 取消、关闭按钮或 Esc：抽屉关闭 */
export type BoExportPlanCancelEvent = Events['bo-cancel'];
/** the detail of bo-cancel */
export type ExportPlanCancelDetail = BoExportPlanCancelEvent['detail'];
/** bo-error: 调用失败、属性值无效或渲染出错时触发 */
export type BoExportPlanErrorEvent = Events['bo-error'];
/** the detail of bo-error */
export type ExportPlanErrorDetail = BoExportPlanErrorEvent['detail'];
