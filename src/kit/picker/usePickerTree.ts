/** The tree sidebar's state in a picker: the active tab, its loaded nodes and the chosen node ids. */
import * as React from 'react';
import { useApi, ApiError, isAborted, withSignal } from '../../core/http';
import type { RowId } from '../selection/useSelection';
import type { TreeNode } from '../types';
import type { PickerContext, PickerTree } from './types';

/** A tab's answer: its nodes or its failure, for the attempt it was asked in (a retry is a new attempt). */
interface TabData {
  attempt: number;
  nodes: TreeNode[];
  error?: string;
}

const LOADING = { nodes: [] as TreeNode[], loading: true };

/** `enabled`: the tree may choose (its first choice is known); `fetch`: its nodes may be asked for. */
export function usePickerTree(tree: PickerTree | undefined, ctx: PickerContext, enabled: boolean, fetch = enabled) {
  const api = useApi();
  const [active, setActive] = React.useState(tree?.tabs[0]?.key ?? '');
  const [chosen, setChosen] = React.useState<RowId[]>([]);
  const [data, setData] = React.useState<Record<string, TabData>>({});
  const [attempts, setAttempts] = React.useState<Record<string, number>>({});
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

  const attemptOf = (key: string) => attempts[key] ?? 0;
  const attempt = tab ? attemptOf(tab.key) : 0;
  /** a tab is loading until it has the answer of its current attempt (an empty tree is an answer too) */
  const viewOf = (key: string) => {
    const d = data[key];
    return d && d.attempt === attemptOf(key) ? { nodes: d.nodes, loading: false, error: d.error } : LOADING;
  };
  const answered = !!tab && data[tab.key]?.attempt === attempt;

  React.useEffect(() => {
    if (!enabled || !fetch || !tab || answered) return;
    // closing the drawer (or another tab, another context) aborts the tree's call in flight
    const controller = new AbortController();
    const put = (d: Omit<TabData, 'attempt'>) => setData((all) => ({ ...all, [tab.key]: { attempt, ...d } }));
    tab.load(withSignal(api, controller.signal), ctx).then(
      (nodes) => controller.signal.aborted || put({ nodes }),
      (e: unknown) => controller.signal.aborted || isAborted(e) || put({ nodes: [], error: e instanceof ApiError ? e.userMessage : String(e) }),
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loads each tab once per opening (or on retry), with the context of that moment
  }, [enabled, fetch, tab, attempt, answered]);

  // the filters of the chosen nodes; a new object only when the choice changes
  const filters = React.useMemo(() => (tab && current.length ? tab.filter(current) : {}), [tab, current]);

  return {
    filters,
    chosen: current,
    sidebar: tree && {
      tabs: tree.tabs.map((x) => ({
        key: x.key,
        label: x.label,
        ...viewOf(x.key),
        onRetry: () => setAttempts((all) => ({ ...all, [x.key]: attemptOf(x.key) + 1 })),
      })),
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
