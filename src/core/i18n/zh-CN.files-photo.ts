/**
 * The photo uploader (spec 3 §2.9, §4, §5, §9); its spec messages (请上传图片, 确认是否删除照片) are in
 * zh-CN.ts `upload`.
 */
export const filesPhotoZhCN = {
  photos: {
    label: '照片',
    add: '添加照片',
    viewTitle: '查看大图',
    view: '查看大图：{name}',
    delete: '删除照片：{name}',
    uploading: '上传中 {percent}%',
    failed: '上传失败',
    discard: '移除',
    loading: '图片加载中',
    broken: '图片加载失败',
    overMax: '最多上传{max}张照片',
    empty: '暂无照片',
    prev: '上一张',
    next: '下一张',
    counter: '{index} / {total}',
  },
};
