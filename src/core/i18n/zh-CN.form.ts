/** The form kit's own words (src/kit/form): what a field, an editable table or a guard says. */
export const formZhCN = {
  form: {
    required: '此项为必填项',
    maxLength: '最多 {max} 个字符',
    range: '请输入 {min} 到 {max} 之间的数值',
    decimals: '最多 {n} 位小数',
    notNumber: '请输入数字',
    notNegative: '不能小于 0',
    tooLarge: '金额不能超过 {max}',
    pattern: '格式不正确',
    selectPlaceholder: '请选择',
    inputPlaceholder: '请输入',
    actions: '操作',
    edit: '编辑',
    delete: '删除',
    add: '新增',
    save: '保存',
    sortHandle: '拖动排序，或按上下方向键移动：第 {n} 项，共 {count} 项',
    moved: '已移到第 {n} 项',
    unsavedTitle: '提示',
    unsavedQuestion: '当前有未保存的修改，确定放弃吗？',
    discard: '放弃修改',
    keepEditing: '继续编辑',
  },
  // the chosen list of a chooser (src/kit/chooser): export fields, table columns
  chooser: {
    count: '已选 {n} 个',
    remove: '移除 {name}',
    fixed: '必选字段，不可移除',
  },
};
