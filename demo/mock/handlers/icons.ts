// Icons (spec 2 §7 Materials / icons): the icon library list (pid = category ids, their subcategories
// included; name) and its category tree.
import type { HttpHandler } from 'msw';
import { filterRows, inSubtrees, paged, route, textMatch, type Input } from '../kit';
import { store } from '../store';
import { buildTree } from '../tree';
import type { IconDirNode, IconRecord, IdName } from '../types';

function iconList(input: Input): IconRecord[] {
  const { icons, categories } = store.icons();
  const inCategory = inSubtrees(categories, input.pid);
  return filterRows(icons, {
    where: [(i) => inCategory(i.pid), (i) => textMatch(input.name, i.name, i.code), (i) => textMatch(input.code, i.code)],
  });
}

export const iconsHandlers: HttpHandler[] = [
  route('POST', '/setting/icon_lib/list', ({ input }) => paged(input, iconList(input), 'list')),
  route('POST', '/setting/icon_lib/dir', () =>
    buildTree<IdName & { pid: number }, IconDirNode>(store.icons().categories, (c, children) => ({ id: c.id, name: c.name, children })),
  ),
];
