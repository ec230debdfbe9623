import { defineArea } from '../translate';
import { filesSerialZhCN } from '../zh-CN.files-serial';

defineArea(filesSerialZhCN, () => import('../en-US.files-serial').then((m) => m.filesSerialEnUS));
