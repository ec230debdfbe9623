import { expect } from 'chai';
import {
  ancestorsOf, check, checkedNodes, descendantsOf, drillInto, groupState, indexTree, levelsOf, openingDrill, tabNames, toggle, toggleGroup, trimmed, uncheck,
  type HierarchyNode,
} from '../../src/pickers/hierarchy/hierarchy.logic';

// 1 华东 > 11 上海 > (111 浦东, 112 徐汇), 12 江苏 > 121 南京; 2 华南 > 21 广东
const node = (id: number, name: string, children?: HierarchyNode[]): HierarchyNode => ({ id, name, ...(children ? { children } : {}) });
const TREE = [node(1, '华东', [node(11, '上海', [node(111, '浦东'), node(112, '徐汇')]), node(12, '江苏', [node(121, '南京')])]), node(2, '华南', [node(21, '广东')])];
const index = indexTree(TREE);
const set = (...keys: number[]) => new Set(keys.map(String));
const sorted = (s: Set<string>) => [...s].sort();

describe('hierarchy.logic (spec 2 Multi-level hierarchy picker, §4)', () => {
  it('indexes a tree by id; ancestors nearest first; descendants; bad input is an empty tree', () => {
    expect(index.byKey.size).to.equal(8);
    expect(ancestorsOf(index, '111')).to.deep.equal(['11', '1']);
    expect(ancestorsOf(index, '1')).to.deep.equal([]);
    expect(descendantsOf(index, '1')).to.deep.equal(['11', '111', '112', '12', '121']);
    expect(indexTree(null).byKey.size).to.equal(0);
    expect(indexTree('x' as unknown as HierarchyNode[]).roots).to.deep.equal([]);
  });

  it('checking a child checks its ancestors (they show in the earlier tabs)', () => {
    expect(sorted(check(index, set(), '111'))).to.deep.equal(['1', '11', '111']);
    expect(sorted(check(index, set(2), '121'))).to.deep.equal(['1', '12', '121', '2']);
  });

  it('unchecking removes the descendants', () => {
    expect(sorted(uncheck(index, set(1, 11, 111, 112, 12, 121), '11'))).to.deep.equal(['1', '12', '121']);
  });

  it('unchecking empties each ancestor left with no checked child, and stops at one that still has one', () => {
    expect(sorted(uncheck(index, set(1, 11, 111), '111'))).to.deep.equal([]);
    expect(sorted(uncheck(index, set(1, 11, 111, 112), '111'))).to.deep.equal(['1', '11', '112']);
    expect(sorted(uncheck(index, set(1, 11, 111, 12, 121), '111'))).to.deep.equal(['1', '12', '121']);
  });

  it('toggle checks what is unchecked and unchecks what is checked', () => {
    expect(sorted(toggle(index, set(), '21'))).to.deep.equal(['2', '21']);
    expect(sorted(toggle(index, set(2, 21), '21'))).to.deep.equal([]);
  });

  it('a group is checked, indeterminate or unchecked by its items; its click checks all, or unchecks all when all were', () => {
    const items = index.byKey.get('11')!.children!;
    expect([groupState(items, set()), groupState(items, set(111)), groupState(items, set(111, 112))]).to.deep.equal(['unchecked', 'mixed', 'checked']);
    expect(sorted(toggleGroup(index, set(), items))).to.deep.equal(['1', '11', '111', '112']);
    expect(sorted(toggleGroup(index, set(1, 11, 111), items))).to.deep.equal(['1', '11', '111', '112']);
    expect(sorted(toggleGroup(index, set(1, 11, 111, 112, 12, 121), items))).to.deep.equal(['1', '12', '121']);
    expect(groupState([], set())).to.equal('unchecked');
  });

  it('rows chosen by the caller (disabled) never change: not checked, not unchecked, not counted in a group', () => {
    const disabled = set(112);
    expect(sorted(check(index, set(), '112', disabled))).to.deep.equal([]);
    expect(sorted(uncheck(index, set(112), '112', disabled))).to.deep.equal(['112']);
    expect(sorted(uncheck(index, set(1, 11, 111, 112), '11', disabled))).to.deep.equal(['112']);
    const items = index.byKey.get('11')!.children!;
    expect(groupState(items, set(111), disabled)).to.equal('checked');
    expect(sorted(toggleGroup(index, set(), items, disabled))).to.deep.equal(['1', '11', '111']);
    // a disabled ancestor is left alone, and keeps the ones above it
    expect(sorted(uncheck(index, set(1, 11, 111), '111', set(11)))).to.deep.equal(['1', '11']);
  });

  it('tabs: the top nodes, then the children of each node drilled into; the arrow drops the tabs after its level', () => {
    expect(levelsOf(index, []).map((l) => l.map((n) => n.name))).to.deep.equal([['华东', '华南']]);
    expect(levelsOf(index, ['1', '11']).map((l) => l.map((n) => n.name))).to.deep.equal([['华东', '华南'], ['上海', '江苏'], ['浦东', '徐汇']]);
    expect(drillInto(['1', '11'], 0, '2')).to.deep.equal(['2']);
    expect(drillInto(['1'], 1, '12')).to.deep.equal(['1', '12']);
  });

  it('after an uncheck the tabs beyond the first level with nothing checked are trimmed', () => {
    expect(trimmed(index, ['1', '11'], set(1, 11, 111))).to.deep.equal(['1', '11']);
    // the first level with nothing checked stays (the children of 上海), the ones after it go
    expect(trimmed(index, ['1', '11', '111'], set(1, 12))).to.deep.equal(['1', '11']);
    expect(trimmed(index, ['1', '11'], set(2, 21))).to.deep.equal(['1']);
    expect(trimmed(index, ['1', '11'], set())).to.deep.equal([]);
  });

  it('tabs are named after the chosen item of their level, or undefined (请选择)', () => {
    expect(tabNames(index, ['1', '11'], set())).to.deep.equal(['华东', '上海', undefined]);
    expect(tabNames(index, ['1'], set(1, 12))).to.deep.equal(['华东', '江苏']);
    expect(tabNames(index, [], set())).to.deep.equal([undefined]);
  });

  it('a preselected choice opens on the tabs down to its deepest checked node', () => {
    expect(openingDrill(index, set(1, 11, 111, 2))).to.deep.equal(['1', '11']);
    expect(openingDrill(index, set(2, 21))).to.deep.equal(['2']);
    expect(openingDrill(index, set(1, 999))).to.deep.equal([]);
  });

  it('the checked nodes in tree order', () => {
    expect(checkedNodes(index, set(121, 1, 12)).map((n) => n.id)).to.deep.equal([1, 12, 121]);
  });
});
