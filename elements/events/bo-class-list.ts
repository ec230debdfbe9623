/** The events of <bo-class-list> and their details, named. Written by `npm run manifest` from the element registry (scripts/manifest.mjs): do not edit. */
import type { BoEventsOf } from '../tags';

type Events = BoEventsOf<HTMLElementTagNameMap['bo-class-list']>;

/** bo-change: 分类保存成功后触发（新增、编辑、启停、设为/取消默认、删除）：detail.action 为操作，detail.record 为该分类 */
export type BoClassListChangeEvent = Events['bo-change'];
/** the detail of bo-change */
export type ClassListChangeDetail = BoClassListChangeEvent['detail'];
/** bo-navigate: 跳转到其他页面前触发（可取消）：detail 为路径、查询参数和是否新窗口；页面调用 preventDefault() 后自行路由，否则元素以 navigation-base 为前缀跳转 */
export type BoClassListNavigateEvent = Events['bo-navigate'];
/** the detail of bo-navigate */
export type ClassListNavigateDetail = BoClassListNavigateEvent['detail'];
/** bo-error: 调用失败、属性值无效或渲染出错时触发 */
export type BoClassListErrorEvent = Events['bo-error'];
/** the detail of bo-error */
export type ClassListErrorDetail = BoClassListErrorEvent['detail'];
