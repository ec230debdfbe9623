import { defineArea } from '../translate';
import { pagesZhCN } from '../zh-CN.pages';

defineArea(pagesZhCN, () => import('../en-US.pages').then((m) => m.pagesEnUS));
