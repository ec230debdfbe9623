/** The events of <bo-group-editor> and their details, named. Written by `npm run manifest` from the element registry (scripts/manifest.mjs): do not edit. */
import type { BoEventsOf } from '../tags';

type Events = BoEventsOf<HTMLElementTagNameMap['bo-group-editor']>;

/** bo-change: 分组保存成功后触发（新增、编辑、上移、下移、删除）：detail.action 为操作，detail.record 为该分组（新增时为提交的 name、pid、remark、serial_number，接口返回分组时带 id） */
export type BoGroupEditorChangeEvent = Events['bo-change'];
/** the detail of bo-change */
export type GroupEditorChangeDetail = BoGroupEditorChangeEvent['detail'];
/** bo-import: 点击“导入”时触发（可取消）：页面据此打开 <bo-import-dialog>，导入完成后调用 reload() */
export type BoGroupEditorImportEvent = Events['bo-import'];
/** the detail of bo-import */
export type GroupEditorImportDetail = BoGroupEditorImportEvent['detail'];
/** bo-error: 调用失败、属性值无效或渲染出错时触发 */
export type BoGroupEditorErrorEvent = Events['bo-error'];
/** the detail of bo-error */
export type GroupEditorErrorDetail = BoGroupEditorErrorEvent['detail'];
