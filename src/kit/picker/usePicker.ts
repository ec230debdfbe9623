/**
 * The state of one opening of a picker: search values, the tree, the remote list, the selection and
 * the confirm rule (nothing chosen → the picker's own message from spec 2 §5/§8).
 */
import * as React from 'react';
import { useT } from '../../core/i18n';
import { userMessage } from '../../core/http';
import { useMessage } from '../../core/feedback/FeedbackProvider';
import { useElement } from '../../core/runtime';
import { useLoginInfo } from '../../core/user';
import { DEFAULT_PAGE_SIZE, useRemoteList } from '../list/useRemoteList';
import { useSelection, type RowId, type SelectionMode } from '../selection/useSelection';
import type { SearchValues } from '../types';
import { allRecords, listLoader } from './load';
import { resolve, type PickerConfirmDetail, type PickerDefinition, type SortState } from './types';
import { usePickerTree } from './usePickerTree';

export interface PickerProps<Row> {
  open: boolean;
  title?: string;
  selectionMode: SelectionMode;
  disabledIds: RowId[];
  selectedIds: RowId[];
  selection: Row[];
  onConfirm?: (detail: PickerConfirmDetail<Row>) => void;
  onCancel?: () => void;
  [extra: string]: unknown;
}

const defaultId = (row: unknown) => (row as { id: RowId }).id;

