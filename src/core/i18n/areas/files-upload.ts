import { defineArea } from '../translate';
import { filesUploadZhCN } from '../zh-CN.files-upload';

defineArea(filesUploadZhCN, () => import('../en-US.files-upload').then((m) => m.filesUploadEnUS));
