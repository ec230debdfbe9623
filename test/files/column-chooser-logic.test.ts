/** The column chooser's rules (src/files/column-chooser/column-chooser.logic.ts), without a browser page. */
import { expect } from 'chai';
import {
  answerColumns, answerGroups, columnKey, columns, initialColumns, initialWidths, moveInGroup, offeredColumns, selectableOf, type ColumnGroup,
} from '../../src/files/column-chooser/column-chooser.logic';

const GROUPS: ColumnGroup[] = [
  { value: 'a', name: 'A', width: 120, children: [{ value: '1', name: 'A1', checked: true, disable: true }, { value: '2', name: 'A2', checked: true }, { value: '3', name: 'A3' }] },
  { value: 'b', name: 'B', checked: true, children: [{ value: '1', name: 'B1' }, { value: '2', name: 'B2', disable: true }] },
  { value: 'c', name: 'C', children: [{ value: '1', name: 'C1', disable: true }, { value: '2', name: 'C2', checked: true }] },
];
const keys = (list: { group: string; value: string }[]) => list.map(columnKey);

describe('column chooser: the rules', () => {
  it('chooses the ticked fields (all of a ticked group, its disabled ones fixed); a disabled unticked field is never chosen', () => {
    const chosen = initialColumns(GROUPS);
    expect(keys(chosen)).to.deep.equal(['a:1', 'a:2', 'b:1', 'b:2', 'c:2']);
    const all = offeredColumns(GROUPS);
    expect(all.filter((c) => !c.removable).map(columnKey), 'fixed').to.deep.equal(['a:1', 'b:2']);
    expect(keys(selectableOf(all, 'c'))).to.deep.equal(['c:2']);
    expect(keys(columns.selectAll(chosen, selectableOf(all, 'a'), false)), 'the fixed one stays').to.deep.equal(['a:1', 'b:1', 'b:2', 'c:2']);
    expect(columns.allState(chosen, selectableOf(all, 'c'))).to.equal(true);
  });

  it('moves a column within its group, whatever lies between in the whole list', () => {
    const chosen = [...initialColumns(GROUPS)];
    const mixed = columns.move(chosen, 4, 1); // c:2 between a:1 and a:2 (single-row order)
    expect(keys(moveInGroup(mixed, 'a', 1, 0))).to.deep.equal(['a:2', 'a:1', 'c:2', 'b:1', 'b:2']);
    expect(keys(moveInGroup(mixed, 'a', 0, 5)), 'no such place: unchanged').to.deep.equal(keys(mixed));
  });

  it('answers the columns as ordered (single) or gathered under their groups in the offered order (multi), with the widths (default 100)', () => {
    const mixed = columns.move(initialColumns(GROUPS), 4, 0);
    const widths = initialWidths(GROUPS);
    expect(widths).to.deep.equal({ a: 120, b: 100, c: 100 });
    expect(keys(answerColumns(GROUPS, mixed, widths, 'single'))).to.deep.equal(['c:2', 'a:1', 'a:2', 'b:1', 'b:2']);
    expect(keys(answerColumns(GROUPS, mixed, widths, 'multi'))).to.deep.equal(['a:1', 'a:2', 'b:1', 'b:2', 'c:2']);
    expect(answerColumns(GROUPS, mixed, widths, 'multi')[0]!.width).to.equal(120);
  });

  it('answers the groups as they stand: chosen fields first in their order, checked flags, widths; given back, the same choice', () => {
    const chosen = moveInGroup(columns.toggle(initialColumns(GROUPS), offeredColumns(GROUPS)[2]!, true), 'a', 2, 0);
    const groups = answerGroups(GROUPS, chosen, { a: 90, b: 100, c: 100 });
    expect(groups[0]!.children.map((f) => [f.value, f.checked])).to.deep.equal([['3', true], ['1', true], ['2', true]]);
    expect([groups[0]!.checked, groups[0]!.width, groups[2]!.checked]).to.deep.equal([true, 90, false]);
    expect(keys(initialColumns(groups))).to.deep.equal(keys(answerColumns(GROUPS, chosen, {}, 'multi')));
  });
});
