/** The events of <bo-approval-path> and their details, named. Written by `npm run manifest` from the element registry (scripts/manifest.mjs): do not edit. */
import type { BoEventsOf } from '../tags';

type Events = BoEventsOf<HTMLElementTagNameMap['bo-approval-path']>;

/** bo-navigate: 跳转到其他页面前触发（可取消）：detail 为路径、查询参数和是否新窗口；页面调用 preventDefault() 后自行路由，否则元素以 navigation-base 为前缀跳转 */
export type BoApprovalPathNavigateEvent = Events['bo-navigate'];
/** the detail of bo-navigate */
export type ApprovalPathNavigateDetail = BoApprovalPathNavigateEvent['detail'];
/** bo-error: 调用失败、属性值无效或渲染出错时触发 */
export type BoApprovalPathErrorEvent = Events['bo-error'];
/** the detail of bo-error */
export type ApprovalPathErrorDetail = BoApprovalPathErrorEvent['detail'];
