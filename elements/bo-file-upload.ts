import { attr, defineElement } from '../src/core/runtime';
import { FileUpload } from '../src/files/file-upload/FileUpload';
import { ACCEPT_KINDS } from '../src/files/shared/file-kind.logic';
import { uploadAttributes, uploadChange, uploadForm } from '../src/files/file-upload/element-spec';

export const BoFileUpload = defineElement({
  tag: 'bo-file-upload',
  description: '文件上传：按钮或拖拽区域（或手机扫码上传），文件列表带类型图标、每个文件的进度条、失败重试、预览、下载与删除；表单中以 name 提交已上传文件的 id',
  component: FileUpload,
  display: 'block',
  form: uploadForm,
  attributes: {
    accept: attr.enum(ACCEPT_KINDS, 'file', '可上传的文件类型：file（任意）、image（请上传图片）、video（请上传视频文件）、audio（请上传音频文件）；image 走图片上传接口'),
    drag: attr.boolean(false, '显示拖拽区域（拖入或点击上传），而不是上传按钮'),
    source: attr.enum(['local', 'scan'] as const, 'local', '上传来源：local 本地；scan 另有“扫码上传”（二维码，手机上传后文件加入列表）'),
    ...uploadAttributes,
  },
  events: { 'bo-change': uploadChange },
  backend: async () => (await import('../src/files/file-upload/contract')).fileUploadCalls,
  cssParts: { button: '上传按钮或拖拽区域', list: '文件列表', dialog: '文件预览对话框' },
});

declare global {
  interface HTMLElementTagNameMap {
    'bo-file-upload': InstanceType<typeof BoFileUpload>;
  }
}
