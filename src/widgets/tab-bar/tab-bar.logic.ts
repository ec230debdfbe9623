/**
 * Tab bar arithmetic (spec 1 §9): a tab is 15 px per character plus 20, at least 90 px wide; the bar
 * is 1020 px wide unless told otherwise. Characters are counted as code points, so "𠀀" is one.
 */
export const PX_PER_CHAR = 15;
export const TAB_EXTRA = 20;
export const MIN_TAB_WIDTH = 90;
export const DEFAULT_BAR_WIDTH = 1020;

/** One tab: its id (the value of the bar) and its name. */
export interface TabItem {
  id: string | number;
  name: string;
}

/** Width in px of a tab with this name. */
export function tabWidth(name: string): number {
  return Math.max(MIN_TAB_WIDTH, PX_PER_CHAR * [...name].length + TAB_EXTRA);
}

/** The key of a tab (ids are compared as strings: the `value` attribute is text). */
export const tabKey = (tab: TabItem) => String(tab.id);

/** The tab that is active for a value: the matching one, else the first; undefined with no tabs. */
export function activeTab(tabs: readonly TabItem[], value: string | undefined): TabItem | undefined {
  return tabs.find((tab) => value !== undefined && tabKey(tab) === value) ?? tabs[0];
}

/** A message when the value is not an array of { id: string | number, name: string }. */
export function checkTabs(value: unknown): string | undefined {
  if (!Array.isArray(value)) return 'expected a JSON array';
  const bad = value.findIndex(
    (t: unknown) =>
      typeof t !== 'object' || t === null ||
      !['string', 'number'].includes(typeof (t as TabItem).id) || typeof (t as TabItem).name !== 'string',
  );
  return bad < 0 ? undefined : `item ${bad} is not { id: string | number, name: string }`;
}
