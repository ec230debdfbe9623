/** The pure parts of the search bar: spec field definitions as the search form's fields (src/kit/search-form/definitions.ts) and the rules of schemes. */
import { expect } from 'chai';
import { buildSearchPayload, fieldsOfDefinitions, formValue, nodeOf, presetValues, staticOptions } from '../../src/kit/search-form';
import { fetchSource } from '../../src/kit/data/source';
import type { Api } from '../../src/core/http';
import type { SearchScheme } from '../../src/management/search-scheme/api';
import {
  applyScheme, canDelete, chosenOf, currentScheme, newScheme, saveProblem, schemeFields, selectAll, toggleChosen, withCurrent,
} from '../../src/management/search-scheme/scheme.logic';
import { defaultFields } from '../../src/management/search-bar/useSearchBar';

const DEFS = [
  { field_name: 'no', title: '单号', field_type: 'string', is_top: 1 as const, placeholder: '请输入单号' },
  { field_name: 'status', title: '状态', field_type: 'select_radio', search_select: { list: [{ label: '草稿', value: 1 }, { name: '通过', id: 2 }] } },
  {
    field_name: 'staff',
    title: '人员',
    field_type: 'array',
    search_select: { api_url: '/base/staff/list', api_method: 'get', api_field_name: 'nick', api_field_val: 'uid', api_data_node: 'data.list', play_load: { status: 1 }, input_after_show: 0 as const },
  },
  { field_name: 'amount', title: '金额', field_type: 'amount_rang', unit: '元', value: { start: 5, end: 1 } },
  { field_name: 'odd', title: '未知', field_type: 'whatever' },
  { field_name: '', title: '无名' },
] as never[];

const scheme = (id: number, is_current: 0 | 1, cls: 1 | 2 = 2, fields: string[] = []): SearchScheme => ({
  id, search_api: '/x', search_fa_class: cls, search_fa_name: `方案${id}`, is_current,
  search_fa_field: fields.map((n) => ({ search_field_name: n, search_field_value: null })),
});

describe('search field definitions → the search form (spec 1 §3)', () => {
  it('maps field_name, title, field_type (unknown: text), placeholder, unit; drops definitions without a name', () => {
    const fields = fieldsOfDefinitions(DEFS);
    expect(fields.map((f) => [f.field, f.title, f.type])).to.deep.equal([
      ['no', '单号', 'string'], ['status', '状态', 'select_radio'], ['staff', '人员', 'array'], ['amount', '金额', 'amount_rang'], ['odd', '未知', 'string'],
    ]);
    expect(fields[0]!.placeholder).to.equal('请输入单号');
    expect(fields[3]!.unit).to.equal('元');
  });

  it('static options from search_select.list ({label, value} or {name, id})', () => {
    expect(fieldsOfDefinitions(DEFS)[1]!.options).to.deep.equal([{ label: '草稿', value: 1 }, { label: '通过', value: 2 }]);
    expect(staticOptions({ list: [{ nick: '甲', uid: 7 }], api_field_name: 'nick', api_field_val: 'uid' })).to.deep.equal([{ label: '甲', value: 7 }]);
  });

  it('remote options: method, url, play_load, keys, input_after_show, and the list read at api_data_node', async () => {
    const remote = fieldsOfDefinitions(DEFS)[2]!.remote!;
    expect([remote.source.method, remote.source.url, remote.source.fixed]).to.deep.equal(['GET', '/base/staff/list', { status: 1 }]);
    expect([remote.queryKey, remote.valueKey, remote.inputAfterShow]).to.deep.equal(['nick', 'uid', 0]);
    let asked: unknown;
    const api = { call: (o: unknown) => ((asked = o), Promise.resolve({ list: [{ uid: 1, nick: '甲' }], total_count: 1 })) } as unknown as Api;
    const answer = await fetchSource(api, remote.source, { filters: { nick: '甲', page: 1, page_size: 1000 } });
    expect(answer.rows).to.deep.equal([{ uid: 1, nick: '甲' }]);
    expect((asked as { params: unknown }).params).to.deep.equal({ nick: '甲', page: 1, page_size: 1000, status: 1 });
    expect(nodeOf({ a: { b: [1] } }, 'data.a.b')).to.deep.equal([1]);
  });

  it('preset values and saved values come back as the form keeps them; the payload follows the engine (ranges swapped, start/end)', () => {
    const values = presetValues(DEFS);
    expect(values).to.deep.equal({ amount: ['5', '1'] });
    expect(buildSearchPayload(fieldsOfDefinitions(DEFS), { ...values, no: ' A1 ', status: '' })).to.deep.equal({ no: 'A1', amount: { start: 1, end: 5 } });
    expect(formValue('date_rang', { start_time: '2026-01-01', end_time: '2026-02-01' })).to.deep.equal(['2026-01-01', '2026-02-01']);
    expect(formValue('string', 'x')).to.equal('x');
  });

  it('the bar without a scheme shows the is_top fields, or all when none is', () => {
    const fields = fieldsOfDefinitions(DEFS);
    expect(defaultFields(fields, ['no']).map((f) => f.field)).to.deep.equal(['no']);
    expect(defaultFields(fields, [])).to.have.length(fields.length);
  });
});

