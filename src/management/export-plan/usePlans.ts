/**
 * The saved plans of the export-plan drawer (spec 1 §2, §4, §5, §7 "Export plans"): asked for each time
 * the drawer opens with a field model (POST list, the model as body); the starred plan is chosen and its
 * fields loaded; 新增方案 puts an unsaved plan with an empty name in edit on top (create → data.id,
 * data.field); edit renames and saves the chosen fields (PUT update/{id}); the star (PUT set_star/{id})
 * leaves exactly one starred plan; delete asks first and refuses system plans and the plan chosen. A
 * failed save keeps the name typed.
 */
import '../../core/i18n/areas/export';
import * as React from 'react';
import { useAction } from '../../core/http';
import { useConfirm, useMessage } from '../../core/feedback/FeedbackProvider';
import { useT } from '../../core/i18n';
import { send } from '../../kit/data/endpoint';
import { fetchSource } from '../../kit/data/source';
import { useRemote } from '../../kit/list/useRemote';
import { createPlan, deletePlan, planList, setStar, updatePlan, type FieldModel } from './api';
import { canDeletePlan, planFields, planProblem, starOnly, starredPlan, type ChosenField, type ExportPlan, type PlanFields } from './export-plan.logic';

/** The plan whose name is being edited: id 0 for a new plan. */
export interface PlanDraft {
  id: number;
  name: string;
}

export interface PlansOptions {
  open: boolean;
  /** counts the openings of the drawer: each starts afresh */
  opening: number;
  model: FieldModel | null;
  chosen: readonly ChosenField[];
  /** a plan was chosen (the starred one on opening, or the user's click): load its fields */
  onChoose(plan: ExportPlan): void;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const savedFields = (answer: unknown, sent: PlanFields) => (isRecord(answer) && isRecord(answer.field) ? (answer.field as Partial<PlanFields>) : sent);

export function usePlans({ open, opening, model, chosen, onChoose }: PlansOptions) {
  const t = useT();
  const action = useAction();
  const message = useMessage();
  const confirm = useConfirm();
  const [selectedId, setSelectedId] = React.useState<number | null>(null);
  const [draft, setDraft] = React.useState<PlanDraft | null>(null);
  const [seen, setSeen] = React.useState(opening);
  if (seen !== opening) {
    setSeen(opening);
    setSelectedId(null);
    setDraft(null);
  }
  const enabled = open && !!model;
  // asked anew at each opening; the starred plan is chosen as soon as the plans are in
  const remote = useRemote(
    async (api, signal) => {
      const { rows } = await fetchSource(api, planList(model ?? {}), { signal });
      const starred = starredPlan(rows);
      if (starred && !signal.aborted) {
        setSelectedId(starred.id);
        onChoose(starred);
      }
      return rows;
    },
    enabled,
    `${opening} ${JSON.stringify(model)}`,
  );
  const plans = remote.value ?? [];
  const setPlans = (fn: (plans: ExportPlan[]) => ExportPlan[]) => remote.set(fn(plans));

  const select = (plan: ExportPlan) => {
    if (plan.id <= 0) return;
    setSelectedId(plan.id);
    onChoose(plan);
  };

  const save = async () => {
    if (!draft || !model) return;
    const problem = planProblem(draft.name, chosen);
    if (problem) return message.warning(t(problem));
    const body = { ...model, name: draft.name.trim(), field: planFields(chosen) };
    const isNew = draft.id === 0;
    const result = await action.run(
      (a) => (isNew ? send(a, createPlan(model), {}, body) : send(a, updatePlan(model, draft.id), {}, body)),
      { success: t('success.save') },
    );
    if (!result.ok) return; // the message is shown; the name typed stays
    const value = result.value;
    const saved: ExportPlan = { id: isNew && isRecord(value) ? Number(value.id) : draft.id, name: body.name, field: savedFields(value, body.field) };
    setPlans((list) => (isNew ? [{ ...saved, is_star: 0, is_sys: 0 }, ...list] : list.map((p) => (p.id === saved.id ? { ...p, ...saved } : p))));
    setSelectedId(saved.id);
    setDraft(null);
  };

  const star = async (plan: ExportPlan) => {
    const result = await action.run((a) => send(a, setStar(plan.id), {}, undefined), { success: t('success.set') });
    if (result.ok) setPlans((list) => starOnly(list, plan.id));
  };

  const remove = async (plan: ExportPlan) => {
    if (!canDeletePlan(plan, selectedId)) return;
    if (!(await confirm({ title: t('common.notice'), content: t('exportPlan.deleteConfirm') }))) return;
    const result = await action.run((a) => send(a, deletePlan, {}, { id: plan.id }), { success: t('success.delete') });
    if (result.ok) setPlans((list) => list.filter((p) => p.id !== plan.id));
  };

  return {
    enabled,
    plans,
    loading: remote.loading,
    error: remote.error,
    reload: remote.reload,
    selectedId,
    selected: plans.find((p) => p.id === selectedId) ?? null,
    select,
    draft,
    add: () => setDraft({ id: 0, name: '' }),
    edit: (plan: ExportPlan) => setDraft({ id: plan.id, name: plan.name }),
    rename: (name: string) => setDraft((d) => (d ? { ...d, name } : d)),
    cancelEdit: () => setDraft(null),
    save,
    star,
    remove,
    canDelete: (plan: ExportPlan) => canDeletePlan(plan, selectedId),
    busy: action.busy,
  };
}
