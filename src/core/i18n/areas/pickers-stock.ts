import { defineArea } from '../translate';
import { pickersStockZhCN } from '../zh-CN.pickers-stock';

defineArea(pickersStockZhCN, () => import('../en-US.pickers-stock').then((m) => m.pickersStockEnUS));