describe('search schemes (spec 1 §4, §5)', () => {
  it('the current scheme is is_current 1 with an id; starring makes one current', () => {
    expect(currentScheme([scheme(0, 1), scheme(2, 0)])).to.equal(null);
    expect(currentScheme([scheme(1, 0), scheme(2, 1)])!.id).to.equal(2);
    expect(withCurrent([scheme(1, 1), scheme(2, 0)], 2).map((s) => s.is_current)).to.deep.equal([0, 1]);
  });

  it('a new scheme is id 0, class 2, unnamed; a built-in one cannot be deleted', () => {
    expect(newScheme('/x')).to.deep.equal({ id: 0, search_api: '/x', search_fa_class: 2, search_fa_name: '', is_current: 0, search_fa_field: [] });
    expect([canDelete(scheme(1, 0, 1)), canDelete(scheme(2, 0, 2))]).to.deep.equal([false, true]);
  });

  it('a save needs a scheme, a name and a field: 请先选中一个方案, 请先输入名称, 请先选择搜索项', () => {
    expect(saveProblem(null, 'a', ['x'])).to.equal('scheme.selectRequired');
    expect(saveProblem(scheme(1, 0), '  ', ['x'])).to.equal('scheme.nameRequired');
    expect(saveProblem(scheme(1, 0), 'a', [])).to.equal('scheme.fieldsRequired');
    expect(saveProblem(scheme(1, 0), 'a', ['x'])).to.equal(null);
  });

  it('chosen fields: known ones in the scheme order, tick at the end, select all keeps the order, values from the bar or as saved', () => {
    expect(chosenOf(scheme(1, 0, 2, ['b', 'zz', 'a', 'b']), ['a', 'b', 'c'])).to.deep.equal(['b', 'a']);
    expect(toggleChosen(['a'], 'c', true)).to.deep.equal(['a', 'c']);
    expect(toggleChosen(['a', 'c'], 'a', false)).to.deep.equal(['c']);
    expect(selectAll(['a', 'b', 'c'], ['c'], true)).to.deep.equal(['c', 'a', 'b']);
    expect(selectAll(['a', 'b'], ['a'], false)).to.deep.equal([]);
    const before = [{ search_field_name: 'b', search_field_value: 3 }];
    expect(schemeFields(['a', 'b', 'c'], { a: 'x' }, before)).to.deep.equal([
      { search_field_name: 'a', search_field_value: 'x' }, { search_field_name: 'b', search_field_value: 3 }, { search_field_name: 'c', search_field_value: null },
    ]);
  });

  it('a scheme applied to the bar: its fields in order, saved values as the form keeps them', () => {
    const fields = fieldsOfDefinitions(DEFS);
    const s = { search_fa_field: [{ search_field_name: 'amount', search_field_value: { start: 1, end: 9 } }, { search_field_name: 'no', search_field_value: null }, { search_field_name: 'gone', search_field_value: 1 }] };
    const { fields: shown, values } = applyScheme(fields, s);
    expect(shown.map((f) => f.field)).to.deep.equal(['amount', 'no']);
    expect(values).to.deep.equal({ amount: ['1', '9'] });
  });
});
