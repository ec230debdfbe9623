/**
 * The group editor's state (spec 3 §4, §6, §7, §8 Group editor): the tree (GET {api}/list, with the name
 * searched), the dialog (add in modes 0 top, 2 sibling, 3 child; edit, mode 1, after GET {api}/{id}),
 * moves (PUT {api}/remove {id, to} with the neighbouring sibling; none: 不能跨级移动, nothing sent) and
 * deletes (DELETE {api}/{id} after the question). Every success shows the server's message (else
 * 操作成功), asks the tree again and tells the page (bo-change); a failure shows the server's msg and
 * sends bo-error (useAction, useApi). Without `canList` nothing is asked.
 */
import * as React from 'react';
import { useAction } from '../../core/http';
import { useT } from '../../core/i18n';
import { useConfirm, useMessage } from '../../core/feedback/FeedbackProvider';
import { fetchSource } from '../../kit/data/source';
import { send, sendForMessage } from '../../kit/data/endpoint';
import { useRemote } from '../../kit/list/useRemote';
import { detailRecord, groupEndpoints, groupList, modularQuery } from './api';
import { ADD_MODE, initialParent, moveTarget, nodeId, type AddMode, type GroupInput, type GroupNode, type GroupRecord } from './group-editor.logic';

export type GroupChangeAction = 'add' | 'edit' | 'move-up' | 'move-down' | 'delete';

export interface GroupChangeDetail {
  action: GroupChangeAction;
  /** the group as saved (a new one: what was sent, with the id when the answer gives it), as it was for a
   * deleted or moved one */
  record: GroupRecord | GroupInput;
}

export interface GroupDialogState {
  open: boolean;
  mode: AddMode;
  /** the group edited (mode 1), or the row a sibling or child is added beside */
  record: GroupRecord | null;
  /** the parent the dialog starts from */
  pid: number;
}

export interface GroupEditorOptions {
  api: string;
  modular: string;
  groupKind: string;
  canList: boolean;
  onChange?(detail: GroupChangeDetail): void;
}

const NO_NODES: GroupNode[] = [];

export function useGroupEditor({ api: apiAttr, modular: modularAttr, groupKind, canList, onChange }: GroupEditorOptions) {
  const t = useT();
  const confirm = useConfirm();
  const message = useMessage();
  const action = useAction();
  const api = apiAttr.trim().replace(/\/+$/, '');
  const modular = modularAttr.trim();
  const calls = React.useMemo(() => groupEndpoints(api), [api]);
  const query = React.useMemo(() => modularQuery(modular), [modular]);
  const [name, setName] = React.useState('');
  const tree = useRemote(
    async (http, signal) => (await fetchSource(http, groupList(api, modular), { filters: name ? { name } : {}, signal })).rows,
    canList && !!api,
    JSON.stringify([api, modular, name]),
  );
  const nodes = tree.value ?? NO_NODES;
  const [dialog, setDialog] = React.useState<GroupDialogState>({ open: false, mode: ADD_MODE.top, record: null, pid: 0 });

  const search = (text: string) => setName(text.trim());

  /** After a change the server took: its message, the tree asked again, the page told. */
  const changed = (said: string, what: GroupChangeAction, record: GroupRecord | GroupInput) => {
    message.success(said || t('success.operation'));
    tree.reload();
    onChange?.({ action: what, record });
  };

  const openAdd = (mode: AddMode, row: GroupRecord | null = null) => setDialog({ open: true, mode, record: row, pid: initialParent(mode, row) });
  const openEdit = async (row: GroupRecord) => {
    const result = await action.run((http) => send(http, calls.detail, { ...query, id: row.id }, undefined));
    if (result.ok) {
      const record = detailRecord(row, result.value);
      setDialog({ open: true, mode: ADD_MODE.edit, record, pid: initialParent(ADD_MODE.edit, record) });
    }
  };
  const closeDialog = () => setDialog((d) => ({ ...d, open: false }));
  const saved = (said: string, what: 'add' | 'edit', record: GroupRecord | GroupInput) => {
    closeDialog();
    changed(said, what, record);
  };

  const move = async (row: GroupRecord, direction: 'up' | 'down') => {
    const target = moveTarget(nodes, row.id, direction);
    if (!target) {
      message.warning(t('group.crossLevel'));
      return;
    }
    const result = await action.run((http) => sendForMessage(http, calls.move, query, { id: row.id, to: nodeId(target) }));
    if (result.ok) changed(result.value.msg, direction === 'up' ? 'move-up' : 'move-down', row);
  };

  const remove = async (row: GroupRecord) => {
    const kind = groupKind.trim();
    const content = kind ? t('group.deleteKindConfirm', { kind }) : t('group.deleteConfirm');
    if (!(await confirm({ title: t('common.notice'), content }))) return;
    const result = await action.run((http) => sendForMessage(http, calls.remove, { ...query, id: row.id }, undefined));
    if (result.ok) changed(result.value.msg, 'delete', row);
  };

  return { api, modular, calls, query, tree, nodes, searched: name, search, busy: action.busy, dialog, openAdd, openEdit, closeDialog, saved, move, remove };
}

export type GroupEditorState = ReturnType<typeof useGroupEditor>;
