/** The events of <bo-print-launcher> and their details, named. Written by `npm run manifest` from the element registry (scripts/manifest.mjs): do not edit. */
import type { BoEventsOf } from '../tags';

type Events = BoEventsOf<HTMLElementTagNameMap['bo-print-launcher']>;

/** bo-print: 已打印：detail.template 为所选模板；mode 为 print（已打开打印页）、download（已下载 Word 文件）或 preview（预览已显示）；预览以外随即关闭 */
export type BoPrintLauncherPrintEvent = Events['bo-print'];
/** the detail of bo-print */
export type PrintLauncherPrintDetail = BoPrintLauncherPrintEvent['detail'];
/** bo-cancel: 取消了模板选择或打印方式：未打印 */
export type BoPrintLauncherCancelEvent = Events['bo-cancel'];
/** the detail of bo-cancel */
export type PrintLauncherCancelDetail = BoPrintLauncherCancelEvent['detail'];
/** bo-close: 预览已关闭 */
export type BoPrintLauncherCloseEvent = Events['bo-close'];
/** the detail of bo-close */
export type PrintLauncherCloseDetail = BoPrintLauncherCloseEvent['detail'];
/** bo-navigate: 跳转到其他页面前触发（可取消）：detail 为路径、查询参数和是否新窗口；页面调用 preventDefault() 后自行路由，否则元素以 navigation-base 为前缀跳转 */
export type BoPrintLauncherNavigateEvent = Events['bo-navigate'];
/** the detail of bo-navigate */
export type PrintLauncherNavigateDetail = BoPrintLauncherNavigateEvent['detail'];
/** bo-error: 调用失败、属性值无效或渲染出错时触发 */
export type BoPrintLauncherErrorEvent = Events['bo-error'];
/** the detail of bo-error */
export type PrintLauncherErrorDetail = BoPrintLauncherErrorEvent['detail'];
