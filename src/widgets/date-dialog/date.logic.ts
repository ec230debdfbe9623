/**
 * Dates of the handling-date dialog (spec 2, pickers: one date, yyyy-MM-dd): strict parsing and
 * formatting of `YYYY-MM-DD`, the bounds min/max, and the calendar's strings and formats in a language.
 * Dates are local calendar days (a `Date` at local midnight); no time zone arithmetic.
 */
import '../../core/i18n/areas/date-dialog';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { CalendarStrings, DateFormatting } from '@fluentui/react-calendar-compat';
import type { Message, Translate } from '../../core/i18n';

dayjs.extend(customParseFormat);

export const DATE_FORMAT = 'YYYY-MM-DD';

/** The day of a `YYYY-MM-DD` text, or null when it is not a real day in that exact format. */
export function parseDate(text: string | undefined): Date | null {
  if (text === undefined) return null;
  const d = dayjs(text.trim(), DATE_FORMAT, true);
  return d.isValid() ? d.toDate() : null;
}

export const formatDate = (date: Date): string => dayjs(date).format(DATE_FORMAT);

export const startOfToday = (): Date => dayjs().startOf('day').toDate();

/** Attribute check: empty or a real `YYYY-MM-DD` day; otherwise the reason. */
export const checkDateText = (text: string | undefined): string | undefined =>
  text === undefined || text === '' || parseDate(text) ? undefined : 'expected a date as YYYY-MM-DD';

export interface DateBounds {
  min?: Date;
  max?: Date;
}

export const dateBounds = (min?: string, max?: string): DateBounds => ({
  min: parseDate(min) ?? undefined,
  max: parseDate(max) ?? undefined,
});

/** The date moved into the bounds. */
export function clampDate(date: Date, { min, max }: DateBounds): Date {
  if (min && date < min) return min;
  if (max && date > max) return max;
  return date;
}

/** The day the dialog opens on: `value` when it is a day, else today; within the bounds. */
export const initialDate = (value: string | undefined, bounds: DateBounds): Date =>
  clampDate(parseDate(value) ?? startOfToday(), bounds);

export type DateCheck = { ok: true; date: Date } | { ok: false; message: Message };

/** Whether the typed text is a day the user may confirm; the message to show when it is not. */
export function checkTypedDate(text: string, { min, max }: DateBounds): DateCheck {
  const date = parseDate(text);
  if (!date) return { ok: false, message: { key: 'dateDialog.required' } };
  if (min && date < min) return { ok: false, message: { key: 'dateDialog.beforeMin', params: { min: formatDate(min) } } };
  if (max && date > max) return { ok: false, message: { key: 'dateDialog.afterMax', params: { max: formatDate(max) } } };
  return { ok: true, date };
}

/** The calendar's strings from the catalogue of `t` (Fluent's defaults are English). */
export function calendarStrings(t: Translate): CalendarStrings {
  const c = t.strings.calendar;
  return {
    months: c.months,
    shortMonths: c.shortMonths,
    days: c.days,
    shortDays: c.shortDays,
    goToToday: t('dateDialog.goToToday'),
    prevMonthAriaLabel: t('dateDialog.prevMonth'),
    nextMonthAriaLabel: t('dateDialog.nextMonth'),
    prevYearAriaLabel: t('dateDialog.prevYear'),
    nextYearAriaLabel: t('dateDialog.nextYear'),
    prevYearRangeAriaLabel: c.prevYearRange,
    nextYearRangeAriaLabel: c.nextYearRange,
    closeButtonAriaLabel: t('common.close'),
    weekNumberFormatString: c.weekNumber,
    selectedDateFormatString: c.selectedDate,
    todayDateFormatString: c.todayDate,
    monthPickerHeaderAriaLabel: c.monthPickerHeader,
    yearPickerHeaderAriaLabel: c.yearPickerHeader,
    dayMarkedAriaLabel: c.dayMarked,
  };
}

/** a date's parts for the catalogue's patterns; `month` is the short name of the month (3月 / Mar) */
const parts = (t: Translate, date: Date) => ({ year: date.getFullYear(), month: t.strings.calendar.shortMonths[date.getMonth()]!, day: date.getDate() });

/** The calendar's headers and labels in the order of the language of `t`: 2024年3月, 2024年3月5日 / March 2024, March 5, 2024. */
export const calendarFormatting = (t: Translate): DateFormatting => ({
  formatDay: (date) => String(date.getDate()),
  formatMonth: (date, s) => s.months[date.getMonth()],
  formatYear: (date) => String(date.getFullYear()),
  formatMonthYear: (date) => t('calendar.monthYear', parts(t, date)),
  formatMonthDayYear: (date) => t('calendar.monthDayYear', parts(t, date)),
});
