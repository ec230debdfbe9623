import { defineArea } from '../translate';
import { pickersMoreZhCN } from '../zh-CN.pickers-more';

defineArea(pickersMoreZhCN, () => import('../en-US.pickers-more').then((m) => m.pickersMoreEnUS));
