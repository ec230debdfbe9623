import { defineArea } from '../translate';
import { dateDialogZhCN } from '../zh-CN.date-dialog';

defineArea(dateDialogZhCN, () => import('../en-US.date-dialog').then((m) => m.dateDialogEnUS));
