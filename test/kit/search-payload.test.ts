import { expect } from 'chai';
import dayjs from 'dayjs';
import {
  buildSearchPayload,
  datesReady,
  dateShortcuts,
  dayShortcuts,
  optionsOf,
  remoteFilters,
  round2,
  shouldQuery,
  splitFields,
} from '../../src/kit/search-form';
import { readAnswer, requestOf, source } from '../../src/kit/data/source';
import type { SearchField, SearchFieldType } from '../../src/kit/types';
import { defaultTranslator } from '../../src/core/i18n';

const zh = defaultTranslator;

const f = (field: string, type: SearchFieldType, extra: Partial<SearchField> = {}): SearchField => ({ field, title: field, type, ...extra });
const one = (field: SearchField, value: unknown) => buildSearchPayload([field], { [field.field]: value });
const day = (d: Date) => dayjs(d).format('YYYY-MM-DD');

describe('buildSearchPayload (spec 1 §5, spec 2 §1)', () => {
  // the date formats are a chunk of their own (payload.ts); a form's submit waits for them
  before(() => datesReady);
  it('drops empty values and empty arrays, and sends only the defined fields', () => {
    const fields = [f('a', 'string'), f('b', 'string'), f('c', 'select_radio'), f('d', 'array'), f('e', 'int'), f('g', 'date'), f('h', 'string')];
    const payload = buildSearchPayload(fields, { a: '', b: '   ', c: null, d: [], e: undefined, g: '', h: '螺丝', other: 'x' });
    expect(payload).to.deep.equal({ h: '螺丝' });
  });

  it('trims text', () => {
    expect(one(f('name', 'string'), '  螺丝 刀 ')).to.deep.equal({ name: '螺丝 刀' });
    expect(one(f('name', 'string'), 12)).to.deep.equal({ name: '12' });
  });

  it('int: whole numbers; float: 2 decimals; both clamped to the default or own bounds', () => {
    const int = f('n', 'int');
    const float = f('x', 'float');
    expect(one(int, '12')).to.deep.equal({ n: 12 });
    expect(one(int, '12.6')).to.deep.equal({ n: 13 });
    expect(one(int, 7)).to.deep.equal({ n: 7 });
    expect(one(int, 'abc')).to.deep.equal({});
    expect(one(int, '0')).to.deep.equal({ n: 0 });
    expect(one(int, '1e12')).to.deep.equal({ n: 999999999 });
    expect(one(int, '-99999999')).to.deep.equal({ n: -9999999 });
    expect(one(f('n', 'int', { min: 1, max: 10 }), '50')).to.deep.equal({ n: 10 });
    expect(one(f('n', 'int', { min: 1, max: 10 }), '-3')).to.deep.equal({ n: 1 });
    expect(one(float, '3.14159')).to.deep.equal({ x: 3.14 });
    expect(one(float, '1.005')).to.deep.equal({ x: 1.01 });
    expect(one(float, '-2.675')).to.deep.equal({ x: -2.68 });
    expect(one(float, 0.0000001)).to.deep.equal({ x: 0 });
    expect(round2(-0.001)).to.equal(0);
  });

  it('formats date, datetime, month and year', () => {
    expect(one(f('d', 'date'), '2026-11-18')).to.deep.equal({ d: '2026-11-18' });
    expect(one(f('d', 'date'), new Date(2026, 10, 18, 15, 30))).to.deep.equal({ d: '2026-11-18' });
    expect(one(f('d', 'date'), 'not a date')).to.deep.equal({});
    expect(one(f('t', 'datetime'), '2026-11-18T08:05')).to.deep.equal({ t: '2026-11-18 08:05:00' });
    expect(one(f('t', 'datetime'), '2026-11-18T08:05:09')).to.deep.equal({ t: '2026-11-18 08:05:09' });
    expect(one(f('t', 'datetime'), '2026-11-18 08:05:09')).to.deep.equal({ t: '2026-11-18 08:05:09' });
    expect(one(f('m', 'month'), '2026-11')).to.deep.equal({ m: '2026-11' });
    expect(one(f('m', 'month'), '2026-11-18')).to.deep.equal({ m: '2026-11' });
    expect(one(f('y', 'year'), '2026')).to.deep.equal({ y: '2026' });
    expect(one(f('y', 'year'), 2026)).to.deep.equal({ y: '2026' });
    expect(one(f('y', 'year'), '1850')).to.deep.equal({ y: '1900' });
    expect(one(f('y', 'year'), '3000')).to.deep.equal({ y: '2100' });
    expect(one(f('y', 'year'), 'abc')).to.deep.equal({});
  });

  it('select_radio keeps the option value; array drops empty items', () => {
    expect(one(f('s', 'select_radio'), 2)).to.deep.equal({ s: 2 });
    expect(one(f('s', 'select_radio'), '2')).to.deep.equal({ s: '2' });
    expect(one(f('s', 'select_radio'), 0)).to.deep.equal({ s: 0 });
    expect(one(f('a', 'array'), [1, '', 2, null])).to.deep.equal({ a: [1, 2] });
    expect(one(f('a', 'array'), ['', null])).to.deep.equal({});
    expect(one(f('a', 'array'), 3)).to.deep.equal({ a: [3] });
  });

  it('amount_rang: { start, end } rounded and clamped, each side optional, swapped when reversed', () => {
    const amount = f('price', 'amount_rang');
    expect(one(amount, ['10', '20.567'])).to.deep.equal({ price: { start: 10, end: 20.57 } });
    expect(one(amount, ['10', ''])).to.deep.equal({ price: { start: 10 } });
    expect(one(amount, ['', '5'])).to.deep.equal({ price: { end: 5 } });
    expect(one(amount, ['', ''])).to.deep.equal({});
    expect(one(amount, ['0', '0'])).to.deep.equal({ price: { start: 0, end: 0 } });
    expect(one(amount, ['30', '20'])).to.deep.equal({ price: { start: 20, end: 30 } });
    expect(one(amount, ['-1e10', '1e10'])).to.deep.equal({ price: { start: -9999999, end: 999999999 } });
    expect(one(amount, { start: 1, end: 2 })).to.deep.equal({ price: { start: 1, end: 2 } });
  });

  it('amount_rang with yuanKeys: each side under its own key as yuan text, rounded half up in fen, swapped when reversed', () => {
    const amount = f('amount', 'amount_rang', { min: 0, yuanKeys: ['min', 'max'] });
    expect(one(amount, ['1.005', '2'])).to.deep.equal({ min: '1.01', max: '2.00' });
    expect(one(amount, ['0.015', ''])).to.deep.equal({ min: '0.02' });
    expect(one(amount, ['', '99999999.995'])).to.deep.equal({ max: '100000000.00' });
    expect(one(amount, ['30', '20.1'])).to.deep.equal({ min: '20.10', max: '30.00' });
    expect(one(amount, ['-5', 'abc'])).to.deep.equal({ min: '0.00' });
    expect(one(amount, ['', ''])).to.deep.equal({});
  });

  it('date, month and time ranges: { start_time, end_time }', () => {
    expect(one(f('d', 'date_rang'), ['2026-11-01', '2026-11-30'])).to.deep.equal({ d: { start_time: '2026-11-01', end_time: '2026-11-30' } });
    expect(one(f('d', 'date_rang'), ['2026-11-30', '2026-11-01'])).to.deep.equal({ d: { start_time: '2026-11-01', end_time: '2026-11-30' } });
    expect(one(f('d', 'date_rang'), ['', '2026-11-30'])).to.deep.equal({ d: { end_time: '2026-11-30' } });
    expect(one(f('d', 'date_rang'), ['', ''])).to.deep.equal({});
    expect(one(f('d', 'date_rang'), null)).to.deep.equal({});
    expect(one(f('m', 'month_rang'), ['2026-01', '2026-03'])).to.deep.equal({ m: { start_time: '2026-01', end_time: '2026-03' } });
    expect(one(f('t', 'time_rang'), ['8:05', '17:30:15'])).to.deep.equal({ t: { start_time: '08:05:00', end_time: '17:30:15' } });
    expect(one(f('t', 'time_rang'), ['25:00', 'x'])).to.deep.equal({});
  });
});

