/** The events of <bo-category-group-filter> and their details, named. Written by `npm run manifest` from the element registry (scripts/manifest.mjs): do not edit. */
import type { BoEventsOf } from '../tags';

type Events = BoEventsOf<HTMLElementTagNameMap['bo-category-group-filter']>;

/** bo-change: 用户选择节点或切换页签（切换即清空所选）时触发，属性变化不触发；filters 为列表请求应带上的条件，如 { goods_type_id: 3 } 或多选时 { goods_type_id: [3, 4] }，未选时为 {} */
export type BoCategoryGroupFilterChangeEvent = Events['bo-change'];
/** the detail of bo-change */
export type CategoryGroupFilterChangeDetail = BoCategoryGroupFilterChangeEvent['detail'];
/** bo-error: 调用失败、属性值无效或渲染出错时触发 */
export type BoCategoryGroupFilterErrorEvent = Events['bo-error'];
/** the detail of bo-error */
export type CategoryGroupFilterErrorDetail = BoCategoryGroupFilterErrorEvent['detail'];
