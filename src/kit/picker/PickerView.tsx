/** One picker: drawer, tree sidebar, search form, selection table, pagination and the chosen tray. */
import * as React from 'react';
import { Tab, TabList } from '@fluentui/react-components';
import { Pagination } from '../../widgets/pagination/Pagination';
import { ChosenTray } from '../drawer/ChosenTray';
import { PickerDrawer } from '../drawer/PickerDrawer';
import { SearchForm } from '../search-form';
import { SelectionTable } from '../table/SelectionTable';
import { TreeSidebar } from '../tree-sidebar';
import type { PickerDefinition } from './types';
import { usePicker, type PickerProps } from './usePicker';
import { usePickerViewStyles } from './PickerView.styles';

export function PickerView<Row>({ def, ...props }: PickerProps<Row> & { def: PickerDefinition<Row> }) {
  const styles = usePickerViewStyles();
  const p = usePicker(def, props);
  const { remote } = p;
  const Body = p.body ?? SelectionTable;
  return (
    <PickerDrawer
      open={props.open}
      title={p.title}
      width={def.width}
      showConfirm={p.selection.mode !== 'none'}
      cancelText={p.cancelText}
      onConfirm={p.confirm}
      onCancel={p.cancel}
      footerStart={<ChosenTray selection={p.selection} getId={p.getId} label={p.rowLabel} />}
    >
      <div className={styles.layout}>
        {p.tree && <TreeSidebar {...p.tree} />}
        <div className={styles.main}>
          {p.sections && (
            <TabList selectedValue={p.sections.active} onTabSelect={(_, d) => p.sections!.change(String(d.value))} data-bo-sections="">
              {p.sections.items.map((x) => <Tab key={x.key} value={x.key}>{x.label}</Tab>)}
            </TabList>
          )}
          {p.fields.length > 0 && (
            <SearchForm fields={p.fields} values={p.values} onChange={p.setValues} onSearch={p.search} onReset={p.reset} busy={remote.loading} />
          )}
          <Body
            columns={p.columns}
            rows={p.notice ? noRows : remote.rows}
            getId={p.getId}
            selection={p.selection}
            loading={remote.loading || p.pending}
            error={p.listError}
            notice={p.notice}
            rowLabel={p.rowLabel}
            expandAll={p.expandAll}
            rowOffset={p.paged ? (remote.page - 1) * remote.pageSize : 0}
            onRetry={remote.error ? remote.reload : undefined}
            // without a pager (a tree, everything at once) the list takes its room
            height={def.tableHeight ?? (p.paged ? 'calc(100vh - 300px)' : 'calc(100vh - 250px)')}
            sort={p.sort}
            onSort={p.setSort}
            onConfirmRow={p.confirmRow}
            aria-label={p.title}
          />
          {p.paged && (
            <div className={styles.pager}>
              <Pagination
                total={p.notice ? 0 : remote.total}
                page={remote.page}
                pageSize={remote.pageSize}
                pageSizes={p.pageSizes}
                onChange={({ page, pageSize }) => remote.goTo(page, pageSize)}
              />
            </div>
          )}
        </div>
      </div>
    </PickerDrawer>
  );
}

const noRows: never[] = [];

/** A fresh session (search, tree, selection) for each opening of the drawer. */
export function PickerElement<Row>(props: PickerProps<Row> & { def: PickerDefinition<Row> }) {
  const [session, setSession] = React.useState(0);
  const [wasOpen, setWasOpen] = React.useState(props.open);
  if (props.open !== wasOpen) {
    setWasOpen(props.open);
    if (props.open) setSession((n) => n + 1);
  }
  return <PickerView key={session} {...props} />;
}
