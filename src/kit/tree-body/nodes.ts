/** Records of a tree list (each with `children`) as the tree kit's nodes, the record kept as `data`. */
import type { RowId } from '../selection/useSelection';
import type { TreeNode } from '../types';

export function recordNodes<Row>(rows: readonly Row[], getId: (row: Row) => RowId, label: (row: Row) => string): TreeNode[] {
  const convert = (list: readonly Row[]): TreeNode[] =>
    list.map((row) => {
      const children = (row as { children?: Row[] }).children;
      return { id: getId(row), label: label(row), data: row, children: children?.length ? convert(children) : undefined };
    });
  return convert(rows);
}

/** The body's height less the filter box above it. */
export const lessFilter = (height: number | string) =>
  typeof height === 'number' ? height - FILTER_HEIGHT : `calc(${height} - ${FILTER_HEIGHT}px)`;

export const FILTER_HEIGHT = 40;
