/** The events of <bo-pagination> and their details, named. Written by `npm run manifest` from the element registry (scripts/manifest.mjs): do not edit. */
import type { BoEventsOf } from '../tags';

type Events = BoEventsOf<HTMLElementTagNameMap['bo-pagination']>;

/** bo-change: 用户翻页或切换每页条数时触发（属性变化不触发）；切换每页条数时 page 为 1 */
export type BoPaginationChangeEvent = Events['bo-change'];
/** the detail of bo-change */
export type PaginationChangeDetail = BoPaginationChangeEvent['detail'];
/** bo-error: 调用失败、属性值无效或渲染出错时触发 */
export type BoPaginationErrorEvent = Events['bo-error'];
/** the detail of bo-error */
export type PaginationErrorDetail = BoPaginationErrorEvent['detail'];
