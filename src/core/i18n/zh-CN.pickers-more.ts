/**
 * The zh-CN strings of more pickers (spec 2 §2 Template (link) picker, Payment-method picker, §3 Template
 * row, Payment method, Address; §7 Generic list): part of the one zh-CN catalogue (zh-CN.ts spreads it
 * in). Their empty-selection messages (请选择模板, 请选择付款方式, 请选择地址, 请先选择数据) are zh-CN.ts `picker`.
 */
export const pickersMoreZhCN = {
  templateLinkPicker: {
    title: '选择模板',
    name: '模板名称',
    serial_number: '模板编号',
    link: '链接',
  },
  paymentMethodPicker: {
    title: '选择付款方式',
    name: '付款方式',
    serial_number: '编码',
    description: '描述',
  },
  addressPicker: {
    title: '选择地址',
    serial_number: '地址编号',
    alias: '地址别名',
    type: '地址类型',
    is_out: '外部地址',
    is_default: '默认地址',
    contacts_name: '联系人',
    contacts_mobile: '联系电话',
    region: '所在地区',
    address: '详细地址',
    /** spec 2 §3 Address types 1..7 */
    types: { 1: '收货地址', 2: '发货地址', 3: '退货地址', 4: '发票邮寄地址', 5: '仓库地址', 6: '其他', 7: '办公地址' } as Record<number, string>,
    yes: '是',
    no: '否',
  },
  listPicker: {
    title: '选择数据',
    name: '名称',
  },
};
