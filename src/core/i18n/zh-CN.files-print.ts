/** The print launcher (spec 3 §2.11, §4 Print flow); the template picker's strings are in zh-CN.pickers.ts,
 * 请选择模板 and 没有传递数据 in zh-CN.ts `picker`. */
export const filesPrintZhCN = {
  printLauncher: {
    modeTitle: '打印',
    modeText: '是 Word 模板，请选择下载或预览',
    download: '下载',
    preview: '预览',
    previewTitle: '打印预览：{name}',
    working: '正在生成 Word 文件…',
  },
};
