/**
 * The backend contract of the class list and the class dialog: the list when the element mounts (with
 * can-list and a model name), the actions when the user takes them.
 */
import type { CallSpec } from '../../core/http';
import { endpointCall } from '../../kit/data/endpoint';
import { mergeCalls, sourceCall } from '../../kit/data/contract';
import { addClass, cancelDefault, classList, editClass, removeClass, setDefault } from './api';

const dialogCalls = (when: string): CallSpec[] => [
  endpointCall(addClass, `${when}: 确定 on a new class`),
  endpointCall(editClass, `${when}: 确定 on a class being edited`),
];

export const classDialogCalls = ({ modelName }: { modelName: string }): CallSpec[] => (modelName.trim() ? dialogCalls('when the dialog is confirmed') : []);

export function classListCalls({ modelName, canList, canAdd, canDelete }: { modelName: string; canList: boolean; canAdd: boolean; canDelete: boolean }): CallSpec[] {
  const model = modelName.trim();
  if (!model || !canList) return [];
  return mergeCalls([
    sourceCall(classList(model), {
      when: 'when the element is shown, then on each search by name, page or page size and after each change',
      onOpen: true,
      pageSize: 10,
      search: [{ name: 'name', type: 'string', when: 'when a name is searched', description: 'part of the class name' }],
    }),
    ...(canAdd
      ? [
          endpointCall(editClass, 'when the user turns a class on or off (the whole class with the new is_on)'),
          endpointCall(setDefault, 'when the user makes a class the default'),
          endpointCall(cancelDefault, 'when the user cancels the default class'),
          ...dialogCalls('in the class dialog (新增, 编辑)'),
        ]
      : []),
    ...(canDelete ? [endpointCall(removeClass, 'when the user confirms the deletion of a class')] : []),
  ]);
}
