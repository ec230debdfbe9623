/**
 * The drawer of common phrases and historical comments that the approval bar opens (spec 3 §2.3, §3,
 * §6); its spec messages (请勾选数据, 请确认是否删除该意见?) are in zh-CN.ts `approval`, the success messages
 * in `success`.
 */
export const approvalPhrasesZhCN = {
  phrases: {
    title: '审批意见',
    phrasesTab: '常用语',
    historyTab: '历史意见',
    add: '新增常用语',
    placeholder: '请输入常用语',
    required: '请输入常用语',
    system: '系统',
    systemHint: '系统常用语，不可修改',
    pick: '使用',
    pickLabel: '使用：{text}',
    deleteConfirm: '请确认是否删除该常用语?',
    batchDelete: '批量删除',
    remark: '意见',
    source: '来源',
    sourceText: '{app}：{title}',
    createdAt: '时间',
  },
};
