/**
 * The 搜索方案 button of the search bar: real from the start, its menu's code (Fluent's Menu and
 * positioning, SchemeMenu.tsx) comes the first time it is pressed, and the menu then opens.
 */
import '../../core/i18n/areas/search';
import * as React from 'react';
import { Button } from '@fluentui/react-components';
import { useT, type Translate } from '../../core/i18n';
import { partMissing } from '../../core/feedback/usePartFailed';
import { lazyPart } from '../../core/runtime/lazy-part';
import type { SearchScheme } from '../search-scheme/api';
import type { SchemeMenuProps } from './SchemeMenu';

/** 搜索方案, or 搜索方案：{name} of the applied scheme */
export function schemesLabel(t: Translate, schemes: readonly SearchScheme[], applied: number | null): string {
  const name = schemes.find((s) => s.id === applied)?.search_fa_name;
  return name ? t('searchBar.schemesOf', { name }) : t('searchBar.schemes');
}

type MenuProps = SchemeMenuProps & { open?: boolean };
/** the button as it looks before its menu's code has come (pressed: it is coming) */
function PlainButton({ schemes, applied, busy, onPress }: Pick<SchemeMenuProps, 'schemes' | 'applied'> & { busy?: boolean; onPress?(): void }) {
  const t = useT();
  return (
    <Button data-action="schemes" aria-busy={busy || undefined} onClick={onPress}>
      {schemesLabel(t, schemes, applied)}
    </Button>
  );
}
const MenuPart = lazyPart<MenuProps>(
  () => import('./SchemeMenu').then((m) => m.SchemeMenu),
  (props) => <PlainButton {...props} busy />,
  partMissing('the schemes menu', (props: MenuProps) => <PlainButton {...props} />),
);

export function SchemesButton(props: SchemeMenuProps) {
  const [pressed, setPressed] = React.useState(false);
  if (!pressed && !MenuPart.loaded()) return <PlainButton {...props} onPress={() => setPressed(true)} />;
  return <MenuPart {...props} open={pressed || undefined} />;
}
