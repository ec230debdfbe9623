/**
 * The chosen fields (right pane), in the order they will be exported: dragged by their handle
 * (sortablejs, 300 ms) or moved with ArrowUp / ArrowDown on it; × removes a field, except the
 * non-removable ones.
 */
import * as React from 'react';
import { Button, Tooltip } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import { SortHandle, useSortable } from '../../kit/form';
import { DismissIcon, LockIcon } from '../../kit/icons';
import { fieldKey, type ChosenField } from './export-plan.logic';
import { useExportPlanStyles } from './ExportPlan.styles';

export interface ChosenFieldsProps {
  chosen: ChosenField[];
  onMove(from: number, to: number): void;
  onRemove(field: ChosenField): void;
}

export function ChosenFields({ chosen, onMove, onRemove }: ChosenFieldsProps) {
  const t = useT();
  const styles = useExportPlanStyles();
  const list = React.useRef<HTMLUListElement>(null);
  useSortable(list, { onMove, handle: '[data-sort-handle]' });
  return (
    <section className={styles.pane} aria-label={t('exportDrawer.chosen')} data-export-chosen="">
      <div className={styles.paneHeader}>
        <span>{t('exportDrawer.chosen')}</span>
        <span className={styles.muted}>{t('exportDrawer.chosenCount', { n: chosen.length })}</span>
      </div>
      <ul className={styles.list} ref={list}>
        {chosen.map((f, i) => (
          <li key={fieldKey(f)} className={styles.chosen} data-chosen-key={fieldKey(f)}>
            <SortHandle index={i} count={chosen.length} onMove={onMove} label={f.name} />
            <span className={styles.chosenName}>{f.name}</span>
            {f.removable ? (
              <Button size="small" appearance="transparent" icon={<DismissIcon />} aria-label={t('exportDrawer.removeField', { name: f.name })} onClick={() => onRemove(f)} data-action="remove-field" />
            ) : (
              <Tooltip content={t('exportDrawer.fixed')} relationship="description" withArrow>
                <span className={styles.lock} data-fixed="" role="img" aria-label={t('exportDrawer.fixed')} tabIndex={0}>
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
