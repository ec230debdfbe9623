import { defineArea } from '../translate';
import { exportZhCN } from '../zh-CN.export';

defineArea(exportZhCN, () => import('../en-US.export').then((m) => m.exportEnUS));
