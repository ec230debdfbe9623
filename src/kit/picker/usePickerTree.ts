/** The tree sidebar's state in a picker: the active tab, its loaded nodes and the chosen node ids. */
import * as React from 'react';
import { useApi, isAborted, userMessage, withSignal } from '../../core/http';
import { useT } from '../../core/i18n';
import type { RowId } from '../selection/useSelection';
import type { TreeNode } from '../types';
import type { PickerDataContext, PickerTree } from './types';

interface TabData {
  nodes: TreeNode[];
  loading: boolean;
  /** the failure, put in words when shown */
  error?: unknown;
}

/** `enabled`: the tree may choose (its first choice is known); `fetch`: its nodes may be asked for. */
export function usePickerTree(tree: PickerTree | undefined, ctx: PickerDataContext, enabled: boolean, fetch = enabled) {
  const api = useApi();
  const t = useT();
  const [active, setActive] = React.useState(tree?.tabs[0]?.key ?? '');
  const [chosen, setChosen] = React.useState<RowId[]>([]);
  const [data, setData] = React.useState<Record<string, TabData>>({});
  const [attempt, setAttempt] = React.useState(0);
  // another section may bring a tree with other tabs: its first tab, unfiltered
  const tab = tree?.tabs.find((x) => x.key === active) ?? tree?.tabs[0];
  // a tab is known by its key: the same tab in other words (another language) loads and filters the same
  const tabKey = tab?.key;
  const tabRef = React.useRef(tab);
  tabRef.current = tab;
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
    const tab = tabRef.current;
    if (!enabled || !fetch || !tab || data[tab.key]?.nodes.length) return;
    // closing the drawer (or another tab, another context) aborts the tree's call in flight
    const controller = new AbortController();
    const alive = () => !controller.signal.aborted;
    setData((d) => ({ ...d, [tab.key]: { nodes: [], loading: true } }));
    tab.load(withSignal(api, controller.signal), ctx).then(
      (nodes) => alive() && setData((d) => ({ ...d, [tab.key]: { nodes, loading: false } })),
      (e: unknown) =>
        alive() && !isAborted(e) &&
        setData((d) => ({ ...d, [tab.key]: { nodes: [], loading: false, error: e } })),
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loads each tab once per opening (or on retry)
  }, [enabled, fetch, tabKey, attempt]);

  // the filters of the chosen nodes; a new object only when the choice changes
  const filters = React.useMemo(
    () => (tabRef.current && current.length ? tabRef.current.filter(current) : {}),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the tab by its key (see tabKey)
    [tabKey, current],
  );

  return {
    filters,
    chosen: current,
    sidebar: tree && {
      tabs: tree.tabs.map((x) => {
        const { error, ...d } = data[x.key] ?? { nodes: [], loading: true };
        return { key: x.key, label: x.label, ...d, error: error === undefined ? undefined : userMessage(error, t), onRetry: () => setAttempt((n) => n + 1) };
      }),
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
