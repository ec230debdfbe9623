/**
 * The backend contract of the approval settings: with a model name, the need-approval flag when the
 * element is shown; with can-list the flows and the change log too; the actions as the flags allow them.
 * The settings' calls are under `{private}` (spec 3 §7): the private-prefix attribute, '' by default.
 */
import type { CallSpec } from '../../core/http';
import { endpointCall } from '../../kit/data/endpoint';
import { mergeCalls, sourceCall } from '../../kit/data/contract';
import { LOG_PAGE_SIZE, FLOW_READS, PRIVATE, approvalStatus, deleteFlow, enableApproval, flowList, operationLog, setDefaultFlow, type SettingsScope } from './api';

interface Values {
  modelName: string;
  classId?: number;
  canList: boolean;
  canAdd: boolean;
  canEdit: boolean;
  canDelete: boolean;
}

/** The flow list is a source whose url holds the prefix: written `{private}` in the contract as the endpoints are. */
const underPrivate = (c: CallSpec): CallSpec => ({
  ...c,
  path: `{private}${c.path}`,
  params: [PRIVATE, ...c.params],
});

export function approvalSettingsCalls(v: Values): CallSpec[] {
  const s: SettingsScope = { prefix: '', model: v.modelName.trim(), classId: v.classId };
  if (!s.model) return [];
  return mergeCalls([
    { ...endpointCall(approvalStatus(s), 'when the element is shown: whether approval is on'), onOpen: true },
    ...(v.canList
      ? [
          underPrivate(sourceCall(flowList(s), {
            when: 'when the element is shown, then on each search by name, page or page size and after each change',
            onOpen: true,
            pageSize: 10,
            search: [{ name: 'filters', type: 'string (JSON)', when: 'when a name is searched', description: 'the search: {"name": "part of the flow name"}' }],
            records: FLOW_READS,
          })),
          sourceCall(operationLog(s), { when: 'when the element is shown (the change log), then on each page and after each change of the settings', onOpen: true, pageSize: LOG_PAGE_SIZE }),
        ]
      : []),
    ...(v.canEdit
      ? [
          endpointCall(enableApproval(s), 'when the user switches approval on or off; on, without a flow, only once one exists: back from the new-flow page'),
          endpointCall(setDefaultFlow(s), 'when the user makes a flow the current one'),
        ]
      : []),
    ...(v.canDelete ? [endpointCall(deleteFlow, 'when the user confirms the deletion of a flow that is not the current one')] : []),
  ]);
}
