/** The events of <bo-base-info-card> and their details, named. Written by `npm run manifest` from the element registry (scripts/manifest.mjs): do not edit. */
import type { BoEventsOf } from '../tags';

type Events = BoEventsOf<HTMLElementTagNameMap['bo-base-info-card']>;

/** bo-navigate: 跳转到其他页面前触发（可取消）：detail 为路径、查询参数和是否新窗口；页面调用 preventDefault() 后自行路由，否则元素以 navigation-base 为前缀跳转 */
export type BoBaseInfoCardNavigateEvent = Events['bo-navigate'];
/** the detail of bo-navigate */
export type BaseInfoCardNavigateDetail = BoBaseInfoCardNavigateEvent['detail'];
/** bo-change: 添加或删除标签：detail.tags 为新的标签列表，tags 随之更新 */
export type BoBaseInfoCardChangeEvent = Events['bo-change'];
/** the detail of bo-change */
export type BaseInfoCardChangeDetail = BoBaseInfoCardChangeEvent['detail'];
/** bo-error: 调用失败、属性值无效或渲染出错时触发 */
export type BoBaseInfoCardErrorEvent = Events['bo-error'];
/** the detail of bo-error */
export type BaseInfoCardErrorDetail = BoBaseInfoCardErrorEvent['detail'];
