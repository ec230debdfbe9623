import { attr, defineElement, event } from '../src/core/runtime';
// not through the barrel: a page whose elements hold no value does not load the form code
import { formAttr, formField } from '../src/core/runtime/form';
import { PhotoUploader } from '../src/files/photo-uploader/PhotoUploader';
import { DEFAULT_MAX, RETRY_DELAY, checkPhotos, idsOf, type PhotoChangeDetail, type PhotoInput } from '../src/files/photo-uploader/photo.logic';
import { photoUploaderCalls } from '../src/files/photo-uploader/api';

const atLeastOne = (v: number) => (Number.isInteger(v) && v >= 1 ? undefined : 'expected a whole number ≥ 1');
const notNegative = (v: number) => (v >= 0 ? undefined : 'expected a number ≥ 0');

export const BoPhotoUploader = defineElement({
  tag: 'bo-photo-uploader',
  description:
    '照片上传：缩略图列表，点击查看大图（对话框宽 60%，图片最大 500 像素，可前后翻看），× 删除（确认是否删除照片）；添加按钮只收图片（否则提示“请上传图片”），达到最大张数时隐藏；上传中显示进度，失败的留在列表中可重试；图片加载失败 5 秒后重试，共 4 次，仍失败显示占位与文件名；只读模式隐藏添加与删除（force-delete 时保留删除）',
  component: PhotoUploader,
  display: 'block',
  // in a plain <form>: the photos' attachment ids under its name, one entry each
  form: formField({ value: ({ value }) => idsOf(value as PhotoInput[]) }),
  attributes: {
    name: formAttr.name(),
    disabled: formAttr.disabled('禁用：不能添加、删除或重试，也不随表单提交'),
    value: attr.json<PhotoInput[]>(
      [],
      '照片列表，JSON 数组：上传接口返回的文件对象（attachment_id、image_url、name…）或 {"image_url": "…", "name": "…"}；用户添加或删除后随之更新',
      'Array<{ image_url: string; name?: string; attachment_id?: number | string; image_save_url?: string; full_name?: string; size?: number; suffix?: string }>',
      { check: checkPhotos },
    ),
    max: attr.number(DEFAULT_MAX, '最多几张照片（默认 999）：照片与上传中的张数达到它时隐藏添加按钮', { check: atLeastOne }),
    readonly: attr.boolean(false, '只读（查看）模式：隐藏添加与删除，只能查看大图'),
    forceDelete: attr.boolean(false, '只读模式下仍显示删除'),
    public: attr.boolean(false, '上传到公开接口 /api/files/public/img（默认 /api/files/img）'),
    multiple: attr.boolean(false, '一次可选多张图片'),
    retryDelay: attr.number(RETRY_DELAY, '图片加载失败后等待多少毫秒再试（默认 5000，共试 4 次）；演示与测试可调短', { check: notNegative }),
  },
  events: {
    'bo-change': event<PhotoChangeDetail>(
      { photos: { type: 'PhotoInput[]' }, ids: { type: 'Array<number | string>' } },
      '照片上传完成或被删除后触发：detail.photos 为现在的照片列表，detail.ids 为其 attachment_id；value 随之更新',
      { updates: ({ photos }) => ({ value: photos }) },
    ),
  },
  // the element loads its api file anyway: the contract costs nothing more
  backend: async () => photoUploaderCalls,
  cssParts: {
    list: '缩略图列表',
    thumbnail: '每张照片（或上传中的图片），100 像素见方',
    button: '添加按钮',
    dialog: '查看大图对话框',
    header: '对话框标题栏',
    title: '对话框标题文字',
    'close-button': '对话框的关闭按钮（×）',
    body: '对话框中显示大图的区域',
  },
});

declare global {
  interface HTMLElementTagNameMap {
    'bo-photo-uploader': InstanceType<typeof BoPhotoUploader>;
  }
}
