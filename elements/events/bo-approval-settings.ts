/** The events of <bo-approval-settings> and their details, named. Written by `npm run manifest` from the element registry (scripts/manifest.mjs): do not edit. */
import type { BoEventsOf } from '../tags';

type Events = BoEventsOf<HTMLElementTagNameMap['bo-approval-settings']>;

/** bo-change: 保存成功后触发：开启/关闭审批（record 为 null）、设为当前流程或删除流程（detail.record 为该流程） */
export type BoApprovalSettingsChangeEvent = Events['bo-change'];
/** the detail of bo-change */
export type ApprovalSettingsChangeDetail = BoApprovalSettingsChangeEvent['detail'];
/** bo-navigate: 跳转到其他页面前触发（可取消）：detail 为路径、查询参数和是否新窗口；页面调用 preventDefault() 后自行路由，否则元素以 navigation-base 为前缀跳转 */
export type BoApprovalSettingsNavigateEvent = Events['bo-navigate'];
/** the detail of bo-navigate */
export type ApprovalSettingsNavigateDetail = BoApprovalSettingsNavigateEvent['detail'];
/** bo-error: 调用失败、属性值无效或渲染出错时触发 */
export type BoApprovalSettingsErrorEvent = Events['bo-error'];
/** the detail of bo-error */
export type ApprovalSettingsErrorDetail = BoApprovalSettingsErrorEvent['detail'];
