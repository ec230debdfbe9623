/** The events of <bo-tab-bar> and their details, named. Written by `npm run manifest` from the element registry (scripts/manifest.mjs): do not edit. */
import type { BoEventsOf } from '../tags';

type Events = BoEventsOf<HTMLElementTagNameMap['bo-tab-bar']>;

/** bo-change: 用户切换标签时触发（点击，或方向键后按 Enter/空格），detail 为该标签；属性变化不触发 */
export type BoTabBarChangeEvent = Events['bo-change'];
/** the detail of bo-change */
export type TabBarChangeDetail = BoTabBarChangeEvent['detail'];
/** bo-error: 调用失败、属性值无效或渲染出错时触发 */
export type BoTabBarErrorEvent = Events['bo-error'];
/** the detail of bo-error */
export type TabBarErrorDetail = BoTabBarErrorEvent['detail'];
