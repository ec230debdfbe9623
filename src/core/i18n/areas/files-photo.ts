import { defineArea } from '../translate';
import { filesPhotoZhCN } from '../zh-CN.files-photo';

defineArea(filesPhotoZhCN, () => import('../en-US.files-photo').then((m) => m.filesPhotoEnUS));
