// Classes area (spec 1 §7 Categories, spec 3 §7, spec 2 §7 class picker): under /common/class, every call
// with ?model_name=. list(/public) lists the classes of a module (any model_name has its own list, bench
// has 10,000); add, edit, set_default, cancel_default and del change them, as the class list and dialog do.
import type { HttpHandler } from 'msw';
import { MockError, allOf, asObject, auditFilters, filterRows, ids, isEmpty, modelName, num, paged, pick, route, type Input } from '../kit';
import { formatDateTime } from '../random';
import { store } from '../store';
import type { ClassRecord } from '../types';

/** The classes of a model: the screen's list (spec 1 §7) is searched at the top level (name), the pickers'
 * public list (spec 2 §7 "page, page_size (0 all), filters") in `filters`. */
function classList(query: Record<string, string>, input: Input, searchIn: 'top' | 'filters'): ClassRecord[] {
  const search = searchIn === 'filters' ? asObject(input.filters) : input;
  return filterRows(
    store.classes(modelName(query, input)),
    allOf<ClassRecord>(auditFilters(search), {
      contains: pick(search, ['serial_number', 'name', 'remark'] as const),
      oneOf: pick(search, ['is_on', 'is_default'] as const),
    }),
  );
}

/** The class an action names by `id`. */
function classOf(rows: ClassRecord[], input: Input): ClassRecord {
  const id = num(input.id);
  const row = rows.find((c) => c.id === id);
  if (!row) throw new MockError(404, '分类不存在');
  return row;
}

const flag = (v: unknown): 0 | 1 => (Number(v) === 1 ? 1 : 0);

/** The written fields of a class: number (4), name (20) and description (100), as the dialog limits them. */
function written(input: Input, rows: ClassRecord[], self?: ClassRecord) {
  const serial_number = String(input.serial_number ?? '').trim();
  const name = String(input.name ?? '').trim();
  if (isEmpty(serial_number)) throw new MockError(422, '请输入编号');
  if (isEmpty(name)) throw new MockError(422, '请输入名称');
  if (serial_number.length > 4 || name.length > 20 || String(input.remark ?? '').length > 100) throw new MockError(422, '字段长度超出限制');
  if (rows.some((c) => c !== self && c.serial_number === serial_number)) throw new MockError(422, `编号 ${serial_number} 已存在`);
  return { serial_number, name, remark: String(input.remark ?? ''), is_on: flag(input.is_on ?? 1) };
}

function stamp() {
  const { staff, currentStaffId } = store.org();
  return { by: staff.find((s) => s.id === currentStaffId)?.name ?? '', at: formatDateTime(Date.now() / 1000) };
}

/** One default class per module: making one the default clears the others. */
function makeDefault(rows: ClassRecord[], row: ClassRecord) {
  for (const c of rows) c.is_default = 0;
  row.is_default = 1;
}

export const classesHandlers: HttpHandler[] = [
  route('POST', '/common/class/list', ({ query, input }) => paged(input, classList(query, input, 'top'), 'list')),
  route('POST', '/common/class/list/public', ({ query, input }) => paged(input, classList(query, input, 'filters'), 'list')),
  route('POST', '/common/class/add', ({ query, input }) => {
    const rows = store.classes(modelName(query, input));
    const { by, at } = stamp();
    const row: ClassRecord = { id: Math.max(0, ...rows.map((c) => c.id)) + 1, ...written(input, rows), is_default: 0, created_by: by, created_at: at, updated_by: by, updated_at: at };
    rows.unshift(row);
    if (flag(input.is_default)) makeDefault(rows, row);
    return row;
  }),
  route('PUT', '/common/class/edit', ({ query, input }) => {
    const rows = store.classes(modelName(query, input));
    const row = classOf(rows, input);
    const { by, at } = stamp();
    Object.assign(row, written(input, rows, row), { updated_by: by, updated_at: at });
    if (flag(input.is_default) && !row.is_default) makeDefault(rows, row);
    return null;
  }),
  route('POST', '/common/class/set_default', ({ query, input }) => {
    const rows = store.classes(modelName(query, input));
    const row = classOf(rows, input);
    if (!row.is_on) throw new MockError(422, '请先启用该分类');
    makeDefault(rows, row);
    return null;
  }),
  route('POST', '/common/class/cancel_default', ({ query, input }) => {
    classOf(store.classes(modelName(query, input)), input).is_default = 0;
    return null;
  }),
  route('DELETE', '/common/class/del', ({ query, input }) => {
    const rows = store.classes(modelName(query, input));
    const wanted = new Set(ids(asObject(input).id));
    if (!wanted.size) throw new MockError(422, '请选择要删除的分类');
    for (let i = rows.length - 1; i >= 0; i--) if (wanted.has(rows[i]!.id)) rows.splice(i, 1);
    return null;
  }),
];
