import { defineArea } from '../translate';
import { filesColumnsZhCN } from '../zh-CN.files-columns';

defineArea(filesColumnsZhCN, () => import('../en-US.files-columns').then((m) => m.filesColumnsEnUS));
