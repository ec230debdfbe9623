/**
 * The class list's state (spec 1 §2 "Category (class) list", §4, §6, §7): a paged list of a module's
 * classes (POST /common/class/list, default size 10, a new name search back to page 1); the enable switch
 * saves at once (PUT /common/class/edit with the whole class); set / cancel default; delete after the
 * question naming the class (DELETE /common/class/del, id as a list); add and edit through the class
 * dialog. Every change says 操作成功, reloads the page and tells the page (bo-change). Without `canList`
 * nothing is asked.
 */
import * as React from 'react';
import { useAction } from '../../core/http';
import { useT } from '../../core/i18n';
import { useConfirm } from '../../core/feedback/FeedbackProvider';
import { fetchSource } from '../../kit/data/source';
import { send, type Endpoint } from '../../kit/data/endpoint';
import { useRemoteList, type ListLoader } from '../../kit/list/useRemoteList';
import { cancelDefault, classInput, classList, editClass, removeClass, setDefault, type ClassRecord, type ModelQuery } from '../class/api';
import type { ClassConfirmDetail } from '../class-dialog/useClassDialog';

export type ClassChangeAction = 'add' | 'edit' | 'enable' | 'disable' | 'set-default' | 'cancel-default' | 'delete';

export interface ClassChangeDetail {
  action: ClassChangeAction;
  /** the class as it is now (as it was, for a deleted one) */
  record: ClassRecord;
}

export interface ClassListOptions {
  modelName: string;
  canList: boolean;
  onChange?(detail: ClassChangeDetail): void;
}

export function useClassList({ modelName, canList, onChange }: ClassListOptions) {
  const t = useT();
  const confirm = useConfirm();
  const action = useAction();
  const model = modelName.trim();
  const [searched, setSearch] = React.useState<{ model: string; filters: Record<string, unknown> }>({ model, filters: {} });
  // another module is a new search, without the name searched in the last one
  if (searched.model !== model) setSearch({ model, filters: {} });
  const filters = searched.filters;
  const load = React.useCallback<ListLoader<ClassRecord>>(
    ({ page, pageSize, filters: f }, api, signal) => fetchSource(api, classList(model), { filters: f, page: { page, size: pageSize }, signal }),
    [model],
  );
  const list = useRemoteList(load, canList && !!model, filters);
  // the dialog: closed, a new class (record null) or the class being edited
  const [dialog, setDialog] = React.useState<{ open: boolean; record: ClassRecord | null }>({ open: false, record: null });

  const search = (name: string) => setSearch({ model, filters: name.trim() ? { name: name.trim() } : {} });

  /** Sends a change of a class; on success reloads the page and tells the page. */
  const change = async <B,>(what: ClassChangeAction, record: ClassRecord, e: Endpoint<ModelQuery, B>, body: B, after: ClassRecord = record) => {
    const result = await action.run((api) => send(api, e, { model_name: model }, body), { success: t('success.operation') });
    if (!result.ok) return false;
    list.reload();
    onChange?.({ action: what, record: after });
    return true;
  };

  const toggle = (row: ClassRecord, on: boolean) => {
    const is_on = on ? 1 : 0;
    return change(on ? 'enable' : 'disable', row, editClass, classInput(row, { is_on }), { ...row, is_on });
  };
  const makeDefault = (row: ClassRecord) => change('set-default', row, setDefault, { id: row.id }, { ...row, is_default: 1 });
  const unmakeDefault = (row: ClassRecord) => change('cancel-default', row, cancelDefault, { id: row.id }, { ...row, is_default: 0 });
  const remove = async (row: ClassRecord) => {
    const ok = await confirm({ title: t('common.deleteNotice'), content: t('category.deleteConfirm', { name: row.name, number: row.serial_number }) });
    if (ok) await change('delete', row, removeClass, { id: [row.id] });
  };

  const openAdd = () => setDialog({ open: true, record: null });
  const openEdit = (row: ClassRecord) => setDialog({ open: true, record: row });
  const closeDialog = () => setDialog((d) => ({ ...d, open: false }));
  const saved = ({ record, action: what }: ClassConfirmDetail) => {
    closeDialog();
    list.reload();
    onChange?.({ action: what, record });
  };

  return { model, list, search, busy: action.busy, toggle, makeDefault, unmakeDefault, remove, dialog, openAdd, openEdit, closeDialog, saved };
}
