// Group editor (spec 3 §7 Group editor) under /common/categoryGroup/group, every call with ?modular=:
// GET list (name: the matching groups with their ancestors), GET /:id, POST (create), PUT /:id (update;
// the number is kept), PUT /remove {id, to} (two siblings swap places; 不能跨级移动 otherwise) and
// DELETE /:id (with its descendants). The modules big (5,000 groups) and asset are the area's own
// (store/group-editor.ts); any other module's groups are the trees area's, changed in place.
import type { HttpHandler } from 'msw';
import { MockError, num, ok, route, text, type Input } from '../kit';
import { formatDateTime } from '../random';
import { store } from '../store';
import { isGroupEditorModule } from '../store/group-editor';
import { ancestry, categoryTree, withDescendants } from '../tree';
import type { CategoryRecord } from '../types';
import { records } from './trees';

const BASE = '/common/categoryGroup/group';

/** The live groups of the module a call names; no module, no groups (as the trees area answers). */
function groupsOf(query: Record<string, string>): CategoryRecord[] {
  const modular = text(query.modular);
  if (!modular) return [];
  return isGroupEditorModule(modular) ? store.groupEditor(modular) : records('group', modular);
}

function groupOf(rows: CategoryRecord[], id: unknown): CategoryRecord {
  const row = rows.find((r) => r.id === num(id));
  if (!row) throw new MockError(404, '分组不存在');
  return row;
}

/** The groups whose name contains the text, with their ancestors, in the store's order. */
function matching(rows: CategoryRecord[], name: string): CategoryRecord[] {
  if (!name) return rows;
  const keep = new Set<number>();
  for (const r of rows) if (r.name.includes(name)) for (const a of ancestry(rows, r.id)) keep.add(a.id);
  return rows.filter((r) => keep.has(r.id));
}

function stamp() {
  const { staff, currentStaffId } = store.org();
  return { by: staff.find((s) => s.id === currentStaffId)?.name ?? '', at: formatDateTime(Date.now() / 1000) };
}

/** The written fields (spec 3 §5): number 4, name 64, description 100; the parent must exist and may not
 * be the group itself or one of its descendants. */
function written(rows: CategoryRecord[], input: Input, self?: CategoryRecord) {
  const serial_number = text(input.serial_number).trim();
  const name = text(input.name).trim();
  const remark = text(input.remark);
  if (!self && !serial_number) throw new MockError(422, '编号不能为空');
  if (!name) throw new MockError(422, '名称不能为空');
  if (serial_number.length > 4 || name.length > 64 || remark.length > 100) throw new MockError(422, '字段长度超出限制');
  if (!self && rows.some((r) => r.serial_number === serial_number)) throw new MockError(422, `编号 ${serial_number} 已存在`);
  const pid = num(input.pid) ?? 0;
  if (pid && !rows.some((r) => r.id === pid)) throw new MockError(422, '上级分组不存在');
  if (self && pid && withDescendants(rows, [self.id]).has(pid)) throw new MockError(422, '不能移到自己或下级之下');
  return { name, remark, pid };
}

/** path_level of every group again, after a parent changed. */
function relevel(rows: CategoryRecord[]) {
  for (const r of rows) r.path_level = ancestry(rows, r.id).map((a) => a.id).join(',');
}

export const groupEditorHandlers: HttpHandler[] = [
  route('GET', `${BASE}/list`, ({ query }) => categoryTree(matching(groupsOf(query), text(query.name).trim()))),
  route('PUT', `${BASE}/remove`, ({ query, input }) => {
    const rows = groupsOf(query);
    const a = groupOf(rows, input.id);
    const b = groupOf(rows, input.to);
    if (a.pid !== b.pid || a === b) throw new MockError(422, '不能跨级移动');
    const i = rows.indexOf(a);
    const j = rows.indexOf(b);
    rows[i] = b;
    rows[j] = a;
    return ok(null, '移动成功');
  }),
  route('GET', `${BASE}/:id`, ({ query, params }) => groupOf(groupsOf(query), params.id)),
  route('POST', BASE, ({ query, input }) => {
    const rows = groupsOf(query);
    if (!text(query.modular)) throw new MockError(400, '缺少参数 modular');
    const { by, at } = stamp();
    const id = rows.reduce((max, r) => Math.max(max, r.id), 0) + 1;
    const fields = written(rows, input);
    const parent = rows.find((r) => r.id === fields.pid);
    const row: CategoryRecord = {
      id,
      serial_number: text(input.serial_number).trim(),
      ...fields,
      path_level: parent ? `${parent.path_level},${id}` : String(id),
      created_by: by,
      created_at: at,
      updated_by: by,
      updated_at: at,
    };
    rows.push(row);
    return ok(row, '新增成功');
  }),
  route('PUT', `${BASE}/:id`, ({ query, params, input }) => {
    const rows = groupsOf(query);
    const row = groupOf(rows, params.id);
    const { by, at } = stamp();
    const fields = written(rows, input, row);
    const moved = fields.pid !== row.pid;
    Object.assign(row, fields, { updated_by: by, updated_at: at });
    if (moved) relevel(rows);
    return ok(null, '编辑成功');
  }),
  route('DELETE', `${BASE}/:id`, ({ query, params }) => {
    const rows = groupsOf(query);
    const gone = withDescendants(rows, [groupOf(rows, params.id).id]);
    for (let i = rows.length - 1; i >= 0; i--) if (gone.has(rows[i]!.id)) rows.splice(i, 1);
    return ok(null, '删除成功');
  }),
];
