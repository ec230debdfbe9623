/** Public types of the pager (spec 2 §1, spec 3 §2.17). */

/** What `onChange` reports: the page (1-based) and the page size after a user action. */
export interface PaginationChange {
  page: number;
  pageSize: number;
}

/** The parts a `layout` may name, in Element UI's words; `->` pushes the parts after it to the right. */
export const PAGINATION_PARTS = ['total', 'sizes', 'prev', 'pager', 'next', 'jumper', '->'] as const;
export type PaginationPart = (typeof PAGINATION_PARTS)[number];

export const DEFAULT_PAGE_SIZES = [10, 20, 40, 100];
export const DEFAULT_PAGE_SIZE = 10;
export const DEFAULT_LAYOUT = 'total, sizes, prev, pager, next, jumper';

export interface PaginationProps {
  /** number of rows of the whole list (default 0) */
  total?: number;
  /** the total is not known yet (a list's first answer is coming): 「共 N 条」 says 加载中… instead */
  counting?: boolean;
  /** current page, 1-based (default 1). A new value moves the pager; user actions move it too, so a
   * parent that never writes back still sees a working pager (controlled and uncontrolled at once). */
  page?: number;
  /** rows per page (default 10); a new value is followed like `page` */
  pageSize?: number;
  /** sizes offered in the size select (default 10, 20, 40, 100) */
  pageSizes?: number[];
  /** every control disabled */
  disabled?: boolean;
  /** nothing is rendered when there is only one page */
  hideOnSinglePage?: boolean;
  /** the parts to show, comma-separated, in this order (default "total, sizes, prev, pager, next, jumper") */
  layout?: string;
  /** the pager's name (its nav landmark's label) where a page has more than one pager (default 分页) */
  label?: string;
  /** called on every user change of the page or the size (never for a change of the props) */
  onChange?: (change: PaginationChange) => void;
}
