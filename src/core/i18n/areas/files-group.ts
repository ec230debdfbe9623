import { defineArea } from '../translate';
import { filesGroupZhCN } from '../zh-CN.files-group';

defineArea(filesGroupZhCN, () => import('../en-US.files-group').then((m) => m.filesGroupEnUS));
