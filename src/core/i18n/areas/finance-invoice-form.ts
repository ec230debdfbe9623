import { defineArea } from '../translate';
import { financeInvoiceFormZhCN } from '../zh-CN.finance-invoice-form';

defineArea(financeInvoiceFormZhCN, () => import('../en-US.finance-invoice-form').then((m) => m.financeInvoiceFormEnUS));
