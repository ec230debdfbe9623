/**
 * The state of the editable project table (spec 2 §2 选择项目, §4 Project row, §5, §7): the rows
 * (project-rows.logic.ts) refreshed from each answer of the list, the choice guarded so that a row in
 * edit cannot be ticked, and the row actions: 新增, 编辑, 取消, 确定 (POST /project/create or PUT
 * /project/{id}, then the list again) and 删除 (请确认是否删除该数据? titled 提示, DELETE /project/{id},
 * then the list again). A failed save or delete shows the server's msg and keeps what was typed
 * (useAction; bo-error through useApi); 确定 is busy while its request runs.
 */
import '../../core/i18n/areas/projects';
import * as React from 'react';
import { useLatestT } from '../../core/i18n';
import { useAction } from '../../core/http';
import { useConfirm, useMessage } from '../../core/feedback/FeedbackProvider';
import { send } from '../../kit/data/endpoint';
import type { PickerBodyProps } from '../../kit/picker/types';
import type { Selection } from '../../kit/selection/useSelection';
import { createProject, deleteProject, updateProject, type Project, type ProjectInput } from './api';
import {
  addProject, cancelProject, changeProject, editingIds, editProject, fromProjects, projectInput, refreshProjects, removeProject, rowOf,
  savedProject, saveKind, shownProjects,
} from './project-rows.logic';

export function useProjectRows({ rows, selection, reload }: Pick<PickerBodyProps<Project>, 'rows' | 'selection' | 'reload'>) {
  const said = useLatestT();
  const message = useMessage();
  const confirm = useConfirm();
  const action = useAction();
  const [list, setList] = React.useState(() => fromProjects(rows));
  // each answer of the list (a reload after a save included) brings the backend's rows
  const [seen, setSeen] = React.useState(rows);
  if (seen !== rows) {
    setSeen(rows);
    setList((l) => refreshProjects(l, rows));
  }
  const [saving, setSaving] = React.useState<string | null>(null);
  const editing = React.useMemo(() => editingIds(list), [list]);

  // a row in edit cannot be ticked
  const guarded = React.useMemo<Selection<Project>>(() => {
    const tickable = (r: Project) => !editing.has(String(r.id));
    return {
      ...selection,
      isDisabled: (id) => selection.isDisabled(id) || editing.has(String(id)),
      toggle: (row) => tickable(row) && selection.toggle(row),
      toggleAll: (page) => selection.toggleAll(page.filter(tickable)),
      pageState: (page) => selection.pageState(page.filter(tickable)),
    };
  }, [selection, editing]);

  const save = async (key: string) => {
    const row = rowOf(list, key);
    if (!row?.draft) return;
    const input = projectInput(row.draft);
    if (!input) return message.error(said('projectPicker.nameRequired'));
    const how = saveKind(row);
    // 确定 on an edited row left as it was: nothing to send, the row is as saved (spec 2 §7 保存成功)
    if (how.kind === 'same') {
      setList((l) => cancelProject(l, key));
      return message.success(said('success.save'));
    }
    setSaving(key);
    const result = await action.run(
      (api) => (how.kind === 'create' ? send(api, createProject, {}, input) : send(api, updateProject, { id: how.id }, input)),
      { success: said(how.kind === 'create' ? 'success.add' : 'success.modify') },
    );
    setSaving(null);
    if (!result.ok) return;
    setList((l) => savedProject(l, key));
    reload?.();
  };

  const remove = async (key: string) => {
    const saved = rowOf(list, key)?.saved;
    if (!saved) return;
    const yes = await confirm({
      title: said('common.notice'),
      content: said('projectPicker.deleteConfirm'),
      confirmText: said('common.confirm'),
      cancelText: said('common.cancel'),
    });
    if (!yes) return;
    const result = await action.run((api) => send(api, deleteProject, { id: saved.id }, undefined), { success: said('success.deleteBang') });
    if (!result.ok) return;
    selection.remove(saved.id);
    setList((l) => removeProject(l, key));
    reload?.();
  };

  return {
    rows: React.useMemo(() => shownProjects(list), [list]),
    selection: guarded,
    /** the row of a shown record: in edit (its draft) or not */
    rowOf: (id: Project['id']) => rowOf(list, id),
    saving,
    busy: action.busy,
    add: () => setList(addProject),
    edit: (key: string) => {
      // a row in edit leaves the choice: the record chosen would not be the one saved
      selection.remove(key);
      setList((l) => editProject(l, key));
    },
    change: (key: string, patch: Partial<ProjectInput>) => setList((l) => changeProject(l, key, patch)),
    cancel: (key: string) => setList((l) => cancelProject(l, key)),
    save,
    remove,
  };
}
