/**
 * The zh-CN strings of the finance pickers (spec 2 §2 Payment nature picker, Company bank-account picker,
 * §3 Payment nature row, Bank account popup row; spec 3 §2.6, §3 Bank receipt or bill): part of the one
 * zh-CN catalogue (zh-CN.ts spreads it in). 请先选择数据 is zh-CN.ts `picker.selectData`.
 */
export const financePickersZhCN = {
  // the currency select of the bank-account and receipt filters (POST /cost/public/currency/popup)
  financePickers: {
    currency: '币种',
  },
  paymentNaturePicker: {
    title: '选择付款性质',
    name: '付款性质',
    class_text: '类别',
    flow_type: '现金流量类别',
    flow_name: '现金流量项目',
  },
  bankAccountPicker: {
    title: '选择银行账户',
    name: '户名',
    account: '账号',
    supplier_company_name: '所属公司',
    bank: '开户银行',
    bank_account: '开户网点',
    status: '账户状态',
    // spec 2 §3 Bank account status: 1 normal, 2 frozen, 0 closed
    statuses: { 1: '正常', 2: '冻结', 0: '销户' } as Record<number, string>,
    open_date: '开户日期',
    is_pay: '可付款',
    is_payee: '可收款',
    yesNo: { 1: '是', 0: '否' } as Record<number, string>,
    last_outcome_date: '最近支出日期',
    last_income_date: '最近收入日期',
    limit_remark: '限制说明',
    account_att: '账户性质',
  },
  receiptPicker: {
    titleReceipts: '选择银行回单',
    titleBills: '选择承兑汇票',
    serial_number: '编号',
    department_name: '所属公司',
    type: '收支类型',
    // spec 3 §3: type 1 income (green), 2 expense (red)
    types: { 1: '收入', 2: '支出' } as Record<number, string>,
    amount: '金额',
    amountUnit: '元',
    transaction_date: '交易日期',
    liushui_num: '流水号',
    payee_name: '收款人户名',
    payee_bank: '收款人开户行',
    payee_number: '收款人账号',
    pay_name: '付款人户名',
    pay_bank: '付款人开户行',
    pay_number: '付款人账号',
    abstract: '摘要',
    files: '附件',
    bill_num: '票据号',
    bill_type: '票据类型',
    bill_status: '票据状态',
    is_transfer: '能否转让',
    endorsement: '最后背书',
    // the last endorsement: endorser → endorsee
    endorsed: '{endorser} → {endorsee}',
  },
};
