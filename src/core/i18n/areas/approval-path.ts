import { defineArea } from '../translate';
import { approvalPathZhCN } from '../zh-CN.approval-path';

defineArea(approvalPathZhCN, () => import('../en-US.approval-path').then((m) => m.approvalPathEnUS));
