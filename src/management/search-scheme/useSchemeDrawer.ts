/**
 * The scheme drawer's state (spec 1 §2 "Search-scheme drawer", §4 "Search scheme", §5, §7): the saved
 * schemes of a search_api with the current one starred (set_current), a new scheme (id 0, class 2, its
 * name in edit), renaming, deleting (not a built-in one, after 请确认是否删除该方案?), saving (POST save;
 * data.id; 保存成功), and the chosen fields of the selected scheme (tick, select all, drag or keyboard
 * order). 确定 saves the selected scheme and gives its fields; in temporary mode it gives the chosen fields
 * without saving. Cancelling with unsaved edits asks first.
 */
import '../../core/i18n/areas/search';
import * as React from 'react';
import { useAction } from '../../core/http';
import { useT } from '../../core/i18n';
import { useConfirm, useMessage } from '../../core/feedback/FeedbackProvider';
import { send } from '../../kit/data/endpoint';
import { moveRow, useUnsavedGuard } from '../../kit/form';
import { deleteScheme, saveScheme, setCurrentScheme, type SchemeField, type SearchScheme } from './api';
import { canDelete, chosenOf, currentScheme, newScheme, saveProblem, schemeFields, selectAll, toggleChosen, withCurrent } from './scheme.logic';
import { useSchemeData } from './useSchemeData';

export interface SchemeConfirmDetail {
  /** the chosen fields in order, each with its value */
  fields: SchemeField[];
  /** the saved scheme (null in temporary mode) */
  scheme: SearchScheme | null;
}

export interface SchemeDrawerOptions {
  open: boolean;
  searchApi: string;
  temporary: boolean;
  /** temporary mode: the fields chosen when the drawer opens */
  chosen: string[];
  /** the values saved with the chosen fields (the bar's search values by field) */
  values: Record<string, unknown>;
  onConfirm?(detail: SchemeConfirmDetail): void;
  onCancel?(): void;
}

