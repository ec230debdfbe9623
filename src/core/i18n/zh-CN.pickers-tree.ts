/**
 * The zh-CN strings of the pickers that choose through tabs or trees (spec 2 §2 Region picker, Multi-level
 * hierarchy picker, Cascader picker; §3 Region, Hierarchy node; §4; §5): part of the one zh-CN catalogue
 * (zh-CN.ts spreads it in). 没有传递数据 and 请先选择数据 are zh-CN.ts `picker.noDataPassed`, `picker.selectData`.
 */
export const pickersTreeZhCN = {
  regionPicker: {
    title: '选择地区',
    province: '省份',
    city: '城市',
    area: '区县',
    chosen: '已选：',
  },
  hierarchyPicker: {
    title: '选择层级',
    // a level tab with nothing chosen above it (spec 2 §4)
    pleaseSelect: '请选择',
    selectAll: '全选',
    drill: '查看下级：{name}',
  },
  cascaderPicker: {
    title: '选择数据',
    chosen: '已选数据',
  },
};
