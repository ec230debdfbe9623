import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import { useSearchFormStyles } from './SearchForm.styles';
import { dateShortcuts, dayShortcuts, dayText } from './shortcuts';

export interface ShortcutMenuProps {
  /** the field's title, for the button's accessible name */
  title: string;
  /** day shortcuts only (single-date fields) or every range shortcut */
  days?: boolean;
  /** the first and last day, as the texts of date inputs */
  onPick(range: [string, string]): void;
}

/** `open`: opened as it mounts (its button was pressed while its code was coming) */
type Props = ShortcutMenuProps & { open?: boolean };

/** The 快捷 menu button of date fields; the shortcuts are computed when the menu opens (today moves). */
export function ShortcutMenu({ title, days = false, onPick, open }: Props) {
  const t = useT();
  const styles = useSearchFormStyles();
  return (
    <Menu positioning="below-end" defaultOpen={open}>
      <MenuTrigger disableButtonEnhancement>
        <Button
          className={styles.shortcut}
          appearance="subtle"
          aria-label={t('searchForm.shortcutsOf', { title })}
          data-shortcuts=""
        >
          {t('searchForm.shortcuts')}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <ShortcutList days={days} onPick={onPick} />
      </MenuPopover>
    </Menu>
  );
}

function ShortcutList({ days, onPick }: Omit<ShortcutMenuProps, 'title'>) {
  const t = useT();
  const shortcuts = days ? dayShortcuts(t) : dateShortcuts(t);
  return (
    <MenuList>
      {shortcuts.map((s) => (
        <MenuItem key={s.key} data-shortcut={s.key} onClick={() => onPick([dayText(s.range[0]), dayText(s.range[1])])}>
          {s.label}
        </MenuItem>
      ))}
    </MenuList>
  );
}
