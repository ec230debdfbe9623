/** The events of <bo-custom-fields> and their details, named. Written by `npm run manifest` from the element registry (scripts/manifest.mjs): do not edit. */
import type { BoEventsOf } from '../tags';

type Events = BoEventsOf<HTMLElementTagNameMap['bo-custom-fields']>;

/** bo-change: 字段保存成功后触发（新增、编辑、启停、删除、应用到全部）：detail.action 为操作，detail.record 为该字段 */
export type BoCustomFieldsChangeEvent = Events['bo-change'];
/** the detail of bo-change */
export type CustomFieldsChangeDetail = BoCustomFieldsChangeEvent['detail'];
/** bo-error: 调用失败、属性值无效或渲染出错时触发 */
export type BoCustomFieldsErrorEvent = Events['bo-error'];
/** the detail of bo-error */
export type CustomFieldsErrorDetail = BoCustomFieldsErrorEvent['detail'];
