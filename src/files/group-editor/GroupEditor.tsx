/**
 * bo-group-editor (spec 3 §2.15, §4, §5, §6, §7, §8 Group editor): a category/group tree as a tree table
 * (name/number, description, creator, created, updater, updated, actions), searched by name on the server;
 * 新增 adds a top-level group, 同级 / 下级 a sibling / child, 编辑 the group (its number locked), 上移 / 下移
 * swap it with its neighbouring sibling (不能跨级移动 when there is none), 删除 asks first. 导入 sends a
 * cancelable `bo-import` for the page's import dialog. Rows are virtualised: 5,000 groups stay smooth.
 */
import '../../core/i18n/areas/files-group';
import * as React from 'react';
import { Button } from '@fluentui/react-components';
import { userMessage } from '../../core/http';
import { useT } from '../../core/i18n';
import { lazyOpening } from '../../core/feedback/OpeningFailed';
import { auditColumns, type Column } from '../../kit/table/columns';
import { NameSearch } from '../../kit/table/NameSearch';
import { useListPageStyles } from '../../kit/table/ListPage.styles';
import { useSelection, type RowId } from '../../kit/selection/useSelection';
import { TreeTable } from '../../kit/tree-body/TreeTable';
import { GroupActions } from './GroupActions';
import { ADD_MODE, nodeId, nodeName, type GroupNode } from './group-editor.logic';
import { useGroupEditor, type GroupChangeDetail } from './useGroupEditor';

// the dialog comes right after the screen (closed, it paints nothing)
const GroupDialog = lazyOpening(() => import('./GroupDialog').then((m) => m.GroupDialog), (p) => ({ open: p.dialog.open, onCancel: p.onCancel }));

export interface GroupImportDetail {
  api: string;
  modular: string;
}

export interface GroupEditorHandle {
  reload(): void;
}

export interface GroupEditorProps {
  api?: string;
  modular?: string;
  groupKind?: string;
  height?: number;
  canList?: boolean;
  canAdd?: boolean;
  canEdit?: boolean;
  canDelete?: boolean;
  canImport?: boolean;
  onChange?(detail: GroupChangeDetail): void;
  onImport?(detail: GroupImportDetail): boolean;
  ref?: React.Ref<GroupEditorHandle>;
}

const NONE: RowId[] = [];
const NO_ROWS: GroupNode[] = [];

export function GroupEditor({ ref, api = '', modular = '', groupKind = '', height = 560, canList = false, canAdd = false, canEdit = false, canDelete = false, canImport = false, onChange, onImport }: GroupEditorProps) {
  const t = useT();
  const styles = useListPageStyles();
  const state = useGroupEditor({ api, modular, groupKind, canList, onChange });
  const { tree } = state;
  React.useImperativeHandle(ref, () => ({ reload: tree.reload }), [tree.reload]);
  // the row actions act on the newest state; the columns change only with the flags and busy
  const editor = React.useRef(state);
  React.useLayoutEffect(() => {
    editor.current = state;
  });
  const { busy } = state;
  const none = useSelection<GroupNode>({ mode: 'none', getId: nodeId, disabledIds: NONE, selectedIds: NONE, initial: NO_ROWS });

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
        ? [{ key: '__actions', title: t('form.actions'), width: 320, render: (row: GroupNode) => <GroupActions row={row.data} editor={editor} busy={busy} canAdd={canAdd} canEdit={canEdit} canDelete={canDelete} /> }]
        : []),
    ];
  }, [t, busy, canAdd, canEdit, canDelete]);

  const problem = state.api ? null : t('groupEditor.missingApi');
  return (
    <div className={styles.root} data-bo-group-editor="">
      <NameSearch label={t('groupEditor.searchName')} placeholder={t('groupEditor.searchPlaceholder')} searchText={t('groupEditor.search')} disabled={!canList || !!problem} onSearch={state.search}>
        {canImport && <Button onClick={() => onImport?.({ api: state.api, modular: state.modular })} data-action="import">{t('groupEditor.import')}</Button>}
        {canAdd && <Button appearance="primary" onClick={() => state.openAdd(ADD_MODE.top)} data-action="add">{t('groupEditor.add')}</Button>}
      </NameSearch>
      <TreeTable
        noFilter
        columns={columns}
        rows={state.nodes}
        getId={nodeId}
        rowLabel={nodeName}
        selection={none}
        loading={tree.loading}
        error={problem || (tree.error && userMessage(tree.error, t))}
        onRetry={problem ? undefined : tree.reload}
        notice={canList ? undefined : t('groupEditor.noPermission')}
        expandAll={!!state.searched}
        height={height}
        aria-label={t('groupEditor.label')}
      />
      <GroupDialog dialog={state.dialog} nodes={state.nodes} calls={state.calls} query={state.query} onSaved={state.saved} onCancel={state.closeDialog} />
    </div>
  );
}
