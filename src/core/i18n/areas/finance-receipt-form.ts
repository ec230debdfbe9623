import { defineArea } from '../translate';
import { financeReceiptFormZhCN } from '../zh-CN.finance-receipt-form';

defineArea(financeReceiptFormZhCN, () => import('../en-US.finance-receipt-form').then((m) => m.financeReceiptFormEnUS));