describe('dateShortcuts (weeks start on Monday)', () => {
  // Wednesday 18 November 2026
  const today = new Date(2026, 10, 18, 15, 42);
  const ranges = Object.fromEntries(dateShortcuts(zh, today).map((s) => [s.key, [day(s.range[0]), day(s.range[1])]]));
  const labels = dateShortcuts(zh, today).map((s) => s.label);

  it('offers the 14 shortcuts of the spec, in order, with their Chinese labels', () => {
    expect(labels).to.deep.equal(['今天', '昨天', '明天', '前三天', '后三天', '本周', '上周', '下周', '本月', '上月', '下月', '本年', '上年', '下年']);
  });

  it('computes days, weeks, months and years from today', () => {
    expect(ranges).to.deep.equal({
      today: ['2026-11-18', '2026-11-18'],
      yesterday: ['2026-11-17', '2026-11-17'],
      tomorrow: ['2026-11-19', '2026-11-19'],
      prev3: ['2026-11-15', '2026-11-18'],
      next3: ['2026-11-18', '2026-11-21'],
      thisWeek: ['2026-11-16', '2026-11-22'],
      lastWeek: ['2026-11-09', '2026-11-15'],
      nextWeek: ['2026-11-23', '2026-11-29'],
      thisMonth: ['2026-11-01', '2026-11-30'],
      lastMonth: ['2026-10-01', '2026-10-31'],
      nextMonth: ['2026-12-01', '2026-12-31'],
      thisYear: ['2026-01-01', '2026-12-31'],
      lastYear: ['2025-01-01', '2025-12-31'],
      nextYear: ['2027-01-01', '2027-12-31'],
    });
  });

  it('starts at local midnight, and a Sunday belongs to the week that began on Monday', () => {
    const [first] = dateShortcuts(zh, today);
    expect([first.range[0].getHours(), first.range[0].getMinutes()]).to.deep.equal([0, 0]);
    const sunday = Object.fromEntries(dateShortcuts(zh, new Date(2026, 10, 22)).map((s) => [s.key, day(s.range[0])]));
    expect(sunday.thisWeek).to.equal('2026-11-16');
    const march = Object.fromEntries(dateShortcuts(zh, new Date(2026, 2, 31)).map((s) => [s.key, [day(s.range[0]), day(s.range[1])]]));
    expect(march.lastMonth).to.deep.equal(['2026-02-01', '2026-02-28']);
  });

  it('single-date fields get only the day shortcuts', () => {
    expect(dayShortcuts(zh, today).map((s) => [s.label, day(s.range[0])])).to.deep.equal([
      ['今天', '2026-11-18'],
      ['昨天', '2026-11-17'],
      ['明天', '2026-11-19'],
    ]);
  });
});

