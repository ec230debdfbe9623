/**
 * The import dialog's own words (spec 3 §2.10, §4, §5 Import); its spec messages (请上传zip文件, 请先上传附件)
 * are zh-CN.ts `upload`. The limits named in the refusals are those of spec 3 §9.
 */
export const filesImportZhCN = {
  importDialog: {
    title: '导入',
    stepUpload: '上传文件',
    stepWrite: '写入数据',
    steps: '导入步骤',
    template: '下载导入模板',
    choose: '选择文件',
    dropHint: '将文件拖到此处，或点击“选择文件”',
    sheetHint: '支持 xls、xlsx 格式，文件不超过 {max}，每次最多导入 {rows} 行数据',
    zipHint: '请上传 zip 压缩包',
    next: '下一步',
    back: '上一步',
    sheetOnly: '请上传 xls 或 xlsx 格式的表格文件',
    tooLarge: '文件大小为 {size}，不能超过 {max}',
    emptyFile: '文件是空的，请选择其他文件',
    noRows: '表格中没有数据行，请填写数据后再上传',
    tooManyRows: '数据行数为 {rows}，每次最多导入 {max} 行',
    unreadable: '无法读取该表格文件，请检查文件是否损坏',
    noSheet: '表格中没有名为“{sheet}”的工作表',
    readerFailed: '表格读取组件加载失败，请重试',
    checking: '正在读取表格…',
    uploading: '上传中 {percent}%',
    uploadFailed: '上传失败：{msg}',
    unpacking: '压缩包处理中…',
    unpackFailed: '压缩包处理状态查询失败：{msg}',
    uploaded: '已上传',
    rows: '共 {rows} 行数据',
    writing: '正在写入数据，请勿关闭…',
    written: '导入完成',
    writeFailed: '导入失败：{msg}',
    progress: '写入进度',
    noImportUrl: '未设置导入地址（import-url），无法写入数据',
  },
};