export function usePicker<Row>(def: PickerDefinition<Row>, props: PickerProps<Row>) {
  const message = useMessage();
  const t = useT();
  // the definition's functions see the picker's own attributes (variant, public...), the section, the
  // user and the translator; the context changes only when one of those does, so trees, columns and
  // filters keep their identity. The calls (list, page size, tree loads) see the data context only: a
  // change of language renders the words again but asks nothing again
  const keys = React.useMemo(() => Object.keys(def.attributes ?? {}), [def]);
  const extras = keys.map((k) => props[k]);
  const attrs = React.useMemo(
    () => Object.fromEntries(keys.map((k, i) => [k, extras[i]])),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one dependency per extra attribute
    [keys, ...extras],
  );
  const sections = React.useMemo(() => def.sections && resolve(def.sections, { props: attrs, t }), [def, attrs, t]);
  const [picked, setSection] = React.useState<string>();
  const section = sections?.find((x) => x.key === picked)?.key ?? sections?.[0]?.key;
  // login info is read only when this opening's list or tree needs it (it is cached for the page);
  // what needs it is known from the attributes and the section alone
  const base = React.useMemo(() => ({ props: attrs, section }), [attrs, section]);
  // what the definition's words are made of
  const shown = React.useMemo(() => ({ ...base, t }), [base, t]);
  const treeDef = React.useMemo(() => (def.tree ? resolve(def.tree, shown) : undefined), [def, shown]);
  const listNeedsUser = typeof def.needsUser === 'function' ? def.needsUser(base) : !!def.needsUser;
  const treeNeedsUser = !!treeDef?.needsUser;
  const user = useLoginInfo((listNeedsUser || treeNeedsUser) && props.open);
  const ctx = React.useMemo(() => ({ ...base, user }), [base, user]);
  const getId = def.rowId ?? (defaultId as (row: Row) => RowId);
  const rowLabel = React.useMemo(() => {
    const own = def.rowLabel;
    return own ? (row: Row) => own(row, t) : (row: Row) => String((row as { name?: unknown }).name ?? getId(row));
  }, [def, t, getId]);
  // what does not need the user does not change when it arrives (a new list would be a new search)
  const listCtx = listNeedsUser ? ctx : base;
  const columns = React.useMemo(() => resolve(def.columns, shown), [def, shown]);
  const fields = React.useMemo(() => (def.search ? resolve(def.search, shown) : []), [def, shown]);
  const list = React.useMemo(() => resolve(def.list, listCtx), [def, listCtx]);
  const loader = React.useMemo(() => listLoader<Row>(list), [list]);
  const missing = def.required?.(base);
  // the list's first rows come first: the tree (10,000 departments are a 4 MB answer) is asked once the
  // list has answered, or at once when the list waits for a choice in the tree
  const [treeMayLoad, setTreeMayLoad] = React.useState(false);
  const tree = usePickerTree(treeDef, ctx, props.open && (!treeNeedsUser || !!user), treeMayLoad);
  // a tree whose first choice comes with the user is not chosen from until the user is known
  const treeSettled = !treeDef?.initial || !treeNeedsUser || !!user;
  const waiting = treeSettled ? def.waitFor?.(shown, tree.chosen) : undefined;
  const ready = props.open && !missing && !waiting && treeSettled && (!listNeedsUser || !!user);
  const { reportError } = useElement();
  React.useEffect(() => {
    if (!props.open || !missing) return;
    const msg = t('picker.missingAttribute', { name: missing });
    console.warn(`<${def.tag}> ${msg}`);
    reportError({ source: 'attribute', attribute: missing, msg });
    // reported once per opening, in the language of that moment
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.open, missing, def, reportError]);

  const [values, setValues] = React.useState<SearchValues>({});
  const [searchFilters, setSearchFilters] = React.useState<Record<string, unknown>>({});
  const [sort, setSort] = React.useState<SortState>();
  // another section (tab) has its own search form: what was typed for the last one is not carried over
  const [searchedIn, setSearchedIn] = React.useState(section);
  if (searchedIn !== section) {
    setSearchedIn(section);
    setValues({});
    setSearchFilters({});
    setSort(undefined);
  }
  const filters = React.useMemo(
    () => ({
      ...(list.searchKey ? (Object.keys(searchFilters).length ? { [list.searchKey]: searchFilters } : {}) : searchFilters),
      ...tree.filters,
      ...(sort && def.sortParams ? def.sortParams(sort) : {}),
    }),
    // another list (another section) is a new search too
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [searchFilters, tree.filters, sort, def, list],
  );
  // `all`: page_size 0 lists everything (spec 2: class picker without paging)
  const all = !!def.allowAll && !!props.all;
  const firstSize = all ? 0 : def.pageSize ? resolve(def.pageSize, base) : DEFAULT_PAGE_SIZE;
  const remote = useRemoteList<Row>(loader, ready, filters, firstSize);
  // asked, or to be asked once the user is known
  const listComing = props.open && !missing && !waiting && !remote.answered;
  if (!treeMayLoad && treeDef && !listComing) setTreeMayLoad(true);

  const selection = useSelection<Row>({
    mode: props.selectionMode,
    getId,
    disabledIds: props.disabledIds,
    selectedIds: props.selectedIds,
    initial: props.selection,
  });
  const { learn } = selection;
  const isTree = list.shape === 'tree';
  // only while a preselected id's record is unknown: a 10,000-node tree is not walked for nothing
  const unknown = selection.pending.length > 0;
  React.useEffect(() => {
    if (unknown) learn(isTree ? allRecords(remote.rows) : remote.rows);
  }, [remote.rows, learn, isTree, unknown]);

  const finish = (records: Row[], ids: RowId[]) => {
    const detail: PickerConfirmDetail<Row> = {
      records,
      ids,
      ...(selection.mode === 'radio' ? { record: records[0] } : {}),
      ...(def.separateSections ? { section } : {}),
    };
    props.onConfirm?.({ ...detail, ...def.detail?.(detail, { ...ctx, t }) });
  };
  const confirm = () => {
    if (selection.count === 0) {
      const empty = resolve(def.empty, shown);
      message[empty.level](empty.message);
      return;
    }
    finish(selection.records, selection.ids);
  };
  // one record confirmed at once (a card's own 确定): alone in radio mode, added to the chosen ones otherwise
  const confirmRow = (row: Row) => {
    const id = getId(row);
    if (selection.mode === 'none' || selection.isDisabled(id)) return;
    if (selection.mode === 'radio') return finish([row], [id]);
    const same = (x: RowId) => String(x) === String(id);
    const records = selection.records.some((r) => same(getId(r))) ? selection.records : [...selection.records, row];
    finish(records, selection.ids.some(same) ? selection.ids : [...selection.ids, id]);
  };

  return {
    title: props.title || resolve(def.title, shown),
    cancelText: def.cancelText && resolve(def.cancelText, shown),
    // one section is no choice: no tabs
    sections: sections && sections.length > 1
      ? {
          items: sections,
          active: section,
          change: (key: string) => {
            // records of another kind: the choice made in the last section does not carry over
            if (def.separateSections && key !== section) selection.clear();
            setSection(key);
          },
        }
      : undefined,
    sort,
    setSort,
    paged: !all && !isTree,
    expandAll: isTree && !!list.expandAll,
    body: (section && def.sectionBodies?.[section]) || def.body,
    notice: waiting || undefined,
    /** the list is not asked for yet, but will be (the user is being read) */
    pending: props.open && !ready && !missing && !waiting,
    pageSizes: [...new Set([firstSize, 10, 20, 40, 100])].filter((n) => n > 0).sort((a, b) => a - b),
    columns,
    fields,
    values,
    setValues,
    search: (payload: Record<string, unknown>) => setSearchFilters(payload),
    reset: () => {
      setValues({});
      setSearchFilters({});
    },
    tree: tree.sidebar,
    remote,
    /** what the body shows instead of the list: a missing required attribute or the list's failure */
    listError: missing ? t('picker.missingAttribute', { name: missing }) : remote.error && userMessage(remote.error, t),
    selection,
    getId,
    rowLabel,
    confirm,
    confirmRow,
    cancel: () => props.onCancel?.(),
  };
}
