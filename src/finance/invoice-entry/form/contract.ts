/**
 * The backend contract of the invoice edit form's own calls, for the entry's `backend` (the company and
 * handler pickers' calls are theirs: elements/bo-invoice-entry.ts adds them).
 */
import type { CallSpec } from '../../../core/http';
import { loginInfoCall } from '../../../core/user';
import { endpointCall } from '../../../kit/data/endpoint';
import { editInvoice, invoiceFormFields, invoiceKinds, invoiceTax } from './api';

export function invoiceFormCalls(): CallSpec[] {
  return [
    endpointCall(invoiceKinds, 'when the edit form opens (mode 2): the 发票类型 select'),
    endpointCall(invoiceFormFields, "when the edit form opens, with the invoice's kind (vat_invoice when it has none), and again when the kind is changed"),
    loginInfoCall([], false),
    endpointCall(invoiceTax, 'when the itinerary type (jishuan_type) of an air ticket is changed'),
    endpointCall(editInvoice, 'when 确定 is pressed and every rule holds'),
  ];
}
