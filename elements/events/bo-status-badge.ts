/** The events of <bo-status-badge> and their details, named. Written by `npm run manifest` from the element registry (scripts/manifest.mjs): do not edit. */
import type { BoEventsOf } from '../tags';

type Events = BoEventsOf<HTMLElementTagNameMap['bo-status-badge']>;

/** bo-error: 调用失败、属性值无效或渲染出错时触发 */
export type BoStatusBadgeErrorEvent = Events['bo-error'];
/** the detail of bo-error */
export type StatusBadgeErrorDetail = BoStatusBadgeErrorEvent['detail'];
