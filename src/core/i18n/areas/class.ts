import { defineArea } from '../translate';
import { classZhCN } from '../zh-CN.class';

defineArea(classZhCN, () => import('../en-US.class').then((m) => m.classEnUS));
