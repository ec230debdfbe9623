/** The pure rules of a custom field (spec 1 §3, §4, §5): values split on semicolons, the type resets,
 * the form of a field and the field object a save sends. */
import { expect } from 'chai';
import {
  choicesOf, formOf, payloadOf, rangeComplete, splitValues, switchApplies, typeResets, withType, type CustomField,
} from '../../src/management/custom-fields/custom-field.logic';

const CTX = { app_modular: 'goods', app_id: 3, ranges: [{ id: 11, name: '华东' }, { id: 12, name: '华南' }] };

describe('custom field logic', () => {
  it('values: split on ; and ；, trimmed, empty ones and duplicates dropped, in the order typed', () => {
    expect(splitValues('红; 绿；蓝;;红 ; 绿')).to.deep.equal(['红', '绿', '蓝']);
    expect(splitValues('  ;；  ')).to.deep.equal([]);
    expect(splitValues(null)).to.deep.equal([]);
  });

  it('choices keep the ids of values saved before and mark the defaults', () => {
    const before = [{ val: '红', id: 7, is_def: 1 as const }, { val: '绿', id: 8, is_def: 0 as const }];
    expect(choicesOf(['绿', '蓝'], before, ['蓝'])).to.deep.equal([{ val: '绿', id: 8, is_def: 0 }, { val: '蓝', is_def: 1 }]);
  });

  it('type resets: audit off for text, textarea and file; list display off for file; search off for textarea', () => {
    expect(typeResets('text')).to.deep.equal({ is_audit: 0 });
    expect(typeResets('textarea')).to.deep.equal({ is_audit: 0, is_search: 0 });
    expect(typeResets('file')).to.deep.equal({ is_audit: 0, list_show: 0 });
    for (const t of ['number', 'radio', 'checkbox', 'select', 'selects', 'date'] as const) expect(typeResets(t), t).to.deep.equal({});
    expect([switchApplies('file', 'list_show'), switchApplies('file', 'is_must'), switchApplies('number', 'is_audit')]).to.deep.equal([false, true, true]);
    const form = { ...formOf(), is_audit: 1 as const, is_search: 1 as const, list_show: 1 as const };
    const changed = withType(form, 'textarea');
    expect([changed.type, changed.is_audit, changed.is_search, changed.list_show]).to.deep.equal(['textarea', 0, 0, 1]);
  });

  it('a new field: empty, enabled, shown in lists, global', () => {
    const f = formOf();
    expect([f.name, f.type, f.is_enable, f.list_show, f.is_global, f.decimals, f.file_count, f.date_default]).to.deep.equal(['', null, 1, 1, 1, 0, 1, 0]);
  });

  it('a choice field: its values as text and its defaults; the payload sends selected with ids and all_values', () => {
    const record: CustomField = {
      id: 5, code: 'F005', name: '颜色', type: 'selects', is_enable: 1, is_global: 1, is_conditions: 1,
      selected: [{ val: '红', id: 1, is_def: 1 }, { val: '绿', id: 2, is_def: 0 }], all_values: '红;绿',
    };
    const form = formOf(record);
    expect([form.values, form.defaults]).to.deep.equal(['红;绿', ['红']]);
    const payload = payloadOf({ ...form, values: '红;蓝;红', defaults: ['红', '蓝', '绿'] }, CTX, record);
    expect(payload).to.deep.include({ id: 5, code: 'F005', type: 'selects', all_values: '红;蓝', default: null, min: null, max: null, decimals: null, is_conditions: 1 });
    expect(payload.selected).to.deep.equal([{ val: '红', id: 1, is_def: 1 }, { val: '蓝', is_def: 1 }]);
    expect([payload.app_modular, payload.app_id, payload.range_list]).to.deep.equal(['goods', 3, []]);
  });

  it('a single choice keeps one default', () => {
    const form = { ...withType(formOf(), 'radio'), name: '等级', values: 'A;B', defaults: ['A'], default_one: 'B' };
    expect(payloadOf(form, CTX).selected).to.deep.equal([{ val: 'A', is_def: 0 }, { val: 'B', is_def: 1 }]);
    expect(payloadOf({ ...form, default_one: 'C' }, CTX).selected!.every((c) => c.is_def === 0), 'a default no longer listed').to.equal(true);
    expect(formOf({ id: 1, name: '等级', type: 'radio', is_enable: 1, selected: [{ val: 'A', is_def: 0 }, { val: 'B', is_def: 1 }] }).default_one).to.equal('B');
  });

  it('number: bounds, decimals and the default number; file: the count in max; date: 0 today or 1 with the date', () => {
    const number = payloadOf({ ...withType(formOf(), 'number'), name: '金额', min: 0, max: 100, decimals: 2, default_number: 9.5 }, CTX);
    expect([number.min, number.max, number.decimals, number.default, number.selected, number.all_values]).to.deep.equal([0, 100, 2, 9.5, [], '']);
    const file = payloadOf({ ...withType(formOf(), 'file'), name: '附件', file_count: 9, list_show: 1 }, CTX);
    expect([file.max, file.min, file.decimals, file.list_show, file.is_audit]).to.deep.equal([9, null, null, 0, 0]);
    const today = payloadOf({ ...withType(formOf(), 'date'), name: '日期', default_date: '2026-01-02' }, CTX);
    expect([today.default, today.default_date]).to.deep.equal([0, null]);
    const fixed = payloadOf({ ...withType(formOf(), 'date'), name: '日期', date_default: 1, default_date: '2026-01-02' }, CTX);
    expect([fixed.default, fixed.default_date]).to.deep.equal([1, '2026-01-02']);
    expect(formOf({ id: 1, name: '日期', type: 'date', is_enable: 1, default: 1, default_date: '2026-01-02' })).to.deep.include({ date_default: 1, default_date: '2026-01-02' });
    expect(formOf({ id: 1, name: '附件', type: 'file', is_enable: 1, max: 4 }).file_count).to.equal(4);
  });

  it('local scope: needs range field, title and ids; sends them with range_list named; global sends them empty', () => {
    const local = { ...withType(formOf(), 'text'), name: '区域', is_global: 0 as const, range_field: 'region', range_field_title: '区域', range_id: [12] };
    expect(rangeComplete(local)).to.equal(true);
    expect(rangeComplete({ ...local, range_field_title: ' ' })).to.equal(false);
    expect(rangeComplete({ ...local, range_id: [] })).to.equal(false);
    expect(rangeComplete({ ...local, range_field: null })).to.equal(false);
    expect(rangeComplete({ ...local, is_global: 1, range_id: [] })).to.equal(true);
    const p = payloadOf(local, CTX);
    expect([p.is_global, p.range_field, p.range_field_title, p.range_id, p.range_list]).to.deep.equal([0, 'region', '区域', [12], [{ id: 12, name: '华南' }]]);
    const g = payloadOf({ ...local, is_global: 1 }, CTX);
    expect([g.range_field, g.range_field_title, g.range_id, g.range_list]).to.deep.equal(['', '', [], []]);
  });
});
