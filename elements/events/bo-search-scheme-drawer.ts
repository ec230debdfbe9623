/** The events of <bo-search-scheme-drawer> and their details, named. Written by `npm run manifest` from the element registry (scripts/manifest.mjs): do not edit. */
import type { BoEventsOf } from '../tags';

type Events = BoEventsOf<HTMLElementTagNameMap['bo-search-scheme-drawer']>;

/** bo-confirm: 确定：detail.fields 为所选搜索项（按顺序，含值），detail.scheme 为保存后的方案（临时模式为 null）；抽屉随即关闭 */
export type BoSearchSchemeDrawerConfirmEvent = Events['bo-confirm'];
/** the detail of bo-confirm */
export type SearchSchemeDrawerConfirmDetail = BoSearchSchemeDrawerConfirmEvent['detail'];
/** bo-cancel: 取消、关闭按钮或 Esc（有未保存的修改时先确认放弃）：抽屉关闭 */
export type BoSearchSchemeDrawerCancelEvent = Events['bo-cancel'];
/** the detail of bo-cancel */
export type SearchSchemeDrawerCancelDetail = BoSearchSchemeDrawerCancelEvent['detail'];
/** bo-error: 调用失败、属性值无效或渲染出错时触发 */
export type BoSearchSchemeDrawerErrorEvent = Events['bo-error'];
/** the detail of bo-error */
export type SearchSchemeDrawerErrorDetail = BoSearchSchemeDrawerErrorEvent['detail'];
