import { defineElement } from '../src/core/runtime';
import { ScanUpload } from '../src/files/scan-upload/ScanUpload';
import { uploadAttributes, uploadChange, uploadForm } from '../src/files/file-upload/element-spec';

export const BoScanUpload = defineElement({
  tag: 'bo-scan-upload',
  description: '扫码上传：本地上传，或显示二维码由手机上传（每 5 秒查询一次状态，成功后回到本地上传并给出文件）；元素移除或隐藏时停止查询',
  component: ScanUpload,
  display: 'block',
  form: uploadForm,
  attributes: uploadAttributes,
  events: { 'bo-change': uploadChange },
  backend: async () => (await import('../src/files/file-upload/contract')).scanUploadCalls,
  cssParts: { button: '本地上传按钮', list: '文件列表', dialog: '文件预览对话框' },
});

declare global {
  interface HTMLElementTagNameMap {
    'bo-scan-upload': InstanceType<typeof BoScanUpload>;
  }
}
