/**
 * The list of one section while the drawer is open: the logged-in user (read only when the section's
 * source or tree needs it), the tree's choice, the search form, the sort, and the remote list they
 * query. A missing required attribute asks nothing and says so; a tree whose choice is required makes
 * the list wait with its message.
 */
import * as React from 'react';
import { userMessage } from '../../core/http';
import { useLatestT, useT } from '../../core/i18n';
import { useElement } from '../../core/runtime';
import { getLoginInfo, useLoginInfo } from '../../core/user';
import { fetchSource, userFieldsOf, type DataSource } from '../data/source';
import { DEFAULT_PAGE_SIZE } from '../list/paging';
import { useRemoteList, type AheadQuery, type ListLoader } from '../list/useRemoteList';
import { isPaged, sourceOf } from './section';
import type { SearchValues } from '../types';
import type { PickerSection, SortState } from './types';
import { firstChoiceFilters, sectionNeedsUser, treeNeedsUser, treeUserFields, usePickerTree } from './usePickerTree';

const PAGE_SIZES = [10, 20, 40, 100];

export function usePickerQuery<Row>(section: PickerSection<Row>, open: boolean, tag: string) {
  const { reportError, apiBase } = useElement();
  const t = useT();
  const said = useLatestT();
  const missing = 'missing' in section.list ? section.list.missing : undefined;
  const { source, local, whole } = sourceOf(section);
  const sourceKey = source && JSON.stringify([source.method, source.url, source.params, source.fixed, source.shape, source.pageKeys, source.searchKey, source.fixedInSearch]);
  const treeUser = treeNeedsUser(section.tree);
  // the fields its calls send are needed: one the login info lacks is reported
  const user = useLoginInfo(open && sectionNeedsUser(section), [...userFieldsOf(source), ...treeUserFields(section.tree)]);

  // the list's first rows come first: the tree (10,000 departments are a 4 MB answer) is asked once the
  // list has answered, or at once when the list waits for a choice in the tree
  const [treeMayLoad, setTreeMayLoad] = React.useState(false);
  const tree = usePickerTree(section.tree, user, open && (!treeUser || !!user), treeMayLoad);
  // a tree whose first choice comes with the user is not chosen from until the user is known
  const treeSettled = !section.tree?.initial || !!user;
  const waiting = treeSettled && tree.chosen.length === 0 ? section.tree?.choiceRequired : undefined;
  const ready = open && (!!source || !!local) && !waiting && treeSettled && (!source?.user || !!user);

  React.useEffect(() => {
    if (!open || !missing) return;
    // reported once per opening, in the language of that moment
    const msg = said('picker.missingAttribute', { name: missing });
    console.warn(`<${tag}> ${msg}`);
    reportError({ source: 'attribute', attribute: missing, msg });
  }, [open, missing, tag, reportError, said]);

  const [values, setValues] = React.useState<SearchValues>({});
  const [searchFilters, setSearchFilters] = React.useState<Record<string, unknown>>({});
  const [sort, setSort] = React.useState<SortState>();
  const filters = React.useMemo(
    () => ({
      ...(source?.searchKey ? (Object.keys(searchFilters).length ? { [source.searchKey]: searchFilters } : {}) : searchFilters),
      ...tree.filters,
      ...(sort && section.sortParams ? section.sortParams(sort) : {}),
    }),
    // the section by its data: the same section in another language (new words, new objects) is no new search
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the section and its source by their key and request
    [searchFilters, tree.filters, sort, section.key, sourceKey, local],
  );
  const firstSize = section.pageSize ?? DEFAULT_PAGE_SIZE;
  const loader = React.useMemo(
    () => (local ? localLoader(local) : source ? sourceLoader(source, whole, user) : noLoader<Row>),
    [local, source, whole, user],
  );
  // a list that waits only for the user is asked as the login info comes, not after the renders that take it in
  // closing the drawer (a change of `open`) or leaving it drops that question
  const [closed] = React.useState(() => new AbortController());
  React.useEffect(() => () => closed.abort(), [open, closed]);
  const [ahead] = React.useState(() =>
    open && source && !missing && !user && (section.tree?.initial || source.user) ? aheadOf(section, source, whole, apiBase, closed.signal) : undefined,
  );
  const remote = useRemoteList<Row>(loader, ready, filters, firstSize, ahead);
  // asked, or to be asked once the user is known
  const listComing = open && !missing && !waiting && !remote.answered;
  if (!treeMayLoad && section.tree && !listComing) setTreeMayLoad(true);

  return {
    remote,
    tree: tree.sidebar,
    /** a page at a time (not a whole tree, not everything at once) */
    paged: isPaged(section),
    pageSizes: [...new Set([firstSize, ...PAGE_SIZES])].filter((n) => n > 0).sort((a, b) => a - b),
    /** shown in place of the list while it waits for a choice in the tree */
    notice: waiting && t(waiting),
    /** the list is not asked for yet, but will be (the user is being read) */
    pending: open && !ready && !missing && !waiting,
    /** what the body shows instead of the list: a missing required attribute or the list's failure */
    error: missing ? t('picker.missingAttribute', { name: missing }) : remote.error && userMessage(remote.error, t),
    values,
    setValues,
    search: setSearchFilters,
    reset: () => {
      setValues({});
      setSearchFilters({});
    },
    sort,
    setSort,
  };
}

/** The remote list's loader of a source: a page of it, or all of it for a whole tree or list. */
function sourceLoader<Row>(source: DataSource<Row>, whole: boolean, user: ReturnType<typeof useLoginInfo>): ListLoader<Row> {
  return ({ page, pageSize, filters }, api, signal, reading) =>
    fetchSource(api, source, { filters, page: whole ? undefined : { page, size: pageSize }, user, signal, ...reading });
}

/** The list's first query once the user is known, as the hooks will then make it: the tree's first
 * choice and no search nor sort (null: the closed list asks nothing, the list waits for a choice). */
function aheadOf<Row>(section: PickerSection<Row>, source: DataSource<Row>, whole: boolean, apiBase: string | undefined, closed: AbortSignal): AheadQuery<Row> {
  return getLoginInfo(apiBase).then(
    (user) => {
      const { choice, filters } = firstChoiceFilters(section.tree, user);
      if (closed.aborted || (section.tree && !choice.length && section.tree.choiceRequired)) return null;
      return { filters, load: sourceLoader(source, whole, user) };
    },
    () => null,
  );
}

/** The page's records, asked of nobody. */
const localLoader =
  <Row,>(rows: readonly Row[]): ListLoader<Row> =>
  () =>
    Promise.resolve({ rows: [...rows], total: rows.length });

const noLoader = <Row,>(): Promise<{ rows: Row[]; total: number }> => Promise.resolve({ rows: [], total: 0 });
