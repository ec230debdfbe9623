/**
 * The backend contract of bo-custom-fields: the list when it mounts (with can-list and a module), the
 * drawer's calls when the user adds or edits, and the row actions each permission flag allows.
 */
import type { CallSpec } from '../../core/http';
import { endpointCall } from '../../kit/data/endpoint';
import { mergeCalls, sourceCall } from '../../kit/data/contract';
import { applyToAll, createField, enableField, fieldList, rangeFields, rangeTree, removeField, updateField } from './api';

export interface FieldCallsOptions {
  appModular: string;
  appId?: number;
  globalUrl: string;
  canList: boolean;
  canAdd: boolean;
  canEdit: boolean;
  canEnable: boolean;
  canDelete: boolean;
  canGlobal: boolean;
}

export function customFieldCalls({ appModular, appId, globalUrl, canList, canAdd, canEdit, canEnable, canDelete, canGlobal }: FieldCallsOptions): CallSpec[] {
  const module = appModular.trim();
  if (!module) return [];
  const drawer = canAdd || canEdit;
  const url = globalUrl.trim();
  return mergeCalls([
    ...(canList
      ? [
          sourceCall(fieldList({ app_modular: module, ...(appId === undefined ? {} : { app_id: appId }) }), {
            when: 'when the element is shown, then on each search, page or page size and after each change',
            onOpen: true,
            pageSize: 10,
            filters: [{ name: 'filters', type: '{ name?: string; type?: string; is_enable?: 0 | 1 }', description: "the search form's values ({} when none)" }],
          }),
        ]
      : []),
    ...(drawer
      ? [
          sourceCall(rangeFields(module), { when: 'in the drawer, when the user makes a field local (the dimensions of the module)' }),
          sourceCall(rangeTree(module), {
            when: 'in the drawer, when a dimension is chosen (its nodes)',
            filters: [{ name: 'range_field', type: 'string', from: 'POST /field/range_field data[].range_field', description: 'the chosen dimension' }],
          }),
        ]
      : []),
    ...(canAdd ? [endpointCall(createField, 'when the drawer saves a new field')] : []),
    ...(canEdit ? [endpointCall(updateField, 'when the drawer saves a field being edited')] : []),
    ...(canEnable ? [endpointCall(enableField, 'when the user turns a field on or off')] : []),
    ...(canDelete ? [endpointCall(removeField, 'when the user confirms the deletion of a field')] : []),
    ...(canGlobal && url ? [endpointCall(applyToAll(url), 'when the user confirms 应用到全部 on a field')] : []),
  ]);
}
