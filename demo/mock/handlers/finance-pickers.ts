// Finance pickers (spec 2 §7 Finance; spec 3 §7 Bank receipts and bills): the payment natures (search.name),
// the bank accounts of a company ({filters, page, page_size}), the currencies ({is_all: 1}: all of them)
// and the account natures ({page_size: 10000}).
import type { HttpHandler } from 'msw';
import { allOf, asObject, auditFilters, filterRows, paged, pick, route, type Input } from '../kit';
import { store } from '../store';
import type { MockBankAccount, MockPaymentNature } from '../store/finance-pickers';

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

export const financePickersHandlers: HttpHandler[] = [
  route('POST', '/ocr/payment_nature/layer', ({ input }) => paged(input, paymentNatures(input), 'list')),
  route('POST', '/eo/public/account_bank/popup', ({ input }) => paged(input, bankAccounts(input), 'data')),
  route('POST', '/cost/public/currency/popup', () => store.financePickers().currencies.map((c) => ({ ...c }))),
  route('POST', '/ocr/finance/public/account/att/popup', ({ input }) => paged(input, store.financePickers().accountNatures, 'data')),
];
