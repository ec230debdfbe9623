import { defineArea } from '../translate';
import { financeInvoicePartsZhCN } from '../zh-CN.finance-invoice-parts';

defineArea(financeInvoicePartsZhCN, () => import('../en-US.finance-invoice-parts').then((m) => m.financeInvoicePartsEnUS));
