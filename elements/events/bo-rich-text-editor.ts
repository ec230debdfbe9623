/** The events of <bo-rich-text-editor> and their details, named. Written by `npm run manifest` from the element registry (scripts/manifest.mjs): do not edit. */
import type { BoEventsOf } from '../tags';

type Events = BoEventsOf<HTMLElementTagNameMap['bo-rich-text-editor']>;

/** bo-change: 内容每次被用户改变时触发：detail.html 为净化后的 HTML（内容为空时为 ""），detail.text 为纯文本（输入、格式、插入图片、清空；页面设置 value 时不触发）；value 随之更新 */
export type BoRichTextEditorChangeEvent = Events['bo-change'];
/** the detail of bo-change */
export type RichTextEditorChangeDetail = BoRichTextEditorChangeEvent['detail'];
/** bo-error: 调用失败、属性值无效或渲染出错时触发 */
export type BoRichTextEditorErrorEvent = Events['bo-error'];
/** the detail of bo-error */
export type RichTextEditorErrorDetail = BoRichTextEditorErrorEvent['detail'];
