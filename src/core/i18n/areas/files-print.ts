import { defineArea } from '../translate';
import { filesPrintZhCN } from '../zh-CN.files-print';

defineArea(filesPrintZhCN, () => import('../en-US.files-print').then((m) => m.filesPrintEnUS));
