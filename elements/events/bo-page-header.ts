/** The events of <bo-page-header> and their details, named. Written by `npm run manifest` from the element registry (scripts/manifest.mjs): do not edit. */
import type { BoEventsOf } from '../tags';

type Events = BoEventsOf<HTMLElementTagNameMap['bo-page-header']>;

/** bo-prev: 点击“上一条”：页面自行载入上一条记录 */
export type BoPageHeaderPrevEvent = Events['bo-prev'];
/** the detail of bo-prev */
export type PageHeaderPrevDetail = BoPageHeaderPrevEvent['detail'];
/** bo-next: 点击“下一条”：页面自行载入下一条记录 */
export type BoPageHeaderNextEvent = Events['bo-next'];
/** the detail of bo-next */
export type PageHeaderNextDetail = BoPageHeaderNextEvent['detail'];
/** bo-action: 点击右侧按钮：detail.key 为该按钮的 key */
export type BoPageHeaderActionEvent = Events['bo-action'];
/** the detail of bo-action */
export type PageHeaderActionDetail = BoPageHeaderActionEvent['detail'];
/** bo-navigate: 跳转到其他页面前触发（可取消）：detail 为路径、查询参数和是否新窗口；页面调用 preventDefault() 后自行路由，否则元素以 navigation-base 为前缀跳转 */
export type BoPageHeaderNavigateEvent = Events['bo-navigate'];
/** the detail of bo-navigate */
export type PageHeaderNavigateDetail = BoPageHeaderNavigateEvent['detail'];
/** bo-error: 调用失败、属性值无效或渲染出错时触发 */
export type BoPageHeaderErrorEvent = Events['bo-error'];
/** the detail of bo-error */
export type PageHeaderErrorDetail = BoPageHeaderErrorEvent['detail'];
