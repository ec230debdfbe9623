/**
 * The custom-field drawer's state (spec 1 §3–§5, §7): the form of the field being edited (or empty), the
 * type-change resets of §4 applied as the type changes, the save (POST /field/edits for a new field, PUT
 * for one being edited, with app_modular, app_id and range_list) that keeps the form when it fails, and the
 * cancel that asks first when something was changed.
 */
import * as React from 'react';
import { useAction } from '../../core/http';
import { useT } from '../../core/i18n';
import { send } from '../../kit/data/endpoint';
import { useBoForm, useUnsavedGuard } from '../../kit/form';
import { createField, updateField, type CustomField, type FieldScope } from './api';
import { formOf, payloadOf, typeResets, type FieldForm, type FieldType, type RangeNode } from './custom-field.logic';
import type { FieldChangeDetail } from './useCustomFields';

export interface FieldDrawerOptions {
  open: boolean;
  record: CustomField | null;
  scope: FieldScope;
  onSaved?(detail: FieldChangeDetail): void;
  onCancel?(): void;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function useFieldDrawer({ open, record, scope, onSaved, onCancel }: FieldDrawerOptions) {
  const t = useT();
  const form = useBoForm<FieldForm>(formOf(record));
  const action = useAction();
  const guard = useUnsavedGuard(open && form.formState.isDirty);
  // the nodes of the range tree shown: range_list names the chosen ones (else as the field had them)
  const ranges = React.useRef<RangeNode[]>([]);
  // each opening starts from the field given (or empty)
  const [shown, setShown] = React.useState<{ open: boolean; record: CustomField | null }>({ open, record });
  if (shown.open !== open || shown.record !== record) {
    setShown({ open, record });
    if (open) form.reset(formOf(record));
  }

  // §4: a change of type turns off the switches that do not apply to the new type
  React.useEffect(() => {
    const sub = form.watch((values, { name }) => {
      if (name !== 'type') return;
      for (const [key, value] of Object.entries(typeResets(values.type as FieldType | null))) {
        form.setValue(key as keyof FieldForm, value, { shouldDirty: true });
      }
    });
    return () => sub.unsubscribe();
  }, [form]);

  const noteRanges = React.useCallback((nodes: RangeNode[]) => {
    ranges.current = nodes.map(({ id, name }) => ({ id, name }));
  }, []);

  const save = async (values: FieldForm) => {
    const body = payloadOf(values, { ...scope, ranges: [...ranges.current, ...(record?.field_range_list ?? [])] }, record);
    const result = record
      ? await action.run((api) => send(api, updateField, {}, body), { success: t('success.modify') })
      : await action.run((api) => send(api, createField, {}, body), { success: t('success.add') });
    if (!result.ok) return; // the message is shown; the form keeps what was typed
    const answer = isRecord(result.value) ? (result.value as Partial<CustomField>) : {};
    const { range_list, app_modular: _m, app_id: _a, ...field } = body;
    const saved = { ...record, ...field, field_range_list: range_list, ...answer, id: Number(answer.id ?? record?.id ?? NaN) } as CustomField;
    form.reset(values);
    onSaved?.({ action: record ? 'edit' : 'add', record: saved });
  };

  const submit = () => void form.handleSubmit(save)();
  const cancel = async () => {
    if (await guard.confirmDiscard()) onCancel?.();
  };

  return { form, editing: !!record, busy: action.busy, submit, save, cancel, noteRanges };
}
