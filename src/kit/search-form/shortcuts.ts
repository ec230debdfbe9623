/**
 * Date shortcuts of search forms (spec 1 §9, spec 2 §9): today, yesterday, tomorrow, previous 3 days,
 * next 3 days, this/last/next week, month and year. Each is a range of whole days [first, last] at local
 * midnight; a single day is [day, day].
 * - 前三天 is [today − 3, today] and 后三天 is [today, today + 3] (today included, as the old date pickers did).
 * - Weeks start on Monday (Chinese calendars): 本周 of Wednesday 2026-11-18 is 2026-11-16 … 2026-11-22.
 * Single-date fields offer only the day shortcuts (今天, 昨天, 明天).
 */
import dayjs, { type Dayjs } from 'dayjs';
import type { Translate } from '../../core/i18n';

/** A day of a shortcut as the text of a date input. */
export const dayText = (d: Date): string => dayjs(d).format('YYYY-MM-DD');

export const SHORTCUT_KEYS = [
  'today',
  'yesterday',
  'tomorrow',
  'prev3',
  'next3',
  'thisWeek',
  'lastWeek',
  'nextWeek',
  'thisMonth',
  'lastMonth',
  'nextMonth',
  'thisYear',
  'lastYear',
  'nextYear',
] as const;
export type ShortcutKey = (typeof SHORTCUT_KEYS)[number];

/** The shortcuts of a single-date field. */
export const DAY_SHORTCUT_KEYS: readonly ShortcutKey[] = ['today', 'yesterday', 'tomorrow'];

export interface DateShortcut {
  key: ShortcutKey;
  /** 今天, 上周... from the catalogue */
  label: string;
  /** first and last day, at local midnight */
  range: [Date, Date];
}

type Unit = 'week' | 'month' | 'year';

/** The whole week, month or year `offset` units away from `day`; weeks start on Monday. */
function period(day: Dayjs, unit: Unit, offset: number): [Dayjs, Dayjs] {
  if (unit === 'week') {
    const monday = day.subtract((day.day() + 6) % 7, 'day').add(offset * 7, 'day');
    return [monday, monday.add(6, 'day')];
  }
  const first = day.startOf(unit).add(offset, unit);
  return [first, first.endOf(unit).startOf('day')];
}

/** Every shortcut, relative to `today` (default: now), labelled in the words of `t`. */
export function dateShortcuts(t: Translate, today: Date = new Date()): DateShortcut[] {
  const d = dayjs(today).startOf('day');
  const day = (offset: number): [Dayjs, Dayjs] => [d.add(offset, 'day'), d.add(offset, 'day')];
  const ranges: Record<ShortcutKey, [Dayjs, Dayjs]> = {
    today: day(0),
    yesterday: day(-1),
    tomorrow: day(1),
    prev3: [d.subtract(3, 'day'), d],
    next3: [d, d.add(3, 'day')],
    thisWeek: period(d, 'week', 0),
    lastWeek: period(d, 'week', -1),
    nextWeek: period(d, 'week', 1),
    thisMonth: period(d, 'month', 0),
    lastMonth: period(d, 'month', -1),
    nextMonth: period(d, 'month', 1),
    thisYear: period(d, 'year', 0),
    lastYear: period(d, 'year', -1),
    nextYear: period(d, 'year', 1),
  };
  return SHORTCUT_KEYS.map((key) => ({
    key,
    label: t(`searchForm.shortcut.${key}`),
    range: [ranges[key][0].toDate(), ranges[key][1].toDate()],
  }));
}

/** The shortcuts of a single-date field: 今天, 昨天, 明天. */
export const dayShortcuts = (t: Translate, today: Date = new Date()): DateShortcut[] =>
  dateShortcuts(t, today).filter((s) => DAY_SHORTCUT_KEYS.includes(s.key));
