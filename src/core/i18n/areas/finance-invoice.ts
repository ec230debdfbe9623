import { defineArea } from '../translate';
import { financeInvoiceZhCN } from '../zh-CN.finance-invoice';

defineArea(financeInvoiceZhCN, () => import('../en-US.finance-invoice').then((m) => m.financeInvoiceEnUS));
