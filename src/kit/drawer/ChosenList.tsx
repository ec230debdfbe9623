/** The list of chosen records that 已选 N 条 opens, in a chunk of its own (Fluent's Popover and positioning). */
import type * as React from 'react';
import { Button, Popover, PopoverSurface } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import type { RowId } from '../selection/useSelection';
import { usePickerDrawerStyles } from './PickerDrawer.styles';

export interface ChosenEntry {
  id: RowId;
  label: string;
  pending: boolean;
}

export interface ChosenListProps {
  /** the 已选 N 条 button the list hangs from */
  target: HTMLElement;
  entries: ChosenEntry[];
  onRemove(id: RowId): void;
  /** Esc or a click outside (the event: a click on `target` itself is its own toggle) */
  onClose(event: Event | React.SyntheticEvent | undefined): void;
}

export default function ChosenList({ target, entries, onRemove, onClose }: ChosenListProps) {
  const t = useT();
  const styles = usePickerDrawerStyles();
  return (
    <Popover open trapFocus positioning={{ target, position: 'above', align: 'start' }} withArrow onOpenChange={(e, d) => !d.open && onClose(e as Event | React.SyntheticEvent)}>
      <PopoverSurface aria-label={t('picker.chosenList')}>
        <ul className={styles.trayList}>
          {entries.map((x) => (
            <li key={String(x.id)} className={styles.trayItem} data-pending={x.pending || undefined}>
              <span>{x.label}</span>
              <Button size="small" appearance="subtle" aria-label={t('picker.removeChosen', { name: x.label })} onClick={() => onRemove(x.id)}>
                ×
              </Button>
            </li>
          ))}
        </ul>
      </PopoverSurface>
    </Popover>
  );
}
