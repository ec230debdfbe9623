/**
 * The pure rules of numbering rules (spec 1 §3, §4, §5, §9): segments and their sample, the checks of a
 * segment and of a rule, the payload of POST /api/rule/edits, the app label of the add path and the range
 * options of an application type. No React; unit-tested.
 */
import type { AppType, RangeNode, RuleDetail, RuleDetails, RulePayload, RuleRange, RuleType } from './api';

/** Rule types by id (spec 1 §3). */
export const RULE_TYPE = { serial: 1, year: 2, month: 3, day: 4, hour: 5, minute: 6, second: 7, text: 8 } as const;
/** The separators: 1 "-", 2 space. */
export const SEPARATORS: Record<1 | 2, string> = { 1: '-', 2: ' ' };
/** Limits of spec 1 §5 and §9. */
export const RULE_LIMITS = { name: 32, num: 32, text: 8, minDigits: 2, maxDigits: 6 } as const;

/** A segment as the editor holds it. */
export interface Segment {
  id?: number;
  rule_type: number;
  val: string;
  length: number | null;
  is_symbol: 0 | 1;
  is_must: 0 | 1;
  num: number | null;
  /** the lowest start number allowed: the saved start of an existing serial segment (spec 1 §5) */
  floor?: number;
}

/** The id of a rule type as details give it (a number or the type object). */
export const typeIdOf = (t: RuleDetail['rule_type'] | number | undefined): number => Number(typeof t === 'object' && t !== null ? t.id : t) || 0;

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** A serial's lowest start: 1, or the saved start of an existing serial segment (spec 1 §5). */
export const serialFloor = (s: Pick<Segment, 'floor'>) => s.floor ?? 1;

/** The text of one segment at `now`: the serial's start padded to its digits (nothing while it has no
 * digits yet: a sample of a number the rule cannot make would mislead), the date part, or the text. */
export function segmentText(s: Pick<Segment, 'rule_type' | 'val' | 'length' | 'num'>, now: Date): string {
  switch (s.rule_type) {
    case RULE_TYPE.serial:
      return s.length ? pad(s.num ?? 1, s.length) : '';
    case RULE_TYPE.year:
      return String(now.getFullYear());
    case RULE_TYPE.month:
      return pad(now.getMonth() + 1, 2);
    case RULE_TYPE.day:
      return pad(now.getDate(), 2);
    case RULE_TYPE.hour:
      return pad(now.getHours(), 2);
    case RULE_TYPE.minute:
      return pad(now.getMinutes(), 2);
    case RULE_TYPE.second:
      return pad(now.getSeconds(), 2);
    default:
      return s.val ?? '';
  }
}

/** The sample number of a rule: its segments in order, the separator after each segment that asks for it
 * (never after the last, nor after a segment that shows nothing yet). */
export function ruleSample(details: readonly Pick<Segment, 'rule_type' | 'val' | 'length' | 'num' | 'is_symbol'>[], separator: 1 | 2, now: Date): string {
  return details
    .map((s, i) => {
      const text = segmentText(s, now);
      return text + (text && s.is_symbol === 1 && i < details.length - 1 ? SEPARATORS[separator] : '');
    })
    .join('');
}

/** A segment of a loaded rule. */
export function segmentOf(d: RuleDetail): Segment {
  const rule_type = typeIdOf(d.rule_type);
  const num = d.num === undefined || d.num === null ? null : Number(d.num);
  return {
    ...(d.id === undefined ? {} : { id: d.id }),
    rule_type,
    val: d.val ?? '',
    length: d.length === undefined || d.length === null ? null : Number(d.length),
    is_symbol: d.is_symbol === 1 ? 1 : 0,
    is_must: d.is_must === 1 ? 1 : 0,
    num,
    ...(rule_type === RULE_TYPE.serial && num !== null ? { floor: num } : {}),
  };
}

/** A new segment of a type: a serial starts at the type's start number, with its digits still to give. */
export function blankSegment(type: number, types: readonly RuleType[]): Segment {
  const known = types.find((t) => t.id === type);
  const dated = type !== RULE_TYPE.serial && type !== RULE_TYPE.text;
  return {
    rule_type: type,
    val: dated ? (known?.type ?? '') : '',
    length: null,
    is_symbol: 0,
    is_must: known?.is_must === 1 ? 1 : 0,
    num: type === RULE_TYPE.serial ? (known?.num || 1) : null,
  };
}

/** The segments every rule must have (the types with is_must): a new rule's rows, and what comes back
 * when every row is deleted (spec 1 §4). */
export const requiredSegments = (types: readonly RuleType[]): Segment[] => types.filter((t) => t.is_must === 1).map((t) => blankSegment(t.id, types));

export type SegmentProblem = 'content' | 'digits' | 'digitsRange' | 'start' | null;

/** What is wrong with a segment in edit (spec 1 §5): fixed text needs content (请输入内容), a serial its
 * digits (请输入位数, 2..6) and a start of at least 1 and not below the existing one. */
