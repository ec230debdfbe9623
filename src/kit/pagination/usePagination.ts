/**
 * State of the pager. The `page` and `pageSize` props are followed whenever they change, and user
 * actions move the pager too, so a parent that never writes back still has a working pager; `onChange`
 * reports every user change (a new size starts again at page 1).
 */
import * as React from 'react';
import { clampPage, pageCountOf, pagerItems, positiveInt, sizeOptions, type PagerItem } from './pagination.logic';
import { DEFAULT_PAGE_SIZE, DEFAULT_PAGE_SIZES, type PaginationProps } from './Pagination.types';

export interface PaginationState {
  page: number;
  pageSize: number;
  pageCount: number;
  items: PagerItem[];
  sizes: number[];
  /** moves to a page (clamped); reports it when it differs from the current page */
  goTo(page: number): void;
  /** changes the size, back to page 1; reports it when it differs */
  setPageSize(size: number): void;
}

interface Position {
  page: number;
  pageSize: number;
}

type Input = Pick<PaginationProps, 'total' | 'page' | 'pageSize' | 'pageSizes' | 'onChange'>;

export function usePagination({ total = 0, page, pageSize, pageSizes = DEFAULT_PAGE_SIZES, onChange }: Input): PaginationState {
  const [own, setOwn] = React.useState<Position>(() => ({
    page: positiveInt(page, 1),
    pageSize: positiveInt(pageSize, DEFAULT_PAGE_SIZE),
  }));
  // follow the props when they change (React's "adjust state during render" pattern)
  const [seen, setSeen] = React.useState({ page, pageSize });
  if (seen.page !== page || seen.pageSize !== pageSize) {
    setSeen({ page, pageSize });
    setOwn((o) => ({
      page: seen.page !== page ? positiveInt(page, 1) : o.page,
      pageSize: seen.pageSize !== pageSize ? positiveInt(pageSize, DEFAULT_PAGE_SIZE) : o.pageSize,
    }));
  }

  const pageCount = pageCountOf(total, own.pageSize);
  const current = clampPage(own.page, pageCount);

  const goTo = (target: number) => {
    const next = clampPage(target, pageCount);
    if (next === current) return;
    setOwn({ page: next, pageSize: own.pageSize });
    onChange?.({ page: next, pageSize: own.pageSize });
  };

  const setPageSize = (size: number) => {
    if (!Number.isInteger(size) || size < 1 || size === own.pageSize) return;
    setOwn({ page: 1, pageSize: size });
    onChange?.({ page: 1, pageSize: size });
  };

  return {
    page: current,
    pageSize: own.pageSize,
    pageCount,
    items: pagerItems(current, pageCount),
    sizes: sizeOptions(pageSizes, own.pageSize),
    goTo,
    setPageSize,
  };
}
