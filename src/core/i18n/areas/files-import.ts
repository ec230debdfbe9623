import { defineArea } from '../translate';
import { filesImportZhCN } from '../zh-CN.files-import';

defineArea(filesImportZhCN, () => import('../en-US.files-import').then((m) => m.filesImportEnUS));
