/** "已选 N 条": in checkbox mode the chosen records, each removable, and 清空. */
import * as React from 'react';
import { Button } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import { partMissing } from '../../core/feedback/usePartFailed';
import { lazyPart } from '../../core/runtime/lazy-part';
import type { RowId, Selection } from '../selection/useSelection';
import type { ChosenListProps } from './ChosenList';
import { usePickerDrawerStyles } from './PickerDrawer.styles';

// the list's popover loads the first time the user opens it
const ChosenList = lazyPart<ChosenListProps>(() => import('./ChosenList').then((m) => m.default), () => null, partMissing('the list of the chosen records'));

export interface ChosenTrayProps<Row> {
  selection: Selection<Row>;
  getId: (row: Row) => RowId;
  label: (row: Row) => string;
}

export function ChosenTray<Row>({ selection, getId, label }: ChosenTrayProps<Row>) {
  const t = useT();
  const styles = usePickerDrawerStyles();
  const [button, setButton] = React.useState<HTMLElement | null>(null);
  const [open, setOpen] = React.useState(false);
  // the count is said by screen readers when the user changes it (not on opening with preselected rows)
  const [initial] = React.useState(selection.count);
  const [changed, setChanged] = React.useState(false);
  if (!changed && selection.count !== initial) setChanged(true);
  if (selection.mode !== 'checkbox') return null;
  // preselected ids whose rows were never loaded are chosen too: listed by id
  const entries = [
    ...selection.records.map((row) => ({ id: getId(row), label: label(row), pending: false })),
    ...selection.pending.map((id) => ({ id, label: t('picker.pendingChosen', { id }), pending: true })),
  ];
  return (
    <div className={styles.tray} data-bo-tray="" part="chosen">
      {/* a button (it opens the list), in the brand colour of an action that shows more */}
      <Button
        ref={setButton}
        size="small"
        appearance="transparent"
        className={styles.chosen}
        disabled={selection.count === 0}
        aria-expanded={open && selection.count > 0}
        aria-haspopup="dialog"
        data-action="chosen"
        onClick={() => setOpen((o) => !o)}
      >
        {t('picker.chosen', { count: selection.count })}
      </Button>
      <span role="status" data-chosen-status="" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}>
        {changed ? t('picker.chosen', { count: selection.count }) : ''}
      </span>
      {open && selection.count > 0 && button && (
        <ChosenList
          target={button}
          entries={entries}
          onRemove={selection.remove}
          onClose={(e) => {
            const path = e && ('nativeEvent' in e ? e.nativeEvent : e).composedPath();
            if (path?.includes(button)) return; // the button's own click toggles the list
            setOpen(false);
            button.focus();
          }}
        />
      )}
      {selection.count > 0 && (
        <Button size="small" appearance="subtle" onClick={selection.clear} data-action="clear">
          {t('picker.clearChosen')}
        </Button>
      )}
    </div>
  );
}
