import { defineArea } from '../translate';
import { approvalSettingsZhCN } from '../zh-CN.approval-settings';

defineArea(approvalSettingsZhCN, () => import('../en-US.approval-settings').then((m) => m.approvalSettingsEnUS));
