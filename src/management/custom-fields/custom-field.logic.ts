/**
 * The rules of a custom field as data (spec 1 §3 "Custom field", §4, §5, §9), without React: its types,
 * the values of a choice typed as text (split on semicolons, duplicates removed), the resets a type change
 * makes, the form's values of a field and the field object a save sends. Unit-tested.
 */

import { FIELD_TYPES, type FieldType } from './field-types';

export { FIELD_TYPES, type FieldType };

/** The types whose values the user lists (at least one: 请设置字段类型的值). */
export const CHOICE_TYPES: readonly FieldType[] = ['radio', 'checkbox', 'select', 'selects'];
/** The choice types that take several values (and several defaults). */
export const MULTIPLE_TYPES: readonly FieldType[] = ['checkbox', 'selects'];

export const isFieldType = (v: unknown): v is FieldType => FIELD_TYPES.includes(v as FieldType);
export const isChoice = (type: FieldType | null | undefined) => !!type && CHOICE_TYPES.includes(type);

/** Spec 1 §5, §9: name 6, remark 32, decimals 0..6, files 1..9. */
export const FIELD_LIMITS = { name: 6, remark: 32, decimals: { min: 0, max: 6 }, files: { min: 1, max: 9 } } as const;

export type Flag = 0 | 1;
export const flag = (v: unknown): Flag => (Number(v) === 1 ? 1 : 0);

/** An option of a choice field: its text, its id once saved, whether it is the default. */
export interface Choice {
  val: string;
  id?: number | string;
  is_def: Flag;
}

/** A node of the local scope (a department, a region...), as the range tree gives it. */
export interface RangeNode {
  id: number | string;
  name: string;
}

/** A custom field as POST /field/list gives it (spec 1 §3). */
export interface CustomField {
  id: number;
  code?: string;
  name: string;
  type: FieldType;
  is_enable: Flag;
  is_must?: Flag;
  is_search?: Flag;
  is_audit?: Flag;
  is_conditions?: Flag;
  list_show?: Flag;
  /** 1 global, 0 local (range_field, range_field_title, range_id) */
  is_global?: Flag;
  range_field?: string;
  range_field_title?: string;
  range_id?: (number | string)[];
  field_range_list?: RangeNode[];
  remark?: string;
  prompt?: string;
  /** text and textarea: the text; number: the number; date: 0 the current date, 1 a fixed date (default_date) */
  default?: string | number | null;
  default_date?: string | null;
  /** number: the bounds; file: `max` is how many files (1..9) */
  min?: number | null;
  max?: number | null;
  decimals?: number | null;
  selected?: Choice[];
  all_values?: string;
  file_infos?: Record<string, unknown>[];
  created_user?: string;
  created_at?: string;
  updated_user?: string;
  updated_at?: string;
}

// ---------------------------------------------------------------- values of a choice

/** The values typed as text: split on semicolons (; or ；), trimmed, empty ones and duplicates dropped. */
export function splitValues(text: string | null | undefined): string[] {
  const seen = new Set<string>();
  for (const part of (text ?? '').split(/[;；]/)) {
    const v = part.trim();
    if (v) seen.add(v);
  }
  return [...seen];
}

/** The options of the values, keeping the id of an option saved before with the same text; `defaults`
 * marks the defaults (only values still listed). */
export function choicesOf(values: readonly string[], previous: readonly Choice[] = [], defaults: readonly string[] = []): Choice[] {
  const ids = new Map(previous.map((c) => [c.val, c.id]));
  return values.map((val) => {
    const id = ids.get(val);
    return { val, ...(id === undefined ? {} : { id }), is_def: defaults.includes(val) ? 1 : 0 };
  });
}

// ---------------------------------------------------------------- type changes

export type SwitchKey = 'is_must' | 'is_search' | 'is_audit' | 'list_show' | 'is_enable';

/** What a change to this type resets (spec 1 §4): auditing off for text, textarea and file; list display
 * off for file; search off for textarea. These switches do not apply to the type. */
export function typeResets(type: FieldType | null | undefined): Partial<Record<SwitchKey, 0>> {
  const resets: Partial<Record<SwitchKey, 0>> = {};
  if (type === 'text' || type === 'textarea' || type === 'file') resets.is_audit = 0;
  if (type === 'file') resets.list_show = 0;
  if (type === 'textarea') resets.is_search = 0;
  return resets;
}

/** Whether a switch applies to a type (one its change resets does not). */
export const switchApplies = (type: FieldType | null | undefined, key: SwitchKey) => !(key in typeResets(type));

// ---------------------------------------------------------------- the form

export interface FieldForm {
  name: string;
  type: FieldType | null;
  /** the values of a choice type, as typed */
  values: string;
  /** the default values of a multiple choice (checkbox, selects) */
  defaults: string[];
  /** the default value of a single choice (radio, select); '' or null: none */
  default_one: string | null;
  default_text: string;
  default_number: number | null;
  min: number | null;
  max: number | null;
  decimals: number | null;
  file_count: number | null;
  /** date: 0 the current date, 1 a fixed date */
  date_default: Flag;
  default_date: string | null;
  prompt: string;
  remark: string;
  is_must: Flag;
  is_search: Flag;
  is_audit: Flag;
  list_show: Flag;
  is_enable: Flag;
  is_global: Flag;
  range_field: string | null;
  range_field_title: string;
  range_id: (number | string)[];
}

