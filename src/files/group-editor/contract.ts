/**
 * The backend contract of the group editor with given attribute values: the tree when the element is
 * shown (with can-list and an api) and after each search and change, then the calls of the actions its
 * flags allow.
 */
import type { CallSpec } from '../../core/http';
import { endpointCall } from '../../kit/data/endpoint';
import { mergeCalls, sourceCall } from '../../kit/data/contract';
import { groupEndpoints, groupList } from './api';

export interface GroupContractValues {
  api: string;
  modular?: string;
  canList: boolean;
  canAdd: boolean;
  canEdit: boolean;
  canDelete: boolean;
}

export function groupEditorCalls({ api: apiAttr, modular: modularAttr, canList, canAdd, canEdit, canDelete }: GroupContractValues): CallSpec[] {
  const api = apiAttr.trim().replace(/\/+$/, '');
  if (!api || !canList) return [];
  const calls = groupEndpoints(api);
  return mergeCalls([
    sourceCall(groupList(api, (modularAttr ?? '').trim()), {
      when: 'when the element is shown, then on each search by name and after each change',
      onOpen: true,
      search: [{ name: 'name', type: 'string', when: 'when a name is searched', description: 'part of a group name: the matching groups with their ancestors' }],
    }),
    ...(canAdd ? [endpointCall(calls.create, 'when the dialog of 新增, 同级 or 下级 is confirmed')] : []),
    ...(canEdit
      ? [
          endpointCall(calls.detail, 'when the user clicks 编辑: the dialog opens with the answer'),
          endpointCall(calls.update, 'when the dialog of 编辑 is confirmed'),
          endpointCall(calls.move, 'when the user clicks 上移 or 下移 on a group that has a sibling on that side'),
        ]
      : []),
    ...(canDelete ? [endpointCall(calls.remove, 'when the user confirms the deletion of a group')] : []),
  ]);
}
