/**
 * The backend contract of the export-plan drawer: with a field model, the plans when it opens, and the
 * plan actions when the user takes them; without one it calls nothing.
 */
import type { CallSpec } from '../../core/http';
import { endpointCall } from '../../kit/data/endpoint';
import { sourceCall } from '../../kit/data/contract';
import { createPlan, deletePlan, modelParams, planList, setStar, updatePlan, type FieldModel } from './api';

export function exportPlanCalls({ fieldModel }: { fieldModel: FieldModel | null }): CallSpec[] {
  if (fieldModel && !Object.keys(fieldModel).length) return [];
  const list = sourceCall(planList(fieldModel ?? {}), { when: 'when the drawer opens with a field model (the field-model attribute), and on 重试', onOpen: true });
  return [
    // the field model's keys as the page gives them (a placeholder in the documentation)
    { ...list, params: modelParams(fieldModel) },
    endpointCall(createPlan(fieldModel), 'when the user saves a new plan (新增方案, then 保存): its name and the chosen fields'),
    endpointCall(updatePlan(fieldModel), 'when the user saves a plan being edited: its name and the chosen fields'),
    endpointCall(setStar(), 'when the user stars a plan (the others lose their star)'),
    endpointCall(deletePlan, 'when the user confirms the deletion of a plan (not a system plan, not the plan chosen)'),
  ];
}
