import { defineArea } from '../translate';
import { searchZhCN } from '../zh-CN.search';

defineArea(searchZhCN, () => import('../en-US.search').then((m) => m.searchEnUS));
