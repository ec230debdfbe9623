// Numbering rules (spec 1 §3 Numbering rule / Rule detail, §7): the rule types, and per module (app_modular)
// its rules, generated on first use. A module in APP_TYPE_MODULES numbers by application type (two types,
// the first needing rules); the module `empty` has no rules (the list goes straight to adding one).
import { Rng, audit, hashSeed } from '../random';
import { peopleOf } from './trees';

export interface MockRuleType { id: number; name: string; type: string; is_must: 0 | 1; num: number }
export interface MockAppType { id: number; name: string; field: string; url: string; is_enable: 0 | 1 }
export interface MockDetail { id: number; rule_type: MockRuleType; val: string; length: number | null; is_symbol: 0 | 1; is_must: 0 | 1; num: number | null; sort: number }
export interface MockRule {
  id: number;
  name: string;
  num: string;
  example: string;
  is_enable: 0 | 1;
  is_edit: 0 | 1;
  is_default: 0 | 1;
  split_symbol: 1 | 2;
  reset_num: number;
  app_modular: string;
  app_id?: number;
  app_type: MockAppType | null;
  range: { id: number | string; name: string }[];
  rule_range: { name: string; range_id: number | string; field: string }[];
  details: MockDetail[];
  field: string;
  created_user: string;
  created_at: string;
  updated_user: string;
  updated_at: string;
}

export interface RulesData {
  seed: number;
  /** the next rule id: ids are unique across modules (enable, set_def and delete send only the id) */
  nextId: number;
  modules: Map<string, MockRule[]>;
  /** rules needed, per module without application types */
  needed: Map<string, 0 | 1>;
  appTypes: Map<string, MockAppType[]>;
}

export const RULE_TYPES: MockRuleType[] = [
  { id: 1, name: '流水号', type: 'serial', is_must: 1, num: 1 },
  { id: 2, name: '年', type: 'YYYY', is_must: 1, num: 0 },
  { id: 3, name: '月', type: 'MM', is_must: 0, num: 0 },
  { id: 4, name: '日', type: 'DD', is_must: 0, num: 0 },
  { id: 5, name: '时', type: 'HH', is_must: 0, num: 0 },
  { id: 6, name: '分', type: 'mm', is_must: 0, num: 0 },
  { id: 7, name: '秒', type: 'ss', is_must: 0, num: 0 },
  { id: 8, name: '固定内容', type: 'text', is_must: 0, num: 0 },
];

export const APP_TYPE_MODULES = new Set(['contract']);
/** The range options of each application type (GET its url: /api/rule/range/{kind}). */
export const RANGES: Record<string, { id: number; name: string; children?: { id: number; name: string }[] }[]> = {
  flat: [{ id: 0, name: '全部' }, { id: 11, name: '华东区域' }, { id: 12, name: '华南区域' }, { id: 13, name: '西南区域' }],
  tree: [
    { id: 0, name: '未分类' },
    { id: 21, name: '工程类', children: [{ id: 211, name: '土建工程' }, { id: 212, name: '安装工程' }] },
    { id: 22, name: '服务类', children: [{ id: 221, name: '咨询服务' }, { id: 222, name: '运维服务' }] },
  ],
};

const typeOf = (id: number) => RULE_TYPES.find((t) => t.id === id)!;
const detail = (id: number, typeId: number, sort: number, extra: Partial<MockDetail> = {}): MockDetail => {
  const t = typeOf(typeId);
  return { id, rule_type: t, val: typeId === 8 ? '' : t.type, length: null, is_symbol: 1, is_must: t.is_must, num: null, sort, ...extra };
};

function appTypesOf(modular: string): MockAppType[] {
  if (!APP_TYPE_MODULES.has(modular)) return [];
  return [
    { id: 1, name: '采购合同', field: 'purchase_contract_sn', url: '/api/rule/range/flat', is_enable: 1 },
    { id: 2, name: '工程合同', field: 'project_contract_sn', url: '/api/rule/range/tree', is_enable: 0 },
  ];
}

const PREFIXES = ['CG', 'HT', 'XS', 'RK', 'CK', 'BX', 'FK'];

function generateRules(seed: number, modular: string, types: MockAppType[], ids: () => number): MockRule[] {
  if (modular === 'empty') return [];
  const rng = new Rng(seed);
  const people = peopleOf(rng);
  const count = rng.int(4, 7);
  let detailId = 1;
  return Array.from({ length: count }, (_, i) => {
    const prefix = rng.pick(PREFIXES);
    const digits = rng.int(3, 5);
    const details = [detail(detailId++, 8, 1, { val: prefix }), detail(detailId++, 2, 2), detail(detailId++, 3, 3), detail(detailId++, 1, 4, { length: digits, num: 1, is_symbol: 0 })];
    const type = types.length ? types[i % types.length]! : null;
    const range = type ? [{ id: 0, name: type.url.endsWith('tree') ? '未分类' : '全部' }] : [];
    const { created_by, created_at, updated_by, updated_at } = audit(rng, people);
    return {
      id: ids(),
      name: `${prefix}编号规则${i + 1}`,
      num: `R${String(i + 1).padStart(3, '0')}`,
      example: `${prefix}-2026-11-${'0'.repeat(digits - 1)}1`,
      is_enable: i === 0 || rng.bool(0.6) ? 1 : 0,
      is_edit: rng.bool() ? 1 : 0,
      is_default: i === 0 ? 1 : 0,
      split_symbol: 1,
      reset_num: 0,
      app_modular: modular,
      app_type: type,
      range,
      rule_range: range.map((r) => ({ name: r.name, range_id: r.id, field: type?.field ?? '' })),
      details,
      field: type?.field ?? 'serial_number',
      created_user: created_by,
      created_at,
      updated_user: updated_by,
      updated_at,
    };
  });
}

export const generateRulesArea = (seed: number): RulesData => ({ seed, nextId: 1, modules: new Map(), needed: new Map(), appTypes: new Map() });

/** The application types of a module (none for most), kept for its flags. */
export function appTypesIn(data: RulesData, modular: string): MockAppType[] {
  let types = data.appTypes.get(modular);
  if (!types) data.appTypes.set(modular, (types = appTypesOf(modular)));
  return types;
}

/** The rules of a module, generated on first use. */
export function rulesOf(data: RulesData, modular: string): MockRule[] {
  let rules = data.modules.get(modular);
  if (!rules) data.modules.set(modular, (rules = generateRules(hashSeed(data.seed, modular), modular, appTypesIn(data, modular), () => data.nextId++)));
  return rules;
}
