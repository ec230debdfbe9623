/**
 * A group's row actions (spec 3 §2.15, §6): 同级 and 下级 with add, 编辑, 上移 and 下移 with edit, 删除 with
 * delete — a row button when edit is off, else under 更多 (a menu), as the spec places it.
 */
import '../../core/i18n/areas/files-group';
import type * as React from 'react';
import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import { useListPageStyles } from '../../kit/table/ListPage.styles';
import { ADD_MODE, type GroupRecord } from './group-editor.logic';
import type { GroupEditorState } from './useGroupEditor';

export interface GroupActionsProps {
  row: GroupRecord;
  /** the editor's newest state (the rows keep their cells while the tree is unchanged) */
  editor: React.RefObject<GroupEditorState>;
  busy: boolean;
  canAdd: boolean;
  canEdit: boolean;
  canDelete: boolean;
}

export function GroupActions({ row, editor, busy, canAdd, canEdit, canDelete }: GroupActionsProps) {
  const t = useT();
  const styles = useListPageStyles();
  const act = (key: string, label: string, run: () => void) => (
    <Button size="small" appearance="transparent" disabled={busy} onClick={run} data-action={key}>
      {label}
    </Button>
  );
  const remove = () => void editor.current.remove(row);
  return (
    <span className={styles.actions}>
      {canAdd && act('sibling', t('groupEditor.sibling'), () => editor.current.openAdd(ADD_MODE.sibling, row))}
      {canAdd && act('child', t('groupEditor.child'), () => editor.current.openAdd(ADD_MODE.child, row))}
      {canEdit && act('edit', t('groupEditor.edit'), () => void editor.current.openEdit(row))}
      {canEdit && act('move-up', t('groupEditor.moveUp'), () => void editor.current.move(row, 'up'))}
      {canEdit && act('move-down', t('groupEditor.moveDown'), () => void editor.current.move(row, 'down'))}
      {canDelete && !canEdit && act('delete', t('groupEditor.delete'), remove)}
      {canDelete && canEdit && (
        <Menu positioning="below-end">
          <MenuTrigger disableButtonEnhancement>
            <Button size="small" appearance="transparent" disabled={busy} data-action="more">
              {t('groupEditor.more')}
            </Button>
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              <MenuItem onClick={remove} data-action="delete">{t('groupEditor.delete')}</MenuItem>
            </MenuList>
          </MenuPopover>
        </Menu>
      )}
    </span>
  );
}
