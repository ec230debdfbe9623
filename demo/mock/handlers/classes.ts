// Classes area (spec 1 §7 Categories, spec 2 §7 class picker): POST /common/class/list(/public)?model_name=
// lists the classes of a module; any model_name has its own list, bench has 10,000.
import type { HttpHandler } from 'msw';
import { MockError, allOf, auditFilters, filterRows, paged, pick, route, type Input } from '../kit';
import { store } from '../store';
import type { ClassRecord } from '../types';

function classList(query: Record<string, string>, input: Input): ClassRecord[] {
  const model = query.model_name ?? (typeof input.model_name === 'string' ? input.model_name : '');
  if (!model) throw new MockError(400, '缺少参数 model_name');
  return filterRows(
    store.classes(model),
    allOf<ClassRecord>(auditFilters(input), {
      contains: pick(input, ['serial_number', 'name', 'remark'] as const),
      oneOf: pick(input, ['is_on', 'is_default'] as const),
    }),
  );
}

export const classesHandlers: HttpHandler[] = ['/common/class/list', '/common/class/list/public'].map((path) =>
  route('POST', path, ({ query, input }) => paged(input, classList(query, input), 'list')),
);
