/**
 * The export-plan drawer's state (spec 1 §2 "Export-plan drawer", §4): the fields offered, the chosen
 * list in its order (ticks, select-all, drag and keyboard moves; the non-removable fields always in it),
 * and the saved plans when a field model is given (usePlans). Each opening starts afresh: the fields named
 * by `selected` (or only the non-removable ones), then the starred plan's once the plans are in. 确定
 * answers the chosen fields in order (请先选择字段 when there are none).
 */
import '../../core/i18n/areas/export';
import * as React from 'react';
import { useMessage } from '../../core/feedback/FeedbackProvider';
import { useT } from '../../core/i18n';
import type { FieldModel } from './api';
import {
  allFields, allState, fieldKey, initialChosen, moveField, planChosen, planFields, selectAll, toggleField,
  type ChosenField, type ExportFields, type ExportPlan, type PlanFields,
} from './export-plan.logic';
import { usePlans } from './usePlans';

export interface ExportConfirmDetail {
  /** the chosen fields in their order */
  fields: ChosenField[];
  /** the same fields as a plan saves them, by group (width 20, enable and checked true) */
  field: PlanFields;
  /** the plan chosen, if any */
  plan: { id: number; name: string } | null;
}

export interface ExportPlanOptions {
  open: boolean;
  fields: ExportFields;
  fieldModel: FieldModel | null;
  selected: string[];
  onConfirm?(detail: ExportConfirmDetail): void;
  onCancel?(): void;
}

export function useExportPlan({ open, fields, fieldModel, selected, onConfirm, onCancel }: ExportPlanOptions) {
  const t = useT();
  const message = useMessage();
  const all = React.useMemo(() => allFields(fields), [fields]);
  const [chosen, setChosen] = React.useState<ChosenField[]>(() => initialChosen(all, selected));
  // each opening starts from the fields the page names (fields given anew: the same)
  const [shown, setShown] = React.useState({ open, all, opening: 0 });
  if (shown.open !== open || shown.all !== all) {
    const opening = shown.opening + (open && !shown.open ? 1 : 0);
    setShown({ open, all, opening });
    if (open) setChosen(initialChosen(all, selected));
  }
  const plans = usePlans({ open, opening: shown.opening, model: fieldModel, chosen, onChoose: (plan: ExportPlan) => setChosen(planChosen(plan, all)) });

  const chosenKeys = React.useMemo(() => new Set(chosen.map(fieldKey)), [chosen]);
  const toggle = (field: ChosenField, on: boolean) => setChosen((c) => toggleField(c, field, on));
  const confirm = () => {
    if (!chosen.length) return message.warning(t('exportPlan.fieldsRequired'));
    const plan = plans.selected ? { id: plans.selected.id, name: plans.selected.name } : null;
    onConfirm?.({ fields: chosen, field: planFields(chosen), plan });
  };

  return {
    all,
    groups: (['basic', 'customer'] as const).map((group) => ({ group, fields: all.filter((f) => f.group === group) })).filter((g) => g.fields.length),
    chosen,
    isChosen: (f: ChosenField) => chosenKeys.has(fieldKey(f)),
    allChecked: allState(chosen, all),
    toggle,
    toggleAll: (on: boolean) => setChosen((c) => selectAll(c, all, on)),
    remove: (f: ChosenField) => toggle(f, false),
    move: (from: number, to: number) => setChosen((c) => moveField(c, from, to)),
    plans,
    confirm,
    cancel: () => onCancel?.(),
  };
}
