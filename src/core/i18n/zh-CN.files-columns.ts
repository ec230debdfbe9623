/** bo-column-chooser (spec 3 §2.14). */
export const filesColumnsZhCN = {
  columnChooser: {
    title: '设置列',
    multi: '多行表头',
    single: '单行表头',
    fields: '可选字段',
    chosen: '已选列（拖动排序）',
    width: '最小列宽',
    widthOf: '{name}的最小列宽（px）',
    noneChosen: '请至少选择一列',
    noFields: '没有可选字段',
  },
};
