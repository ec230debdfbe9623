/**
 * The action bar's state (spec 3 §2.3, §4 "Approval actions", §5): the acting user's task on the record
 * (GET /approval/data/{serial}), the action whose dialog is open, and the run of an action. One action
 * at a time: every button is busy while a request runs and after a success until the page is left. A
 * failure shows the server's message and keeps the dialog and what was typed. After a success: bo-done
 * {action, task}; unless the page cancels it, after 1 s the opener is told and the window closes, or the
 * page goes to `back-path` (bo-navigate) or back in its history. A cancelled bo-done reloads the task.
 */
import '../../core/i18n/areas/approval-bar';
import * as React from 'react';
import { useAction, type Api } from '../../core/http';
import { useT } from '../../core/i18n';
import { useMessage } from '../../core/feedback/FeedbackProvider';
import { navigate, type NavigateDetail } from '../../core/navigate';
import { send } from '../../kit/data/endpoint';
import { useRemote } from '../../kit/list/useRemote';
import type { ApprovalTask } from '../types';
import { ACTION_RULES, affirmative, buttonsOf, type ActionValues, type BarAction } from './actions';
import { confirmCheck, copyTo, handleTask, oneClick, relay, setApprovers, taskData, urge, withdraw } from './api';

/** The close delay of spec 3 §9. */
export const LEAVE_DELAY = 1000;
/** What the opener of an approval window hears (window.postMessage) after an action. */
export const OPENER_MESSAGE = 'bo-approval-done';

export interface ApprovalDoneDetail {
  action: BarAction;
  task: ApprovalTask;
}

export interface ApprovalBarOptions {
  approvalNum: string;
  url?: string;
  confirmUrl?: string;
  backPath?: string;
  hideWithdraw: boolean;
  hideEnd: boolean;
  /** bo-done: false when the page cancelled it (it stays, the bar reloads) */
  onDone?(detail: ApprovalDoneDetail): boolean;
  onNavigate?(detail: NavigateDetail): boolean;
}

/** Leaves the page after an action: the opener is told and the window closes, or back / to a path. */
function leave(o: ApprovalBarOptions, detail: ApprovalDoneDetail) {
  const opener = window.opener as Window | null;
  if (opener && !opener.closed) {
    opener.postMessage({ type: OPENER_MESSAGE, action: detail.action, approval_num: o.approvalNum }, location.origin);
    window.close();
  } else if (o.backPath) navigate(o.onNavigate, { path: o.backPath });
  else if (history.length > 1) history.back();
}

export function useApprovalBar(o: ApprovalBarOptions) {
  const t = useT();
  const message = useMessage();
  const action = useAction();
  const num = o.approvalNum.trim();
  const task = useRemote((api, signal) => send<{ approval_serial_number: string }, undefined, ApprovalTask>(api, taskData, { approval_serial_number: num }, undefined, signal), !!num, num);
  const [dialog, setDialog] = React.useState<BarAction | null>(null);
  const [leaving, setLeaving] = React.useState(false);
  // the action whose request runs (its button spins)
  const [running, setRunning] = React.useState<BarAction | null>(null);
  // one action at a time, even for two clicks within one render
  const inFlight = React.useRef(false);
  const timer = React.useRef<number | undefined>(undefined);
  React.useEffect(() => () => window.clearTimeout(timer.current), []);

  const buttons = buttonsOf(task.value, { withdraw: o.hideWithdraw, end: o.hideEnd });
  const titleOf = (key: BarAction) => buttons.find((b) => b.key === key)?.name || t(ACTION_RULES[key].title);

  const request = (key: BarAction, v: ActionValues, current: ApprovalTask) => (api: Api) => {
    const serial = { approval_serial_number: num };
    const url = o.url || location.href;
    const staff = v.staff.map(({ id, name }) => ({ id, name }));
    const node_id = current.current_node?.node_id ?? 0;
    switch (key) {
      case 'withdraw':
        return send(api, withdraw, serial, { remark: v.remark });
      case 'urge':
        return send(api, urge, serial, { remark: v.remark, url });
      case 'copyto':
        return send(api, copyTo, {}, { url, node_id, select_staff: staff, remark: v.remark });
      case 'set':
      case 'relay':
        return send(api, key === 'set' ? setApprovers : relay, {}, { url, node_id, approval_type: v.approval_type!, select_staff: staff, remark: v.remark });
      case 'oneClick':
        return send(api, oneClick, { task_id: current.task_id }, { remark: v.remark });
      default:
        return send(api, handleTask, { task_id: current.task_id }, { remark: v.remark, handle: key, ...(key === 'turn' ? { turn_node: v.turn_node! } : {}) });
    }
  };

  /** A pass with a confirm URL goes only when the URL answers yes (请确认所有字段均已审批). */
  const confirmed = async (key: BarAction) => {
    if ((key !== 'pass' && key !== 'oneClick') || !o.confirmUrl) return true;
    const answer = await action.run((api) => send(api, confirmCheck(o.confirmUrl!), { approval_serial_number: num }, undefined));
    if (answer.ok && affirmative(answer.value)) return true;
    if (answer.ok) message.warning(t('approval.confirmAllApproved'));
    return false;
  };

  /** Runs an action; answers whether it succeeded (the dialog closes then). */
  const run = async (key: BarAction, values: ActionValues): Promise<boolean> => {
    const current = task.value;
    if (!current || leaving || inFlight.current) return false;
    inFlight.current = true;
    setRunning(key);
    let ok: boolean;
    try {
      ok = (await confirmed(key)) && (await action.run(request(key, values, current), { success: t(ACTION_RULES[key].success) })).ok;
    } finally {
      inFlight.current = false;
      setRunning(null);
    }
    if (!ok) return false;
    setDialog(null);
    const detail = { action: key, task: current };
    if (o.onDone && !o.onDone(detail)) {
      task.reload();
      return true;
    }
    setLeaving(true);
    timer.current = window.setTimeout(() => leave(o, detail), LEAVE_DELAY);
    return true;
  };

  const open = (key: BarAction) => {
    if (inFlight.current || leaving) return;
    if (key === 'oneClick') void run(key, { remark: t('approvalBar.oneClickRemark'), turn_node: null, approval_type: null, staff: [] });
    else setDialog(key);
  };

  return { task, buttons, titleOf, dialog, open, close: () => setDialog(null), run, running, busy: action.busy || leaving || running !== null, missingNum: !num };
}
