/** The tree sidebar's state in a picker: the active tab, its loaded nodes and the chosen node ids. */
import * as React from 'react';
import { useApi, ApiError, isAborted, withSignal } from '../../core/http';
import type { RowId } from '../selection/useSelection';
import type { TreeNode } from '../types';
import type { PickerContext, PickerTree } from './types';

interface TabData {
  nodes: TreeNode[];
  loading: boolean;
  error?: string;
}

/** `enabled`: the tree may choose (its first choice is known); `fetch`: its nodes may be asked for. */
export function usePickerTree(tree: PickerTree | undefined, ctx: PickerContext, enabled: boolean, fetch = enabled) {
  const api = useApi();
  const [active, setActive] = React.useState(tree?.tabs[0]?.key ?? '');
  const [chosen, setChosen] = React.useState<RowId[]>([]);
  const [data, setData] = React.useState<Record<string, TabData>>({});
  const [attempt, setAttempt] = React.useState(0);
  // another section may bring a tree with other tabs: its first tab, unfiltered
  const tab = tree?.tabs.find((x) => x.key === active) ?? tree?.tabs[0];
  const [chosenIn, setChosenIn] = React.useState(tab?.key);
  if (chosenIn !== tab?.key) {
    setChosenIn(tab?.key);
    setChosen([]);
  }
  // the first choice (the user's main department) once the tree may load, i.e. the user is known
  // (this very render already sees it: the list's filters and the waitFor rule read it)
  const [seeded, setSeeded] = React.useState(false);
  let current = chosen;
  if (!seeded && enabled && tree?.initial) {
    current = tree.initial(ctx);
    setSeeded(true);
    setChosen(current);
  }

  React.useEffect(() => {
    if (!enabled || !fetch || !tab || data[tab.key]?.nodes.length) return;
    // closing the drawer (or another tab, another context) aborts the tree's call in flight
    const controller = new AbortController();
    const alive = () => !controller.signal.aborted;
    setData((d) => ({ ...d, [tab.key]: { nodes: [], loading: true } }));
    tab.load(withSignal(api, controller.signal), ctx).then(
      (nodes) => alive() && setData((d) => ({ ...d, [tab.key]: { nodes, loading: false } })),
      (e: unknown) =>
        alive() && !isAborted(e) &&
        setData((d) => ({ ...d, [tab.key]: { nodes: [], loading: false, error: e instanceof ApiError ? e.userMessage : String(e) } })),
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loads each tab once per opening (or on retry)
  }, [enabled, fetch, tab, attempt]);

  // the filters of the chosen nodes; a new object only when the choice changes
  const filters = React.useMemo(() => (tab && current.length ? tab.filter(current) : {}), [tab, current]);

  return {
    filters,
    chosen: current,
    sidebar: tree && {
      tabs: tree.tabs.map((x) => ({ key: x.key, label: x.label, ...(data[x.key] ?? { nodes: [], loading: true }), onRetry: () => setAttempt((n) => n + 1) })),
      activeTab: tab?.key ?? '',
      onTabChange: (key: string) => {
        setActive(key);
        setChosen([]);
      },
      mode: tree.mode ?? 'single',
      cascade: tree.cascade,
      value: chosen,
      onChange: setChosen,
      width: tree.width ?? 260,
      collapsible: tree.collapsible ?? true,
    },
  };
}