describe('remote select rule and answers', () => {
  it('asks only for non-blank text while the list is empty, or always with inputAfterShow 0', () => {
    expect(shouldQuery('', 0)).to.equal(false);
    expect(shouldQuery('  ', 0, 0)).to.equal(false);
    expect(shouldQuery('甲', 0)).to.equal(true);
    expect(shouldQuery('甲', 3)).to.equal(false);
    expect(shouldQuery('甲', 3, 1)).to.equal(false);
    expect(shouldQuery('甲', 3, 0)).to.equal(true);
  });

  it('asks for the typed text with the query key, page 1 and 1000 a page; the source adds its fixed payload', () => {
    const staff = source({ method: 'POST', url: '/x', shape: 'list', fixed: { status: [1, 2] } });
    expect(remoteFilters({ source: staff }, ' 甲 ')).to.deep.equal({ name: '甲', page: 1, page_size: 1000 });
    expect(requestOf(staff, { filters: remoteFilters({ source: staff, queryKey: 'title' }, '乙') }).data).to.deep.equal({
      title: '乙',
      page: 1,
      page_size: 1000,
      status: [1, 2],
    });
  });

  it('makes options of records: label and value keys, a suffix, records without an id skipped', () => {
    const rows = [{ id: 1, name: '甲' }, { id: 'b', name: '乙', status: 3 }, { name: 'no id' }, null];
    const remote = { source: source({ method: 'GET', url: '/x', shape: 'array' }) };
    expect(optionsOf(rows, remote)).to.deep.equal([{ value: 1, label: '甲' }, { value: 'b', label: '乙' }]);
    expect(optionsOf(rows, { ...remote, suffix: (r) => (r.status === 3 ? '(已离职)' : '') }).map((o) => o.label)).to.deep.equal(['甲', '乙(已离职)']);
    expect(optionsOf([{ uid: 7, title: '丙' }], { ...remote, valueKey: 'uid', labelKey: 'title' })).to.deep.equal([{ value: 7, label: '丙' }]);
  });
});

