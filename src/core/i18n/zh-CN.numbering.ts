/** The numbering-rule list (spec 1 §2, §7 Numbering rules); the rule editor's texts are in rule-editor. */
export const numberingZhCN = {
  numberingRules: {
    label: '编号规则',
    needed: '是否需要编号规则',
    neededYes: '需要',
    neededNo: '不需要',
    add: '新增',
    name: '规则名称',
    num: '规则编号',
    example: '示例',
    appType: '应用类型',
    range: '适用范围',
    enable: '启用',
    setDefault: '设为默认',
    edit: '编辑',
    delete: '删除',
    disableFirst: '请先停用该规则再删除',
    noPermission: '没有查看编号规则的权限',
    deleteConfirm: '请确认是否删除该条数据?',
    enableBeforeDefault: '设置默认编号前请启用该规则',
    missingField: '未设置 field 属性（编号规则对应的字段），无法保存是否需要编号规则',
  },
};
