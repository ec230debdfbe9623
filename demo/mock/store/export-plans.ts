// Export plans (spec 1 §3 "Export plan"): the saved plans of a field model, generated per model on first
// use. Each model has a system plan (is_sys 1) and three or four user plans, one of them starred; their
// fields come from the fields the demo's drawer offers (EXPORT_DEMO_FIELDS).
import { Rng, hashSeed } from '../random';
import type { KeyedData } from '../types';

export interface MockPlanEntry {
  name: string;
  field: string;
  width: number;
  enable: boolean;
  checked: boolean;
}

export interface MockExportPlan {
  id: number;
  name: string;
  is_star: 0 | 1;
  is_sys: 0 | 1;
  field: { basic: MockPlanEntry[]; customer: MockPlanEntry[] };
}

export type ExportPlansData = KeyedData<MockExportPlan[]>;

/** The fields the demo's export drawer offers (an order list): the order number cannot be left out. */
export const EXPORT_DEMO_FIELDS = {
  basic: [
    { name: '订单编号', field: 'order_no', removable: false },
    { name: '订单名称', field: 'name' },
    { name: '供应商', field: 'supplier_name' },
    { name: '下单日期', field: 'order_date' },
    { name: '订单金额', field: 'amount' },
    { name: '税额', field: 'tax_amount' },
    { name: '订单状态', field: 'status' },
    { name: '采购员', field: 'buyer_name' },
    { name: '所属部门', field: 'department_name' },
    { name: '创建人', field: 'created_user' },
    { name: '创建时间', field: 'created_at' },
  ],
  customer: [
    { name: '项目编号', field: 'cf_project_no' },
    { name: '合同号', field: 'cf_contract_no' },
    { name: '交货地点', field: 'cf_delivery_place' },
    { name: '备注', field: 'cf_remark' },
  ],
};

const entry = (f: { name: string; field: string }): MockPlanEntry => ({ name: f.name, field: f.field, width: 20, enable: true, checked: true });
const NAMES = ['财务对账', '供应商汇总', '月度报表', '简版导出', '审计底稿'];

/** Plans of a model; ids from `first` on (each model its own hundred, so that an id names one plan). */
function generatePlans(seed: number, first: number): MockExportPlan[] {
  const rng = new Rng(seed);
  const [fixed, ...basic] = EXPORT_DEMO_FIELDS.basic;
  const plans: MockExportPlan[] = [
    { id: first, name: '系统默认方案', is_star: 0, is_sys: 1, field: { basic: EXPORT_DEMO_FIELDS.basic.map(entry), customer: [] } },
    ...rng.some(NAMES, 3, 4).map((name, i): MockExportPlan => ({
      id: first + i + 1,
      name,
      is_star: 0,
      is_sys: 0,
      field: { basic: [fixed!, ...rng.some(basic, 2, 6)].map(entry), customer: rng.some(EXPORT_DEMO_FIELDS.customer, 0, 2).map(entry) },
    })),
  ];
  plans[rng.int(1, plans.length - 1)]!.is_star = 1;
  return plans;
}

export function generateExportPlans(seed: number): ExportPlansData {
  return { seed, built: new Map() };
}

/** The key of a field model: its keys and values in key order (name, field and id are the plan's). */
export const exportModelKey = (model: Record<string, unknown>) =>
  JSON.stringify(Object.keys(model).filter((k) => !['name', 'field', 'id'].includes(k)).sort().map((k) => [k, model[k]]));

/** The plans of a field model (by its key), generated on first use. */
export function plansOf(data: ExportPlansData, model: string): MockExportPlan[] {
  const hit = data.built.get(model);
  if (hit) return hit;
  const built = generatePlans(hashSeed(data.seed, model), data.built.size * 100 + 1);
  data.built.set(model, built);
  return built;
}
