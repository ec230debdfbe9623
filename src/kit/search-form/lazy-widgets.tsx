/**
 * The heavier controls of the search form and the form kit, loaded apart (a picker's first paint needs
 * only its text inputs): Fluent's Select for a single fixed choice, its Dropdown for several, its
 * Combobox where the user types to search the backend, and the date shortcuts' Menu, which comes with
 * its positioning only when its button is first pressed. Until a select arrives a disabled input of the
 * same size holds its place; the form fetches the selects its fields use when the browser is idle.
 */
import * as React from 'react';
import { Button, Input } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import { partMissing } from '../../core/feedback/usePartFailed';
import { lazyPart } from '../../core/runtime/lazy-part';
import type { SearchField } from '../types';
import type { ShortcutMenuProps } from './ShortcutMenu';
import type { SelectInputProps } from './select-props';
import { useSearchFormStyles } from './SearchForm.styles';

const SelectPlaceholder = ({ id, placeholder }: SelectInputProps) => <Input id={id} disabled placeholder={placeholder} />;

// missing, they stay disabled and the element says so once
const FORM = 'the controls of the search form';
const ChoiceSelect = lazyPart(() => import('./ChoiceSelect').then((m) => m.ChoiceSelect), SelectPlaceholder, partMissing(FORM, SelectPlaceholder));
const MultiSelect = lazyPart(() => import('./MultiSelect').then((m) => m.MultiSelect), SelectPlaceholder, partMissing(FORM, SelectPlaceholder));
const RemoteSelect = lazyPart(() => import('./RemoteSelect').then((m) => m.RemoteSelect), SelectPlaceholder, partMissing(FORM, SelectPlaceholder));

const selectFor = (field: Pick<SearchField, 'remote'>, multiple: boolean) => (field.remote ? RemoteSelect : multiple ? MultiSelect : ChoiceSelect);

/** The select of a field: the user types to search the backend (remote), picks several, or picks one. */
export function SearchSelect(props: SelectInputProps) {
  if (props.field.remote) return <RemoteSelect {...props} />;
  return props.multiple ? <MultiSelect {...props} /> : <ChoiceSelect {...props} />;
}

const isSelect = (f: SearchField) => f.type === 'select_radio' || f.type === 'array';
/** Fetches the selects `fields` use (when the browser is idle after the form's first paint). */
export const preloadSelects = (fields: readonly SearchField[]) =>
  Promise.all([...new Set(fields.filter(isSelect).map((f) => selectFor(f, f.type === 'array')))].map((part) => part.preload()));

type MenuProps = ShortcutMenuProps & { open?: boolean };
/** the shortcuts' button as it looks before its menu's code has come (pressed: it is coming) */
function ShortcutButton({ title, busy, onPress }: { title: string; busy?: boolean; onPress?(): void }) {
  const t = useT();
  const styles = useSearchFormStyles();
  return (
    <Button className={styles.shortcut} appearance="subtle" aria-label={t('searchForm.shortcutsOf', { title })} aria-busy={busy || undefined} data-shortcuts="" onClick={onPress}>
      {t('searchForm.shortcuts')}
    </Button>
  );
}
const MenuPart = lazyPart<MenuProps>(
  () => import('./ShortcutMenu').then((m) => m.ShortcutMenu),
  ({ title }) => <ShortcutButton title={title} busy />,
  partMissing(FORM, ({ title }: MenuProps) => <ShortcutButton title={title} />),
);

/** The 快捷 button of date fields: its menu's code (Fluent's Menu and positioning) comes the first time
 * it is pressed, and the menu then opens. */
export function ShortcutMenu(props: ShortcutMenuProps) {
  const [pressed, setPressed] = React.useState(false);
  if (!pressed && !MenuPart.loaded()) return <ShortcutButton title={props.title} onPress={() => setPressed(true)} />;
  return <MenuPart {...props} open={pressed || undefined} />;
}
/** the menu's code (tests that compare a look once everything is in) */
export const preloadShortcutMenu = () => MenuPart.preload();
