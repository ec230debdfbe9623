/**
 * The class dialog's state (spec 3 §2.16, §5; spec 1 §7): a form of number, name and description, filled
 * from the class being edited or empty for a new one; its save adds (POST /common/class/add, is_default 0)
 * or edits (PUT /common/class/edit) and gives the saved class; a failed save keeps what was typed; a close
 * with edits asks first.
 */
import * as React from 'react';
import { useAction } from '../../core/http';
import { useT } from '../../core/i18n';
import { send } from '../../kit/data/endpoint';
import { useBoForm, useUnsavedGuard } from '../../kit/form';
import { addClass, classInput, editClass, type ClassRecord } from '../class/api';

export interface ClassFormValues {
  serial_number: string;
  name: string;
  remark: string;
}

export interface ClassConfirmDetail {
  /** the class as saved */
  record: ClassRecord;
  /** 'add' for a new class, 'edit' for a changed one */
  action: 'add' | 'edit';
}

export const CLASS_LIMITS = { serial_number: 4, name: 20, remark: 100 } as const;

const valuesOf = (record?: ClassRecord | null): ClassFormValues => ({
  serial_number: record?.serial_number ?? '',
  name: record?.name ?? '',
  remark: record?.remark ?? '',
});

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export interface ClassDialogOptions {
  open: boolean;
  modelName: string;
  record?: ClassRecord | null;
  onConfirm?(detail: ClassConfirmDetail): void;
  onCancel?(): void;
}

export function useClassDialog({ open, modelName, record, onConfirm, onCancel }: ClassDialogOptions) {
  const t = useT();
  const form = useBoForm<ClassFormValues>(valuesOf(record));
  const action = useAction();
  const guard = useUnsavedGuard(open && form.formState.isDirty);
  // each opening starts from the class given (or empty)
  const [shown, setShown] = React.useState<{ open: boolean; record?: ClassRecord | null }>({ open, record });
  if (shown.open !== open || shown.record !== record) {
    setShown({ open, record });
    if (open) form.reset(valuesOf(record));
  }

  const save = async (values: ClassFormValues) => {
    const query = { model_name: modelName };
    const trimmed = { serial_number: values.serial_number.trim(), name: values.name.trim(), remark: values.remark.trim() };
    const result = record
      ? await action.run((api) => send(api, editClass, query, classInput(record, trimmed)), { success: t('success.operation') })
      : await action.run((api) => send(api, addClass, query, { ...trimmed, is_default: 0, is_on: 1 }), { success: t('success.operation') });
    if (!result.ok) return; // the message is shown; the form keeps what was typed
    const answer = result.value;
    const saved: ClassRecord = record
      ? { ...record, ...trimmed }
      : { ...trimmed, is_default: 0, is_on: 1, ...(isRecord(answer) ? answer : {}), id: isRecord(answer) ? Number(answer.id) : NaN };
    form.reset(values);
    onConfirm?.({ record: saved, action: record ? 'edit' : 'add' });
  };

  const cancel = async () => {
    if (await guard.confirmDiscard()) onCancel?.();
  };

  return { form, editing: !!record, busy: action.busy, save, cancel };
}
