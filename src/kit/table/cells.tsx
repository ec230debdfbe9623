/**
 * The list cells with a Fluent part: a record's name with its 默认 tag, its enable switch, (a row action
 * refused with its reason: RowAction.tsx). They show only in rows, which come with the list's answer, so each is a lazy
 * part with its Fluent part (kit/lazy-parts/README.md): a column names it in its `parts` (e.g.
 * `parts: EnableSwitch.parts`), the table fetches it beside the list's first call and shows its rows once
 * it has come. The first paint carries only this module: the placeholders below, which a cell keeps
 * (and the element says so, once) when its code cannot be loaded.
 */
import type * as React from 'react';
import { partMissing } from '../../core/feedback/usePartFailed';
import { useT } from '../../core/i18n';
import { lazyPart } from '../../core/runtime/lazy-part';
import { SwitchPlaceholder } from '../lazy-parts/Switch';
import { TruncatedText } from './TruncatedText';

export interface DefaultNameProps {
  name?: string;
  isDefault: boolean;
  /** another word for 默认, as 当前 for the current approval flow */
  tag?: string;
}

export interface EnableSwitchProps {
  on: boolean;
  /** the record's name: the switch is labelled 启用 {name} */
  name: string;
  disabled?: boolean;
  onToggle(on: boolean): void;
}

/** A lazy cell whose column lists it in `parts` (`Cell.parts`). */
function lazyCell<P extends object>(load: () => Promise<React.ComponentType<P>>, Placeholder: React.ComponentType<P>, what: string) {
  const cell = lazyPart<P>(load, Placeholder, partMissing(what, Placeholder));
  return Object.assign(cell, { parts: [cell] });
}

function NamePlaceholder({ name, isDefault, tag }: DefaultNameProps) {
  const t = useT();
  return (
    <span>
      <TruncatedText text={name || t('common.emptyCell')} /> {isDefault && <span data-default-tag="">{tag ?? t('common.defaultTag')}</span>}
    </span>
  );
}

/** The name, with a 默认 tag (a Fluent badge) when the record is the default. */
export const DefaultName = lazyCell(() => import('./cells/DefaultNameCell').then((m) => m.DefaultNameCell), NamePlaceholder, 'a tag');

const EnablePlaceholder = () => <SwitchPlaceholder data-action="enable" />;

/** A record's enable switch (data-action="enable"), labelled 启用 {name}. */
export const EnableSwitch = lazyCell<EnableSwitchProps>(() => import('./cells/EnableSwitchCell').then((m) => m.EnableSwitchCell), EnablePlaceholder, 'a switch');
