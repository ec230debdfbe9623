/** The tree sidebar's state in a picker: the active tab, its loaded nodes and the chosen node ids. */
import * as React from 'react';
import { useApi, isAborted, userMessage } from '../../core/http';
import { useT } from '../../core/i18n';
import { userValue, type LoginInfo } from '../../core/user';
import { fetchSource, userFieldsOf } from '../data/source';
import { fromNamed } from '../data/trees';
import type { RowId } from '../selection/useSelection';
import type { TreeNode } from '../types';
import { sourceOf } from './section';
import type { PickerSection, PickerTree } from './types';

/** A tab's answer: its nodes or its failure, for the attempt it was asked in (a retry is a new attempt). */
interface TabData {
  attempt: number;
  nodes: TreeNode[];
  /** the failure, put in words when shown */
  error?: unknown;
}

const LOADING = { nodes: [] as TreeNode[], loading: true };

/** The tree needs the logged-in user: for its first choice, or for a tab's call. */
export const treeNeedsUser = (tree: PickerTree | undefined) => !!tree && (!!tree.initial || tree.tabs.some((x) => x.source.user));
/** The section reads the logged-in user: its list's call sends a field of the user, or its tree needs one. */
export const sectionNeedsUser = <Row,>(section: PickerSection<Row>) => !!sourceOf(section).source?.user || treeNeedsUser(section.tree);
/** The fields of the login info the tree's calls send (not its first choice: without it nothing is chosen). */
export const treeUserFields = (tree: PickerTree | undefined) => (tree?.tabs ?? []).flatMap((x) => userFieldsOf(x.source));

/** The tree's first choice: the node of the user's field it starts on (none when the answer lacks it). */
export function firstChoice(tree: PickerTree, user: LoginInfo): RowId[] {
  const first = tree.initial && userValue(user, tree.initial);
  return typeof first === 'number' || typeof first === 'string' ? [first] : [];
}

/** The filters of the tree's first choice (its first tab's), once the user is known. */
export const firstChoiceFilters = (tree: PickerTree | undefined, user: LoginInfo) => {
  const choice = tree ? firstChoice(tree, user) : [];
  return { choice, filters: tree?.tabs[0] && choice.length ? tree.tabs[0].filter(choice) : {} };
};

/**
 * `enabled`: the tree may choose (the user is known when it needs one); `fetch`: its nodes may be asked
 * for (the list has answered first).
 */
export function usePickerTree(tree: PickerTree | undefined, user: LoginInfo | undefined, enabled: boolean, fetch = enabled) {
  const api = useApi();
  const t = useT();
  const [active, setActive] = React.useState(tree?.tabs[0]?.key ?? '');
  const [chosen, setChosen] = React.useState<RowId[]>([]);
  const [data, setData] = React.useState<Record<string, TabData>>({});
  const [attempts, setAttempts] = React.useState<Record<string, number>>({});
  const tab = tree?.tabs.find((x) => x.key === active) ?? tree?.tabs[0];
  // a tab is known by its key: the same tab in other words (another language) is not asked again
  const tabKey = tab?.key;
  // the first choice (the user's main department) once the tree may choose, i.e. the user is known
  // (this very render already sees it: the list's filters and the waiting rule read it)
  const [seeded, setSeeded] = React.useState(false);
  let current = chosen;
  if (!seeded && enabled && tree?.initial && user) {
    current = firstChoice(tree, user);
    setSeeded(true);
    setChosen(current);
  }

  const attemptOf = (key: string) => attempts[key] ?? 0;
  const attempt = tab ? attemptOf(tab.key) : 0;
  /** a tab is loading until it has the answer of its current attempt (an empty tree is an answer too) */
  const viewOf = (key: string) => {
    const d = data[key];
    return d && d.attempt === attemptOf(key)
      ? { nodes: d.nodes, loading: false, error: d.error === undefined ? undefined : userMessage(d.error, t) }
      : LOADING;
  };
  const answered = !!tab && data[tab.key]?.attempt === attempt;

  React.useEffect(() => {
    if (!enabled || !fetch || !tab || answered) return;
    // closing the drawer (or another tab) aborts the tree's call in flight
    const controller = new AbortController();
    const put = (d: Omit<TabData, 'attempt'>) => setData((all) => ({ ...all, [tab.key]: { attempt, ...d } }));
    fetchSource(api, tab.source, { user, signal: controller.signal }).then(
      ({ rows }) => controller.signal.aborted || put({ nodes: fromNamed(rows) }),
      (e: unknown) => controller.signal.aborted || isAborted(e) || put({ nodes: [], error: e }),
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loads each tab once per opening (or on retry), with the user of that moment
  }, [enabled, fetch, tabKey, attempt, answered]);

  // the filters of the chosen nodes; a new object only when the choice changes
  const filters = React.useMemo(
    () => (tab && current.length ? tab.filter(current) : {}),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the tab by its key: the same tab in another language filters the same
    [tabKey, current],
  );

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
