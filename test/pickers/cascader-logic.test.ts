import { expect } from 'chai';
import { changes, removed } from '../../src/pickers/cascader/cascader.logic';
import { flatten } from '../../src/kit/tree-sidebar/tree.logic';

// d > (d1 > (d11, d12), d2); a
const FLAT = flatten([
  { id: 'a', label: 'a' },
  { id: 'd', label: 'd', children: [{ id: 'd1', label: 'd1', children: [{ id: 'd11', label: 'd11' }, { id: 'd12', label: 'd12' }] }, { id: 'd2', label: 'd2' }] },
]);

describe('cascader.logic (spec 2 Cascader picker, §4)', () => {
  it('changes: the ids added, then the ids dropped', () => {
    expect(changes(['a', 'd2'], ['d2', 'd1', 3])).to.deep.equal(['d1', '3', 'a']);
    expect(changes([1, 2], ['1', '2'])).to.deep.equal([]);
  });

  it('a removal in checkbox mode unticks the node, its descendants and its no longer whole ancestors', () => {
    expect(removed(FLAT, ['d', 'd1', 'd11', 'd12', 'd2', 'a'], 'd1', true).sort()).to.deep.equal(['a', 'd2']);
    expect(removed(FLAT, ['d', 'd1', 'd11', 'd12', 'd2'], 'd11', true).sort()).to.deep.equal(['d12', 'd2']);
  });

  it('a removal in radio mode drops that id only', () => {
    expect(removed(FLAT, ['d1'], 'd1', false)).to.deep.equal([]);
    expect(removed(FLAT, [5, 'a'], '5', false)).to.deep.equal(['a']);
  });
});
