/** "已选 N 条": in checkbox mode the chosen records, each removable, and 清空. */
import { Button, Link, Popover, PopoverSurface, PopoverTrigger } from '@fluentui/react-components';
import { t } from '../../core/i18n';
import type { RowId, Selection } from '../selection/useSelection';
import { usePickerDrawerStyles } from './PickerDrawer.styles';

export interface ChosenTrayProps<Row> {
  selection: Selection<Row>;
  getId: (row: Row) => RowId;
  label: (row: Row) => string;
}

export function ChosenTray<Row>({ selection, getId, label }: ChosenTrayProps<Row>) {
  const styles = usePickerDrawerStyles();
  if (selection.mode !== 'checkbox') return null;
  // preselected ids whose rows were never loaded are chosen too: listed by id
  const entries = [
    ...selection.records.map((row) => ({ id: getId(row), label: label(row), pending: false })),
    ...selection.pending.map((id) => ({ id, label: t('picker.pendingChosen', { id }), pending: true })),
  ];
  return (
    <div className={styles.tray} data-bo-tray="">
      <Popover positioning="above-start" withArrow>
        <PopoverTrigger disableButtonEnhancement>
          <Link as="button" disabled={selection.count === 0} data-action="chosen">
            {t('picker.chosen', { count: selection.count })}
          </Link>
        </PopoverTrigger>
        <PopoverSurface aria-label={t('picker.chosenList')}>
          <ul className={styles.trayList}>
            {entries.map((x) => (
              <li key={String(x.id)} className={styles.trayItem} data-pending={x.pending || undefined}>
                <span>{x.label}</span>
                <Button
                  size="small"
                  appearance="subtle"
                  aria-label={t('picker.removeChosen', { name: x.label })}
                  onClick={() => selection.remove(x.id)}
                >
                  ×
                </Button>
              </li>
            ))}
          </ul>
        </PopoverSurface>
      </Popover>
      {selection.count > 0 && (
        <Button size="small" appearance="subtle" onClick={selection.clear} data-action="clear">
          {t('picker.clearChosen')}
        </Button>
      )}
    </div>
  );
}
