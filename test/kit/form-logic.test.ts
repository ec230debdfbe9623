/** The pure parts of the form kit: editable rows as data, and the rules' helpers. */
import { expect } from 'chai';
import {
  addRow, cancelRow, changeRow, confirmRow, currentRows, editingKeys, editRow, fromRows, moveRow, removeRow, savedRows, decimalsOf, isEmptyValue,
  isRequired, required, rules,
} from '../../src/kit/form';

describe('form kit logic', () => {
  it('rows: add on top in edit, cancel removes a new row, edit then cancel restores, confirm applies', () => {
    let list = fromRows([{ v: 'a' }, { v: 'b' }]);
    list = addRow(list, { v: '' });
    expect(editingKeys(list)).to.deep.equal([list[0]!.key]);
    expect(savedRows(list)).to.deep.equal([{ v: 'a' }, { v: 'b' }]);
    list = cancelRow(list, list[0]!.key);
    expect(list).to.have.length(2);
    const b = list[1]!.key;
    list = changeRow(editRow(list, b), b, { v: 'B' });
    expect(currentRows(list)).to.deep.equal([{ v: 'a' }, { v: 'B' }]);
    expect(savedRows(list)).to.deep.equal([{ v: 'a' }, { v: 'b' }]);
    expect(savedRows(cancelRow(list, b))).to.deep.equal([{ v: 'a' }, { v: 'b' }]);
    const refused = confirmRow(list, b, (d) => (d.v === 'B' ? '请输入内容' : null));
    expect(refused[1]!.error).to.equal('请输入内容');
    expect(editingKeys(refused)).to.deep.equal([b]);
    const applied = confirmRow(list, b);
    expect(savedRows(applied)).to.deep.equal([{ v: 'a' }, { v: 'B' }]);
    expect(editingKeys(applied)).to.deep.equal([]);
    expect(savedRows(removeRow(applied, b))).to.deep.equal([{ v: 'a' }]);
  });

  it('moves an item and ignores moves out of range', () => {
    expect(moveRow([1, 2, 3, 4], 0, 2)).to.deep.equal([2, 3, 1, 4]);
    expect(moveRow([1, 2, 3, 4], 3, 0)).to.deep.equal([4, 1, 2, 3]);
    expect(moveRow([1, 2], 0, 5)).to.deep.equal([1, 2]);
  });

  it('required rejects blank text and empty lists; rules merge their checks', () => {
    const check = required('请填写字段名称').validate.required;
    expect(check('  ')).to.equal('请填写字段名称');
    expect(check([])).to.equal('请填写字段名称');
    expect(check(0)).to.equal(true);
    expect(isEmptyValue(0)).to.equal(false);
    const merged = rules(required('必填'), { maxLength: { value: 6, message: '太长' }, validate: (v: unknown) => v !== 'x' || '不能是 x' });
    expect(isRequired(merged)).to.equal(true);
    expect(merged.maxLength).to.deep.equal({ value: 6, message: '太长' });
    expect(Object.keys(merged.validate as object)).to.have.length(2);
    expect(isRequired({ maxLength: 3 })).to.equal(false);
  });

  it('counts decimals as typed', () => {
    expect(decimalsOf('1.50')).to.equal(2);
    expect(decimalsOf(3)).to.equal(0);
    expect(decimalsOf(1e-7)).to.equal(7);
  });
});
