/** bo-serial-batch (spec 3 §2.12; its spec messages (§5 "Serial batch") are in zh-CN.ts `serial`). */
export const filesSerialZhCN = {
  serialBatch: {
    title: '批量生成序列号',
    sequentialTab: '顺序递增',
    singleTab: '逐个输入',
    prefix: '固定值',
    prefixHint: '加在每个序列号前，可不填',
    start: '起始值',
    startHint: '保留前导零：001 之后是 002',
    count: '数量',
    interval: '间隔',
    end: '结束值',
    preview: '预览',
    previewText: '{values}（共 {count} 个）',
    tooMany: '数量不能超过{max}',
    row: '序列号 {n}',
    addRow: '添加一行',
    removeRow: '删除第 {n} 行',
    singleHint: '在序列号中按回车，在下方添加一行',
  },
  serial: {
    digitsOnly: '只能输入数字',
    greaterThanZero: '数字必须大于0',
    notZero: '输入的数字不能为0',
    startCountInterval: '请输入起始值、数量和间隔',
    serialRequired: '请输入序列号',
  },
};
