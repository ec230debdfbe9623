/**
 * The rows of the editable project table as data (spec 2 §4 Project row), on the form kit's editable
 * rows (editable-rows.logic.ts): a saved row is in view (type 1) or in edit (type 2) with a copy of its
 * values; 新增 puts a new row in edit on top; 取消 restores the copy, or removes a new row; a row in edit
 * cannot be ticked; a reload brings the backend's rows and keeps what is still being edited.
 */
import { addRow, cancelRow, changeRow, editingKeys, editRow, removeRow, type EditRow } from '../../kit/form/editable-rows.logic';
import type { RowId } from '../../kit/selection/useSelection';
import type { Project, ProjectInput } from './api';

export type ProjectRows = EditRow<Project>[];

/** The key of a saved row is its id; a new row's is the kit's `row-N`. */
const keyOf = (p: Project) => String(p.id);

export const fromProjects = (rows: readonly Project[]): ProjectRows => rows.map((p) => ({ key: keyOf(p), saved: p, draft: null, error: null }));

export const emptyProject = (): Project => ({ id: '', name: '', serial_number: '', remark: '' });

/** 新增: a new row in edit, on top. */
export const addProject = (list: ProjectRows) => addRow(list, emptyProject());
/** 编辑: into edit with a copy of the saved values. */
export const editProject = (list: ProjectRows, key: string) => editRow(list, key);
export const changeProject = (list: ProjectRows, key: string, patch: Partial<ProjectInput>) => changeRow<Project>(list, key, patch);
/** 取消: the copy is dropped (the saved values show again); a new row goes away. */
export const cancelProject = (list: ProjectRows, key: string) => cancelRow(list, key);

/** After a save: a new row leaves (the reload lists it as saved); an edited row shows what was saved. */
export const savedProject = (list: ProjectRows, key: string): ProjectRows =>
  list.flatMap((r) => (r.key !== key ? [r] : r.saved === null ? [] : [{ ...r, saved: r.draft ?? r.saved, draft: null, error: null }]));

/** The backend's rows after a reload: new rows still typed stay on top; a row still in edit keeps its
 * draft (when it is still listed). */
export function refreshProjects(list: ProjectRows, fresh: readonly Project[]): ProjectRows {
  const drafts = new Map(list.filter((r) => r.draft && r.saved).map((r) => [r.key, r.draft]));
  const added = list.filter((r) => r.saved === null);
  return [...added, ...fromProjects(fresh).map((r) => (drafts.has(r.key) ? { ...r, draft: drafts.get(r.key)! } : r))];
}

export const removeProject = (list: ProjectRows, key: string) => removeRow(list, key);

/** The rows the table shows: the draft of a row in edit; a new row's id is its key. */
export const shownProjects = (list: ProjectRows): Project[] =>
  list.map((r) => (r.saved === null ? { ...r.draft!, id: r.key } : (r.draft ?? r.saved)));

/** The row of a shown id. */
export const rowOf = (list: ProjectRows, id: RowId) => list.find((r) => r.key === String(id));

/** Keys of the rows in edit: they cannot be ticked. */
export const editingIds = (list: ProjectRows) => new Set(editingKeys(list));
export const isTickable = (list: ProjectRows, id: RowId) => !rowOf(list, id)?.draft;

/** What a save sends, the name trimmed; null when the name is empty (请输入名称). */
export function projectInput(draft: Project): ProjectInput | null {
  const name = draft.name.trim();
  return name ? { name, remark: draft.remark ?? '', serial_number: draft.serial_number ?? '' } : null;
}

const sameInput = (x: ProjectInput | null, y: ProjectInput | null) =>
  !!x && !!y && x.name === y.name && x.remark === y.remark && x.serial_number === y.serial_number;

/** Which call saves a row: create for a new row, update with its id for a saved one whose values changed;
 * none for a saved one whose values are those saved (`same`: 保存成功, nothing to send). */
export const saveKind = (row: EditRow<Project>): { kind: 'create' } | { kind: 'update'; id: RowId } | { kind: 'same' } =>
  row.saved === null
    ? { kind: 'create' }
    : row.draft && sameInput(projectInput(row.draft), projectInput(row.saved))
      ? { kind: 'same' }
      : { kind: 'update', id: row.saved.id };
