import { defineArea } from '../translate';
import { partnersZhCN } from '../zh-CN.partners';

defineArea(partnersZhCN, () => import('../en-US.partners').then((m) => m.partnersEnUS));
