/**
 * The group dialog's state (spec 3 §4, §5, §7 Group editor): parent, number, name and description,
 * filled from the group edited (mode 1) or empty with the parent of the add mode; 确定 creates
 * (POST {api}) or updates (PUT {api}/{id}) with {name, pid, remark, serial_number} and hands the
 * server's message on; a failed save keeps what was typed; a close with edits asks first.
 */
import * as React from 'react';
import { useAction } from '../../core/http';
import { sendForMessage } from '../../kit/data/endpoint';
import { useBoForm, useUnsavedGuard } from '../../kit/form';
import type { GroupEndpoints, ModularQuery } from './api';
import { ADD_MODE, groupInput, type GroupInput, type GroupRecord } from './group-editor.logic';
import type { GroupDialogState } from './useGroupEditor';

export interface GroupFormValues {
  pid: number;
  serial_number: string;
  name: string;
  remark: string;
}

const valuesOf = ({ mode, record, pid }: GroupDialogState): GroupFormValues => {
  const edited = mode === ADD_MODE.edit ? record : null;
  return { pid, serial_number: edited?.serial_number ?? '', name: edited?.name ?? '', remark: edited?.remark ?? '' };
};

export interface GroupDialogOptions {
  dialog: GroupDialogState;
  calls: GroupEndpoints;
  query: ModularQuery;
  onSaved(said: string, action: 'add' | 'edit', record: GroupRecord | GroupInput): void;
  onCancel(): void;
}

export function useGroupDialog({ dialog, calls, query, onSaved, onCancel }: GroupDialogOptions) {
  const form = useBoForm<GroupFormValues>(valuesOf(dialog));
  const action = useAction();
  const guard = useUnsavedGuard(dialog.open && form.formState.isDirty);
  const editing = dialog.mode === ADD_MODE.edit && !!dialog.record;
  // each opening starts from its own values
  const [shown, setShown] = React.useState(dialog);
  if (shown !== dialog) {
    setShown(dialog);
    if (dialog.open && !shown.open) form.reset(valuesOf(dialog));
  }

  const save = async (values: GroupFormValues) => {
    const input = groupInput(values, Number(values.pid) || 0);
    const edited = editing ? dialog.record! : null;
    const result = edited
      ? await action.run((http) => sendForMessage(http, calls.update, { ...query, id: edited.id }, input))
      : await action.run((http) => sendForMessage(http, calls.create, query, input));
    if (!result.ok) return; // the message is shown; the form keeps what was typed
    form.reset(values);
    const { value, msg } = result.value;
    const answered = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Partial<GroupRecord>) : {};
    onSaved(msg, edited ? 'edit' : 'add', edited ? { ...edited, ...input } : { ...input, ...(typeof answered.id === 'number' ? { id: answered.id } : {}) });
  };

  const cancel = async () => {
    if (await guard.confirmDiscard()) onCancel();
  };

  return { form, editing, busy: action.busy, save, cancel };
}
