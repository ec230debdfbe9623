/**
 * What bo-file-upload and bo-scan-upload share of their definitions: the attributes of the list and the
 * upload, the bo-change event (which writes the element's `value`), and the form value (the ids).
 */
import { attr, event, isArray, isNonNegativeInt } from '../../core/runtime';
import { formAttr, formField } from '../../core/runtime/form';
import type { UploadedFile } from '../../kit/upload';
import type { FilesChangeDetail } from '../shared/useFileList';

const isPositiveInt = (v: number) => (Number.isInteger(v) && v >= 1 ? undefined : 'expected a whole number of milliseconds ≥ 1');

export const uploadAttributes = {
  name: formAttr.name(),
  required: formAttr.required('表单中必填：没有文件时表单不能提交，提示“请先上传附件”'),
  disabled: formAttr.disabled('禁用：不能上传、删除，不随表单提交'),
  readonly: attr.boolean(false, '只读：只能预览和下载'),
  value: attr.json<UploadedFile[]>([], '已有的文件（上传文件对象的 JSON 数组：attachment_id、name、image_url、size、suffix…）；上传或删除后随之更新', 'UploadedFile[]', { check: isArray }),
  multiple: attr.boolean(false, '一次可选多个文件'),
  limit: attr.number(0, '最多几个文件（0 为不限）；满了不再显示上传按钮，多出的提示“最多上传 n 个文件”', { check: isNonNegativeInt }),
  public: attr.boolean(false, '使用公开的上传接口（/api/files/public/...），否则为需登录的接口'),
  power: attr.boolean(false, '预览走需权限的接口 /base/file/preview，否则 /base/file/public/preview'),
  modelName: attr.string<string | undefined>(undefined, '预览时带上的模块名（model_name）'),
  pollInterval: attr.number(5000, '扫码上传时查询状态的间隔（毫秒，默认 5000；只为测试与演示调小）', { check: isPositiveInt }),
  scanPage: attr.string('/mobile/upload', '手机扫码后打开的上传页地址（二维码内容，自动带上 ?client_id=）'),
};

export const uploadChange = event<FilesChangeDetail>(
  { files: { type: 'UploadedFile[]' }, ids: { type: 'number[]' } },
  '文件上传完成、手机上传完成或删除文件后触发：files 为列表中全部已上传文件，ids 为它们的 attachment_id（value 属性随之更新）',
  { updates: ({ files }) => ({ value: files }) },
);

export const uploadForm = formField<{ value: UploadedFile[] }>({
  value: ({ value }) => value.map((f) => f.attachment_id),
  empty: ({ value }) => value.length === 0,
  emptyMessage: (_, t) => t('upload.attachmentFirst'),
});