export function segmentProblem(s: Segment): SegmentProblem {
  if (s.rule_type === RULE_TYPE.text) return s.val.trim() ? null : 'content';
  if (s.rule_type !== RULE_TYPE.serial) return null;
  if (s.length === null || !Number.isFinite(s.length)) return 'digits';
  if (s.length < RULE_LIMITS.minDigits || s.length > RULE_LIMITS.maxDigits || !Number.isInteger(s.length)) return 'digitsRange';
  if (s.num !== null && (!Number.isInteger(s.num) || s.num < serialFloor(s))) return 'start';
  return null;
}

/** Whether a required segment lacks its digits (必填项不能为空). */
export const requiredEmpty = (segments: readonly Segment[]) => segments.some((s) => s.is_must === 1 && s.rule_type === RULE_TYPE.serial && !s.length);

/** The rule's form, as the editor's fields hold it. */
export interface RuleValues {
  name: string;
  num: string;
  is_edit: 0 | 1;
  is_enable: 0 | 1;
  split_symbol: 1 | 2;
  /** the application type's id (null: none chosen) */
  app_type: number | null;
  /** the ranges' ids */
  range: (number | string)[];
}

export interface PayloadInput {
  values: RuleValues;
  segments: readonly Segment[];
  context: { appModular: string; appId?: number; field: string };
  /** the module uses application types: app_type and range are the chosen ones */
  appTypes: boolean;
  /** the field of the chosen application type (else the module's) */
  typeField?: string;
  /** the rule being edited */
  id?: number;
  resetNum?: number;
}

/** The body of POST /api/rule/edits (spec 1 §7): the segments in order with sort from 1. */
export function rulePayload({ values, segments, context, appTypes, typeField, id, resetNum = 0 }: PayloadInput): RulePayload {
  return {
    ...(id === undefined ? {} : { id }),
    name: values.name.trim(),
    num: values.num.trim(),
    is_edit: values.is_edit,
    is_enable: values.is_enable,
    split_symbol: values.split_symbol,
    reset_num: resetNum,
    details: segments.map((s, i) => ({
      ...(s.id === undefined ? {} : { id: s.id }),
      rule_type: s.rule_type,
      val: s.rule_type === RULE_TYPE.text ? s.val.trim() : s.val,
      is_symbol: s.is_symbol,
      length: s.rule_type === RULE_TYPE.serial ? s.length : null,
      is_must: s.is_must,
      num: s.rule_type === RULE_TYPE.serial ? s.num : null,
      sort: i + 1,
    })),
    ...(context.appId === undefined ? {} : { app_id: context.appId }),
    app_modular: context.appModular,
    ...(appTypes && values.app_type !== null ? { app_type: values.app_type } : {}),
    range: appTypes ? values.range : [],
    field: (appTypes && typeField) || context.field,
  };
}

/** The form of a loaded rule (or a new one). */
export function valuesOf(rule: RuleDetails | null, app: { id: number } | null, isUse: 0 | 1): RuleValues {
  const type = rule?.app_type;
  const typeId = typeof type === 'object' && type !== null ? Number(type.id) : type;
  return {
    name: rule?.name ?? '',
    num: rule?.num ?? '',
    is_edit: rule ? (rule.is_edit === 1 ? 1 : 0) : 1,
    is_enable: rule ? (rule.is_enable === 1 ? 1 : 0) : isUse,
    split_symbol: rule?.split_symbol === 2 ? 2 : 1,
    app_type: typeId || app?.id || null,
    range: (rule?.rule_range?.map((r) => r.range_id) ?? rule?.range?.map((r) => r.id) ?? []).filter((id): id is number | string => id !== undefined && id !== null),
  };
}

/** The `app` query of the add path: "appId_appName" (spec 1 §2). */
export const appLabel = (app: Pick<AppType, 'id' | 'name'>) => `${app.id}_${app.name}`;

/** The application type an `app` query names ("3_紧急采购"), or null. */
export function parseApp(text: string | undefined): { id: number; name: string } | null {
  const m = /^(\d+)_(.*)$/.exec(text?.trim() ?? '');
  return m ? { id: Number(m[1]), name: m[2]! } : null;
}

/** Range options of a flat or nested answer, in order, nested names joined by " / ". */
export function rangeOptions(nodes: readonly RangeNode[], parent = ''): RuleRange[] {
  return nodes.flatMap((n) => {
    const name = parent ? `${parent} / ${n.name}` : String(n.name ?? '');
    return [{ id: n.id, name }, ...rangeOptions(Array.isArray(n.children) ? n.children : [], name)];
  });
}

/** The rules needed / not needed flag as /rule/get_app_enable answers it (1, true, "1" or { is_enable }). */
export function flagOf(data: unknown): 0 | 1 {
  const v = typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as { is_enable?: unknown }).is_enable : data;
  return v === true || Number(v) === 1 ? 1 : 0;
}
