/**
 * The rich-text editor (spec 3 §2.17, §5 Upload, §8): its toolbar, the image uploads and the link box;
 * the spec's messages it shows live where the other elements find them too (请上传图片 in `upload`,
 * 请确认是否清空？清空后将无法恢复 in `approval`, 清空成功 in `success`).
 */
export const filesRichZhCN = {
  richText: {
    label: '富文本编辑器',
    toolbar: '编辑工具栏',
    loading: '编辑器加载中…',
    bold: '加粗',
    italic: '斜体',
    underline: '下划线',
    strike: '删除线',
    code: '行内代码',
    heading1: '标题 1',
    heading2: '标题 2',
    heading3: '标题 3',
    bulletList: '无序列表',
    orderedList: '有序列表',
    blockquote: '引用',
    codeBlock: '代码块',
    horizontalRule: '分割线',
    link: '插入链接',
    image: '插入图片',
    undo: '撤销',
    redo: '重做',
    clear: '清空',
    linkAddress: '链接地址',
    linkInvalid: '请输入以 http:// 或 https:// 开头的链接地址',
    linkRemove: '移除链接',
    uploading: '图片上传中：{name} {percent}%',
    uploadFailed: '图片 {name} 上传失败：{msg}',
    tooLarge: '图片 {name} 超过 {size}，不能上传',
    dismiss: '移除',
    tooLong: '内容不能超过 {max} 个字',
    count: '{count}/{max}',
  },
};
