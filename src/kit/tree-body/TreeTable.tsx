/**
 * A tree table (the department picker, spec 2 Department picker): the selection table over the rows of
 * a tree list that are open, the first column indented with a chevron that opens or closes a branch,
 * and a filter box above (matching rows with their ancestors, opened). The open branches, the filter
 * and the visible rows are the tree view's state (useTreeView), so 10,000 departments filter in one
 * linear pass per keystroke and only the rows in view are in the DOM.
 */
import * as React from 'react';
import { useT } from '../../core/i18n';
import type { PickerBodyProps } from '../picker/types';
import { cellText, type Column } from '../table/columns';
import { SelectionTable } from '../table/SelectionTable';
import { TruncatedText } from '../table/TruncatedText';
import { FilterBox } from '../tree-sidebar/FilterBox';
import { Chevron } from '../tree-sidebar/TreeRow';
import { INDENT } from '../tree-sidebar/TreeView.styles';
import type { VisibleRow } from '../tree-sidebar/tree.logic';
import { useTreeView } from '../tree-sidebar/useTreeView';
import { lessFilter, recordNodes } from './nodes';
import { useTreeBodyStyles } from './TreeBody.styles';

const noop = () => {};

export interface TreeTableProps<Row> extends PickerBodyProps<Row> {
  /** no filter box above the table (a list searched by its server, the group editor) */
  noFilter?: boolean;
}

export function TreeTable<Row>(props: TreeTableProps<Row>) {
  const t = useT();
  const { rows, getId, rowLabel, selection, columns, expandAll, height, noFilter = false } = props;
  const styles = useTreeBodyStyles();
  const [filter, setFilter] = React.useState('');
  const nodes = React.useMemo(() => recordNodes(rows, getId, rowLabel), [rows, getId, rowLabel]);
  const tree = useTreeView({
    nodes,
    mode: 'single',
    value: selection.ids,
    onChange: noop,
    filter,
    defaultExpandAll: expandAll,
    defaultExpandTop: true,
    'aria-label': props['aria-label'],
  });
  // the toggles' clicks act on the newest tree (rows are memoised): kept once each render commits
  const latest = React.useRef(tree);
  React.useLayoutEffect(() => {
    latest.current = tree;
  });
  const { shown, at } = React.useMemo(() => {
    const place = new Map<unknown, { item: VisibleRow; pos: number }>();
    const list = tree.rows.map((item, pos) => {
      place.set(item.row.node.data, { item, pos });
      return item.row.node.data as Row;
    });
    return { shown: list, at: place };
  }, [tree.rows]);

  const treeColumns = React.useMemo((): Column<Row>[] => {
    const [first, ...rest] = columns;
    if (!first) return columns;
    const render = (row: Row) => {
      const place = at.get(row);
      const content = first.render ? first.render(row) : <TruncatedText text={cellText(first, row, t('common.listSeparator'))} />;
      if (!place) return content;
      const { item, pos } = place;
      return (
        <span className={styles.treeCell} style={{ paddingInlineStart: item.row.depth * INDENT }} data-depth={item.row.depth}>
          {item.expandable ? (
            <button
              type="button"
              className={styles.toggle}
              aria-expanded={item.expanded}
              aria-label={t(item.expanded ? 'treeSidebar.collapse' : 'treeSidebar.expand')}
              data-toggle=""
              onClick={(e) => {
                e.stopPropagation();
                latest.current.setOpen(pos, !item.expanded);
              }}
            >
              <Chevron open={item.expanded} />
            </button>
          ) : (
            <span className={styles.spacer} />
          )}
          <span className={styles.text}>{content}</span>
        </span>
      );
    };
    return [{ ...first, render }, ...rest];
  }, [columns, at, styles, t]);

  return (
    <div className={styles.root}>
      {!noFilter && <FilterBox className={styles.filter} value={filter} onChange={setFilter} />}
      <SelectionTable {...props} rows={shown} columns={treeColumns} height={noFilter ? height : lessFilter(height)} />
    </div>
  );
}
