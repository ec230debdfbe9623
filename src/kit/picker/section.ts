/** What a section's list is, read by the element's parts as well as by the opened picker's list. */
import type { DataSource } from '../data/source';
import { DEFAULT_PAGE_SIZE } from '../list/paging';
import type { PickerSection } from './types';

/** The source of a section's list (none when an attribute it needs is missing, or when the page gives
 * the records: `local`) and whether it comes whole (a tree, an array, the page's records) rather than a
 * page at a time. */
export function sourceOf<Row>(section: PickerSection<Row>) {
  const { list } = section;
  const local = 'local' in list ? list.local : undefined;
  const source = 'missing' in list || local ? undefined : (list as DataSource<Row>);
  return { source, local, whole: !!local || source?.shape === 'tree' || source?.shape === 'array' };
}

/** A section lists a page at a time (not a whole tree, not everything at once): it shows a pager. */
export const isPaged = <Row>(section: PickerSection<Row>) => (section.pageSize ?? DEFAULT_PAGE_SIZE) !== 0 && !sourceOf(section).whole;
