/**
 * The 搜索方案 menu of the search bar: the saved schemes to apply (the applied one checked) and 方案管理.
 * Fluent's Menu and its positioning come in this module of its own when the button is first pressed
 * (SchemesButton.tsx).
 */
import '../../core/i18n/areas/search';
import { Button, Menu, MenuDivider, MenuItem, MenuItemRadio, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import type { SearchScheme } from '../search-scheme/api';
import { schemesLabel } from './SchemesButton';

export interface SchemeMenuProps {
  schemes: SearchScheme[];
  /** the id of the scheme applied to the bar, or null */
  applied: number | null;
  onChoose(scheme: SearchScheme): void;
  /** 方案管理: the scheme drawer */
  onManage(): void;
}

/** `open`: opened as it mounts (its button was pressed while its code was coming) */
export function SchemeMenu({ schemes, applied, onChoose, onManage, open }: SchemeMenuProps & { open?: boolean }) {
  const t = useT();
  return (
    <Menu checkedValues={{ scheme: applied === null ? [] : [String(applied)] }} defaultOpen={open}>
      <MenuTrigger disableButtonEnhancement>
        <Button data-action="schemes">{schemesLabel(t, schemes, applied)}</Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {schemes.length === 0 && <MenuItem disabled>{t('searchBar.noSchemes')}</MenuItem>}
          {schemes.map((s) => (
            <MenuItemRadio key={s.id} name="scheme" value={String(s.id)} onClick={() => onChoose(s)} data-scheme-id={s.id}>
              {s.search_fa_name}
            </MenuItemRadio>
          ))}
          <MenuDivider />
          <MenuItem onClick={onManage} data-action="manage-schemes">
            {t('searchBar.manageSchemes')}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
