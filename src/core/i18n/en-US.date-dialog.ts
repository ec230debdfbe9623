import type { dateDialogZhCN } from './zh-CN.date-dialog';

/** The en-US strings of the date dialog: the keys of zh-CN.date-dialog.ts. */
export const dateDialogEnUS: typeof dateDialogZhCN = {
  dateDialog: {
    title: 'Select date',
    label: 'Date',
    placeholder: 'Select a date',
    required: 'Select a date',
    today: 'Today',
    goToToday: 'Go to today',
    prevMonth: 'Previous month',
    nextMonth: 'Next month',
    prevYear: 'Previous year',
    nextYear: 'Next year',
    beforeMin: 'The date cannot be earlier than {min}',
    afterMax: 'The date cannot be later than {max}',
  },
};
