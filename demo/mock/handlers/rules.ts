// Numbering rules (spec 1 §7 "Numbering rules"): the list of a module (and application type), its
// application types and rules-needed flag, enable, set default, delete, the rule types, the ranges of a
// type, the details of a rule and its save.
import type { HttpHandler } from 'msw';
import { MockError, asObject, isEmpty, num, paged, route, type Input } from '../kit';
import { formatDateTime } from '../random';
import { store } from '../store';
import { RANGES, RULE_TYPES, type MockDetail, type MockRule } from '../store/rules';

const flag = (v: unknown): 0 | 1 => (v === true || Number(v) === 1 ? 1 : 0);
const modularOf = (input: Input, key = 'app_modular') => {
  const m = typeof input[key] === 'string' ? (input[key] as string) : '';
  if (!m) throw new MockError(400, `缺少参数 ${key}`);
  return m;
};

/** The rule named by `id`, in whichever module it is. */
function ruleOf(input: Input): { rule: MockRule; rules: MockRule[] } {
  const id = num(input.id);
  for (const rules of store.rulesArea().modules.values()) {
    const rule = rules.find((r) => r.id === id);
    if (rule) return { rule, rules };
  }
  throw new MockError(404, '规则不存在');
}

function stamp() {
  const { staff, currentStaffId } = store.org();
  return { user: staff.find((s) => s.id === currentStaffId)?.name ?? '', at: formatDateTime(Date.now() / 1000) };
}

/** The segments of a save, as the editor sends them. */
function detailsOf(input: Input): MockDetail[] {
  const list = Array.isArray(input.details) ? input.details.map(asObject) : [];
  if (!list.length) throw new MockError(422, '请设置规则内容');
  return list.map((d, i) => {
    const type = RULE_TYPES.find((t) => t.id === num(d.rule_type));
    if (!type) throw new MockError(422, '规则类型不正确');
    if (type.id === 1 && !(Number(d.length) >= 2 && Number(d.length) <= 6)) throw new MockError(422, '请输入位数');
    if (type.id === 8 && (isEmpty(d.val) || String(d.val).length > 8)) throw new MockError(422, '请输入内容');
    return { id: num(d.id) ?? i + 1, rule_type: type, val: String(d.val ?? ''), length: num(d.length) ?? null, is_symbol: flag(d.is_symbol), is_must: flag(d.is_must), num: num(d.num) ?? null, sort: num(d.sort) ?? i + 1 };
  });
}

function exampleOf(details: MockDetail[], split: 1 | 2): string {
  const sep = split === 2 ? ' ' : '-';
  const now = new Date();
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  const parts: Record<number, string> = { 2: String(now.getFullYear()), 3: pad(now.getMonth() + 1), 4: pad(now.getDate()), 5: pad(now.getHours()), 6: pad(now.getMinutes()), 7: pad(now.getSeconds()) };
  return details.map((d, i) => (d.rule_type.id === 1 ? pad(d.num ?? 1, d.length ?? 2) : d.rule_type.id === 8 ? d.val : parts[d.rule_type.id]) + (d.is_symbol && i < details.length - 1 ? sep : '')).join('');
}

export const rulesHandlers: HttpHandler[] = [
  route('GET', '/api/rule/list', ({ input }) => {
    const type = num(input.app_type);
    const rules = store.rules(modularOf(input)).filter((r) => type === undefined || r.app_type?.id === type);
    return paged(input, rules, 'data');
  }),
  route('GET', '/api/rule/get_app', ({ input }) => store.appTypes(modularOf(input))),
  route('GET', '/rule/get_app_enable', () => store.rulesArea().needed.get('') ?? 1),
  route('POST', '/api/rule/app_enable', ({ input }) => {
    const type = store.appTypes(modularOf(input)).find((t) => t.field === input.field);
    if (type) type.is_enable = flag(input.is_enable);
    else store.rulesArea().needed.set('', flag(input.is_enable));
    return null;
  }),
  route('POST', '/api/rule/enable', ({ input }) => {
    ruleOf(input).rule.is_enable = flag(input.is_enable);
    return null;
  }),
  route('PUT', '/api/rule/set_def', ({ input }) => {
    const { rule, rules } = ruleOf(input);
    if (!rule.is_enable) throw new MockError(422, '设置默认编号前请启用该规则');
    for (const r of rules) if (r.app_type?.id === rule.app_type?.id) r.is_default = 0;
    rule.is_default = 1;
    return null;
  }),
  route('DELETE', '/api/rule/delete', ({ input }) => {
    const { rule, rules } = ruleOf(input);
    if (rule.is_enable) throw new MockError(422, '启用中的规则不能删除');
    rules.splice(rules.indexOf(rule), 1);
    return null;
  }),
  route('GET', '/api/rule/get_rule_type', () => RULE_TYPES),
  route('GET', '/api/rule/get_use_range', ({ input }) => (num(input.app_type) === 2 ? RANGES.tree : RANGES.flat)),
  route('GET', '/api/rule/range/:kind', ({ params }) => RANGES[params.kind ?? ''] ?? []),
  route('GET', '/api/rule/details', ({ input }) => {
    store.rules(modularOf(input, 'modular')); // the module's rules, generated on first use
    return ruleOf(input).rule;
  }),
  route('POST', '/api/rule/edits', ({ query, input }) => {
    const modular = modularOf(query, 'modular');
    const name = String(input.name ?? '').trim();
    if (!name) throw new MockError(422, '请输入规则名称');
    if (name.length > 32 || String(input.num ?? '').length > 32) throw new MockError(422, '规则名称和编号最多 32 个字符');
    const details = detailsOf(input);
    const split: 1 | 2 = Number(input.split_symbol) === 2 ? 2 : 1;
    const type = store.appTypes(modular).find((t) => t.id === num(input.app_type)) ?? null;
    const rangeIds = Array.isArray(input.range) ? input.range : [];
    const options = type ? [...RANGES.flat, ...RANGES.tree.flatMap((r) => [r, ...(r.children ?? [])])] : [];
    const range = rangeIds.map((id) => ({ id: id as number, name: options.find((o) => o.id === Number(id))?.name ?? String(id) }));
    const { user, at } = stamp();
    const written = {
      name, num: String(input.num ?? ''), is_edit: flag(input.is_edit), is_enable: flag(input.is_enable), split_symbol: split, reset_num: num(input.reset_num) ?? 0,
      details, example: exampleOf(details, split), app_type: type, range, rule_range: range.map((r) => ({ name: r.name, range_id: r.id, field: type?.field ?? '' })),
      field: String(input.field ?? ''), updated_user: user, updated_at: at,
    };
    const rules = store.rules(modular);
    if (num(input.id)) {
      const { rule } = ruleOf(input);
      Object.assign(rule, written);
      return { id: rule.id };
    }
    const id = store.rulesArea().nextId++;
    rules.unshift({ id, is_default: 0, app_modular: modular, app_id: num(input.app_id), created_user: user, created_at: at, ...written });
    return { id };
  }),
];
