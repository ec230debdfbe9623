import '../../core/i18n/areas/date-dialog';
import * as React from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  type DialogOpenChangeData,
} from '@fluentui/react-components';
import { Calendar, DayOfWeek } from '@fluentui/react-calendar-compat';
import { say, useT } from '../../core/i18n';
import { partRef } from '../../core/runtime';
import { calendarFormatting, calendarStrings } from './date.logic';
import { useDateDialog, type DateConfirmDetail } from './useDateDialog';
import { useDateDialogStyles } from './DateDialog.styles';
import { DismissIcon } from '../../kit/icons/DismissIcon';

export interface DateDialogProps {
  /** whether the dialog is shown */
  open?: boolean;
  /** the day it opens on, YYYY-MM-DD (default today) */
  value?: string;
  /** dialog title (default 选择办理日期) */
  title?: string;
  /** field label (default 办理日期) */
  label?: string;
  /** first day that can be chosen, YYYY-MM-DD */
  min?: string;
  /** last day that can be chosen, YYYY-MM-DD */
  max?: string;
  /** 确定 with a valid day */
  onConfirm?: (detail: DateConfirmDetail) => void;
  /** 取消, the close button or Esc */
  onCancel?: () => void;
}

export function DateDialog({ open = false, value, title, label, min, max, onConfirm, onCancel }: DateDialogProps) {
  const t = useT();
  const styles = useDateDialogStyles();
  const state = useDateDialog({ open, value, min, max, onConfirm, onCancel });
  const strings = React.useMemo(() => calendarStrings(t), [t]);
  const formatting = React.useMemo(() => calendarFormatting(t), [t]);

  // Esc and the close button cancel; a click on the backdrop does nothing (as in the pickers)
  const onOpenChange = (_: unknown, data: DialogOpenChangeData) => {
    if (!data.open && data.type !== 'backdropClick') state.cancel();
  };
  const onKeyDown = (ev: React.KeyboardEvent<HTMLInputElement>) => {
    if (ev.key === 'Enter') state.confirm();
  };

  return (
    <Dialog open={open} modalType="modal" onOpenChange={onOpenChange}>
      {/* title="": the host's own `title` attribute (our dialog title) must not become a tooltip */}
      {/* parts (docs/theming.md): Fluent's components drop a `part` prop, so they take a ref that sets it */}
      <DialogSurface className={styles.surface} title="" backdrop={{ title: '' }} data-bo-date-dialog="" ref={partRef('dialog')}>
        <DialogBody>
          <DialogTitle
            ref={partRef('header')}
            action={
              <Button appearance="subtle" aria-label={t('common.close')} icon={<DismissIcon />} onClick={state.cancel} ref={partRef('close-button')} />
            }
          >
            <span part="title">{title ?? t('dateDialog.title')}</span>
          </DialogTitle>
          <DialogContent className={styles.content} ref={partRef('body')}>
            <Field label={label ?? t('dateDialog.label')} validationMessage={state.error && say(t, state.error)} validationState={state.error ? 'error' : 'none'}>
              <Input
                root={{ ref: partRef('input') }}
                className={styles.input}
                value={state.text}
                placeholder={t('dateDialog.placeholder')}
                onChange={(_, data) => state.type(data.value)}
                onKeyDown={onKeyDown}
                autoComplete="off"
              />
            </Field>
            <Calendar
              ref={partRef('calendar')}
              className={styles.calendar}
              value={state.selected}
              onSelectDate={state.pick}
              onDismiss={state.cancel}
              minDate={state.bounds.min}
              maxDate={state.bounds.max}
              firstDayOfWeek={DayOfWeek.Monday}
              strings={strings}
              dateTimeFormatter={formatting}
              showGoToToday
              highlightSelectedMonth
            />
          </DialogContent>
          <DialogActions ref={partRef('footer')}>
            <Button appearance="secondary" onClick={state.cancel} data-action="cancel" ref={partRef('cancel-button')}>
              {t('common.cancel')}
            </Button>
            <Button appearance="primary" onClick={state.confirm} data-action="confirm" ref={partRef('confirm-button')}>
              {t('common.confirm')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
