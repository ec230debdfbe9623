/** The bank receipt and bill form (spec 3 §5 Bank receipt entry; the entry's new and edit modes): `receiptForm`
 * and the form's messages `receipt`, loaded with the form's code (the list's first paint does not need them). */
export const financeReceiptFormZhCN = {
  receiptForm: {
    choose: '选择',
    newTitle: '新增回单',
    editTitle: '编辑回单',
    serialFailed: '流水编号未能生成：{msg}',
    basic: '基本信息',
    payer: '付款方信息',
    payee: '收款方信息',
    transaction: '交易信息',
    bill: '票据信息',
    attachments: '附件',
    yuan: '元',
    capitals: '大写金额',
    transferable: '可转让',
    notTransferable: '不可转让',
  },
  receipt: {
    typeRequired: '请选择流水类型',
    transferRequired: '请选择能否转让',
    invoiceCodeRequired: '请输入发票代码',
    companyRequired: '请选择所属公司',
    payerRequired: '请输入付款人户名',
    payeeRequired: '请输入收款人户名',
    dateRequired: '请选择日期',
    amountRequired: '请输入金额',
    filesRequired: '请上传附件',
  },
};
