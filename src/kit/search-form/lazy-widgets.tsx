/**
 * The heavy controls of the search form (Fluent's Combobox and Dropdown for selects, Menu for the date
 * shortcuts), loaded apart: a picker's first paint needs only its text inputs. Until they arrive a
 * disabled input (or button) of the same size holds their place; the form preloads them when idle.
 */
import { Button, Input } from '@fluentui/react-components';
import { partMissing } from '../../core/feedback/usePartFailed';
import { lazyPart } from '../../core/runtime/lazy-part';
import type { ShortcutMenuProps } from './ShortcutMenu';
import type { SelectInputProps } from './StaticSelect';

const SelectPlaceholder = ({ id, placeholder }: SelectInputProps) => <Input id={id} disabled placeholder={placeholder} />;
const MenuPlaceholder = ({ title }: ShortcutMenuProps) => <Button appearance="subtle" size="small" disabled aria-label={title} />;

// missing, they stay disabled and the element says so once
const FORM = 'the controls of the search form';
export const StaticSelect = lazyPart(() => import('./StaticSelect').then((m) => m.StaticSelect), SelectPlaceholder, partMissing(FORM, SelectPlaceholder));
export const RemoteSelect = lazyPart(() => import('./RemoteSelect').then((m) => m.RemoteSelect), SelectPlaceholder, partMissing(FORM, SelectPlaceholder));
export const ShortcutMenu = lazyPart(() => import('./ShortcutMenu').then((m) => m.ShortcutMenu), MenuPlaceholder, partMissing(FORM, MenuPlaceholder));

export const preloadWidgets = () => Promise.all([StaticSelect.preload(), RemoteSelect.preload(), ShortcutMenu.preload()]);
