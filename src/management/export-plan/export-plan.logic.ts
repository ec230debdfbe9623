/**
 * The export-plan drawer's rules as data (spec 1 §3 "Export plan", §4, §9): the fields the caller offers
 * (basic and customer groups), the chosen list in its order, select-all, the non-removable fields that
 * are always chosen, a plan's fields loaded into the chosen list, the saved field entries (width 20,
 * enable and checked true), exactly one starred plan, and which plans can be deleted. No React: unit-tested.
 */
import '../../core/i18n/areas/export';
import { chooser } from '../../kit/chooser/chooser.logic';

export type FieldGroup = 'basic' | 'customer';
export const FIELD_GROUPS: readonly FieldGroup[] = ['basic', 'customer'];

/** A field the caller offers: its label, its key, and whether the user may leave it out (default yes). */
export interface ExportField {
  name: string;
  field: string;
  /** false: always exported, cannot be unticked nor removed */
  removable?: boolean;
}

/** The fields the caller offers, by group. */
export type ExportFields = Partial<Record<FieldGroup, ExportField[]>>;

/** A field of the chosen list (the drawer's answer, in order). */
export interface ChosenField {
  group: FieldGroup;
  name: string;
  field: string;
  removable: boolean;
}

/** A field entry as a plan saves it (spec 1 §3: width always 20, enable and checked true). */
export interface PlanFieldEntry {
  name: string;
  field: string;
  width: number;
  enable: boolean;
  checked: boolean;
}

export type PlanFields = Record<FieldGroup, PlanFieldEntry[]>;

/** A saved plan (spec 1 §3). `id` 0: a new plan not saved yet. */
export interface ExportPlan {
  id: number;
  name: string;
  is_star?: 0 | 1;
  /** 1: a system plan, which cannot be deleted */
  is_sys?: 0 | 1;
  field?: Partial<PlanFields> | null;
}

export const EXPORT_FIELD_WIDTH = 20;

/** The key of a field in the chosen list and the check boxes: its group and its field. */
export const fieldKey = (f: Pick<ChosenField, 'group' | 'field'>) => `${f.group}:${f.field}`;

/** Every field offered, basic first, in the caller's order. */
export const allFields = (fields: ExportFields): ChosenField[] =>
  FIELD_GROUPS.flatMap((group) => (fields[group] ?? []).map((f) => ({ group, name: f.name, field: f.field, removable: f.removable !== false })));

const fields = chooser<ChosenField>(fieldKey);

/** The chosen list with every non-removable field in it (those missing go first, in the offered order). */
export const withFixed = fields.withFixed;

/** The chosen list at first: the fields named by key (`basic:order_no`), or the non-removable ones. */
export const initialChosen = fields.initial;

/** Ticks a field (it goes to the end of the chosen list) or unticks it (a non-removable one stays). */
export const toggleField = fields.toggle;

/** Select all: every field (those not chosen yet go to the end, in the offered order); off: only the
 * non-removable fields remain (spec 1 §4). */
export const selectAll = fields.selectAll;

/** Whether select-all is ticked (every field chosen), half ticked ('mixed') or not. */
export const allState = fields.allState;

/** Moves a chosen field (drag or keyboard). */
export const moveField = fields.move;

/** The fields of a plan as the chosen list: its basic then its customer entries that are still offered,
 * with the non-removable fields added. */
export function planChosen(plan: ExportPlan, all: readonly ChosenField[]): ChosenField[] {
  const byKey = new Map(all.map((f) => [fieldKey(f), f]));
  const entries = FIELD_GROUPS.flatMap((group) => (plan.field?.[group] ?? []).map((e) => byKey.get(fieldKey({ group, field: e.field }))));
  const seen = new Set<string>();
  const chosen = entries.filter((f): f is ChosenField => !!f && !seen.has(fieldKey(f)) && !!seen.add(fieldKey(f)));
  return withFixed(chosen, all);
}

/** The field entries a plan saves (and the drawer answers), by group, in the chosen order. */
export function planFields(chosen: readonly ChosenField[]): PlanFields {
  const entry = (f: ChosenField): PlanFieldEntry => ({ name: f.name, field: f.field, width: EXPORT_FIELD_WIDTH, enable: true, checked: true });
  return { basic: chosen.filter((f) => f.group === 'basic').map(entry), customer: chosen.filter((f) => f.group === 'customer').map(entry) };
}

/** What is wrong with saving a plan (spec 1 §5), as a catalogue key, or null. */
export function planProblem(name: string, chosen: readonly ChosenField[]): 'exportPlan.nameRequired' | 'exportPlan.fieldsRequired' | null {
  if (!name.trim()) return 'exportPlan.nameRequired';
  if (!chosen.length) return 'exportPlan.fieldsRequired';
  return null;
}

/** The plans with only `id` starred (the others are cleared on the client, spec 1 §4). */
export const starOnly = (plans: readonly ExportPlan[], id: number): ExportPlan[] =>
  plans.map((p) => ({ ...p, is_star: p.id === id ? 1 : 0 }));

/** The plan preselected when the drawer opens: the starred one. */
export const starredPlan = (plans: readonly ExportPlan[]) => plans.find((p) => p.is_star === 1 && p.id > 0) ?? null;

/** System plans and the plan selected cannot be deleted (spec 1 §4, §6); nor can a plan not saved. */
export const canDeletePlan = (plan: ExportPlan, selectedId: number | null) => plan.id > 0 && plan.is_sys !== 1 && plan.id !== selectedId;
