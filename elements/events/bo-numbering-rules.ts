/** The events of <bo-numbering-rules> and their details, named. Written by `npm run manifest` from the element registry (scripts/manifest.mjs): do not edit. */
import type { BoEventsOf } from '../tags';

type Events = BoEventsOf<HTMLElementTagNameMap['bo-numbering-rules']>;

/** bo-change: 保存成功后触发：启停、设为默认、删除某条规则（detail.record），或切换模块是否需要编号规则（record 为 null） */
export type BoNumberingRulesChangeEvent = Events['bo-change'];
/** the detail of bo-change */
export type NumberingRulesChangeDetail = BoNumberingRulesChangeEvent['detail'];
/** bo-navigate: 跳转到其他页面前触发（可取消）：detail 为路径、查询参数和是否新窗口；页面调用 preventDefault() 后自行路由，否则元素以 navigation-base 为前缀跳转 */
export type BoNumberingRulesNavigateEvent = Events['bo-navigate'];
/** the detail of bo-navigate */
export type NumberingRulesNavigateDetail = BoNumberingRulesNavigateEvent['detail'];
/** bo-error: 调用失败、属性值无效或渲染出错时触发 */
export type BoNumberingRulesErrorEvent = Events['bo-error'];
/** the detail of bo-error */
export type NumberingRulesErrorDetail = BoNumberingRulesErrorEvent['detail'];
