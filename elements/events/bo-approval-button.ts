/** The events of <bo-approval-button> and their details, named. Written by `npm run manifest` from the element registry (scripts/manifest.mjs): do not edit. */
import type { BoEventsOf } from '../tags';

type Events = BoEventsOf<HTMLElementTagNameMap['bo-approval-button']>;

/** bo-click: 点击按钮，detail.value 为按钮的数值 */
export type BoApprovalButtonClickEvent = Events['bo-click'];
/** the detail of bo-click */
export type ApprovalButtonClickDetail = BoApprovalButtonClickEvent['detail'];
/** bo-error: 调用失败、属性值无效或渲染出错时触发 */
export type BoApprovalButtonErrorEvent = Events['bo-error'];
/** the detail of bo-error */
export type ApprovalButtonErrorDetail = BoApprovalButtonErrorEvent['detail'];
