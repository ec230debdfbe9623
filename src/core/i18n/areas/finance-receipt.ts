import { defineArea } from '../translate';
import { financeReceiptZhCN } from '../zh-CN.finance-receipt';

defineArea(financeReceiptZhCN, () => import('../en-US.finance-receipt').then((m) => m.financeReceiptEnUS));
