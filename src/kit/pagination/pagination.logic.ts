/**
 * Pure pager arithmetic: the page count, clamping, the page buttons with their ellipsis jumps and the
 * parsing of `layout`. The pager shows the first page, the last page and the current page ±2; a gap
 * between them becomes an ellipsis that jumps 5 pages, except a gap of a single page, which is shown
 * as that page (an ellipsis would hide nothing).
 */
import { DEFAULT_PAGE_SIZE, PAGINATION_PARTS, type PaginationPart } from './Pagination.types';

/** Pages on each side of the current page. */
export const PAGER_SPAN = 2;
/** Pages an ellipsis button jumps. */
export const ELLIPSIS_JUMP = 5;

export type PagerItem =
  | { kind: 'page'; page: number }
  | { kind: 'more'; direction: 'prev' | 'next'; target: number };

/** A whole number ≥ 1, or the fallback. */
export const positiveInt = (n: number | undefined, fallback: number) =>
  n !== undefined && Number.isFinite(n) && n >= 1 ? Math.floor(n) : fallback;

/** Number of pages; at least 1, so an empty list still shows one page. */
export function pageCountOf(total: number, pageSize: number): number {
  const rows = Number.isFinite(total) && total > 0 ? Math.floor(total) : 0;
  return Math.max(1, Math.ceil(rows / positiveInt(pageSize, DEFAULT_PAGE_SIZE)));
}

/** A page within 1..pageCount (non-numbers give 1). */
export function clampPage(page: number, pageCount: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, pageCount));
}

/** The page and ellipsis buttons, left to right. */
export function pagerItems(page: number, pageCount: number): PagerItem[] {
  const current = clampPage(page, pageCount);
  const items: PagerItem[] = [{ kind: 'page', page: 1 }];
  if (pageCount === 1) return items;
  const from = Math.max(2, current - PAGER_SPAN);
  const to = Math.min(pageCount - 1, current + PAGER_SPAN);
  if (from > 3) items.push({ kind: 'more', direction: 'prev', target: Math.max(1, current - ELLIPSIS_JUMP) });
  else for (let p = 2; p < from; p++) items.push({ kind: 'page', page: p });
  for (let p = from; p <= to; p++) items.push({ kind: 'page', page: p });
  if (to < pageCount - 2) items.push({ kind: 'more', direction: 'next', target: Math.min(pageCount, current + ELLIPSIS_JUMP) });
  else for (let p = to + 1; p < pageCount; p++) items.push({ kind: 'page', page: p });
  items.push({ kind: 'page', page: pageCount });
  return items;
}

/** The page a jumper text asks for, clamped; null when the text is not a number. */
export function parseJump(text: string, pageCount: number): number | null {
  const trimmed = text.trim();
  if (!/^[+-]?\d+(\.\d+)?$/.test(trimmed)) return null;
  return clampPage(Number(trimmed), pageCount);
}

/** The sizes to offer: the given positive whole numbers, sorted, plus the current size when missing. */
export function sizeOptions(pageSizes: readonly number[], pageSize: number): number[] {
  const sizes = new Set(pageSizes.filter((n) => Number.isInteger(n) && n > 0));
  sizes.add(pageSize);
  return [...sizes].sort((a, b) => a - b);
}

/** The known parts of a layout string, in order; unknown names are dropped. */
export function parseLayout(layout: string): PaginationPart[] {
  const known = new Set<string>(PAGINATION_PARTS);
  return layout
    .split(',')
    .map((s) => s.trim())
    .filter((s): s is PaginationPart => known.has(s));
}
