/** The events of <bo-approval-bar> and their details, named. Written by `npm run manifest` from the element registry (scripts/manifest.mjs): do not edit. */
import type { BoEventsOf } from '../tags';

type Events = BoEventsOf<HTMLElementTagNameMap['bo-approval-bar']>;

/** bo-done: 操作成功后触发（可取消）：detail.action 为操作，detail.task 为操作前的审批任务；页面调用 preventDefault() 时留在本页并重新加载任务，否则 1 秒后离开本页 */
export type BoApprovalBarDoneEvent = Events['bo-done'];
/** the detail of bo-done */
export type ApprovalBarDoneDetail = BoApprovalBarDoneEvent['detail'];
/** bo-navigate: 跳转到其他页面前触发（可取消）：detail 为路径、查询参数和是否新窗口；页面调用 preventDefault() 后自行路由，否则元素以 navigation-base 为前缀跳转 */
export type BoApprovalBarNavigateEvent = Events['bo-navigate'];
/** the detail of bo-navigate */
export type ApprovalBarNavigateDetail = BoApprovalBarNavigateEvent['detail'];
/** bo-error: 调用失败、属性值无效或渲染出错时触发 */
export type BoApprovalBarErrorEvent = Events['bo-error'];
/** the detail of bo-error */
export type ApprovalBarErrorDetail = BoApprovalBarErrorEvent['detail'];
