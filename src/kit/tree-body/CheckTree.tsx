/**
 * A check tree as a picker body (the org picker's 部门 / 员工分组 / 岗位, spec 2 Department/group/position
 * picker): a filter box and the virtual tree of a tree list, strict checking (every node on its own),
 * a check box per node in checkbox mode, a selected row in radio mode; nodes in `disabled-ids` show
 * chosen and cannot change. A tick toggles the node's record in the picker's selection.
 */
import * as React from 'react';
import { allRecords } from '../data/source';
import type { PickerBodyProps } from '../picker/types';
import { ListStates } from '../table/ListStates';
import type { TreeId } from '../tree-sidebar/tree.logic';
import { FilterBox } from '../tree-sidebar/FilterBox';
import { TreeView } from '../tree-sidebar/TreeView';
import { lessFilter, recordNodes } from './nodes';
import { useTreeBodyStyles } from './TreeBody.styles';

export function CheckTree<Row>(props: PickerBodyProps<Row>) {
  const { rows, getId, rowLabel, selection, loading, error, onRetry, notice, height, expandAll } = props;
  const styles = useTreeBodyStyles();
  const [filter, setFilter] = React.useState('');
  const nodes = React.useMemo(() => recordNodes(rows, getId, rowLabel), [rows, getId, rowLabel]);
  const byId = React.useMemo(() => new Map(allRecords(rows).map((r) => [String(getId(r)), r])), [rows, getId]);

  // the tree reports the whole new choice: the one node that changed is toggled in the selection
  const onChange = (ids: TreeId[]) => {
    const next = new Set(ids.map(String));
    const before = new Set(selection.ids.map(String));
    const changed = [...next].find((k) => !before.has(k)) ?? [...before].find((k) => !next.has(k));
    const record = changed === undefined ? undefined : byId.get(changed);
    if (record) selection.toggle(record);
  };

  const showTree = rows.length > 0 && !error && !notice;
  return (
    <div className={styles.root}>
      <FilterBox className={styles.filter} value={filter} onChange={setFilter} />
      <div className={styles.box} style={{ height: lessFilter(height) }} data-bo-check-tree="" part="list">
        {showTree ? (
          <TreeView
            nodes={nodes}
            mode={selection.mode === 'checkbox' ? 'multiple' : 'single'}
            value={selection.ids}
            onChange={selection.mode === 'none' ? () => {} : onChange}
            isDisabled={selection.isDisabled}
            filter={filter}
            defaultExpandAll={expandAll}
            defaultExpandTop
            aria-label={props['aria-label']}
          />
        ) : (
          <ListStates loading={loading} error={error} onRetry={onRetry} empty={rows.length === 0} notice={notice} />
        )}
      </div>
    </div>
  );
}
