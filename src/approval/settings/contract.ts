/**
 * The backend contract of the approval settings: with a model name, the need-approval flag when the
 * element is shown; with can-list the flows and the change log too; the actions as the flags allow them.
 * The settings' calls are under the private-prefix attribute ({private} of spec 3 §7), '' by default.
 */
import type { CallSpec } from '../../core/http';
import { endpointCall } from '../../kit/data/endpoint';
import { mergeCalls, sourceCall } from '../../kit/data/contract';
import { LOG_PAGE_SIZE, FLOW_READS, approvalStatus, deleteFlow, enableApproval, flowList, operationLog, setDefaultFlow, type SettingsScope } from './api';

interface Values {
  modelName: string;
  classId?: number;
  canList: boolean;
  canAdd: boolean;
  canEdit: boolean;
  canDelete: boolean;
}

const UNDER = ' (paths under the private-prefix attribute when it is set)';

export function approvalSettingsCalls(v: Values): CallSpec[] {
  const s: SettingsScope = { prefix: '', model: v.modelName.trim(), classId: v.classId };
  if (!s.model) return [];
  return mergeCalls([
    { ...endpointCall(approvalStatus(s), `when the element is shown: whether approval is on${UNDER}`), onOpen: true },
    ...(v.canList
      ? [
          sourceCall(flowList(s), {
            when: `when the element is shown, then on each search by name, page or page size and after each change${UNDER}`,
            onOpen: true,
            pageSize: 10,
            search: [{ name: 'filters', type: 'string (JSON)', when: 'when a name is searched', description: 'the search: {"name": "part of the flow name"}' }],
            records: FLOW_READS,
          }),
          sourceCall(operationLog(s), { when: 'when the element is shown (the change log), then on each page and after each change of the settings', onOpen: true, pageSize: LOG_PAGE_SIZE }),
        ]
      : []),
    ...(v.canEdit
      ? [
          endpointCall(enableApproval(s), `when the user switches approval on or off; on, without a flow, only once one exists: back from the new-flow page${UNDER}`),
          endpointCall(setDefaultFlow(s), `when the user makes a flow the current one${UNDER}`),
        ]
      : []),
    ...(v.canDelete ? [endpointCall(deleteFlow(s), `when the user confirms the deletion of a flow that is not the current one${UNDER}`)] : []),
  ]);
}
