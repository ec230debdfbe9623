/**
 * bo-bank-account-picker (spec 2 §2 Company bank-account picker, §3 Bank account popup row, its filters
 * and status, §7 Finance, §8): the company's bank accounts (POST /eo/public/account_bank/popup {filters,
 * page, page_size}; data.data / data.total), the company id sent in the filters (the `company-id`
 * attribute, else the user's); searched by the filter fields of §3 and the account nature; radio or
 * checkbox. Nothing chosen: 请先勾选数据 (spec 2 §8 "please tick data first").
 */
import '../../core/i18n/areas/finance-pickers';
import type { Translate } from '../../core/i18n';
import { attr } from '../../core/runtime';
import { currencies } from '../../kit/data/currency';
import { section, type PickerDefinition } from '../../kit/picker/types';
import type { Column } from '../../kit/table/columns';
import type { SearchField } from '../../kit/types';
import { auditColumns } from '../shared/columns';
import { codeOptions } from '../shared/partners';
import { staffSearch } from '../shared/staff-search';
import { accountNatures, bankAccounts, type BankAccount } from './api';

export type { BankAccount };

const attributes = {
  companyId: attr.number<number | undefined>(undefined, '公司 id：只列该公司的银行账户（filters.company_id）；不设时用当前登录用户的公司'),
};

const columns = (t: Translate): Column<BankAccount>[] => [
  { key: 'name', title: t('bankAccountPicker.name'), width: 200 },
  { key: 'account', title: t('bankAccountPicker.account'), width: 200 },
  { key: 'supplier_company_name', title: t('bankAccountPicker.supplier_company_name'), width: 200 },
  { key: 'currency_name', title: t('financePickers.currency'), width: 90 },
  { key: 'bank', title: t('bankAccountPicker.bank'), width: 180 },
  { key: 'bank_account', title: t('bankAccountPicker.bank_account'), width: 180 },
  ...auditColumns<BankAccount>(t),
];

/** The bank account filters of spec 2 §3 in its order, the account nature after the status. */
const search = (t: Translate): SearchField[] => {
  const text = (field: 'name' | 'account' | 'bank' | 'bank_account' | 'limit_remark'): SearchField => ({ field, title: t(`bankAccountPicker.${field}`), type: 'string' });
  const dates = (field: 'open_date' | 'last_outcome_date' | 'last_income_date'): SearchField => ({ field, title: t(`bankAccountPicker.${field}`), type: 'date_rang' });
  const yesNo = (field: 'is_pay' | 'is_payee'): SearchField => ({
    field,
    title: t(`bankAccountPicker.${field}`),
    type: 'select_radio',
    options: codeOptions(t.strings.bankAccountPicker.yesNo).reverse(),
  });
  const { statuses } = t.strings.bankAccountPicker;
  return [
    text('name'),
    text('account'),
    { field: 'status', title: t('bankAccountPicker.status'), type: 'select_radio', options: [1, 2, 0].map((v) => ({ value: v, label: statuses[v]! })) },
    { field: 'account_att_id', title: t('bankAccountPicker.account_att'), type: 'select_radio', remote: { source: accountNatures, preload: true } },
    { field: 'currency_id', title: t('financePickers.currency'), type: 'select_radio', remote: { source: currencies, preload: true } },
    dates('open_date'),
    text('bank'),
    text('bank_account'),
    yesNo('is_pay'),
    yesNo('is_payee'),
    dates('last_outcome_date'),
    dates('last_income_date'),
    text('limit_remark'),
    staffSearch(t, 'created_staff_id', t('field.created_by')),
    { field: 'created_at', title: t('field.created_at'), type: 'date_rang' },
    staffSearch(t, 'updated_staff_id', t('field.updated_by')),
    { field: 'updated_at', title: t('field.updated_at'), type: 'date_rang' },
  ];
};

export const bankAccountPicker: PickerDefinition<typeof attributes> = {
  tag: 'bo-bank-account-picker',
  description: '选择公司银行账户：只列当前公司（或 company-id）的账户，按户名、账号、状态、账户性质、币种、开户行、收付款等筛选；单选或多选',
  title: ({ t }) => t('bankAccountPicker.title'),
  attributes,
  sections: ({ props, t }) => [
    section<BankAccount>({
      key: 'bank-account',
      list: bankAccounts(props.companyId),
      columns: columns(t),
      search: search(t),
      empty: { message: 'picker.tickData', level: 'error' },
    }),
  ],
};
