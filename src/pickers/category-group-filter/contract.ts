/**
 * The backend contract of the category/group side filter with given attribute values: the tree of each
 * tab it shows (the first when it mounts, the others when the user opens them; useFilterTrees), and the
 * login info before a tab whose call sends the user's company id. The chosen ids are not sent by the
 * element: they are bo-change's `filters`, for the page's own list.
 */
import type { CallSpec } from '../../core/http';
import { defaultTranslator as t } from '../../core/i18n';
import { loginInfoCall } from '../../core/user';
import { mergeCalls, sourceCall, userReadsOf } from '../../kit/data/contract';
import { tabLabel, tabsFor, type FilterKind } from './category-group-filter.logic';

export function filterCalls({ kind, tabs }: { kind: FilterKind; tabs?: string[] }): CallSpec[] {
  const shown = tabsFor(kind, tabs);
  return mergeCalls(
    shown.flatMap((tab, i) => {
      const users = userReadsOf(tab.source);
      return [
        ...(users.length ? [loginInfoCall(users, i === 0)] : []),
        sourceCall(tab.source, {
          when: i ? `when the user opens the tab «${tabLabel(tab, t)}»` : `when the element is shown: the tab «${tabLabel(tab, t)}»`,
          onOpen: i === 0,
        }),
      ];
    }),
  );
}
