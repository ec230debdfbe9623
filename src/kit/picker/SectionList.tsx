/**
 * The list of one section of a picker: its tree sidebar, search form, body and pager (each section
 * starts with its own fresh search, tree and page), in the drawer or in the page (an inline picker).
 */
import * as React from 'react';
import { Tab, TabList } from '@fluentui/react-components';
import { partRef } from '../../core/runtime';
import { eventProp } from '../../core/runtime/events';
import { Pagination } from '../pagination/Pagination';
import { SearchForm } from '../search-form';
import { SelectionTable } from '../table/SelectionTable';
import { TreeSidebar } from '../tree-sidebar';
import type { PickerSection } from './types';
import type { PickerProps, usePicker } from './usePicker';
import type { usePickerChoice } from './usePickerChoice';
import { usePickerQuery } from './usePickerQuery';
import { usePickerViewStyles } from './PickerView.styles';

interface SectionListProps<Row> {
  section: PickerSection<Row>;
  open: boolean;
  tag: string;
  title: string;
  choice: ReturnType<typeof usePickerChoice<Row>>;
  tabs?: React.ReactNode;
  /** in the page (an inline picker): the list's default height is its own, not the drawer's */
  inline?: boolean;
  emit(name: `bo-${string}`, detail: unknown): boolean;
}

/** A body's `emit`: the element's callback of one of the definition's own events (false: the page
 * cancelled it). */
export const emitterOf =
  (props: PickerProps) =>
  (name: `bo-${string}`, detail: unknown): boolean => {
    const callback = props[eventProp(name)] as ((d: unknown) => unknown) | undefined;
    return callback ? callback(detail) !== false : true;
  };

/** The section tabs of a picker with several sections. */
export const SectionTabs = ({ tabs }: { tabs: NonNullable<ReturnType<typeof usePicker>['tabs']> }) => (
  <TabList selectedValue={tabs.active} onTabSelect={(_, d) => tabs.change(String(d.value))} data-bo-sections="" ref={partRef('tabs')}>
    {tabs.items.map((x) => <Tab key={x.key} value={x.key}>{x.label}</Tab>)}
  </TabList>
);

export function SectionList<Row>({ section, open, tag, title, choice, tabs, inline, emit }: SectionListProps<Row>) {
  const styles = usePickerViewStyles();
  const q = usePickerQuery(section, open, tag);
  const { remote } = q;
  const { learnFrom } = choice;
  // before the paint: a preselected row (the default print template) shows chosen with the rows
  React.useLayoutEffect(() => {
    learnFrom(remote.rows);
  }, [remote.rows, learnFrom]);
  const Body = section.body ?? SelectionTable;
  return (
    <div className={styles.layout}>
      {q.tree && <TreeSidebar {...q.tree} />}
      <div className={styles.main}>
        {tabs}
        {section.search?.length ? (
          <SearchForm fields={section.search} values={q.values} onChange={q.setValues} onSearch={q.search} onReset={q.reset} busy={remote.loading} />
        ) : null}
        <Body
          columns={section.columns ?? noColumns}
          rows={q.notice ? noRows : remote.rows}
          getId={choice.getId}
          selection={choice.selection}
          loading={remote.loading || q.pending}
          error={q.error}
          notice={q.notice}
          rowLabel={choice.rowLabel}
          expandAll={section.expandAll}
          rowOffset={q.paged ? (remote.page - 1) * remote.pageSize : 0}
          onRetry={remote.error ? remote.reload : undefined}
          reload={remote.reload}
          emit={emit}
          // without a pager (a tree, everything at once) the list takes its room
          height={section.height ?? (inline ? INLINE_HEIGHT : q.paged ? 'calc(100vh - 300px)' : 'calc(100vh - 250px)')}
          sort={q.sort}
          onSort={q.setSort}
          onConfirmRow={choice.confirmRow}
          aria-label={title}
        />
        {q.paged && (
          <div className={styles.pager}>
            <Pagination
              total={q.notice ? 0 : remote.total}
              counting={!q.notice && remote.loading && !remote.answered}
              page={remote.page}
              pageSize={remote.pageSize}
              pageSizes={q.pageSizes}
              onChange={({ page, pageSize }) => remote.goTo(page, pageSize)}
            />
          </div>
        )}
      </div>
    </div>
  );
}

const noRows: never[] = [];
/** the list of an inline picker: ten rows and the header */
const INLINE_HEIGHT = '440px';
const noColumns: never[] = [];
