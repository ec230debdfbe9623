import { defineArea } from '../translate';
import { approvalPhrasesZhCN } from '../zh-CN.approval-phrases';

defineArea(approvalPhrasesZhCN, () => import('../en-US.approval-phrases').then((m) => m.approvalPhrasesEnUS));
