// Materials (spec 2 §7 Materials / icons): sources, types and the material list (approval_status,
// sucai_type_id, category and group filters; page_size 40 by default).
import type { HttpHandler } from 'msw';
import { allOf, asObject, filterRows, inSubtrees, isEmpty, oneOfMatch, paged, pick, route, textMatch, type Input } from '../kit';
import { store } from '../store';
import type { Material } from '../types';

export const MATERIAL_PAGE_SIZE = 40;

/** The search in `filters` (spec 2 §7 "filters, approval_status [1], page, page_size"); the icon pickers'
 * variant names its few keys at the top level (title, sucai_type_id, category_id, the group). */
function materialList(input: Input): Material[] {
  const search = { ...input, ...asObject(input.filters) };
  const { materials, categories, groups } = store.sucai();
  const inCategory = inSubtrees(categories, input.category_id);
  const inGroup = inSubtrees(groups, input.sucai_group_pivot_group_id);
  return filterRows(
    materials,
    allOf<Material>({
      contains: pick(search, ['title', 'serial_number', 'content'] as const),
      oneOf: pick(search, ['approval_status', 'sucai_type_id', 'sucai_format'] as const),
      dateRange: pick(search, ['created_at', 'submit_at', 'updated_at'] as const),
      where: [
        // source: an id (or ids) of /sucai_manage/sucai/source, or a part of the source's name
        (m) => isEmpty(search.source) || oneOfMatch(search.source, m.source_id) || textMatch(search.source, m.source),
        (m) => inCategory(m.category_id),
        (m) => inGroup(m.sucai_group.map((g) => g.id)),
      ],
    }),
  );
}

export const sucaiHandlers: HttpHandler[] = [
  route('GET', '/sucai_manage/sucai/source', () => store.sucai().sources.map((s) => ({ ...s }))),
  route('GET', '/sucai_manage/sucai_type/list', ({ input }) => paged(input, store.sucai().types.map((t) => ({ ...t })), 'list')),
  route('POST', '/sucai_manage/sucai/all_list', ({ input }) =>
    paged({ page_size: MATERIAL_PAGE_SIZE, ...input }, materialList(input), 'data'),
  ),
];
