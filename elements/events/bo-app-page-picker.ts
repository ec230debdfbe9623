/** The events of <bo-app-page-picker> and their details, named. Written by `npm run manifest` from the element registry (scripts/manifest.mjs): do not edit. */
import type { BoEventsOf } from '../tags';

type Events = BoEventsOf<HTMLElementTagNameMap['bo-app-page-picker']>;

/** bo-confirm: 确定：detail.records 为所选记录（单选时另有 detail.record），detail.ids 为全部所选 id（含未加载到的预选 id），抽屉随即关闭 */
export type BoAppPagePickerConfirmEvent = Events['bo-confirm'];
/** the detail of bo-confirm */
export type AppPagePickerConfirmDetail = BoAppPagePickerConfirmEvent['detail'];
/** bo-cancel: 取消、关闭或 Esc：抽屉关闭，未选择 */
export type BoAppPagePickerCancelEvent = Events['bo-cancel'];
/** the detail of bo-cancel */
export type AppPagePickerCancelDetail = BoAppPagePickerCancelEvent['detail'];
/** bo-navigate: 跳转到其他页面前触发（可取消）：detail 为路径、查询参数和是否新窗口；页面调用 preventDefault() 后自行路由，否则元素以 navigation-base 为前缀跳转 */
export type BoAppPagePickerNavigateEvent = Events['bo-navigate'];
/** the detail of bo-navigate */
export type AppPagePickerNavigateDetail = BoAppPagePickerNavigateEvent['detail'];
/** bo-error: 调用失败、属性值无效或渲染出错时触发 */
export type BoAppPagePickerErrorEvent = Events['bo-error'];
/** the detail of bo-error */
export type AppPagePickerErrorDetail = BoAppPagePickerErrorEvent['detail'];
