/**
 * The file upload and the phone-scan upload (spec 3 §2.7, §2.8, §4 "Phone-scan upload", §5 Upload, §8):
 * the type messages, the delete question and 请先上传附件 are the spec's, in zh-CN.ts `upload`.
 */
export const filesUploadZhCN = {
  fileUpload: {
    choose: '上传文件',
    chooseImage: '上传图片',
    dropHint: '将文件拖到此处，或',
    dropClick: '点击上传',
    overLimit: '最多上传 {limit} 个文件',
    preview: '预览',
    download: '下载',
    delete: '删除',
    abort: '取消上传',
    uploading: '上传中 {percent}%',
    queued: '等待上传',
    failed: '上传失败：{error}',
    aborted: '已取消',
    progress: '{name} 上传进度',
    previewTitle: '文件预览',
    downloadRefused: '下载地址不安全，已拦截',
    list: '已上传文件',
  },
  scanUpload: {
    hint: '请使用手机扫描二维码上传文件',
    waiting: '等待手机上传…',
    back: '返回本地上传',
    qrAlt: '手机上传二维码',
    qrFailed: '二维码生成失败',
    received: '已收到手机上传的 {count} 个文件',
  },
};
