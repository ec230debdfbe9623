/** The events of <bo-numbering-rule-editor> and their details, named. Written by `npm run manifest` from the element registry (scripts/manifest.mjs): do not edit. */
import type { BoEventsOf } from '../tags';

type Events = BoEventsOf<HTMLElementTagNameMap['bo-numbering-rule-editor']>;

/** bo-saved: 保存成功（保存成功）后、返回之前触发：detail.id 为规则 id，detail.isNew 表示新增（原会话中的“新编号”标记），detail.rule 为保存的内容 */
export type BoNumberingRuleEditorSavedEvent = Events['bo-saved'];
/** the detail of bo-saved */
export type NumberingRuleEditorSavedDetail = BoNumberingRuleEditorSavedEvent['detail'];
/** bo-cancel: 取消（有未保存的修改时先确认放弃）后、返回之前触发 */
export type BoNumberingRuleEditorCancelEvent = Events['bo-cancel'];
/** the detail of bo-cancel */
export type NumberingRuleEditorCancelDetail = BoNumberingRuleEditorCancelEvent['detail'];
/** bo-navigate: 跳转到其他页面前触发（可取消）：detail 为路径、查询参数和是否新窗口；页面调用 preventDefault() 后自行路由，否则元素以 navigation-base 为前缀跳转 */
export type BoNumberingRuleEditorNavigateEvent = Events['bo-navigate'];
/** the detail of bo-navigate */
export type NumberingRuleEditorNavigateDetail = BoNumberingRuleEditorNavigateEvent['detail'];
/** bo-error: 调用失败、属性值无效或渲染出错时触发 */
export type BoNumberingRuleEditorErrorEvent = Events['bo-error'];
/** the detail of bo-error */
export type NumberingRuleEditorErrorDetail = BoNumberingRuleEditorErrorEvent['detail'];
