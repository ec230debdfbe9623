/**
 * The backend contract of the action bar: the task when it mounts (with an approval number), each action
 * when the user confirms it, and the confirm URL before a pass when the page gives one.
 */
import type { CallSpec } from '../../core/http';
import { endpointCall } from '../../kit/data/endpoint';
import { phrasesCalls } from '../phrases/contract';
import { confirmCheck, copyTo, handleTask, oneClick, relay, setApprovers, taskData, urge, withdraw } from './api';

export function approvalBarCalls({ approvalNum, confirmUrl }: { approvalNum: string; confirmUrl?: string }): CallSpec[] {
  if (!approvalNum.trim()) return [];
  return [
    { ...endpointCall(taskData, 'when the bar is shown, and again after an action whose bo-done the page cancelled'), onOpen: true },
    endpointCall(handleTask, 'when the user confirms 通过 (pass), 结束 (end) or 驳回 (turn)'),
    endpointCall(oneClick, 'when the user presses 一键审批 (is_can_approval 1)'),
    endpointCall(withdraw, 'when the user confirms 撤回'),
    endpointCall(urge, 'when the user confirms 催办'),
    endpointCall(copyTo, 'when the user confirms 抄送'),
    endpointCall(setApprovers, 'when the user confirms 指定'),
    endpointCall(relay, 'when the user confirms 转发'),
    ...phrasesCalls(),
    ...(confirmUrl?.trim() ? [endpointCall(confirmCheck(confirmUrl.trim()), 'before a pass: the pass goes only when data is true or 1 (else 请确认所有字段均已审批)')] : []),
  ];
}
