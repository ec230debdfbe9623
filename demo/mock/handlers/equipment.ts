// Equipment (spec 2 §7 Projects / templates / pages, Equipment picker): the organisation's equipment and
// the equipment partners share with it (name, equipment_num, project_id, category and group filters),
// and the shebei category and group trees.
import type { HttpHandler } from 'msw';
import { filterRows, inSubtrees, paged, pick, route, textMatch, type Input } from '../kit';
import { store } from '../store';
import { categoryTree } from '../tree';
import type { Equipment } from '../types';

function equipmentList<T extends Equipment>(rows: readonly T[], input: Input): T[] {
  const { categories, groups } = store.equipment();
  const inCategory = inSubtrees(categories, input.category_id);
  const inGroup = inSubtrees(groups, input.group_id);
  // filterRows keeps elements of `rows`: the T[] cast is sound
  return filterRows<Equipment>(rows, {
    contains: pick(input, ['name', 'equipment_num', 'maker_num', 'manufacturer_name'] as const),
    oneOf: pick(input, ['project_id'] as const),
    where: [
      (e) => inCategory(e.category_id),
      (e) => inGroup(e.group.map((g) => g.id)),
      // sharing organisation (shared list only)
      (e) => textMatch(input.company_name, 'company_name' in e ? e.company_name : undefined),
    ],
  }) as T[];
}

export const equipmentHandlers: HttpHandler[] = [
  route('POST', '/phm/equipment/opt_list', ({ input }) => paged(input, equipmentList(store.equipment().equipment, input), 'data')),
  route('POST', '/phm/equipment/share/partner/opt_list', ({ input }) =>
    paged(input, equipmentList(store.equipment().shared, input), 'data'),
  ),
  route('GET', '/shebei/categoryGroup/category/list', () => categoryTree(store.equipment().categories)),
  route('GET', '/shebei/categoryGroup/group/list', () => categoryTree(store.equipment().groups)),
];
