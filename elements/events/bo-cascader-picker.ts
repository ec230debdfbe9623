/** The events of <bo-cascader-picker> and their details, named. Written by `npm run manifest` from the element registry (scripts/manifest.mjs): do not edit. */
import type { BoEventsOf } from '../tags';

type Events = BoEventsOf<HTMLElementTagNameMap['bo-cascader-picker']>;

/** bo-confirm: 确定：detail.records 为所选记录（单选时另有 detail.record），detail.ids 为全部所选 id（含未加载到的预选 id），抽屉随即关闭。每条记录：所选节点本身的字段（页面传入的 id、name 等，不含 children），每个节点一次；多选时勾选上级即其全部下级各为一条 */
export type BoCascaderPickerConfirmEvent = Events['bo-confirm'];
/** the detail of bo-confirm */
export type CascaderPickerConfirmDetail = BoCascaderPickerConfirmEvent['detail'];
/** bo-cancel: 取消、关闭或 Esc：抽屉关闭，未选择 */
export type BoCascaderPickerCancelEvent = Events['bo-cancel'];
/** the detail of bo-cancel */
export type CascaderPickerCancelDetail = BoCascaderPickerCancelEvent['detail'];
/** bo-error: 调用失败、属性值无效或渲染出错时触发 */
export type BoCascaderPickerErrorEvent = Events['bo-error'];
/** the detail of bo-error */
export type CascaderPickerErrorDetail = BoCascaderPickerErrorEvent['detail'];
