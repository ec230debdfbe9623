/**
 * State of the handling-date dialog. The text of the input is the truth: the calendar shows the last
 * day that text named (typing a valid day moves the calendar, a click on the calendar writes the text),
 * and 确定 accepts only a text that is a day within the bounds; otherwise the field shows why and keeps
 * what the user typed. Closing is the owner's job: <bo-date-dialog>'s events set `open` to false
 * (the runtime's event `updates`), a React parent closes it in onConfirm / onCancel.
 */
import * as React from 'react';
import type { Message } from '../../core/i18n';
import { checkTypedDate, dateBounds, formatDate, initialDate, parseDate, type DateBounds } from './date.logic';

export interface DateConfirmDetail {
  /** the chosen day, YYYY-MM-DD */
  date: string;
}

export interface DateDialogOptions {
  open: boolean;
  value?: string;
  min?: string;
  max?: string;
  onConfirm?: (detail: DateConfirmDetail) => void;
  onCancel?: () => void;
}

export interface DateDialogState {
  text: string;
  /** the day the calendar shows as selected */
  selected: Date;
  bounds: DateBounds;
  /** why 确定 was refused, shown under the field (in the dialog's language when shown) */
  error?: Message;
  type(text: string): void;
  pick(date: Date): void;
  confirm(): void;
  cancel(): void;
}

export function useDateDialog({ open, value, min, max, onConfirm, onCancel }: DateDialogOptions): DateDialogState {
  const bounds = React.useMemo(() => dateBounds(min, max), [min, max]);
  const [selected, setSelected] = React.useState(() => initialDate(value, bounds));
  const [text, setText] = React.useState(() => formatDate(selected));
  const [error, setError] = React.useState<Message>();

  // every opening starts again from `value` (or today): adjust the state while rendering, so the
  // dialog never shows the previous session's text for a frame
  const [wasOpen, setWasOpen] = React.useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      const day = initialDate(value, bounds);
      setSelected(day);
      setText(formatDate(day));
      setError(undefined);
    }
  }

  const type = (next: string) => {
    setText(next);
    setError(undefined);
    const day = parseDate(next);
    if (day && checkTypedDate(next, bounds).ok) setSelected(day);
  };

  const pick = (date: Date) => {
    setSelected(date);
    setText(formatDate(date));
    setError(undefined);
  };

  const confirm = () => {
    const result = checkTypedDate(text, bounds);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    onConfirm?.({ date: formatDate(result.date) });
  };

  const cancel = () => {
    onCancel?.();
  };

  return { text, selected, bounds, error, type, pick, confirm, cancel };
}
