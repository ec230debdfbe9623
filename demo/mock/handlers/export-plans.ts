// Export plans (spec 1 §7 "Export plans"): under /gn/public/export_plan. list, create and update carry the
// caller's field model in the body (any model has its own plans); create answers {id, field}, update
// {field}; set_star leaves one starred plan of the model; delete refuses system plans.
import type { HttpHandler } from 'msw';
import { MockError, asObject, isEmpty, num, route, type Input } from '../kit';
import { store } from '../store';
import type { MockExportPlan, MockPlanEntry } from '../store/export-plans';

/** Every model's plans, for the calls that name a plan by id only. */
const modelsWith = (id: number) => [...store.exportPlansBuilt()].find((plans) => plans.some((p) => p.id === id));

function planOf(id: number): { plans: MockExportPlan[]; plan: MockExportPlan } {
  const plans = modelsWith(id);
  const plan = plans?.find((p) => p.id === id);
  if (!plans || !plan) throw new MockError(404, '方案不存在');
  return { plans, plan };
}

const entries = (v: unknown): MockPlanEntry[] =>
  (Array.isArray(v) ? v : []).map((e) => asObject(e)).map((e) => ({ name: String(e.name ?? ''), field: String(e.field ?? ''), width: num(e.width) ?? 20, enable: e.enable !== false, checked: e.checked !== false }));

/** The name and fields a plan is saved with (请先输入名称, 请先选择字段 as the drawer says). */
function written(input: Input) {
  const name = String(input.name ?? '').trim();
  if (isEmpty(name)) throw new MockError(422, '请先输入名称');
  const field = asObject(input.field);
  const saved = { basic: entries(field.basic), customer: entries(field.customer) };
  if (!saved.basic.length && !saved.customer.length) throw new MockError(422, '请先选择字段');
  return { name, field: saved };
}

const idOf = (params: Record<string, string>) => num(params.id) ?? NaN;

export const exportPlansHandlers: HttpHandler[] = [
  route('POST', '/gn/public/export_plan/list', ({ input }) => store.exportPlans(input)),
  route('POST', '/gn/public/export_plan/create', ({ input }) => {
    const plans = store.exportPlans(input);
    const plan: MockExportPlan = { id: Math.max(0, ...[...store.exportPlansBuilt()].flat().map((p) => p.id)) + 1, ...written(input), is_star: 0, is_sys: 0 };
    plans.unshift(plan);
    return { id: plan.id, field: plan.field };
  }),
  route('PUT', '/gn/public/export_plan/update/:id', ({ params, input }) => {
    const { plan } = planOf(idOf(params));
    Object.assign(plan, written(input));
    return { field: plan.field };
  }),
  route('PUT', '/gn/public/export_plan/set_star/:id', ({ params }) => {
    const { plans, plan } = planOf(idOf(params));
    for (const p of plans) p.is_star = p === plan ? 1 : 0;
    return null;
  }),
  route('DELETE', '/gn/public/export_plan/delete', ({ input }) => {
    const { plans, plan } = planOf(num(input.id) ?? NaN);
    if (plan.is_sys === 1) throw new MockError(422, '系统方案不能删除');
    plans.splice(plans.indexOf(plan), 1);
    return null;
  }),
];
