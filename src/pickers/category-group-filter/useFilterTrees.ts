/**
 * The trees of the side filter, loaded lazily: a tab's call runs the first time the tab is active (and
 * again on 重试 after a failure); a tab switched away from while loading still keeps its answer. Tabs
 * that need the user read it first (GET /base/user/login_info, cached for the page); a failure of either
 * call shows on the tab with a retry and dispatches bo-error.
 */
import * as React from 'react';
import { ApiError, errorDetail, isAborted, useApi, userMessage } from '../../core/http';
import { useLatestT, useT } from '../../core/i18n';
import { useElement } from '../../core/runtime';
import { checkLoginInfo, getLoginInfo } from '../../core/user';
import { fetchSource, userFieldsOf } from '../../kit/data/source';
import { fromNamed } from '../../kit/data/trees';
import type { TreeSidebarTab } from '../../kit/tree-sidebar';
import type { TreeNode } from '../../kit/types';
import { tabLabel, type FilterTab } from './category-group-filter.logic';

interface TabData {
  /** the attempt this data belongs to (0, then one more per retry) */
  attempt: number;
  nodes: TreeNode[];
  loading: boolean;
  /** the failure, put in words when shown */
  error?: unknown;
}

/** The sidebar tabs with their nodes or their loading / error state; only `active` is ever loaded. */
export function useFilterTrees(tabs: readonly FilterTab[], active: FilterTab | undefined): TreeSidebarTab[] {
  const api = useApi();
  const { apiBase, reportError } = useElement();
  const t = useT();
  const latestT = useLatestT();
  const [data, setData] = React.useState<Record<string, TabData>>({});
  const [attempts, setAttempts] = React.useState<Record<string, number>>({});
  const attempt = active ? (attempts[active.key] ?? 0) : 0;

  React.useEffect(() => {
    if (!active || data[active.key]?.attempt === attempt) return;
    const { key } = active;
    const put = (d: Omit<TabData, 'attempt'>) => setData((prev) => ({ ...prev, [key]: { attempt, ...d } }));
    put({ nodes: [], loading: true });
    const user = active.source.user
      ? getLoginInfo(apiBase).then(
          (info) => {
            // the fields the tab's call sends: one the answer lacks is reported (once per answer)
            checkLoginInfo(info, userFieldsOf(active.source), reportError, apiBase);
            return info;
          },
          (e: unknown) => {
            if (e instanceof ApiError && !isAborted(e)) reportError(errorDetail(e, latestT));
            throw e;
          },
        )
      : Promise.resolve(undefined);
    user
      .then((u) => fetchSource(api, active.source, { user: u }))
      .then(({ rows }) => fromNamed(rows))
      .then(
        (nodes) => put({ nodes, loading: false }),
        (e: unknown) => {
          if (!isAborted(e)) put({ nodes: [], loading: false, error: e });
        },
      );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one call per tab and attempt; `data` only guards it
  }, [active, attempt, api, apiBase, reportError, latestT]);

  return tabs.map((tab) => {
    const { error, ...d } = data[tab.key] ?? { nodes: [], loading: true };
    return {
      key: tab.key,
      label: tabLabel(tab, t),
      ...d,
      error: error === undefined ? undefined : userMessage(error, t),
      onRetry: () => setAttempts((prev) => ({ ...prev, [tab.key]: (prev[tab.key] ?? 0) + 1 })),
    };
  });
}
