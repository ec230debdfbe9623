import { defineArea } from '../translate';
import { numberingZhCN } from '../zh-CN.numbering';

defineArea(numberingZhCN, () => import('../en-US.numbering').then((m) => m.numberingEnUS));
