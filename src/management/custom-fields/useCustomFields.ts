/**
 * The custom-field list's state (spec 1 §2 "Custom-field list", §4, §6, §7): a paged list of a module's
 * fields (POST /field/list with the search under `filters`, default size 10, a new search back to page 1);
 * the enable switch saves at once (POST /api/field/enable); delete after 此操作将删除该数据, 是否继续?
 * (DELETE /field/delete, 删除成功); apply-to-all after a question (POST to the page's URL with the field as
 * `customer`); add and edit in the drawer. Every change reloads the page and tells the page (bo-change).
 * Without `canList` nothing is asked.
 */
import '../../core/i18n/areas/fields';
import * as React from 'react';
import { useAction, type Api } from '../../core/http';
import { useT } from '../../core/i18n';
import { useConfirm } from '../../core/feedback/FeedbackProvider';
import { fetchSource } from '../../kit/data/source';
import { send, type Endpoint } from '../../kit/data/endpoint';
import { useRemoteList, type ListLoader } from '../../kit/list/useRemoteList';
import type { SearchValues } from '../../kit/types';
import { applyToAll, enableField, fieldList, removeField, type CustomField, type FieldScope } from './api';

export type FieldChangeAction = 'add' | 'edit' | 'enable' | 'disable' | 'delete' | 'global';

export interface FieldChangeDetail {
  action: FieldChangeAction;
  /** the field as it is now (as it was, for a deleted one) */
  record: CustomField;
}

export interface CustomFieldsOptions {
  scope: FieldScope;
  canList: boolean;
  globalUrl: string;
  onChange?(detail: FieldChangeDetail): void;
}

export function useCustomFields({ scope, canList, globalUrl, onChange }: CustomFieldsOptions) {
  const t = useT();
  const confirm = useConfirm();
  const action = useAction();
  const { app_modular, app_id } = scope;
  const [values, setValues] = React.useState<SearchValues>({});
  const [filters, setFilters] = React.useState<Record<string, unknown>>({});
  const load = React.useCallback<ListLoader<CustomField>>(
    ({ page, pageSize, filters: f }, api, signal) =>
      fetchSource(api, fieldList({ app_modular, ...(app_id === undefined ? {} : { app_id }) }), { filters: { filters: f }, page: { page, size: pageSize }, signal }),
    [app_modular, app_id],
  );
  const list = useRemoteList(load, canList && !!app_modular, filters);
  // the drawer: closed, a new field (record null) or the field being edited
  const [drawer, setDrawer] = React.useState<{ open: boolean; record: CustomField | null }>({ open: false, record: null });

  /** Sends a change of a field; on success reloads the page and tells the page. */
  const change = async <B,>(what: FieldChangeAction, e: Endpoint<object, B>, body: B, record: CustomField, success: string) => {
    const result = await action.run((api: Api) => send(api, e, {}, body), { success });
    if (!result.ok) return false;
    list.reload();
    onChange?.({ action: what, record });
    return true;
  };

  const toggle = (row: CustomField, on: boolean) => {
    const is_enable = on ? 1 : 0;
    return change(on ? 'enable' : 'disable', enableField, { id: row.id, is_enable }, { ...row, is_enable }, t('success.operation'));
  };
  const remove = async (row: CustomField) => {
    if (await confirm({ title: t('common.notice'), content: t('customField.deleteConfirm') })) await change('delete', removeField, { id: row.id }, row, t('success.delete'));
  };
  const applyAll = async (row: CustomField) => {
    if (!globalUrl.trim()) return;
    if (await confirm({ title: t('common.notice'), content: t('customFields.applyAllConfirm', { name: row.name }) })) {
      await change('global', applyToAll(globalUrl.trim()), { customer: row }, row, t('success.operation'));
    }
  };

  const openAdd = () => setDrawer({ open: true, record: null });
  const openEdit = (row: CustomField) => setDrawer({ open: true, record: row });
  const closeDrawer = () => setDrawer((d) => ({ ...d, open: false }));
  const saved = (detail: FieldChangeDetail) => {
    closeDrawer();
    list.reload();
    onChange?.(detail);
  };

  return {
    list, values, setValues, search: setFilters, busy: action.busy, toggle, remove, applyAll, drawer, openAdd, openEdit, closeDrawer, saved,
  };
}
