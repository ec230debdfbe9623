import type * as React from 'react';
import type { Translate } from '../../core/i18n';
import type { LazyPart } from '../../core/runtime/lazy-part';

/** A lazy part a cell shows (the table fetches it and waits for it: usePartsReady). */
export type CellPart = Pick<LazyPart<object>, 'preload' | 'loaded'>;

/** A column of a picker table. */
export interface Column<Row> {
  key: string;
  title: string;
  /** px; columns without a width share the rest (and give way first, down to a floor, when the table is
   * wider than its box: it then scrolls sideways) */
  width?: number;
  /** the row's actions (its buttons): pinned at the end of the row, the rest of the row scrolling under
   * it, as wide as the widest row's buttons (no `width`: SelectionTable measures them), never cut or
   * wrapped */
  actions?: boolean;
  /** the cell's text (default: row[key]); null, undefined and '' show `--` */
  value?(row: Row): unknown;
  /** a custom cell (a badge, a link...) instead of text */
  render?(row: Row): React.ReactNode;
  /** the lazy parts its cells show (kit/lazy-parts/README.md): the table fetches them when it mounts, beside the
   * list's first request, and shows its rows once they have come (usePartsReady) */
  parts?: readonly CellPart[];
  align?: 'start' | 'end' | 'center';
  /** the column can be sorted by the server; this value names it in the sort filters */
  sortKey?: string;
  /** the row's number, counted across pages (序号) */
  sequence?: boolean;
}

/** 序号: 1, 2, 3... on the first page, 11, 12... on the second page of 10. */
export const sequenceColumn = <Row,>(t: Translate): Column<Row> => ({ key: '__sequence', title: t('picker.sequence'), width: 64, sequence: true });

/** The text of a cell, `--` when empty (spec 2: empty cells show --); a list's items joined by `separator`
 * (the language's list separator: 、 or , ). */
export function cellText<Row>(column: Column<Row>, row: Row, separator: string): string {
  const raw = column.value ? column.value(row) : (row as Record<string, unknown>)[column.key];
  if (raw === null || raw === undefined || raw === '') return '--';
  if (Array.isArray(raw)) return raw.length ? raw.join(separator) : '--';
  return String(raw);
}

/** created_by / created_at / updated_by / updated_at of a record */
export const auditColumns = <Row,>(t: Translate): Column<Row>[] => [
  { key: 'created_by', title: t('field.created_by'), width: 100 },
  { key: 'created_at', title: t('field.created_at'), width: 170 },
  { key: 'updated_by', title: t('field.updated_by'), width: 100 },
  { key: 'updated_at', title: t('field.updated_at'), width: 170 },
];
