/** The events of <bo-photo-uploader> and their details, named. Written by `npm run manifest` from the element registry (scripts/manifest.mjs): do not edit. */
import type { BoEventsOf } from '../tags';

type Events = BoEventsOf<HTMLElementTagNameMap['bo-photo-uploader']>;

/** bo-change: 照片上传完成或被删除后触发：detail.photos 为现在的照片列表，detail.ids 为其 attachment_id；value 随之更新 */
export type BoPhotoUploaderChangeEvent = Events['bo-change'];
/** the detail of bo-change */
export type PhotoUploaderChangeDetail = BoPhotoUploaderChangeEvent['detail'];
/** bo-error: 调用失败、属性值无效或渲染出错时触发 */
export type BoPhotoUploaderErrorEvent = Events['bo-error'];
/** the detail of bo-error */
export type PhotoUploaderErrorDetail = BoPhotoUploaderErrorEvent['detail'];
