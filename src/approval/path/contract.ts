/**
 * The backend contract of the approval path view: when it is shown, the module's enabled flow or, with a
 * record's number, the record's path; when the process-log drawer opens (only with a data id), the
 * record's rounds and, with a record's number, its comments.
 */
import type { CallSpec } from '../../core/http';
import { endpointCall } from '../../kit/data/endpoint';
import { flowDefault, historyList, pathLogs, remarkList } from './api';

interface Values {
  modelName: string;
  dataId?: number;
  approvalNum?: string;
}

export function approvalPathCalls({ modelName, dataId, approvalNum }: Values): CallSpec[] {
  const num = approvalNum?.trim();
  if (!modelName.trim()) return [];
  const shown = num
    ? { ...endpointCall(pathLogs, 'when the element is shown (and on reload()): the path of the record approval-num'), onOpen: true }
    : { ...endpointCall(flowDefault, 'when the element is shown (and on reload()) without approval-num: the summary of the enabled flow'), onOpen: true };
  if (dataId === undefined) return [shown];
  return [
    shown,
    endpointCall(historyList, 'when the user opens the process log (流程日志): the rounds of the record'),
    ...(num ? [endpointCall(remarkList, "when the user opens the process log (流程日志): the comments of the record's approval")] : []),
  ];
}
