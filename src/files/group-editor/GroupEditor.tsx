/**
 * bo-group-editor (spec 3 §2.15, §4, §5, §6, §7, §8 Group editor): a category/group tree as a tree table
 * (name/number, description, creator, created, updater, updated, actions), searched by name on the server;
 * 新增 adds a top-level group, 同级 / 下级 a sibling / child, 编辑 the group (its number locked), 上移 / 下移
 * swap it with its neighbouring sibling (不能跨级移动 when there is none), 删除 asks first. 导入 sends a
 * cancelable `bo-import` for the page's import dialog. Rows are virtualised: 5,000 groups stay smooth.
 * The tree table's code (GroupTree: its columns, rows and row actions) comes beside the tree's first request, which its rows wait for anyway:
 * meanwhile a box of the table's height holds its place with the list's loading state (or its notice or
 * error), as ListTable's lists do.
 */
import '../../core/i18n/areas/files-group';
import * as React from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { userMessage } from '../../core/http';
import { useT } from '../../core/i18n';
import { lazyOpening } from '../../core/feedback/OpeningFailed';
import { partMissing } from '../../core/feedback/usePartFailed';
import { lazyPart } from '../../core/runtime/lazy-part';
import { ListStates } from '../../kit/table/ListStates';
import { NameSearch } from '../../kit/table/NameSearch';
import { useListPageStyles } from '../../kit/table/ListPage.styles';
import { ADD_MODE } from './group-editor.logic';
import type { GroupTreeProps } from './GroupTree';
import { useGroupEditor, type GroupChangeDetail } from './useGroupEditor';

// the table's box (its border and height) while its code comes
const useStyles = makeStyles({
  box: {
    minHeight: '240px',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
});
/** the tree's place while its code comes: the list's state (loading, a notice, an error) as the table says it */
function TreeLoading({ loading, error, onRetry, notice, rows, height }: GroupTreeProps) {
  const styles = useStyles();
  return (
    <div className={styles.box} style={{ height }} part="list">
      <ListStates loading={loading || rows.length > 0} error={error} onRetry={onRetry} notice={notice} empty />
    </div>
  );
}
const GroupTree = lazyPart(() => import('./GroupTree').then((m) => m.GroupTree), TreeLoading, partMissing('the group tree', TreeLoading));

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

export function GroupEditor({ ref, api = '', modular = '', groupKind = '', height = 560, canList = false, canAdd = false, canEdit = false, canDelete = false, canImport = false, onChange, onImport }: GroupEditorProps) {
  const t = useT();
  const styles = useListPageStyles();
  const state = useGroupEditor({ api, modular, groupKind, canList, onChange });
  const { tree } = state;
  React.useImperativeHandle(ref, () => ({ reload: tree.reload }), [tree.reload]);
  // the row actions act on the newest state
  const editor = React.useRef(state);
  React.useLayoutEffect(() => {
    editor.current = state;
  });

  const problem = state.api ? null : t('groupEditor.missingApi');
  return (
    <div className={styles.root} data-bo-group-editor="">
      <NameSearch label={t('groupEditor.searchName')} placeholder={t('groupEditor.searchPlaceholder')} searchText={t('groupEditor.search')} disabled={!canList || !!problem} onSearch={state.search}>
        {canImport && <Button onClick={() => onImport?.({ api: state.api, modular: state.modular })} data-action="import">{t('groupEditor.import')}</Button>}
        {canAdd && <Button appearance="primary" onClick={() => state.openAdd(ADD_MODE.top)} data-action="add">{t('groupEditor.add')}</Button>}
      </NameSearch>
      <GroupTree
        editor={editor}
        busy={state.busy}
        canAdd={canAdd}
        canEdit={canEdit}
        canDelete={canDelete}
        rows={state.nodes}
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