const numberOr = (v: unknown, or: number | null): number | null => (v === null || v === undefined || v === '' || !Number.isFinite(Number(v)) ? or : Number(v));

/** The form of a field (a new one: empty, enabled, global). */
export function formOf(f?: CustomField | null): FieldForm {
  const type = f && isFieldType(f.type) ? f.type : null;
  const selected = f?.selected ?? [];
  return {
    name: f?.name ?? '',
    type,
    values: isChoice(type) ? (selected.length ? selected.map((c) => c.val).join(';') : (f?.all_values ?? '')) : '',
    defaults: selected.filter((c) => flag(c.is_def)).map((c) => c.val),
    default_one: selected.find((c) => flag(c.is_def))?.val ?? null,
    default_text: (type === 'text' || type === 'textarea') && f?.default !== null && f?.default !== undefined ? String(f.default) : '',
    default_number: type === 'number' ? numberOr(f?.default, null) : null,
    min: type === 'number' ? numberOr(f?.min, null) : null,
    max: type === 'number' ? numberOr(f?.max, null) : null,
    decimals: type === 'number' ? numberOr(f?.decimals, 0) : 0,
    file_count: type === 'file' ? numberOr(f?.max, 1) : 1,
    date_default: type === 'date' ? flag(f?.default) : 0,
    default_date: type === 'date' && flag(f?.default) ? (f?.default_date ?? null) : null,
    prompt: f?.prompt ?? '',
    remark: f?.remark ?? '',
    is_must: flag(f?.is_must),
    is_search: flag(f?.is_search),
    is_audit: flag(f?.is_audit),
    list_show: f ? flag(f.list_show) : 1,
    is_enable: f ? flag(f.is_enable) : 1,
    is_global: f ? flag(f.is_global ?? 1) : 1,
    range_field: f?.range_field || null,
    range_field_title: f?.range_field_title ?? '',
    range_id: f?.range_id ?? [],
  };
}

/** The form after the user chose another type: the switches that do not apply are off. */
export const withType = (form: FieldForm, type: FieldType | null): FieldForm => ({ ...form, type, ...typeResets(type) });

/** What a save sends: the field object (spec 1 §3) plus app_modular, app_id and range_list. */
export interface FieldPayload extends Omit<CustomField, 'created_user' | 'created_at' | 'updated_user' | 'updated_at' | 'field_range_list' | 'id'> {
  id?: number;
  app_modular: string;
  app_id?: number | string;
  range_list: RangeNode[];
}

export interface PayloadContext {
  app_modular: string;
  app_id?: number | string;
  /** the chosen range nodes (their names), for range_list */
  ranges: readonly RangeNode[];
}

/** The field object of a form: each type's own keys filled, the others empty; a local scope with its range. */
export function payloadOf(form: FieldForm, ctx: PayloadContext, record?: CustomField | null): FieldPayload {
  const type = form.type as FieldType;
  const values = isChoice(type) ? splitValues(form.values) : [];
  const single = isChoice(type) && !MULTIPLE_TYPES.includes(type);
  const defaults = (single ? [form.default_one ?? ''] : form.defaults).filter((d) => values.includes(d));
  const local = form.is_global === 0;
  const defaultOf = (): FieldPayload['default'] => {
    if (type === 'text' || type === 'textarea') return form.default_text;
    if (type === 'number') return form.default_number;
    if (type === 'date') return form.date_default;
    return null;
  };
  return {
    ...(record ? { id: record.id } : {}),
    ...(record?.code ? { code: record.code } : {}),
    name: form.name.trim(),
    type,
    is_enable: form.is_enable,
    is_must: form.is_must,
    is_search: form.is_search,
    is_audit: form.is_audit,
    is_conditions: flag(record?.is_conditions),
    list_show: form.list_show,
    ...typeResets(type),
    is_global: form.is_global,
    range_field: local ? (form.range_field ?? '') : '',
    range_field_title: local ? form.range_field_title.trim() : '',
    range_id: local ? form.range_id : [],
    remark: form.remark.trim(),
    prompt: form.prompt.trim(),
    default: defaultOf(),
    default_date: type === 'date' && form.date_default === 1 ? form.default_date : null,
    min: type === 'number' ? form.min : null,
    max: type === 'number' ? form.max : type === 'file' ? form.file_count : null,
    decimals: type === 'number' ? (form.decimals ?? 0) : null,
    selected: choicesOf(values, record?.selected, defaults),
    all_values: values.join(';'),
    file_infos: record?.file_infos ?? [],
    app_modular: ctx.app_modular,
    ...(ctx.app_id === undefined ? {} : { app_id: ctx.app_id }),
    range_list: local ? rangeList(form.range_id, ctx.ranges) : [],
  };
}

/** The chosen nodes with their names, in the order chosen (the first node known by an id names it). */
function rangeList(ids: readonly (number | string)[], known: readonly RangeNode[]): RangeNode[] {
  const byId = new Map<string, RangeNode>();
  for (const r of known) if (!byId.has(String(r.id))) byId.set(String(r.id), { id: r.id, name: r.name });
  return ids.flatMap((id) => byId.get(String(id)) ?? []);
}

/** Spec 1 §5: a local scope needs its range field, title and range ids. */
export const rangeComplete = (form: Pick<FieldForm, 'is_global' | 'range_field' | 'range_field_title' | 'range_id'>) =>
  form.is_global === 1 || (!!form.range_field && !!form.range_field_title.trim() && form.range_id.length > 0);
