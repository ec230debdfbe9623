// Finance pickers area (spec 2 §3 Payment nature row, Bank account popup row, Currency option; spec 3 §3
// Bank receipt or bill): the currencies, the account natures, 36 payment natures and 60 bank accounts of
// the four companies (most of them the logged-in user's company's), each made by its creator and updater
// (staff ids too, for the staff filters).
import { Rng, audit, formatDateTime, parseDateTime, serial } from '../random';
import type { Audit, IdName, OrgData } from '../types';

export interface MockPaymentNature extends Audit {
  id: number;
  serial_number: string;
  name: string;
  remark: string;
  payment_nature_flow: { class_text: string; calculate_category_flow: { flow_type_text: string; name: string } | null } | null;
}

export interface MockBankAccount extends Audit {
  id: number;
  name: string;
  account: string;
  supplier_company_name: string;
  company_id: number;
  currency_id: number;
  currency_name: string;
  bank: string;
  bank_account: string;
  /** 1 正常, 2 冻结, 0 销户 */
  status: 0 | 1 | 2;
  account_att_id: number;
  open_date: string;
  is_pay: 0 | 1;
  is_payee: 0 | 1;
  last_outcome_date: string;
  last_income_date: string;
  limit_remark: string;
  created_staff_id: number;
  updated_staff_id: number;
}

export interface FinancePickersData {
  currencies: IdName[];
  accountNatures: IdName[];
  paymentNatures: MockPaymentNature[];
  bankAccounts: MockBankAccount[];
}

export const PAYMENT_NATURE_COUNT = 36;
export const BANK_ACCOUNT_COUNT = 60;

const CURRENCIES = ['人民币', '美元', '欧元', '港币', '日元'];
const ACCOUNT_NATURES = ['基本存款账户', '一般存款账户', '专用存款账户', '临时存款账户'];
const NATURES = [
  '采购货款', '销售回款', '工资发放', '社保缴纳', '税费缴纳', '房租水电', '差旅报销', '设备采购', '借款归还', '利息收入',
  '投资款', '保证金', '押金退还', '服务费', '运输费', '广告费', '咨询费', '维修费',
];
/** [class, cash-flow category, cash-flow item] */
const FLOWS = [
  ['支出', '经营活动', '购买商品、接受劳务支付的现金'],
  ['收入', '经营活动', '销售商品、提供劳务收到的现金'],
  ['支出', '经营活动', '支付给职工以及为职工支付的现金'],
  ['支出', '经营活动', '支付的各项税费'],
  ['支出', '投资活动', '购建固定资产支付的现金'],
  ['收入', '筹资活动', '取得借款收到的现金'],
  ['支出', '筹资活动', '偿还债务支付的现金'],
] as const;
const BANKS = ['中国工商银行', '中国建设银行', '中国银行', '中国农业银行', '招商银行', '交通银行'];
const BRANCHES = ['成都高新支行', '成都天府支行', '北京朝阳支行', '上海浦东支行', '深圳南山支行', '杭州西湖支行'];
const LIMITS = ['', '', '', '单笔限额 50 万元', '仅限对公转账', '需双人复核'];

export function generateFinancePickers(seed: number, org: OrgData): FinancePickersData {
  const rng = new Rng(seed);
  const active = org.staff.filter((s) => s.status === 1 || s.status === 2).slice(0, 30);
  const names = active.map((s) => s.name);
  /** audit fields made by staff members: their names and ids */
  const madeBy = () => {
    const [creator, updater] = [rng.pick(active), rng.pick(active)];
    return { ...audit(rng, [creator.name]), updated_by: updater.name, created_staff_id: creator.id, updated_staff_id: updater.id };
  };
  const currencies = CURRENCIES.map((name, i) => ({ id: i + 1, name }));
  const accountNatures = ACCOUNT_NATURES.map((name, i) => ({ id: i + 1, name }));

  const paymentNatures = Array.from({ length: PAYMENT_NATURE_COUNT }, (_, i): MockPaymentNature => {
    const id = i + 1;
    const [class_text, flow_type_text, name] = rng.pick(FLOWS);
    return {
      id,
      serial_number: serial('FKXZ', id, 4),
      name: `${NATURES[i % NATURES.length]}${i < NATURES.length ? '' : `（${Math.floor(i / NATURES.length) + 1}）`}`,
      remark: rng.bool(0.4) ? '' : `${NATURES[i % NATURES.length]}类款项`,
      // the last rows lack their flow: the cells show --
      payment_nature_flow: i >= PAYMENT_NATURE_COUNT - 2 ? null : { class_text, calculate_category_flow: { flow_type_text, name } },
      ...audit(rng, names),
    };
  });

  const me = org.staff.find((s) => s.id === org.currentStaffId);
  const companies = org.departments.filter((d) => d.is_company);
  const mine = companies.find((c) => c.id === me?.company_id) ?? companies[0]!;
  const bankAccounts = Array.from({ length: BANK_ACCOUNT_COUNT }, (_, i): MockBankAccount => {
    const id = i + 1;
    const company = i % 5 < 3 ? mine : rng.pick(companies);
    const currency = i % 4 === 3 ? rng.pick(currencies) : currencies[0]!;
    const made = madeBy();
    const opened = parseDateTime(made.created_at) - rng.int(30, 900) * 86400;
    return {
      id,
      name: company.name,
      account: rng.digits(19),
      supplier_company_name: company.name,
      company_id: company.id,
      currency_id: currency.id,
      currency_name: currency.name,
      bank: BANKS[i % BANKS.length]!,
      bank_account: rng.pick(BRANCHES),
      status: rng.weighted([[1, 0.8], [2, 0.1], [0, 0.1]] as const),
      account_att_id: rng.pick(accountNatures).id,
      open_date: formatDateTime(opened).slice(0, 10),
      is_pay: rng.bool(0.8) ? 1 : 0,
      is_payee: rng.bool(0.8) ? 1 : 0,
      last_outcome_date: rng.date().slice(0, 10),
      last_income_date: rng.date().slice(0, 10),
      limit_remark: rng.pick(LIMITS),
      ...made,
    };
  });
  return { currencies, accountNatures, paymentNatures, bankAccounts };
}
