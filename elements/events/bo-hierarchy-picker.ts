/** The events of <bo-hierarchy-picker> and their details, named. Written by `npm run manifest` from the element registry (scripts/manifest.mjs): do not edit. */
import type { BoEventsOf } from '../tags';

type Events = BoEventsOf<HTMLElementTagNameMap['bo-hierarchy-picker']>;

/** bo-confirm: 确定：detail.records 为所选记录（单选时另有 detail.record），detail.ids 为全部所选 id（含未加载到的预选 id），抽屉随即关闭。每条记录：所选节点本身的字段（页面传入的 id、name 等，不含 children），每个节点一次；勾选下级时其上级也在其中，按勾选顺序 */
export type BoHierarchyPickerConfirmEvent = Events['bo-confirm'];
/** the detail of bo-confirm */
export type HierarchyPickerConfirmDetail = BoHierarchyPickerConfirmEvent['detail'];
/** bo-cancel: 取消、关闭或 Esc：抽屉关闭，未选择 */
export type BoHierarchyPickerCancelEvent = Events['bo-cancel'];
/** the detail of bo-cancel */
export type HierarchyPickerCancelDetail = BoHierarchyPickerCancelEvent['detail'];
/** bo-error: 调用失败、属性值无效或渲染出错时触发 */
export type BoHierarchyPickerErrorEvent = Events['bo-error'];
/** the detail of bo-error */
export type HierarchyPickerErrorDetail = BoHierarchyPickerErrorEvent['detail'];
