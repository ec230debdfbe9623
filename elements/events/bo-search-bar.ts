/** The events of <bo-search-bar> and their details, named. Written by `npm run manifest` from the element registry (scripts/manifest.mjs): do not edit. */
import type { BoEventsOf } from '../tags';

type Events = BoEventsOf<HTMLElementTagNameMap['bo-search-bar']>;

/** bo-search: 搜索、清空或选用方案时触发：detail.payload 为搜索条件（只含非空值；数值区间为 start/end，日期区间为 start_time/end_time），detail.scheme 为所用方案的 id */
export type BoSearchBarSearchEvent = Events['bo-search'];
/** the detail of bo-search */
export type SearchBarSearchDetail = BoSearchBarSearchEvent['detail'];
/** bo-error: 调用失败、属性值无效或渲染出错时触发 */
export type BoSearchBarErrorEvent = Events['bo-error'];
/** the detail of bo-error */
export type SearchBarErrorDetail = BoSearchBarErrorEvent['detail'];
