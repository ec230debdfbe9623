/** The events of <bo-file-upload> and their details, named. Written by `npm run manifest` from the element registry (scripts/manifest.mjs): do not edit. */
import type { BoEventsOf } from '../tags';

type Events = BoEventsOf<HTMLElementTagNameMap['bo-file-upload']>;

/** bo-change: 文件上传完成、手机上传完成或删除文件后触发：files 为列表中全部已上传文件，ids 为它们的 attachment_id（value 属性随之更新） */
export type BoFileUploadChangeEvent = Events['bo-change'];
/** the detail of bo-change */
export type FileUploadChangeDetail = BoFileUploadChangeEvent['detail'];
/** bo-error: 调用失败、属性值无效或渲染出错时触发 */
export type BoFileUploadErrorEvent = Events['bo-error'];
/** the detail of bo-error */
export type FileUploadErrorDetail = BoFileUploadErrorEvent['detail'];
