// More pickers (spec 2 §7): the link templates (POST /apaas/tmp/popup {name, page, page_size}), the four
// payment-method lists ({name, page, page_size}), the addresses (POST /base/address/list: address_type or
// status, filters) and the demo's generic list (/demo/generic/list, POST or GET: name, code, level).
import type { HttpHandler } from 'msw';
import { asObject, filterRows, paged, pick, route, type Input } from '../kit';
import { store } from '../store';
import type { PaymentMethodList } from '../store/pickers-more';

const named = <T extends { name: string }>(rows: T[], input: Input) => filterRows<T>(rows, { contains: pick(input, ['name'] as const) as Partial<Record<keyof T, unknown>> });

const LISTS: PaymentMethodList[] = ['buyer/custom_popup', 'buyer/popup', 'seller/custom_popup', 'seller/popup'];
const paymentMethods = LISTS.map((list) =>
  route('POST', `/scm/public/set/${list.replace('/', '/pay/')}`, ({ input }) => paged(input, named(store.pickersMore().paymentMethods[list], input), 'data')),
);

/** An address type, else status (1: the enabled ones); the filters' text fields (contains). */
function addresses(input: Input) {
  const f = asObject(input.filters);
  return filterRows(store.pickersMore().addresses, {
    contains: pick(f, ['serial_number', 'alias', 'contacts_name', 'contacts_mobile', 'address'] as const),
    oneOf: pick(input, ['address_type', 'status'] as const),
  });
}

function generic(input: Input) {
  return filterRows(store.pickersMore().generic, { contains: pick(input, ['name', 'code'] as const), oneOf: pick(input, ['level'] as const) });
}

export const pickersMoreHandlers: HttpHandler[] = [
  route('POST', '/apaas/tmp/popup', ({ input }) => paged(input, named(store.pickersMore().templates, input), 'data')),
  ...paymentMethods,
  route('POST', '/base/address/list', ({ input }) => paged(input, addresses(input), 'list')),
  route('POST', '/demo/generic/list', ({ input }) => paged(input, generic(input), 'data')),
  route('GET', '/demo/generic/list', ({ input }) => paged(input, generic(input), 'data')),
];
