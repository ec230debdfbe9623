// Custom fields area (spec 1 §7 "Custom fields"): the list of a module's fields (POST /field/list, data.data
// + total, filters under `filters`), create and update (POST / PUT /field/edits), delete, enable, the
// dimensions of a local field (/field/range_field) and their trees (/field/range), and apply-to-all
// (POST /field/apply_all, the demo's global-url).
import type { HttpHandler } from 'msw';
import { MockError, asObject, filterRows, isEmpty, num, paged, pick, route, text, type Input } from '../kit';
import { formatDateTime } from '../random';
import { store } from '../store';
import { RANGE_FIELDS, REGION_TREE, type CustomFieldRecord, type FieldChoice, type FieldType, type RangeRef } from '../store/fields';
import { buildTree } from '../tree';

const TYPES: readonly FieldType[] = ['text', 'textarea', 'number', 'radio', 'checkbox', 'select', 'selects', 'date', 'file'];
const CHOICE: readonly FieldType[] = ['radio', 'checkbox', 'select', 'selects'];
const flag = (v: unknown): 0 | 1 => (Number(v) === 1 ? 1 : 0);

function moduleOf(input: Input, key = 'app_modular'): string {
  const module = text(input[key]).trim();
  if (!module) throw new MockError(400, `缺少参数 ${key}`);
  return module;
}

/** The field an action names by id, in whichever module it is. */
function fieldById(input: Input): { rows: CustomFieldRecord[]; row: CustomFieldRecord } {
  const id = num(input.id);
  for (const rows of store.fieldModules()) {
    const row = rows.find((f) => f.id === id);
    if (row) return { rows, row };
  }
  throw new MockError(404, '字段不存在');
}

function stamp() {
  const { staff, currentStaffId } = store.org();
  return { by: staff.find((s) => s.id === currentStaffId)?.name ?? '', at: formatDateTime(Date.now() / 1000) };
}

/** The field written by a save, checked as the drawer checks it (spec 1 §5). */
function written(input: Input, rows: CustomFieldRecord[], self?: CustomFieldRecord) {
  const name = text(input.name).trim();
  const type = input.type as FieldType;
  if (!name || name.length > 6) throw new MockError(422, '请填写字段名称');
  if (!TYPES.includes(type)) throw new MockError(422, '请选择字段类型');
  if (self && self.type !== type) throw new MockError(422, '字段类型不可修改');
  if (rows.some((f) => f !== self && f.name === name)) throw new MockError(422, `字段名称 ${name} 已存在`);
  const selected = (Array.isArray(input.selected) ? input.selected : []).map(asObject);
  if (CHOICE.includes(type) && !selected.length) throw new MockError(422, '请设置字段类型的值');
  const is_global = flag(input.is_global);
  const range_id = Array.isArray(input.range_id) ? (input.range_id as (number | string)[]) : [];
  if (!is_global && (!text(input.range_field) || !text(input.range_field_title).trim() || !range_id.length)) throw new MockError(422, '请填写维度所有信息');
  if (text(input.remark).length > 32) throw new MockError(422, '备注不能超过32个字');
  const seq = store.fieldChoiceSeq();
  return {
    name,
    type,
    is_enable: flag(input.is_enable),
    is_must: flag(input.is_must),
    is_search: flag(input.is_search),
    is_audit: flag(input.is_audit),
    is_conditions: flag(input.is_conditions),
    list_show: flag(input.list_show),
    is_global,
    range_field: is_global ? '' : text(input.range_field),
    range_field_title: is_global ? '' : text(input.range_field_title),
    range_id: is_global ? [] : range_id,
    field_range_list: is_global ? [] : (Array.isArray(input.range_list) ? input.range_list.map(asObject) : []).map((r): RangeRef => ({ id: r.id as number, name: text(r.name) })),
    remark: text(input.remark),
    prompt: text(input.prompt),
    default: (input.default ?? null) as CustomFieldRecord['default'],
    default_date: (input.default_date ?? null) as string | null,
    min: num(input.min) ?? null,
    max: num(input.max) ?? null,
    decimals: num(input.decimals) ?? null,
    selected: selected.map((c): FieldChoice => ({ val: text(c.val), id: num(c.id) ?? seq.next++, is_def: flag(c.is_def) })),
    all_values: text(input.all_values),
    file_infos: Array.isArray(input.file_infos) ? (input.file_infos as Record<string, unknown>[]) : [],
  };
}

interface RangeNode {
  id: number;
  name: string;
  children?: RangeNode[];
}

function rangeTree(field: string): RangeNode[] {
  if (field === 'region_id') return REGION_TREE;
  if (field === 'department_id') return buildTree<{ id: number; pid: number; name: string }, RangeNode>(store.org().departments, (d, children) => ({ id: d.id, name: d.name, ...(children.length ? { children } : {}) }));
  throw new MockError(422, '未知的维度');
}

export const fieldsHandlers: HttpHandler[] = [
  route('POST', '/field/list', ({ input }) => {
    const filters = asObject(input.filters);
    const rows = filterRows(store.fields(moduleOf(input)), {
      contains: pick(filters, ['name', 'code'] as const),
      oneOf: pick(filters, ['type', 'is_enable', 'is_global'] as const),
    });
    return paged(input, rows, 'data');
  }),
  route('POST', '/field/edits', ({ input }) => {
    const module = moduleOf(input);
    const rows = store.fields(module);
    const { by, at } = stamp();
    const id = Math.max(0, ...store.fieldModules().flat().map((f) => f.id)) + 1;
    const row: CustomFieldRecord = {
      id, code: `F${String(rows.length + 1).padStart(3, '0')}`, ...written(input, rows), app_modular: module, app_id: num(input.app_id) ?? null,
      created_user: by, created_at: at, updated_user: by, updated_at: at,
    };
    rows.unshift(row);
    return row;
  }),
  route('PUT', '/field/edits', ({ input }) => {
    const { rows, row } = fieldById(input);
    const { by, at } = stamp();
    Object.assign(row, written(input, rows, row), { updated_user: by, updated_at: at });
    return row;
  }),
  route('DELETE', '/field/delete', ({ input }) => {
    const { rows, row } = fieldById(input);
    rows.splice(rows.indexOf(row), 1);
    return null;
  }),
  route('POST', '/api/field/enable', ({ input }) => {
    if (isEmpty(input.is_enable)) throw new MockError(422, '缺少参数 is_enable');
    fieldById(input).row.is_enable = flag(input.is_enable);
    return null;
  }),
  route('POST', '/field/range_field', ({ input }) => {
    moduleOf(input, 'module');
    return RANGE_FIELDS.map((f) => ({ ...f }));
  }),
  route('POST', '/field/range', ({ input }) => {
    moduleOf(input, 'module');
    return rangeTree(text(input.range_field));
  }),
  route('POST', '/field/apply_all', ({ input }) => {
    const customer = asObject(input.customer);
    if (num(customer.id) === undefined) throw new MockError(422, '缺少参数 customer');
    return null;
  }),
];
