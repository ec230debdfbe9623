import { expect } from 'chai';
import type { TreeNode } from '../../src/kit/types';
import {
  ancestorIds, checkState, checkStates, descendantIds, flatten, toggleCheck, visibleRows, type TreeId,
} from '../../src/kit/tree-sidebar';

// 电子 ─┬─ Phone ─┬─ iPhone
//       │         └─ Android
//       └─ 电脑 ──── Laptop
// 食品 ─── 水果
const TREE: TreeNode[] = [
  {
    id: 1,
    label: '电子',
    children: [
      { id: 11, label: 'Phone', children: [{ id: 111, label: 'iPhone' }, { id: 112, label: 'Android' }] },
      { id: 12, label: '电脑', children: [{ id: 121, label: 'Laptop' }] },
    ],
  },
  { id: 'f', label: '食品', children: [{ id: 'f1', label: '水果' }] },
];
const flat = flatten(TREE);
const ids = (rows: { row: { node: TreeNode } }[]) => rows.map((r) => r.row.node.id);
const sorted = (s: Iterable<TreeId>) => [...s].map(String).sort();

/** A tree of `top` × `mid` × `leaf` nodes with labels 节点a / 节点a-b / 节点a-b-c. */
function bigTree(top: number, mid: number, leaf: number): TreeNode[] {
  return Array.from({ length: top }, (_, a) => ({
    id: `${a}`,
    label: `节点${a}`,
    children: Array.from({ length: mid }, (_, b) => ({
      id: `${a}-${b}`,
      label: `节点${a}-${b}`,
      children: Array.from({ length: leaf }, (_, c) => ({ id: `${a}-${b}-${c}`, label: `节点${a}-${b}-${c}` })),
    })),
  }));
}

describe('tree.logic: flatten', () => {
  it('lists the nodes in pre-order with depth, parent, path and subtree end', () => {
    expect(flat.map((r) => r.node.id)).to.deep.equal([1, 11, 111, 112, 12, 121, 'f', 'f1']);
    expect(flat.map((r) => r.depth)).to.deep.equal([0, 1, 2, 2, 1, 2, 0, 1]);
    expect(flat.map((r) => r.parentIndex)).to.deep.equal([-1, 0, 1, 1, 0, 4, -1, 6]);
    expect(flat[3].path).to.deep.equal([0, 1]);
    expect(flat[0].end).to.equal(6);
    expect(flat[2].end).to.equal(3);
    expect([flat[4].posInSet, flat[4].setSize, flat[0].childCount]).to.deep.equal([2, 2, 2]);
  });

  it('gives the descendants and the ancestors of a node', () => {
    expect(descendantIds(flat, 0)).to.deep.equal([11, 111, 112, 12, 121]);
    expect(descendantIds(flat, 1)).to.deep.equal([111, 112]);
    expect(descendantIds(flat, 2)).to.deep.equal([]);
    expect(ancestorIds(flat, [121, 'f1'])).to.deep.equal([1, 12, 'f']);
  });
});

