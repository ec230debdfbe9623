import { defineArea } from '../translate';
import { fieldsZhCN } from '../zh-CN.fields';

defineArea(fieldsZhCN, () => import('../en-US.fields').then((m) => m.fieldsEnUS));
