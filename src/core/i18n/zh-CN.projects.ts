/**
 * The zh-CN strings of the project picker (spec 2 §2 Project pickers, §3 Project, §5, §7 Projects, §8):
 * part of the one zh-CN catalogue (zh-CN.ts spreads it in). 请先选择数据 is zh-CN.ts `picker.selectData`,
 * the success messages `success.*`, 提示 `common.notice`.
 */
export const projectsZhCN = {
  projectPicker: {
    title: '选择项目',
    name: '项目名称',
    serial_number: '项目编号',
    remark: '描述',
    category: '项目分类',
    category_path: '分类路径',
    add: '新增',
    nameRequired: '请输入名称',
    deleteConfirm: '请确认是否删除该数据?',
  },
};
