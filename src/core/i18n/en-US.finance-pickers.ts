/** The finance pickers (zh-CN.finance-pickers.ts). */
export const financePickersEnUS = {
  financePickers: {
    currency: 'Currency',
  },
  paymentNaturePicker: {
    title: 'Select payment nature',
    name: 'Payment nature',
    class_text: 'Class',
    flow_type: 'Cash-flow category',
    flow_name: 'Cash-flow item',
  },
  bankAccountPicker: {
    title: 'Select bank account',
    name: 'Account holder',
    account: 'Account number',
    supplier_company_name: 'Company',
    bank: 'Bank',
    bank_account: 'Branch',
    status: 'Account status',
    statuses: { 1: 'Normal', 2: 'Frozen', 0: 'Closed' } as Record<number, string>,
    open_date: 'Opened on',
    is_pay: 'Can pay',
    is_payee: 'Can receive',
    yesNo: { 1: 'Yes', 0: 'No' } as Record<number, string>,
    last_outcome_date: 'Last payment date',
    last_income_date: 'Last receipt date',
    limit_remark: 'Restrictions',
    account_att: 'Account nature',
  },
};
