/**
 * A group row's 更多 menu (删除 when edit is on, spec 3 §2.15): Fluent's Menu and its positioning, a chunk
 * that GroupActions fetches the first time a 更多 button is pressed.
 */
import '../../core/i18n/areas/files-group';
import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { useT } from '../../core/i18n';

export interface MoreMenuProps {
  busy: boolean;
  onDelete(): void;
  /** opened as it mounts (its button was pressed while its code was coming) */
  open?: boolean;
}

export function MoreMenu({ busy, onDelete, open }: MoreMenuProps) {
  const t = useT();
  return (
    <Menu positioning="below-end" defaultOpen={open}>
      <MenuTrigger disableButtonEnhancement>
        <Button size="small" appearance="transparent" disabled={busy} data-action="more">
          {t('groupEditor.more')}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem onClick={onDelete} data-action="delete">{t('groupEditor.delete')}</MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
