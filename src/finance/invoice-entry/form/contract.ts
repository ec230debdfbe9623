/**
 * The backend contract of the invoice edit form's own calls, for the entry's `backend` (the company and
 * handler pickers' calls are theirs: elements/bo-invoice-entry.ts adds them). `shown`: the form is what
 * the element shows when it mounts (mode 2), so the kinds, the kind's fields and the login info are asked
 * at once; otherwise they are asked when a row's 编辑 opens the form.
 */
import type { CallSpec } from '../../../core/http';
import { loginInfoCall } from '../../../core/user';
import { endpointCall } from '../../../kit/data/endpoint';
import { editInvoice, invoiceFormFields, invoiceKinds, invoiceTax } from './api';

export function invoiceFormCalls({ shown }: { shown: boolean }): CallSpec[] {
  const opening = shown ? 'when the element shows the edit form (mode 2)' : "when a row's 编辑 opens the edit form";
  const onOpen = shown ? { onOpen: true } : {};
  return [
    { ...endpointCall(invoiceKinds, `${opening}: the 发票类型 select`), ...onOpen },
    { ...endpointCall(invoiceFormFields, `${opening}, with the invoice's kind (vat_invoice when it has none), and again when the kind is changed`), ...onOpen },
    { ...loginInfoCall([], false), when: `${opening}: the current user, the handler of an invoice that names none (once per page and base URL, shared by every element)`, ...onOpen },
    endpointCall(invoiceTax, 'when the itinerary type (jishuan_type) of an air ticket is changed'),
    endpointCall(editInvoice, 'when 确定 is pressed and every rule holds'),
  ];
}
