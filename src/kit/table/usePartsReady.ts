/**
 * Whether the lazy parts of a table's columns (`Column.parts`: a switch, a tag, a tooltip) have come:
 * the table fetches them when it mounts, beside the list's first request, and shows its rows once they
 * have (a part that cannot be loaded counts as come: its cells keep their placeholders and say so), so
 * that rows never show placeholders where their switches will be. Usually the parts are in long before
 * the list's answer.
 */
import * as React from 'react';
import type { Column } from './columns';

export function usePartsReady<Row>(columns: readonly Column<Row>[]): boolean {
  const pending = columns.flatMap((column) => column.parts ?? []).filter((part) => !part.loaded());
  const [, arrived] = React.useReducer((n: number) => n + 1, 0);
  // after each render that still waits (a few: preload() fetches once), for the columns shown now
  React.useEffect(() => {
    if (pending.length === 0) return;
    let live = true;
    void Promise.all(pending.map((part) => part.preload())).then(() => live && arrived());
    return () => {
      live = false;
    };
  });
  return pending.length === 0;
}
