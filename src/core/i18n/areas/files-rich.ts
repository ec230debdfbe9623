import { defineArea } from '../translate';
import { filesRichZhCN } from '../zh-CN.files-rich';

defineArea(filesRichZhCN, () => import('../en-US.files-rich').then((m) => m.filesRichEnUS));
