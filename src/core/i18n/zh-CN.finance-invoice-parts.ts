/** The invoice list's parts that load when first used (bo-invoice-entry): what the batch buttons ask
 * (batch.ts) and the recognition's result (Recognition.tsx), `invoiceParts`. Apart from the list's
 * strings (zh-CN.finance-invoice.ts) so that those stay in the entry's own file. */
export const financeInvoicePartsZhCN = {
  invoiceParts: {
    recognised: '识别到 {count} 张发票',
    pickCompany: '选择公司',
    pickHandler: '选择经办人',
    pickHandledAt: '选择经办时间',
    handledAt: '经办时间',
  },
};
