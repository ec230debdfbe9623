/** The invoice list's later parts (zh-CN.finance-invoice-parts.ts). */
export const financeInvoicePartsEnUS = {
  invoiceParts: {
    recognised: '{count} invoices recognised',
    pickCompany: 'Select company',
    pickHandler: 'Select handler',
    pickHandledAt: 'Select handling date',
    handledAt: 'Handled on',
  },
};