describe('tree.logic: visibleRows', () => {
  it('shows the top level and the children of expanded nodes only', () => {
    expect(ids(visibleRows(flat, new Set(), ''))).to.deep.equal([1, 'f']);
    expect(ids(visibleRows(flat, new Set([1]), ''))).to.deep.equal([1, 11, 12, 'f']);
    // an expanded node under a collapsed parent stays hidden
    expect(ids(visibleRows(flat, new Set([11]), ''))).to.deep.equal([1, 'f']);
    const rows = visibleRows(flat, new Set([1, 11]), '');
    expect(ids(rows)).to.deep.equal([1, 11, 111, 112, 12, 'f']);
    expect(rows.map((r) => r.expanded)).to.deep.equal([true, true, false, false, false, false]);
    expect(rows.map((r) => r.expandable)).to.deep.equal([true, true, false, false, true, true]);
  });

  it('keeps the matches with their ancestors, expanded, ignoring case and the expanded set', () => {
    const rows = visibleRows(flat, new Set(), 'PHONE');
    expect(ids(rows)).to.deep.equal([1, 11, 111]);
    expect(rows.map((r) => r.expanded)).to.deep.equal([true, true, false]);
    expect(ids(visibleRows(flat, new Set(), 'lap'))).to.deep.equal([1, 12, 121]);
    expect(ids(visibleRows(flat, new Set(), '水'))).to.deep.equal(['f', 'f1']);
    expect(ids(visibleRows(flat, new Set(), '电'))).to.deep.equal([1, 12]);
    expect(ids(visibleRows(flat, new Set(), 'zzz'))).to.deep.equal([]);
    expect(ids(visibleRows(flat, new Set(), '  '))).to.deep.equal([1, 'f']);
  });

  it('lets a branch be closed while filtering', () => {
    expect(ids(visibleRows(flat, new Set(), 'o', new Set([11])))).to.deep.equal([1, 11, 12, 121]);
  });

  it('filters 10,000 nodes to the right count', () => {
    const big = flatten(bigTree(10, 9, 110));
    expect(big).to.have.length(10_000);
    expect(visibleRows(big, new Set(), '')).to.have.length(10);
    // 节点3-4-1, 节点3-4-10..19, 节点3-4-100..109: 21 leaves under 节点3 › 节点3-4
    expect(visibleRows(big, new Set(), '节点3-4-1')).to.have.length(2 + 21);
    // every node of the tree contains 节点
    expect(visibleRows(big, new Set(), '节点')).to.have.length(10_000);
    // "-5-" is in the 10 × 110 leaves of each 节点a-5, shown with their 10 + 10 ancestors
    expect(visibleRows(big, new Set(), '-5-')).to.have.length(1100 + 20);
  });
});

describe('tree.logic: checking', () => {
  it('cascade: checking a parent checks all its descendants, unchecking unchecks them', () => {
    const on = toggleCheck(flat, new Set(), 11, true);
    expect(sorted(on)).to.deep.equal(sorted([11, 111, 112]));
    const all = toggleCheck(flat, new Set(), 1, true);
    expect(sorted(all)).to.deep.equal(sorted([1, 11, 111, 112, 12, 121]));
    const off = toggleCheck(flat, all, 11, true);
    expect(sorted(off)).to.deep.equal(sorted([12, 121]));
  });

  it('cascade: a parent whose children are all checked is checked, some checked is mixed', () => {
    const one = toggleCheck(flat, new Set(), 111, true);
    expect(sorted(one)).to.deep.equal(['111']);
    expect([checkState(flat, one, 0), checkState(flat, one, 1), checkState(flat, one, 2), checkState(flat, one, 3)])
      .to.deep.equal(['mixed', 'mixed', 'checked', 'unchecked']);
    expect(checkState(flat, one, 6)).to.equal('unchecked');
    const both = toggleCheck(flat, one, 112, true);
    expect(sorted(both)).to.deep.equal(sorted([11, 111, 112]));
    expect(checkState(flat, both, 1)).to.equal('checked');
    expect(checkState(flat, both, 0)).to.equal('mixed');
    const rest = toggleCheck(flat, both, 121, true);
    expect(sorted(rest)).to.deep.equal(sorted([1, 11, 111, 112, 12, 121]));
    expect(checkState(flat, rest, 0)).to.equal('checked');
  });

  it('cascade: an id in the value checks its whole subtree; unknown ids are kept', () => {
    const value = new Set<TreeId>([11, 'elsewhere']);
    expect(checkStates(flat, value)).to.deep.equal(['mixed', 'checked', 'checked', 'checked', 'unchecked', 'unchecked', 'unchecked', 'unchecked']);
    const next = toggleCheck(flat, value, 112, true);
    expect(sorted(next)).to.deep.equal(sorted([111, 'elsewhere']));
  });

  it('strict: every node is independent', () => {
    const parent = toggleCheck(flat, new Set(), 1, false);
    expect([...parent]).to.deep.equal([1]);
    const child = toggleCheck(flat, parent, 111, false);
    expect(sorted(child)).to.deep.equal(sorted([1, 111]));
    expect([...toggleCheck(flat, child, 1, false)]).to.deep.equal([111]);
  });
});
