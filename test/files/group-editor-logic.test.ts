/**
 * The group editor's tree rules (spec 3 §4 Group editor): the parent of each add mode, the sibling a move
 * swaps with and 不能跨级移动 at either end of a level, the parents an edited group may take, the path of
 * names the cascader shows, and a 5,000-node tree walked in one linear pass.
 */
import { expect } from 'chai';
import {
  ADD_MODE, TOP, countNodes, groupInput, initialParent, moveTarget, namePath, nodeId, siblingsOf, withoutSubtree, type GroupNode,
} from '../../src/files/group-editor/group-editor.logic';

const node = (id: number, pid: number, name: string, children: GroupNode[] = []): GroupNode => ({ data: { id, pid, name, serial_number: String(id) }, title: name, children });
// 1 A (2 A1, 3 A2 (4 A2a)), 5 B, 6 C
const TREE: GroupNode[] = [node(1, 0, 'A', [node(2, 1, 'A1'), node(3, 1, 'A2', [node(4, 3, 'A2a')])]), node(5, 0, 'B'), node(6, 0, 'C')];
const ids = (nodes: GroupNode[]): unknown[] => nodes.map((n) => [nodeId(n), ...(n.children?.length ? [ids(n.children)] : [])]);

describe('group editor: the tree rules', () => {
  it('the parent of each add mode: 0 top-level, 1 edit keeps its parent, 2 a sibling shares it, 3 a child is under the row', () => {
    const a2 = TREE[0]!.children![1]!.data;
    expect(initialParent(ADD_MODE.top, a2)).to.equal(TOP);
    expect(initialParent(ADD_MODE.edit, a2)).to.equal(1);
    expect(initialParent(ADD_MODE.sibling, a2)).to.equal(1);
    expect(initialParent(ADD_MODE.child, a2)).to.equal(3);
    expect(initialParent(ADD_MODE.sibling, TREE[1]!.data), 'a sibling of a top group is top-level').to.equal(TOP);
    expect(initialParent(ADD_MODE.sibling, { id: 9, name: 'x' }), 'no pid: the top level').to.equal(TOP);
  });

  it('上移 / 下移 swap with the neighbouring sibling; the first cannot go up nor the last down (不能跨级移动)', () => {
    expect(moveTarget(TREE, 5, 'up')?.data.id).to.equal(1);
    expect(moveTarget(TREE, 5, 'down')?.data.id).to.equal(6);
    expect(moveTarget(TREE, 3, 'up')?.data.id).to.equal(2);
    expect(moveTarget(TREE, 1, 'up'), 'first at the top').to.equal(null);
    expect(moveTarget(TREE, 6, 'down'), 'last at the top').to.equal(null);
    expect(moveTarget(TREE, 3, 'down'), 'last child: its parent’s sibling is another level').to.equal(null);
    expect(moveTarget(TREE, 4, 'up'), 'an only child').to.equal(null);
    expect(moveTarget(TREE, 99, 'up'), 'not in the tree').to.equal(null);
    expect(siblingsOf(TREE, 4)).to.deep.include({ index: 0 });
  });

  it('an edited group cannot be put under itself or its descendants; the others stay', () => {
    expect(ids(withoutSubtree(TREE, 3))).to.deep.equal([[1, [[2]]], [5], [6]]);
    expect(ids(withoutSubtree(TREE, 1))).to.deep.equal([[5], [6]]);
    expect(withoutSubtree(TREE, null)).to.equal(TREE);
  });

  it('the cascader shows the path of names from the top; the payload is trimmed with the parent id', () => {
    expect(namePath(TREE, 4)).to.deep.equal(['A', 'A2', 'A2a']);
    expect(namePath(TREE, 6)).to.deep.equal(['C']);
    expect(namePath(TREE, 99)).to.deep.equal([]);
    expect(groupInput({ name: ' 新组 ', remark: ' 说明 ', serial_number: ' 0007 ' }, 3)).to.deep.equal({ name: '新组', pid: 3, remark: '说明', serial_number: '0007' });
  });

  it('5,000 nodes: counted, searched for a neighbour and pruned', () => {
    let id = 0;
    const big: GroupNode[] = Array.from({ length: 8 }, () => {
      const root = ++id;
      return node(root, 0, `r${root}`, Array.from({ length: 24 }, () => {
        const mid = ++id;
        return node(mid, root, `m${mid}`, Array.from({ length: 25 }, () => node(++id, mid, `l${id}`)));
      }));
    });
    expect(countNodes(big)).to.equal(5000);
    expect(moveTarget(big, id, 'up')?.data.id).to.equal(id - 1);
    expect(moveTarget(big, id, 'down')).to.equal(null);
    expect(countNodes(withoutSubtree(big, 1))).to.equal(5000 - 625);
    expect(namePath(big, id)).to.have.length(3);
  });
});
