/**
 * The chosen fields of a chooser (the export plan's fields, a table's columns), in their order: dragged
 * by their handle (sortablejs, 300 ms) or moved with ArrowUp / ArrowDown on it; × removes a field, a
 * fixed one shows a lock instead. A field may carry a note (its group).
 */
import * as React from 'react';
import { Button, Tooltip } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import { SortHandle, useSortable } from '../form';
import { DismissIcon } from '../icons/DismissIcon';
import { LockIcon } from '../icons/LockIcon';
import { useChooserStyles } from './chooser.styles';

export interface ChosenItem {
  key: string;
  name: string;
  removable: boolean;
  /** a word after the name (the field's group) */
  note?: string;
}

export interface ChosenOrderProps {
  /** the pane's heading */
  title: string;
  items: ChosenItem[];
  onMove(from: number, to: number): void;
  onRemove(key: string): void;
  /** attributes of the pane (tests and styling hooks) */
  data?: Record<string, string>;
}

export function ChosenOrder({ title, items, onMove, onRemove, data }: ChosenOrderProps) {
  const t = useT();
  const styles = useChooserStyles();
  const list = React.useRef<HTMLUListElement>(null);
  useSortable(list, { onMove, handle: '[data-sort-handle]' });
  return (
    <section className={styles.pane} aria-label={title} {...data}>
      <div className={styles.paneHeader}>
        <span>{title}</span>
        <span className={styles.muted}>{t('chooser.count', { n: items.length })}</span>
      </div>
      <ul className={styles.list} ref={list}>
        {items.map((f, i) => (
          <li key={f.key} className={styles.chosen} data-chosen-key={f.key}>
            <SortHandle index={i} count={items.length} onMove={onMove} label={f.name} />
            <span className={styles.name}>{f.name}</span>
            {f.note ? <span className={styles.note}>{f.note}</span> : null}
            {f.removable ? (
              <Button size="small" appearance="transparent" icon={<DismissIcon />} aria-label={t('chooser.remove', { name: f.name })} onClick={() => onRemove(f.key)} data-action="remove-field" />
            ) : (
              <Tooltip content={t('chooser.fixed')} relationship="description" withArrow>
                <span className={styles.lock} data-fixed="" role="img" aria-label={t('chooser.fixed')} tabIndex={0}>
                  <LockIcon />
                </span>
              </Tooltip>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
