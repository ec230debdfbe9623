import { defineArea } from '../translate';
import { approvalBarZhCN } from '../zh-CN.approval-bar';

defineArea(approvalBarZhCN, () => import('../en-US.approval-bar').then((m) => m.approvalBarEnUS));