export function useSchemeDrawer({ open, searchApi, temporary, chosen: initialChosen, values, onConfirm, onCancel }: SchemeDrawerOptions) {
  const t = useT();
  const message = useMessage();
  const confirm = useConfirm();
  const action = useAction();
  const data = useSchemeData(searchApi, { enabled: open, withSchemes: !temporary });
  const known = React.useMemo(() => data.fields.map((f) => f.field), [data.fields]);

  // the schemes as the user changes them, and as last saved
  const [list, setList] = React.useState<SearchScheme[]>([]);
  const [baseline, setBaseline] = React.useState<SearchScheme[]>([]);
  const [selectedId, setSelectedId] = React.useState<number | null>(null);
  const [editing, setEditing] = React.useState<number[]>([]);
  const [tempChosen, setTempChosen] = React.useState<string[]>([]);
  const [tempBaseline, setTempBaseline] = React.useState<string[]>([]);

  // each opening (and each answer) starts again from what the backend holds
  const [seen, setSeen] = React.useState<{ open: boolean; schemes: SearchScheme[]; known: string[] }>({ open, schemes: data.schemes, known });
  if (seen.open !== open || seen.schemes !== data.schemes || seen.known !== known) {
    setSeen({ open, schemes: data.schemes, known });
    setList(data.schemes);
    setBaseline(data.schemes);
    setSelectedId((currentScheme(data.schemes) ?? data.schemes[0])?.id ?? null);
    setEditing([]);
    const start = initialChosen.filter((n, i) => known.includes(n) && initialChosen.indexOf(n) === i);
    setTempChosen(start);
    setTempBaseline(start);
  }

  const selected = temporary ? null : (list.find((s) => s.id === selectedId) ?? null);
  const chosen = temporary ? tempChosen : chosenOf(selected, known);
  const dirty = open && (temporary ? tempChosen.join() !== tempBaseline.join() : JSON.stringify(list) !== JSON.stringify(baseline));
  const guard = useUnsavedGuard(dirty);

  const patch = (id: number, change: Partial<SearchScheme>) => setList((l) => l.map((s) => (s.id === id ? { ...s, ...change } : s)));
  const setChosen = (next: string[]) => {
    if (temporary) setTempChosen(next);
    else if (selected) patch(selected.id, { search_fa_field: schemeFields(next, values, selected.search_fa_field) });
    else message.warning(t('scheme.selectRequired'));
  };
  const toggle = (name: string, on: boolean) => setChosen(toggleChosen(chosen, name, on));
  const toggleAll = (on: boolean) => setChosen(selectAll(known, chosen, on));
  const move = (from: number, to: number) => setChosen(moveRow(chosen, from, to));

  const add = () => {
    const fresh = list.find((s) => s.id === 0);
    if (!fresh) setList((l) => [...l, newScheme(searchApi.trim())]);
    setSelectedId(0);
    setEditing((e) => (e.includes(0) ? e : [...e, 0]));
  };
  const edit = (id: number) => {
    setSelectedId(id);
    setEditing((e) => (e.includes(id) ? e : [...e, id]));
  };
  const rename = (id: number, name: string) => patch(id, { search_fa_name: name });

  const star = async (s: SearchScheme) => {
    if (s.id === 0 || s.is_current === 1) return;
    const result = await action.run((api) => send(api, setCurrentScheme, {}, { id: s.id }), { success: t('success.set') });
    if (!result.ok) return;
    setList((l) => withCurrent(l, s.id));
    setBaseline((l) => withCurrent(l, s.id));
  };

  const remove = async (s: SearchScheme) => {
    if (!canDelete(s) || !(await confirm({ title: t('common.notice'), content: t('scheme.deleteConfirm') }))) return;
    if (s.id !== 0) {
      const result = await action.run((api) => send(api, deleteScheme, {}, { id: s.id }), { success: t('success.delete') });
      if (!result.ok) return;
    }
    const drop = (l: SearchScheme[]) => l.filter((x) => x.id !== s.id);
    setList(drop);
    setBaseline(drop);
    if (selectedId === s.id) setSelectedId((currentScheme(drop(list)) ?? drop(list)[0])?.id ?? null);
  };

  /** Saves a scheme (default the selected one); the saved scheme, or null when it could not be. */
  const save = async (id: number | null = selectedId): Promise<SearchScheme | null> => {
    const target = list.find((s) => s.id === id) ?? null;
    const names = chosenOf(target, known);
    const problem = saveProblem(target, target?.search_fa_name ?? '', names);
    if (problem || !target) {
      message.warning(t(problem ?? 'scheme.selectRequired'));
      return null;
    }
    setSelectedId(target.id);
    const body = {
      id: target.id,
      search_api: searchApi.trim(),
      search_fa_class: target.search_fa_class,
      search_fa_name: target.search_fa_name.trim(),
      search_fa_field: schemeFields(names, values, target.search_fa_field),
    };
    const result = await action.run((api) => send<object, typeof body, { id?: number } | null>(api, saveScheme, {}, body), { success: t('success.save') });
    if (!result.ok) return null;
    const saved: SearchScheme = { ...target, ...body, id: Number(result.value?.id ?? target.id) };
    const put = (l: SearchScheme[]) => (l.some((s) => s.id === target.id) ? l.map((s) => (s.id === target.id ? saved : s)) : [...l, saved]);
    setList(put);
    setBaseline(put);
    setSelectedId(saved.id);
    setEditing((e) => e.filter((x) => x !== target.id));
    return saved;
  };

  const submit = async () => {
    if (temporary) {
      if (!chosen.length) message.warning(t('scheme.fieldsRequired'));
      else onConfirm?.({ fields: schemeFields(chosen, values), scheme: null });
      return;
    }
    const saved = await save();
    if (saved) onConfirm?.({ fields: saved.search_fa_field, scheme: saved });
  };

  const cancel = async () => {
    if (await guard.confirmDiscard()) onCancel?.();
  };

  return { data, list, selected, selectedId, select: setSelectedId, editing, chosen, known, busy: action.busy, toggle, toggleAll, move, add, edit, rename, star, remove, save, submit, cancel };
}
