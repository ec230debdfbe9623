import { defineArea } from '../translate';
import { pickersTreeZhCN } from '../zh-CN.pickers-tree';

defineArea(pickersTreeZhCN, () => import('../en-US.pickers-tree').then((m) => m.pickersTreeEnUS));
