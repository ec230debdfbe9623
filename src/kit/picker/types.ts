/**
 * A picker is data: a definition (tag, title, its own attributes) and one or more sections. A section is
 * a sub-definition with everything a list needs: its source, columns, search fields, tree, body, empty
 * message, page size and the extra fields of bo-confirm's detail. One section shows no tabs; several
 * show a tab each. A picker with a special need composes kit pieces (a body, a source, a tree) in its
 * sections; the engine has no flag per picker.
 */
import type * as React from 'react';
import type { CallSpec } from '../../core/http';
import type { MessageKey, Translate } from '../../core/i18n';
import type { AttrSpecs, ValuesOf } from '../../core/runtime';
import type { EventSpecs } from '../../core/runtime/events';
import type { UserField } from '../../core/user';
import type { DataSource } from '../data/source';
import type { NamedRecord } from '../data/trees';
import type { Selection, SelectionMode, RowId } from '../selection/useSelection';
import type { Column } from '../table/columns';
import type { SearchField } from '../types';

/** What a picker's sections are made from: the values of the picker's own attributes, typed, and `t`,
 * the translator of the element's language: every string a section shows (columns, search fields, tab
 * labels, tree tabs, row labels) comes from `ctx.t` while the picker renders, so a change of language
 * shows at once. */
export interface PickerContext<A extends AttrSpecs = AttrSpecs> {
  props: ValuesOf<A>;
  t: Translate;
}

export interface SortState {
  /** a column's sortKey */
  key: string;
  direction: 'asc' | 'desc';
}

/** What a picker body shows: the table by default, or a card grid (materials, icons), a tree. The
 * callbacks of a record are methods, so that bodies of any record type fit a section of `unknown`. */
