import { defineArea } from '../translate';
import { financePickersZhCN } from '../zh-CN.finance-pickers';

defineArea(financePickersZhCN, () => import('../en-US.finance-pickers').then((m) => m.financePickersEnUS));
