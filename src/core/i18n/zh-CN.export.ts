/** The export-plan drawer (spec 1 §2 "Export-plan drawer"); its validation messages are in zh-CN.ts `exportPlan`. */
export const exportZhCN = {
  exportDrawer: {
    title: '导出字段',
    plans: '导出方案',
    addPlan: '新增方案',
    planName: '方案名称',
    planNamePlaceholder: '请输入方案名称',
    save: '保存',
    cancel: '取消',
    star: '设为默认方案',
    starred: '默认方案',
    edit: '编辑方案',
    delete: '删除方案',
    system: '系统',
    selectAll: '全选字段',
    basic: '基础字段',
    customer: '自定义字段',
    chosen: '当前已选字段',
  },
  exportPlan: {
    nameRequired: '请先输入名称',
    fieldsRequired: '请先选择字段',
    deleteConfirm: '请确认是否删除该方案?',
  },
};