describe('data sources (one description for lists, trees, selects and filters)', () => {
  const rows = [{ id: 1, name: '甲', children: [{ id: 2, name: '乙' }] }];
  it('reads an answer by its shape: data.list + total_count, data.data + total, the array itself, a whole tree', () => {
    expect(readAnswer(source({ method: 'POST', url: '/x', shape: 'list' }), { list: rows, total_count: 35 })).to.deep.equal({ rows, total: 35 });
    expect(readAnswer(source({ method: 'POST', url: '/x', shape: 'data' }), { data: rows, total: 7 })).to.deep.equal({ rows, total: 7 });
    expect(readAnswer(source({ method: 'POST', url: '/x', shape: 'array' }), rows)).to.deep.equal({ rows, total: 1 });
    expect(readAnswer(source({ method: 'POST', url: '/x', shape: 'tree' }), rows)).to.deep.equal({ rows, total: 2 });
    expect(readAnswer(source({ method: 'POST', url: '/x', shape: 'list', read: (d) => (d as { items: unknown[] }).items }), { items: rows }).rows).to.equal(rows);
  });

  it('reads null or malformed data as no rows, never a crash', () => {
    for (const shape of ['list', 'data', 'array', 'tree'] as const) {
      expect(readAnswer(source({ method: 'POST', url: '/x', shape }), null), shape).to.deep.equal({ rows: [], total: 0 });
      expect(readAnswer(source({ method: 'POST', url: '/x', shape }), 'oops'), shape).to.deep.equal({ rows: [], total: 0 });
    }
  });

  it('sends filters, fixed filters, the user\'s fields and the paging keys: the query string of a GET, the body of a POST', () => {
    const src = source({ method: 'POST', url: '/x', shape: 'list', params: { model_name: 'm' }, fixed: { status: 2 }, user: { company_id: 'company_id' } });
    const user = { staff: { id: 1, name: '张三' }, company_id: 9 };
    expect(requestOf(src, { filters: { name: '甲' }, page: { page: 2, size: 20 }, user })).to.deep.include({
      method: 'POST',
      params: { model_name: 'm' },
      data: { name: '甲', status: 2, company_id: 9, page: 2, page_size: 20 },
    });
    // a field the login info lacks is left out (the element reports it)
    expect(requestOf(src, { user: { staff: { id: 1, name: '张三' } } }).data).to.deep.equal({ status: 2 });
    const get = source({ method: 'GET', url: '/x', shape: 'tree', params: { modular: 'goods' }, pageKeys: { page: 'page', pageSize: 'pageSize' } });
    expect(requestOf(get, { filters: { name: '乙' }, page: { page: 1, size: 10 } })).to.deep.include({ params: { modular: 'goods', name: '乙', page: 1, pageSize: 10 }, data: undefined });
    // nothing to send: no body at all
    expect(requestOf(source({ method: 'POST', url: '/base/department/list', shape: 'tree' })).data).to.equal(undefined);
  });

  it('fixedInSearch: the fixed filters and the user\'s fields go under the searchKey, beside the search', () => {
    const src = source({ method: 'POST', url: '/x', shape: 'data', searchKey: 'filters', fixedInSearch: true, fixed: { kind: 1 }, user: { company_id: 'company_id' } });
    const user = { staff: { id: 1, name: '张三' }, company_id: 9 };
    expect(requestOf(src, { filters: { filters: { name: '甲' } }, page: { page: 1, size: 10 }, user }).data).to.deep.equal({
      filters: { name: '甲', kind: 1, company_id: 9 },
      page: 1,
      page_size: 10,
    });
    expect(requestOf(src, { page: { page: 1, size: 10 }, user }).data).to.deep.equal({ filters: { kind: 1, company_id: 9 }, page: 1, page_size: 10 });
  });
});

describe('splitFields', () => {
  const fields = ['a', 'b', 'c', 'd', 'e'].map((n) => f(n, 'string', { top: n === 'd' }));
  it('shows the first two and the top fields; folds the rest when there are more than 3', () => {
    const { shown, folded } = splitFields(fields);
    expect(shown.map((x) => x.field)).to.deep.equal(['a', 'b', 'd']);
    expect(folded.map((x) => x.field)).to.deep.equal(['c', 'e']);
    expect(splitFields(fields.slice(0, 3)).folded).to.deep.equal([]);
  });
});