export interface PickerBodyProps<Row> {
  columns: Column<Row>[];
  rows: Row[];
  getId(row: Row): RowId;
  selection: Selection<Row>;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** asks the list's current page again (same search, tree and page): a body that changes records
   * (an editable body's save or delete) shows the backend's list after its change */
  reload?(): void;
  height: number | string;
  sort?: SortState;
  onSort?: (sort: SortState) => void;
  /** confirms at once with this record (with those already chosen in checkbox mode): a card's 确定 */
  onConfirmRow?(row: Row): void;
  /** rows before this page (序号 counts on from it) */
  rowOffset?: number;
  /** the name of a record (tree bodies filter by it) */
  rowLabel(row: Row): string;
  /** a tree list: every branch open at first (otherwise the top level, and the branches holding a choice) */
  expandAll?: boolean;
  /** shown in place of the list when it is not asked for yet (请先选择部门): a hint, not an error */
  notice?: string;
  /** composed pieces: dispatches one of the definition's own `events` on the element; false when the
   * page cancelled it (a cancelable bo-navigate) */
  emit?(name: `bo-${string}`, detail: unknown): boolean;
  'aria-label': string;
}

export interface PickerTreeTab {
  key: string;
  label: string;
  /** the tab's records ({id, name, children}) */
  source: DataSource<NamedRecord>;
  /** the filters the chosen node ids give, e.g. ids => ({ goods_type_id: ids[0] }) */
  filter(ids: RowId[]): Record<string, unknown>;
}

/** The tree beside the list: its tabs, its look, and how its choice filters the list. */
export interface PickerTree {
  tabs: PickerTreeTab[];
  /** px: 260 (default) or 300 as the spec says */
  width?: number;
  collapsible?: boolean;
  mode?: 'single' | 'multiple';
  /** a parent selects its descendants */
  cascade?: boolean;
  /** the node chosen at first: its id is this field of the login info (the staff picker:
   * 'staff_main_department.id', the user's main department); nothing when the answer lacks it */
  initial?: UserField;
  /** the list waits for a choice in the tree and shows this message in its place meanwhile */
  choiceRequired?: MessageKey;
}

/** A section's list cannot be asked: an attribute it needs is missing (the class picker's model-name). */
export interface MissingAttribute {
  missing: string;
}
export const missingAttribute = (attribute: string): MissingAttribute => ({ missing: attribute });

/** A section's records come from the page (a `data` JSON attribute or property: the hierarchy and
 * cascader pickers), not from a call: nothing is asked, the picker has no backend contract for it, and
 * the records (a tree: each with its `children`) show as a whole list, without a pager. */
export interface LocalRecords<Row> {
  local: readonly Row[];
}
export const localRecords = <Row,>(rows: readonly Row[] | null | undefined): LocalRecords<Row> => ({ local: rows ?? [] });

/** Confirm with nothing chosen: the spec's message of this list, as an error or a warning. */
export interface EmptyRule {
  message: MessageKey;
  level: 'error' | 'warning';
  /** the page's own words instead of `message` (bo-list-picker's empty-message), shown as given */
  text?: string;
}
/** The words of an empty rule: the page's own text, else its message in the element's language. */
export const emptyText = (rule: EmptyRule, t: Translate) => rule.text || t(rule.message);

export interface PickerSection<Row> {
  /** the tab's key: `detail.section` in pickers whose sections list different kinds */
  key: string;
  /** the tab's label (when the picker has several sections) */
  label?: string;
  list: DataSource<Row> | MissingAttribute | LocalRecords<Row>;
  columns?: Column<Row>[];
  search?: SearchField[];
  tree?: PickerTree;
  /** replaces the table: a card grid (selectionGrid), a tree table (TreeTable), a check tree (CheckTree);
   * a method, so that a section of any record type fits `PickerSection<unknown>` */
  body?(props: PickerBodyProps<Row>): React.ReactNode;
  empty: EmptyRule;
  rowId?(row: Row): RowId;
  /** the name of a record in the chosen tray (default: its name) */
  rowLabel?(row: Row): string;
  /** the row chosen at first (the default print template): the first row of the list's first answer it
   * holds for, when the page preselected nothing (`selected-ids`, `selection`) */
  preselect?(row: Row): boolean;
  /** first page size (default 10; 0 lists everything at once, without a pager); offered in the pager */
  pageSize?: number;
  /** the filters a sorted column sends, e.g. ({ key, direction }) => ({ order: key }) */
  sortParams?(sort: SortState): Record<string, unknown>;
  /** a whole tree: every branch starts open */
  expandAll?: boolean;
  /** CSS height of the body (default: the drawer's height minus search and footer) */
  height?: string;
  /** more fields of bo-confirm's detail (documented in the definition's `detail`) */
  detail?(records: Row[]): Record<string, unknown>;
  /** what the page receives for a chosen row (bo-confirm's and bo-change's records, show()'s answer):
   * the row itself by default; a tree the page passed gives each node without its `children`, so that a
   * chosen parent does not carry its descendants a second time */
  result?(row: Row): Row;
  /** the calls a body makes on the user's actions (an editable body's save and delete), listed in the
   * picker's backend contract beside its list's (make them with `endpointCall`) */
  calls?: CallSpec[];
}

/** Declares a section of records of one type (its columns, body and callbacks are checked against it). */
export const section = <Row,>(s: PickerSection<Row>): PickerSection<Row> => s;

/** The chosen rows as the page receives them (the section's `result` of each). */
export const resultsOf = <Row,>(s: PickerSection<Row>, rows: Row[]): Row[] => (s.result ? rows.map(s.result) : rows);

/** How an extra detail field is documented in the manifest: its TypeScript text. */
export interface DetailField {
  type: string;
  description?: string;
}

export interface PickerDefinition<A extends AttrSpecs = AttrSpecs, E extends EventSpecs = Record<never, never>> {
  tag: `bo-${string}`;
  description: string;
  /** the default title (the caller may set `title`), resolved at render */
  title(ctx: PickerContext<A>): string;
  /** CSS width of the drawer: '80vw' (default) or 500 */
  width?: string | number;
  defaultMode?: SelectionMode;
  /** the cancel button's label: 取消 (default) or 关闭 (common.close) */
  cancelText?: MessageKey;
  /** the picker's own attributes (variant, model-name...) */
  attributes?: A;
  /** the sections, from the attributes' values; one shows no tabs */
  sections(ctx: PickerContext<A>): PickerSection<unknown>[];
  /** the sections list records of different kinds (staff / contacts): a tab change starts a new choice,
   * and bo-confirm names the tab (`detail.section`) */
  separateSections?: boolean;
  /** the extra fields the sections' `detail` adds to bo-confirm's detail, documented for the manifest */
  detail?: Record<string, DetailField>;
  /** one chosen record as the page receives it (bo-confirm's records and record, bo-change, show()'s
   * answer, the `selection` property), for the manifest: its TypeScript text (default
   * `Record<string, unknown>`, the backend's record as it came) and what a reader needs to know of it */
  record?: DetailField;
  /** composed pieces: the events a body dispatches through `emit` (bo-navigate), beside bo-confirm and
   * bo-cancel; documented in the manifest, heard as the element's other events */
  events?: E;
  /** the picker is also a surface of the page (the shop goods selection table): it gets the `inline`
   * attribute, which renders its sections in place (tree, search, list, pager; no drawer, no confirm),
   * and `bo-change` {records, ids} on every change of the choice */
  inline?: boolean;
}

/** bo-change's detail of an inline picker: the choice as it stands. */
export interface PickerChangeDetail<Row = unknown> {
  records: Row[];
  ids: RowId[];
}

export interface PickerConfirmDetail<Row = unknown> {
  records: Row[];
  /** radio mode: the one record */
  record?: Row;
  /** every chosen id: the records' ids and the preselected ids (`selected-ids`) whose rows the user
   * never loaded, so the picker has no record for them */
  ids: RowId[];
  /** the section (tab) the records come from, in pickers whose sections list different kinds */
  section?: string;
}
