// Finance pickers (spec 2 §7 Finance; spec 3 §7 Bank receipts and bills): the payment natures (search.name),
// the bank accounts of a company ({filters, page, page_size}), the currencies ({is_all: 1}: all of them),
// the account natures ({page_size: 10000}) and the bank receipts and bills (the search fields, min / max in
// yuan text, and any other key as a filter of equal values: the page's default filters).
import type { HttpHandler } from 'msw';
import { allOf, asObject, auditFilters, filterRows, isEmpty, oneOfMatch, paged, pick, route, type Input } from '../kit';
import { store } from '../store';
import type { MockBankAccount, MockPaymentNature, MockReceipt } from '../store/finance-pickers';
import { toFen } from '../../../src/kit/money';

function paymentNatures(input: Input): MockPaymentNature[] {
  return filterRows(store.financePickers().paymentNatures, { contains: pick(asObject(input.search), ['name'] as const) });
}

/** The filters: the company, text fields (contains), codes and ids (one of), dates (ranges). */
function bankAccounts(input: Input): MockBankAccount[] {
  const f = asObject(input.filters);
  return filterRows(
    store.financePickers().bankAccounts,
    allOf<MockBankAccount>(auditFilters(f), {
      contains: pick(f, ['name', 'account', 'bank', 'bank_account', 'limit_remark'] as const),
      oneOf: pick(f, ['company_id', 'status', 'currency_id', 'account_att_id', 'is_pay', 'is_payee', 'created_staff_id', 'updated_staff_id'] as const),
      dateRange: pick(f, ['open_date', 'last_outcome_date', 'last_income_date'] as const),
    }),
  );
}

const RECEIPT_SEARCH = ['payee_name', 'pay_name', 'serial_number', 'abstract'] as const;
const NOT_FILTERS = new Set<string>([...RECEIPT_SEARCH, 'transaction_date', 'min', 'max', 'page', 'page_size']);

/** An amount bound: yuan text read in fen (never a float); a bound that is no amount matches nothing. */
const bound = (v: unknown) => (isEmpty(v) ? undefined : (toFen(typeof v === 'number' || typeof v === 'string' ? v : NaN) ?? NaN));

function receipts(rows: MockReceipt[], input: Input): MockReceipt[] {
  const [min, max] = [bound(input.min), bound(input.max)];
  const others = Object.entries(input).filter(([k, v]) => !NOT_FILTERS.has(k) && !isEmpty(v));
  return filterRows(rows, {
    contains: pick(input, RECEIPT_SEARCH),
    dateRange: pick(input, ['transaction_date'] as const),
    where: [
      (r) => min === undefined || (toFen(r.amount) ?? 0) >= min,
      (r) => max === undefined || (toFen(r.amount) ?? 0) <= max,
      (r) => others.every(([k, v]) => oneOfMatch(v, (r as unknown as Input)[k])),
    ],
  });
}

export const financePickersHandlers: HttpHandler[] = [
  route('POST', '/ocr/payment_nature/layer', ({ input }) => paged(input, paymentNatures(input), 'list')),
  route('POST', '/eo/public/account_bank/popup', ({ input }) => paged(input, bankAccounts(input), 'data')),
  route('POST', '/cost/public/currency/popup', () => store.financePickers().currencies.map((c) => ({ ...c }))),
  route('POST', '/ocr/finance/public/account/att/popup', ({ input }) => paged(input, store.financePickers().accountNatures, 'data')),
  route('POST', '/ocr/bank_receipt/layer', ({ input }) => paged(input, receipts(store.financePickers().bankReceipts, input), 'list')),
  route('POST', '/ocr/bill_exchange/layer', ({ input }) => paged(input, receipts(store.financePickers().bills, input), 'list')),
];
