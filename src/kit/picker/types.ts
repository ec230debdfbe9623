import type { Translate } from '../../core/i18n';
import type { Api, Method } from '../../core/http';
import type { LoginInfo } from '../../core/user';
import type { AttrSpec } from '../../core/runtime';
import type * as React from 'react';
import type { Selection, SelectionMode, RowId } from '../selection/useSelection';
import type { Column } from '../table/columns';
import type { SearchField, TreeNode } from '../types';

/** What the calls of a picker depend on: the values of its own attributes, the active section (tab)
 * and the user. The same in every language: the list, page size and tree loads see only this. */
export interface PickerDataContext {
  props: Record<string, unknown>;
  section?: string;
  user?: LoginInfo;
}

/** What a picker's definition functions know: the data context and `t`, the translator of the element's
 * language. Every string a definition shows (title, columns, search fields, tabs, messages) comes from
 * `ctx.t` while the picker renders, so a change of language shows at once; a definition holds none. */
export interface PickerContext extends PickerDataContext {
  t: Translate;
}

/** What a picker body shows: the table by default, or a card grid (materials, icons). */
export interface PickerBodyProps<Row> {
  columns: Column<Row>[];
  rows: Row[];
  getId: (row: Row) => RowId;
  selection: Selection<Row>;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  height: number | string;
  sort?: SortState;
  onSort?: (sort: SortState) => void;
  /** confirms at once with this record (with those already chosen in checkbox mode): a card's 确定 */
  onConfirmRow?: (row: Row) => void;
  /** rows before this page (序号 counts on from it) */
  rowOffset?: number;
  /** the name of a record (tree bodies filter by it) */
  rowLabel: (row: Row) => string;
  /** a tree list: every branch open at first (otherwise the top level, and the branches holding a choice) */
  expandAll?: boolean;
  /** shown in place of the list when it is not asked for yet (请先选择部门): a hint, not an error */
  notice?: string;
  'aria-label': string;
}

export interface SortState {
  /** a column's sortKey */
  key: string;
  direction: 'asc' | 'desc';
}

type OrFn<T, C = PickerContext> = T | ((ctx: C) => T);

export interface PickerList {
  method: Method;
  url: string;
  /** data.list + data.total_count ('list'), data.data + data.total ('data'), or the whole tree at once
   * ('tree': data is the array of top records, each with `children`; no paging keys, no pager) */
  shape: 'list' | 'data' | 'tree';
  /** 'tree' only: the records from an answer of another form (category nodes, data.list of 1000) */
  read?: (data: any) => unknown[];
  /** 'tree' only: every branch starts open (the company-only department tree) */
  expandAll?: boolean;
  /** filters every request carries (status 2, enable 0, statuses [1,2]...) */
  fixed?: Record<string, unknown>;
  /** names of the paging keys (default page, page_size) */
  pageKeys?: { page: string; pageSize: string };
  /** query string of every request (e.g. model_name) */
  params?: Record<string, unknown>;
  /** the search form's values go under this key ({ search: {...} }) instead of at the top level */
  searchKey?: string;
}

export interface PickerTreeTab {
  key: string;
  label: string;
  load(api: Api, ctx: PickerDataContext): Promise<TreeNode[]>;
  /** the filters the chosen node ids give, e.g. ids => ({ goods_type_id: ids[0] }) */
  filter(ids: RowId[]): Record<string, unknown>;
}

export interface PickerTree {
  tabs: PickerTreeTab[];
  /** px: 260 or 300 as the spec says */
  width?: number;
  collapsible?: boolean;
  mode?: 'single' | 'multiple';
  /** a parent selects its descendants */
  cascade?: boolean;
  /** the trees are asked with the user's company id: they wait for the login info */
  needsUser?: boolean;
  /** the node ids chosen at first (the user's main department); known once the user is (needsUser) */
  initial?: (ctx: PickerDataContext) => RowId[];
}

export interface PickerDefinition<Row> {
  tag: `bo-${string}`;
  description: string;
  /** default title (the caller may set `title`), e.g. ({ t }) => t('goodsPicker.title') */
  title: OrFn<string>;
  /** CSS width of the drawer: '80vw' (default) or 500 */
  width?: string | number;
  defaultMode?: SelectionMode;
  /** label of the cancel button: 取消 (default) or 关闭 */
  cancelText?: OrFn<string>;
  list: OrFn<PickerList, PickerDataContext>;
  columns: OrFn<Column<Row>[]>;
  search?: OrFn<SearchField[]>;
  tree?: OrFn<PickerTree | undefined>;
  rowId?: (row: Row) => RowId;
  /** the name of a record in the chosen tray, in the words of `t` */
  rowLabel?: (row: Row, t: Translate) => string;
  /** confirm with nothing chosen: the spec's message of this picker, as an error or a warning */
  empty: OrFn<{ message: string; level: 'error' | 'warning' }>;
  /** extra attributes of this picker (variant, model-name...) */
  attributes?: Record<string, AttrSpec<any>>;
  /** CSS height of the table (default: the drawer's height minus search and footer) */
  tableHeight?: string;
  /** an attribute the list cannot do without (e.g. the class picker's model-name): its name when it is
   * missing. The picker then asks nothing, says so in place of the list, and dispatches bo-error */
  required?: (ctx: PickerDataContext) => string | undefined;
  /** the list waits for a choice in the tree (the staff picker's department): the message shown in its
   * place meanwhile, or undefined when it may load. `chosen` is the tree's choice */
  waitFor?: (ctx: PickerContext, chosen: RowId[]) => string | undefined;
  /** the list needs the logged-in user (company id...) before it can load; trees say so themselves */
  needsUser?: boolean | ((ctx: PickerDataContext) => boolean);
  /** first page size (default 10; materials 40, icons 40 or 100); offered in the pager too */
  pageSize?: OrFn<number, PickerDataContext>;
  /** the picker may list everything at once: its `all` attribute sends page_size 0 and hides the pager */
  allowAll?: boolean;
  /** tabs above the list (materials / configured pictures...); definition functions see ctx.section.
   * A function sees the attributes (not the section): e.g. tabs only in one variant */
  sections?: OrFn<{ key: string; label: string }[] | undefined, Omit<PickerContext, 'section' | 'user'>>;
  /** the filters a sorted column sends, e.g. ({ key, direction }) => ({ order: key }) */
  sortParams?: (sort: SortState) => Record<string, unknown>;
  /** replaces the table (a card grid, a tree table, a check tree) */
  body?: React.ComponentType<PickerBodyProps<Row>>;
  /** the body of some sections, by section key, when it is not `body` (a tenant's department tree) */
  sectionBodies?: Record<string, React.ComponentType<PickerBodyProps<Row>>>;
  /** the sections list records of different kinds (staff / contacts): a section change starts a new
   * choice, and bo-confirm names the section (`detail.section`) */
  separateSections?: boolean;
  /** more fields of the bo-confirm detail (the people picker's contact_type and list) */
  detail?: (detail: PickerConfirmDetail<Row>, ctx: PickerContext) => Record<string, unknown>;
}

export const resolve = <T, C>(value: OrFn<T, C>, ctx: C): T =>
  typeof value === 'function' ? (value as (c: C) => T)(ctx) : value;

export interface PickerConfirmDetail<Row = unknown> {
  records: Row[];
  /** radio mode: the one record */
  record?: Row;
  /** every chosen id: the records' ids and the preselected ids (`selected-ids`) whose rows the user
   * never loaded, so the picker has no record for them */
  ids: RowId[];
  /** the section (tab) the records come from, in pickers whose sections list different kinds */
  section?: string;
  [more: string]: unknown;
}
