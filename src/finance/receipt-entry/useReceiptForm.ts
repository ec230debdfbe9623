/**
 * The state of the receipt form (edit one row, new entry; spec 3 §4 Receipt widget, §5): the form's values
 * of the record, a new entry's serial number from gen_num when it opens (if that fails: the message with
 * 重试, the field left to the user), the pickers writing their choice,
 * the sections the chosen type shows, 确定 once every rule of every section holds (the record built in
 * receipt.logic.ts), 取消 asking first while there are unsaved edits.
 */
import * as React from 'react';
import { useT } from '../../core/i18n';
import { useElement } from '../../core/runtime';
import { send } from '../../kit/data/endpoint';
import { useBoForm, useUnsavedGuard } from '../../kit/form';
import { useRemote } from '../../kit/list/useRemote';
import { genNum } from './api';
import { pickFor } from './pick';
import type { PickerKind } from './receipt-list.logic';
import { formValuesOf, receiptSections, recordOf, type ReceiptFormValues } from './receipt.logic';
import type { ReceiptRecord } from './types';

export interface ReceiptFormOptions {
  /** the record edited (a new entry: the type it starts with, or nothing) */
  record: ReceiptRecord | null;
  own: boolean;
  /** a new entry: its serial number is asked for when it opens */
  isNew: boolean;
  onConfirm(record: ReceiptRecord): void;
  /** after the unsaved-changes question, when there were edits */
  onCancel(): void;
}

/** The id field each picker writes (the one shown ticked when the picker opens). */
const ID_OF: Record<PickerKind, keyof ReceiptFormValues> = { company: 'department_id', account: 'account_bank_id', nature: 'payment_nature_id' };
/** The field each picker's choice shows (where its rule's message goes). */
const SHOWN_AS: Record<PickerKind, keyof ReceiptFormValues> = { company: 'department_name', account: 'account_bank_account', nature: 'payment_nature' };

export function useReceiptForm(o: ReceiptFormOptions, pickerHost: React.RefObject<HTMLElement | null>) {
  const t = useT();
  const { apiBase } = useElement();
  const form = useBoForm<ReceiptFormValues>(formValuesOf(o.record));
  const guard = useUnsavedGuard(form.formState.isDirty);

  // a new entry's serial number; the number is where the form starts, not an edit
  const [numbered] = React.useState(() => !o.isNew || !!form.getValues('serial_number'));
  const number = useRemote((api, signal) => send<object, undefined, unknown>(api, genNum, {}, undefined, signal), !numbered, 'gen_num');
  const { value: serial } = number;
  React.useEffect(() => {
    if (serial !== undefined && !form.getValues('serial_number')) form.resetField('serial_number', { defaultValue: String(serial ?? '') });
  }, [serial, form]);

  const type = form.watch('type');
  const sections = receiptSections(type, o.own);

  const pick = async (kind: PickerKind) => {
    const container = pickerHost.current;
    if (!container) return;
    const choice = await pickFor(container, kind, { apiBase, lang: t.locale, selected: form.getValues(ID_OF[kind]) });
    if (!choice) return;
    for (const [key, value] of Object.entries(choice)) form.setValue(key as keyof ReceiptFormValues, value as never, { shouldDirty: true });
    if (form.formState.isSubmitted) void form.trigger(SHOWN_AS[kind]);
  };

  const confirm = (values: ReceiptFormValues) => {
    const record = recordOf(values, o.record, o.own);
    form.reset(values);
    o.onConfirm(record);
  };

  const cancel = async () => {
    if (await guard.confirmDiscard()) o.onCancel();
  };

  return { form, sections, busy: number.loading, numberFailed: number.error, renumber: number.reload, pick: (kind: PickerKind) => void pick(kind), confirm, cancel: () => void cancel() };
}
