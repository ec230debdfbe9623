/**
 * The common-phrases tab's state (spec 3 §2.3, §3, §5, §6, §7, §8): the phrases asked at each opening of
 * the drawer (system phrases first, read-only; the user's own in their order); one phrase in edit at a time
 * (新增常用语 puts an empty one on top), its text a form of the kit (required, 500 characters) whose save
 * adds or edits and says 新增成功 / 编辑成功; a failed save keeps the text typed; leaving an edit with
 * unsaved text asks first. Delete asks, then says 删除成功; a move of an own phrase (drag or arrow key)
 * shows the new order at once and posts it (排序成功); a refused sort brings back the server's order.
 */
import '../../core/i18n/areas/approval-phrases';
import * as React from 'react';
import { isAborted, useApi, useAction, userMessage } from '../../core/http';
import { useConfirm, useMessage } from '../../core/feedback/FeedbackProvider';
import { useLatestT, useT } from '../../core/i18n';
import { send } from '../../kit/data/endpoint';
import { fetchSource } from '../../kit/data/source';
import { useBoForm, useUnsavedGuard } from '../../kit/form';
import { useRemote } from '../../kit/list/useRemote';
import { addPhrase, deletePhrases, editPhrase, phraseList, sortPhrases, type CommonPhrase } from './phrases-api';
import { movePhrase, splitPhrases } from './phrases.logic';

export interface PhraseValues {
  remark: string;
}

/** What is in edit: a new phrase (0), one of the user's (its id), or nothing. */
type Editing = number | null;
const EMPTY: PhraseValues = { remark: '' };

export function usePhrases({ open, opening }: { open: boolean; opening: number }) {
  const t = useT();
  const later = useLatestT();
  const api = useApi();
  const action = useAction();
  const message = useMessage();
  const confirm = useConfirm();
  const form = useBoForm<PhraseValues>(EMPTY);
  const [editing, setEditing] = React.useState<Editing>(null);
  const guard = useUnsavedGuard(open && editing !== null && form.formState.isDirty);
  // each opening starts afresh: nothing in edit, the phrases asked again
  const [seen, setSeen] = React.useState(opening);
  if (seen !== opening) {
    setSeen(opening);
    setEditing(null);
  }
  const remote = useRemote(async (a, signal) => (await fetchSource(a, phraseList, { signal })).rows, open, String(opening));
  const phrases = React.useMemo(() => remote.value ?? [], [remote.value]);
  const { system, own } = React.useMemo(() => splitPhrases(phrases), [phrases]);

  /** Into edit (asking first when the phrase in edit has unsaved text). */
  const startEdit = async (next: Editing, remark: string) => {
    if (!(await guard.confirmDiscard())) return;
    form.reset({ remark });
    setEditing(next);
  };

  const stopEdit = () => {
    form.reset(EMPTY);
    setEditing(null);
  };

  const save = async ({ remark }: PhraseValues) => {
    if (editing === null) return;
    const text = remark.trim();
    const isNew = editing === 0;
    const id = editing;
    const result = await action.run((a) => (isNew ? send(a, addPhrase, {}, { remark: text }) : send(a, editPhrase, {}, { id, remark: text })), {
      success: t(isNew ? 'success.add' : 'success.edit'),
    });
    if (!result.ok) return; // the message is shown; the text typed stays
    stopEdit();
    // the add answers no id: the list is asked again (its order is the server's)
    if (isNew) remote.reload();
    else remote.set(phrases.map((p) => (p.id === id ? { ...p, remark: text } : p)));
  };

  const remove = async (phrase: CommonPhrase) => {
    if (!(await confirm({ title: t('common.notice'), content: t('phrases.deleteConfirm') }))) return;
    const result = await action.run((a) => send(a, deletePhrases, {}, { id: [phrase.id] }), { success: t('success.delete') });
    if (result.ok) remote.set(phrases.filter((p) => p.id !== phrase.id));
  };

  // the newest sort wins: an older one's answer says nothing
  const sorting = React.useRef(0);
  const move = async (from: number, to: number) => {
    const { own: next, ids } = movePhrase(own, from, to);
    remote.set([...system, ...next]);
    const seq = ++sorting.current;
    try {
      await send(api, sortPhrases, {}, { id: ids });
      if (seq === sorting.current) message.success(later('success.sort'));
    } catch (e) {
      if (seq !== sorting.current || isAborted(e)) return;
      message.error(userMessage(e, later));
      remote.reload(); // the order the server kept
    }
  };

  return {
    loading: remote.loading,
    error: remote.error,
    reload: remote.reload,
    system,
    own,
    empty: phrases.length === 0,
    form,
    editing,
    busy: action.busy,
    add: () => void startEdit(0, ''),
    edit: (phrase: CommonPhrase) => void startEdit(phrase.id, phrase.remark),
    cancelEdit: async () => {
      if (await guard.confirmDiscard()) stopEdit();
    },
    save,
    remove,
    move: (from: number, to: number) => void move(from, to),
    /** before the drawer closes: false when the user keeps the unsaved text */
    confirmLeave: async () => {
      const ok = await guard.confirmDiscard();
      if (ok) stopEdit();
      return ok;
    },
  };
}

export type PhrasesState = ReturnType<typeof usePhrases>;
