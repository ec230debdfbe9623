/**
 * The group editor's tree table (spec 3 §2.15): name/number, description, creator, created, updater,
 * updated and the row actions (GroupActions) over the kit's TreeTable, rows virtualised, no selection
 * column. Its code (the table, the virtualiser, the tree view's state, the row actions) is a chunk that
 * GroupEditor fetches as it first renders, beside the tree's request, whose rows it waits for anyway.
 */
import '../../core/i18n/areas/files-group';
import * as React from 'react';
import { useT } from '../../core/i18n';
import { useSelection, type RowId } from '../../kit/selection/useSelection';
import { auditColumns, type Column } from '../../kit/table/columns';
import { TreeTable } from '../../kit/tree-body/TreeTable';
import { GroupActions, type GroupActionsProps } from './GroupActions';
import { nodeId, nodeName, type GroupNode } from './group-editor.logic';

export interface GroupTreeProps extends Omit<GroupActionsProps, 'row'> {
  rows: GroupNode[];
  loading: boolean;
  error: string | null;
  onRetry?: () => void;
  /** shown in place of the rows when the tree is not asked for (no permission to list) */
  notice?: string;
  /** every branch open (a search's matches) */
  expandAll: boolean;
  height: number;
  'aria-label': string;
}

const NONE: RowId[] = [];
const NO_ROWS: GroupNode[] = [];

export function GroupTree({ editor, busy, canAdd, canEdit, canDelete, ...props }: GroupTreeProps) {
  const t = useT();
  const none = useSelection<GroupNode>({ mode: 'none', getId: nodeId, disabledIds: NONE, selectedIds: NONE, initial: NO_ROWS });
  // the row actions act on the editor's newest state (a ref): the columns change only with the flags and busy
  const columns = React.useMemo((): Column<GroupNode>[] => {
    const audit = auditColumns<GroupNode>(t).map((c) => ({ ...c, value: (row: GroupNode) => row.data[c.key as keyof GroupNode['data']] }));
    const acting = canAdd || canEdit || canDelete;
    return [
      {
        key: 'name',
        title: t('groupEditor.name'),
        width: 300,
        value: (row) => (row.data.serial_number ? t('groupEditor.nameNumber', { name: nodeName(row), number: row.data.serial_number }) : nodeName(row)),
      },
      { key: 'remark', title: t('groupEditor.remark'), width: 180, value: (row) => row.data.remark },
      ...audit,
      ...(acting
        ? [{ key: '__actions', title: t('form.actions'), actions: true, render: (row: GroupNode) => <GroupActions row={row.data} editor={editor} busy={busy} canAdd={canAdd} canEdit={canEdit} canDelete={canDelete} /> }]
        : []),
    ];
  }, [t, editor, busy, canAdd, canEdit, canDelete]);
  return <TreeTable noFilter {...props} columns={columns} getId={nodeId} rowLabel={nodeName} selection={none} />;
}
