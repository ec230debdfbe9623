/**
 * A group's row actions (spec 3 §2.15, §6): 同级 and 下级 with add, 编辑, 上移 and 下移 with edit, 删除 with
 * delete — a row button when edit is off, else under 更多 (a menu), as the spec places it. The menu's code
 * (MoreMenu: Fluent's Menu and positioning) comes the first time a 更多 is pressed, and the menu then
 * opens; the button is the same meanwhile.
 */
import '../../core/i18n/areas/files-group';
import * as React from 'react';
import { Button } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import { partMissing } from '../../core/feedback/usePartFailed';
import { lazyPart } from '../../core/runtime/lazy-part';
import { useListPageStyles } from '../../kit/table/ListPage.styles';
import { ADD_MODE, type GroupRecord } from './group-editor.logic';
import type { MoreMenuProps } from './MoreMenu';
import type { GroupEditorState } from './useGroupEditor';

/** 更多 as it looks before its menu's code has come (pressed: it is coming) */
function MoreButton({ busy, pending, onPress }: { busy: boolean; pending?: boolean; onPress?(): void }) {
  const t = useT();
  return (
    <Button size="small" appearance="transparent" disabled={busy} aria-haspopup="menu" aria-busy={pending || undefined} onClick={onPress} data-action="more">
      {t('groupEditor.more')}
    </Button>
  );
}
const MenuPart = lazyPart<MoreMenuProps>(
  () => import('./MoreMenu').then((m) => m.MoreMenu),
  ({ busy }) => <MoreButton busy={busy} pending />,
  partMissing('the menu of 更多', ({ busy }: MoreMenuProps) => <MoreButton busy={busy} />),
);

/** 更多: its menu's code comes the first time it is pressed, and the menu then opens. */
function More(props: Omit<MoreMenuProps, 'open'>) {
  const [pressed, setPressed] = React.useState(false);
  if (!pressed && !MenuPart.loaded()) return <MoreButton busy={props.busy} onPress={() => setPressed(true)} />;
  return <MenuPart {...props} open={pressed || undefined} />;
}

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
      {canDelete && canEdit && <More busy={busy} onDelete={remove} />}
    </span>
  );
}
