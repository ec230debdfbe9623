/**
 * The zh-CN strings of the partner pickers (contacts, suppliers, external organisations; spec 2 §3
 * Contact, Supplier, External organisation): part of the one zh-CN catalogue (zh-CN.ts spreads it in).
 */
export const partnersZhCN = {
  // labels the three partner pickers share (spec 2 §3: mobile, email, unified social credit code, core enterprise)
  partners: {
    mobile: '手机号',
    email: '邮箱',
    creditCode: '统一社会信用代码',
    coreEnterprise: '核心企业',
  },
  contactPicker: {
    title: '选择联系人',
    name: '姓名',
    sourceTypes: '来源/关联类型',
    // spec 2 §3 Contact: source and link-type codes
    codes: { 10: '通用', 20: '供应商', 30: '客户', 40: '管理员' } as Record<number, string>,
  },
  supplierPicker: {
    title: '选择供应商',
    serial_number: '供应商编号',
    supplier_name: '供应商名称',
    source: '来源',
    types: '供应商类型',
    classify: '供应商分类',
    contacts: '联系人',
    contactName: '联系人姓名',
    contactMobile: '联系人手机号',
    restrict: '业务权限',
    // spec 2 §3 Supplier: source (1 platform tenant, 2 self-added, 3 SAP) and limit (1 pay, 2 receive invoice, 3 receive goods)
    sources: { 1: '平台租户', 2: '自行添加', 3: 'SAP' } as Record<number, string>,
    limits: { 1: '允许付款', 2: '允许收票', 3: '允许收货' } as Record<number, string>,
  },
  externalOrgPicker: {
    title: '选择外部组织',
    serial_number: '编号',
    supplier_name: '组织名称',
    from_text: '来源',
    type_text: '类型',
    username: '联系人',
  },
};
