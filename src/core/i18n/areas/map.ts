import { defineArea } from '../translate';
import { mapZhCN } from '../zh-CN.map';

defineArea(mapZhCN, () => import('../en-US.map').then((m) => m.mapEnUS));
