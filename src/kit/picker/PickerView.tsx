/**
 * One picker: the drawer, the section tabs and the chosen tray (the choice outlives a tab change unless
 * the sections list different kinds), and per section its tree sidebar, search form, body and pager
 * (each section starts with its own fresh search, tree and page).
 */
import * as React from 'react';
import { Tab, TabList } from '@fluentui/react-components';
import { partRef } from '../../core/runtime';
import { ChosenTray } from '../drawer/ChosenTray';
import { PickerDrawer } from '../drawer/PickerDrawer';
import { Pagination } from '../pagination/Pagination';
import { SearchForm } from '../search-form';
import { SelectionTable } from '../table/SelectionTable';
import { TreeSidebar } from '../tree-sidebar';
import type { PickerSection } from './types';
import { usePicker, type PickerProps } from './usePicker';
import { usePickerQuery } from './usePickerQuery';
import { usePickerViewStyles } from './PickerView.styles';
import type { usePickerChoice } from './usePickerChoice';

export function PickerView(props: PickerProps) {
  const p = usePicker(props);
  const { choice } = p;
  return (
    <PickerDrawer
      open={props.open}
      title={p.title}
      width={props.def.width}
      showConfirm={choice.selection.mode !== 'none'}
      cancelText={p.cancelText}
      onConfirm={choice.confirm}
      onCancel={p.cancel}
      footerStart={<ChosenTray selection={choice.selection} getId={choice.getId} label={choice.rowLabel} />}
    >
      <SectionList
        key={p.section.key}
        section={p.section}
        open={props.open}
        tag={props.def.tag}
        title={p.title}
        choice={choice}
        tabs={
          p.tabs && (
            <TabList selectedValue={p.tabs.active} onTabSelect={(_, d) => p.tabs!.change(String(d.value))} data-bo-sections="" ref={partRef('tabs')}>
              {p.tabs.items.map((x) => <Tab key={x.key} value={x.key}>{x.label}</Tab>)}
            </TabList>
          )
        }
      />
    </PickerDrawer>
  );
}

interface SectionListProps<Row> {
  section: PickerSection<Row>;
  open: boolean;
  tag: string;
  title: string;
  choice: ReturnType<typeof usePickerChoice<Row>>;
  tabs?: React.ReactNode;
}

function SectionList<Row>({ section, open, tag, title, choice, tabs }: SectionListProps<Row>) {
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
          // without a pager (a tree, everything at once) the list takes its room
          height={section.height ?? (q.paged ? 'calc(100vh - 300px)' : 'calc(100vh - 250px)')}
          sort={q.sort}
          onSort={q.setSort}
          onConfirmRow={choice.confirmRow}
          aria-label={title}
        />
        {q.paged && (
          <div className={styles.pager}>
            <Pagination
              total={q.notice ? 0 : remote.total}
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
const noColumns: never[] = [];

/** A fresh session (sections, search, tree, selection) for each opening of the drawer. */
export function PickerElement(props: PickerProps) {
  const [session, setSession] = React.useState(0);
  const [wasOpen, setWasOpen] = React.useState(props.open);
  if (props.open !== wasOpen) {
    setWasOpen(props.open);
    if (props.open) setSession((n) => n + 1);
  }
  return <PickerView key={session} {...props} />;
}
