/**
 * The approval path view's state (spec 3 §2.2, §7 Approval): without a record's number the summary of
 * the module's enabled flow (GET /approval/default, with the class's `param`); with one the record's
 * path (GET /api/approval/logs/{approval-num}): its summary and steps. The process-log drawer, only with
 * a data id, asks the record's rounds (POST /approval/history_list) and, for a record's number, its
 * comments (POST /approval/remark/list) when it opens. A new number, module or class asks again, and so
 * does a new data id for the drawer; `reload()` asks everything shown again (after an action on the
 * record).
 */
import * as React from 'react';
import { navigate, type NavigateDetail } from '../../core/navigate';
import { send } from '../../kit/data/endpoint';
import { useRemote } from '../../kit/list/useRemote';
import { classParam } from '../class-param';
import { flowDefault, historyList, pathLogs, remarkList, type ApprovalDefault, type ApprovalHistoryEntry, type ApprovalPath, type ApprovalRemark } from './api';
import { detailTarget, flowSummary, pathSummary, stepStates, type Summary } from './approval-path.logic';

export interface ApprovalPathOptions {
  modelName: string;
  classId?: number;
  dataId?: number;
  approvalNum?: string;
  private?: string;
  detailPath: string;
  onNavigate?(detail: NavigateDetail): boolean;
}

export function useApprovalPath(o: ApprovalPathOptions) {
  const model = o.modelName.trim();
  const num = o.approvalNum?.trim() ?? '';
  const key = JSON.stringify([model, o.classId, num]);

  const flow = useRemote<ApprovalDefault>(
    (api, signal) => send(api, flowDefault, { model_name: model, ...classParam(o.classId) }, undefined, signal),
    !!model && !num,
    key,
  );
  const path = useRemote<ApprovalPath>((api, signal) => send(api, pathLogs, { approval_num: num }, undefined, signal), !!model && !!num, key);
  const shown = num ? path : flow;

  // the process log: only with a data id, asked each time the drawer opens
  const hasLog = !!model && o.dataId !== undefined;
  const [drawer, setDrawer] = React.useState(false);
  // each opening asks again: the record may have moved on since the last one
  const [openings, setOpenings] = React.useState(0);
  const logKey = JSON.stringify([model, o.dataId, num, openings]);
  const rounds = useRemote<ApprovalHistoryEntry[]>(
    (api, signal) => send(api, historyList, {}, { model_name: model, data_id: o.dataId!, ...(num ? { approval_num: num } : {}) }, signal),
    hasLog && drawer,
    logKey,
  );
  const remarks = useRemote<ApprovalRemark[]>((api, signal) => send(api, remarkList, {}, { approval_serial_number: num }, signal), hasLog && drawer && !!num, logKey);

  const value = shown.value;
  const summary: Summary | null = num ? (path.value ? pathSummary(path.value) : null) : flow.value?.ison === 1 && flow.value.process ? flowSummary(flow.value.process) : null;
  const nodes = path.value?.nodes ?? [];

  const reload = () => {
    shown.reload();
    if (drawer) {
      rounds.reload();
      if (num) remarks.reload();
    }
  };

  const openDetail = () => {
    // the record (data-id, else the path's), else the flow shown
    const id = o.dataId ?? path.value?.data_id ?? flow.value?.process?.id;
    navigate(o.onNavigate, detailTarget({ path: o.detailPath, model, id, private: o.private }));
  };

  return {
    model,
    num,
    /** the call that fills the view: loading, failed (with 重试) or answered */
    shown,
    loaded: value !== undefined,
    summary,
    nodes,
    states: stepStates(nodes),
    logs: path.value?.logs ?? [],
    hasLog,
    drawer,
    openLog: () => {
      setOpenings((n) => n + 1);
      setDrawer(true);
    },
    closeLog: () => setDrawer(false),
    rounds,
    remarks,
    reload,
    openDetail,
  };
}

export type ApprovalPathState = ReturnType<typeof useApprovalPath>;
