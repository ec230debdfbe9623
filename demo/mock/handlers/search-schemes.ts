// Search bar area (spec 1 §7 "Search bar and schemes"): the demo search_api's field definitions (GET) and
// the schemes under /base/v2/search_fa: list {search_api}, save (id 0 adds; data.id), set_current {id}
// (one current per search_api), delete {id} (a built-in scheme, class 1, cannot be deleted).
import type { HttpHandler } from 'msw';
import { MockError, num, route, type Input } from '../kit';
import { store } from '../store';
import { DEMO_SEARCH_API, type MockScheme, type MockSchemeField } from '../store/search-schemes';

function apiOf(input: Input): string {
  const api = typeof input.search_api === 'string' ? input.search_api.trim() : '';
  if (!api) throw new MockError(400, '缺少参数 search_api');
  return api;
}

/** The scheme an action names by id, with the list it is in. */
function schemeOf(input: Input): { list: MockScheme[]; scheme: MockScheme } {
  const id = num(input.id);
  for (const list of store.searchSchemes().schemes.values()) {
    const scheme = list.find((s) => s.id === id);
    if (scheme) return { list, scheme };
  }
  throw new MockError(404, '方案不存在');
}

function fieldsOf(input: Input): MockSchemeField[] {
  const fields = Array.isArray(input.search_fa_field) ? (input.search_fa_field as unknown[]) : [];
  const out = fields.flatMap((f) => {
    const o = typeof f === 'object' && f !== null ? (f as Record<string, unknown>) : {};
    return typeof o.search_field_name === 'string' && o.search_field_name ? [{ search_field_name: o.search_field_name, search_field_value: o.search_field_value ?? null }] : [];
  });
  if (!out.length) throw new MockError(422, '请先选择搜索项');
  return out;
}

export const searchSchemesHandlers: HttpHandler[] = [
  route('GET', DEMO_SEARCH_API, () => store.searchSchemes().definitions),
  route('POST', '/base/v2/search_fa/list', ({ input }) => store.searchSchemesOf(apiOf(input))),
  route('POST', '/base/v2/search_fa/save', ({ input }) => {
    const name = typeof input.search_fa_name === 'string' ? input.search_fa_name.trim() : '';
    if (!name) throw new MockError(422, '请先输入名称');
    const search_fa_field = fieldsOf(input);
    const id = num(input.id) ?? 0;
    if (id === 0) {
      const list = store.searchSchemesOf(apiOf(input));
      const scheme: MockScheme = { id: store.searchSchemes().nextId++, search_api: apiOf(input), search_fa_class: 2, search_fa_name: name, is_current: 0, search_fa_field };
      list.push(scheme);
      return { id: scheme.id };
    }
    const { scheme } = schemeOf(input);
    Object.assign(scheme, { search_fa_name: name, search_fa_field });
    return { id: scheme.id };
  }),
  route('POST', '/base/v2/search_fa/set_current', ({ input }) => {
    const { list, scheme } = schemeOf(input);
    for (const s of list) s.is_current = s === scheme ? 1 : 0;
    return null;
  }),
  route('POST', '/base/v2/search_fa/delete', ({ input }) => {
    const { list, scheme } = schemeOf(input);
    if (scheme.search_fa_class === 1) throw new MockError(422, '内置方案不能删除');
    list.splice(list.indexOf(scheme), 1);
    return null;
  }),
];
