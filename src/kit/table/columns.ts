import type * as React from 'react';

/** A column of a picker table. */
export interface Column<Row> {
  key: string;
  title: string;
  /** px; columns without a width share the rest */
  width?: number;
  /** the cell's text (default: row[key]); null, undefined and '' show `--` */
  value?: (row: Row) => unknown;
  /** a custom cell (a badge, a link...) instead of text */
  render?: (row: Row) => React.ReactNode;
  align?: 'start' | 'end' | 'center';
  /** the column can be sorted by the server; this value names it in the sort filters */
  sortKey?: string;
}

/** The text of a cell, `--` when empty (spec 2: empty cells show --). */
export function cellText<Row>(column: Column<Row>, row: Row): string {
  const raw = column.value ? column.value(row) : (row as Record<string, unknown>)[column.key];
  if (raw === null || raw === undefined || raw === '') return '--';
  if (Array.isArray(raw)) return raw.length ? raw.join('、') : '--';
  return String(raw);
}
