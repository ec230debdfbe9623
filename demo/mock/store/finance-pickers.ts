// Finance pickers area (spec 2 §3 Payment nature row, Bank account popup row, Currency option; spec 3 §3
// Bank receipt or bill): the currencies, the account natures, 36 payment natures and 60 bank accounts of
// the four companies (most of them the logged-in user's company's), each made by its creator and updater
// (staff ids too, for the staff filters); 45 bank receipts and 30 bills of exchange, income and expense,
// with their attachments (one of them at an address that is not http(s): shown, never linked).
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

export interface MockReceiptFile {
  attachment_id: number;
  name: string;
  image_url: string;
}

/** A bank receipt (type 1 income, 2 expense) or, with the bill fields, a bill of exchange. */
export interface MockReceipt {
  id: number;
  serial_number: string;
  department_name: string;
  payment_nature: { id: number; name: string } | null;
  status: number;
  status_text: string;
  type: 1 | 2;
  type_text: string;
  /** yuan text with two decimals, as the backend answers it */
  amount: string;
  currency_id: number;
  account_bank: { currency_serial_number: string } | null;
  transaction_date: string;
  liushui_num: string;
  payee_name: string;
  payee_bank: string;
  payee_number: string;
  pay_name: string;
  pay_bank: string;
  pay_number: string;
  abstract: string;
  remark: string;
  files: MockReceiptFile[];
  bill_num?: string;
  bill_type_text?: string;
  bill_status_text?: string;
  is_transfer?: 0 | 1;
  is_transfer_text?: string;
  bill_exchange_endorsed_end?: { endorser: string; endorsee: string } | null;
}

export interface FinancePickersData {
  currencies: IdName[];
  accountNatures: IdName[];
  paymentNatures: MockPaymentNature[];
  bankAccounts: MockBankAccount[];
  bankReceipts: MockReceipt[];
  bills: MockReceipt[];
}

export const PAYMENT_NATURE_COUNT = 36;
export const BANK_ACCOUNT_COUNT = 60;
export const BANK_RECEIPT_COUNT = 45;
export const BILL_COUNT = 30;
const CURRENCY_CODES = ['CNY', 'USD', 'EUR', 'HKD', 'JPY'];
const RECEIPT_STATUSES = ['待认领', '已认领', '已核销'];
const ABSTRACTS = ['货款', '服务费', '工资', '退款', '往来款', '保证金'];
const BILL_TYPES = ['银行承兑汇票', '商业承兑汇票'];
const BILL_STATUSES = ['已签收', '已背书', '已贴现'];

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
  const receipts = (count: number, bill: boolean): MockReceipt[] =>
    Array.from({ length: count }, (_, i) => {
      const id = (bill ? 2000 : 1000) + i + 1;
      const type = rng.bool(0.5) ? 1 : 2;
      const currency = i % 6 === 5 ? rng.pick(currencies) : currencies[0]!;
      const [ours, theirs] = [rng.pick(companies).name, rng.companyName()];
      const [payee, payer] = type === 1 ? [ours, theirs] : [theirs, ours];
      const nature = rng.pick(paymentNatures);
      const status = rng.int(1, 3);
      const fen = rng.int(1, 2_000_000_00);
      const files = Array.from({ length: i % 3 }, (__, j) => ({
        attachment_id: id * 10 + j,
        name: `${bill ? '票据' : '回单'}${id}-${j + 1}.pdf`,
        // the first row's second file is not at an http(s) address: its name is shown, not linked
        image_url: i === 2 && j === 1 ? 'javascript:alert(1)' : `https://files.example.com/ocr/${id}-${j + 1}.pdf`,
      }));
      const row: MockReceipt = {
        id,
        serial_number: serial(bill ? 'PJ' : 'HD', id, 6),
        department_name: ours,
        payment_nature: i % 7 === 6 ? null : { id: nature.id, name: nature.name },
        status,
        status_text: RECEIPT_STATUSES[status - 1]!,
        type,
        type_text: type === 1 ? '收入' : '支出',
        amount: `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`,
        currency_id: currency.id,
        account_bank: { currency_serial_number: CURRENCY_CODES[currency.id - 1]! },
        transaction_date: rng.date().slice(0, 10),
        liushui_num: rng.digits(16),
        payee_name: payee,
        payee_bank: rng.pick(BANKS) + rng.pick(BRANCHES),
        payee_number: rng.digits(19),
        pay_name: payer,
        pay_bank: rng.pick(BANKS) + rng.pick(BRANCHES),
        pay_number: rng.digits(19),
        abstract: rng.pick(ABSTRACTS),
        remark: rng.bool(0.5) ? '' : '月结',
        files,
      };
      if (!bill) return row;
      const transferable = rng.bool(0.7);
      return {
        ...row,
        bill_num: rng.digits(30),
        bill_type_text: rng.pick(BILL_TYPES),
        bill_status_text: rng.pick(BILL_STATUSES),
        is_transfer: transferable ? 1 : 0,
        is_transfer_text: transferable ? '可转让' : '不可转让',
        bill_exchange_endorsed_end: rng.bool(0.6) ? { endorser: rng.companyName(), endorsee: ours } : null,
      };
    });
  return { currencies, accountNatures, paymentNatures, bankAccounts, bankReceipts: receipts(BANK_RECEIPT_COUNT, false), bills: receipts(BILL_COUNT, true) };
}
