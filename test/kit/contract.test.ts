/**
 * The pieces of the backend contract that need no browser page of their own: the fields a column reads
 * (traced), the check of an answer's needed fields, and a source's call as the contract gives it.
 */
import { expect } from 'chai';
import { missingReads, type ReadSpec } from '../../src/core/http';
import { sourceCall } from '../../src/kit/data/contract';
import { readsOf, source } from '../../src/kit/data/source';
import { readPaths } from '../../src/kit/data/trace';
import { fillPath } from '../../src/kit/data/endpoint';

describe('readPaths: the record fields a function reads', () => {
  const paths = (fn: (record: never) => unknown) => readPaths(fn).map((p) => (p.oneKind ? `${p.path} (one kind)` : p.path));

  it('follows nested fields, lists and calls on them, and keeps the leaves', () => {
    expect(paths((r: { goods_type?: { path_name?: string[]; name: string } }) => r.goods_type?.path_name?.join('/') ?? r.goods_type?.name)).to.deep.equal([
      'goods_type.path_name',
    ]);
    expect(paths((r: { contact?: { name: string; mobile: string }[] }) => (r.contact ?? []).map((c) => [c.name, c.mobile].join(' ')))).to.deep.equal([
      'contact[].name',
      'contact[].mobile',
    ]);
    expect(paths((d: { province: string; city: string }) => [d.province, d.city].filter(Boolean).join(' '))).to.deep.equal(['province', 'city']);
  });

  it('reads two kinds of records: one field each are alternatives, more are marked as of one kind', () => {
    type Row = { name: string } | { goods: { name: string } };
    expect(paths((r: Row) => ('goods' in r ? r.goods.name : r.name))).to.deep.equal(['name|goods.name']);
    type Card = { name: string; code: string } | { title: string; sucai_type_id: number };
    expect(paths((r: Card) => ('sucai_type_id' in r ? [r.title, r.sucai_type_id] : [r.name, r.code]))).to.deep.equal([
      'name (one kind)', 'code (one kind)', 'title (one kind)', 'sucai_type_id (one kind)',
    ]);
  });

  it('survives what it cannot follow', () => {
    expect(paths(() => {
      throw new Error('no');
    })).to.deep.equal([]);
  });
});

describe('missingReads: the needed fields an answer lacks', () => {
  const page: ReadSpec[] = [
    { path: 'data', type: 'object', need: 'fail' },
    { path: 'data.list', type: 'array', need: 'fail' },
    { path: 'data.total_count', type: 'number', need: 'report' },
    { path: 'data.list[].id', type: 'id', need: 'report' },
    { path: 'data.list[].name', type: 'string' },
  ];
  const problems = (body: unknown, reads = page) => missingReads(body, reads).map((m) => `${m.read.need} ${m.problem}`);

  it('names each missing field, and nothing for a complete answer or an empty list', () => {
    expect(problems({ code: 200, data: { list: [{ id: 1 }], total_count: 1 } })).to.deep.equal([]);
    expect(problems({ code: 200, data: { list: [], total_count: 0 } })).to.deep.equal([]);
    expect(problems({ code: 200, data: null })).to.deep.equal(['fail data is missing', 'fail data.list is missing', 'report data.total_count is missing']);
    expect(problems({ code: 200, data: { list: {} } })).to.deep.equal(['fail data.list is not an array', 'report data.total_count is missing']);
    expect(problems({ code: 200, data: { list: [{ id: 1 }, { name: 'x' }, { id: null }], total_count: 3 } })).to.deep.equal([
      'report data.list[].id is missing in 2 of 3 records',
    ]);
  });

  it('counts a field of records inside records, and of whichever of two lists has records', () => {
    const nested: ReadSpec[] = [{ path: 'data.list[].departments[].id', type: 'id', need: 'report' }];
    const rows = [{ departments: [{ id: 1 }, {}] }, { departments: [] }, { departments: 'x' }, {}, { departments: [{ id: null }, { id: 4 }] }];
    expect(problems({ data: { list: rows } }, nested)).to.deep.equal(['report data.list[].departments[].id is missing in 2 of 4 records']);
    const either: ReadSpec[] = [{ path: 'data.list[].id|data.data[].id', type: 'id', need: 'report' }];
    expect(problems({ data: { data: [{ id: 1 }, { name: 'x' }] } }, either)).to.deep.equal(['report data.data[].id is missing in 1 of 2 records']);
    expect(problems({ data: { list: [] } }, either)).to.deep.equal([]);
  });

  it('reads either of two paths', () => {
    const either: ReadSpec[] = [{ path: 'data.list|data.data', type: 'array', need: 'fail' }];
    expect(problems({ data: { data: [] } }, either)).to.deep.equal([]);
    expect(problems({ data: {} }, either)).to.deep.equal(['fail data.list or data.data is missing']);
  });
});

describe('sourceCall: a source as the contract gives it', () => {
  it('places fixed filters, the user\'s fields and paging where requestOf sends them, and reads by the shape', () => {
    const src = source({ method: 'POST', url: '/x', shape: 'data', params: { model_name: 'm' }, fixed: { status: [1, 2] }, user: { company_id: 'company_id' } });
    const call = sourceCall(src, { when: 'when the picker opens', onOpen: true, pageSize: 10, search: [{ name: 'name', type: 'string', when: 'searched' }] });
    expect(call.params.map((p) => [p.name, p.in, p.type, p.value ?? p.from ?? p.when ?? ''])).to.deep.equal([
      ['model_name', 'query', 'string', 'm'],
      ['status', 'body', 'number[]', [1, 2]],
      ['company_id', 'body', 'number', 'GET /base/user/login_info data.company_id'],
      ['page', 'body', 'number', ''],
      ['page_size', 'body', 'number', ''],
      ['name', 'body', 'string', 'searched'],
    ]);
    expect(call.reads).to.deep.equal(readsOf(src));
    expect(call.reads.map((r) => r.path)).to.deep.equal(['data', 'data.data', 'data.total', 'data.data[].id']);
    // a GET sends everything in the query string, nested under the search key when it has one
    const get = sourceCall(source({ method: 'GET', url: '/y', shape: 'array', searchKey: 'search' }), { when: 'w', search: [{ name: 'title', type: 'string' }] });
    expect(get.params.map((p) => [p.name, p.in])).to.deep.equal([['search.title', 'query']]);
  });
});

describe('fillPath: an endpoint\'s path parameters', () => {
  it('fills one segment each (encoded), a leading prefix as it is (or nothing), and leaves the rest for the query string', () => {
    expect(fillPath('{private}/approval/data/{serial}', { private: '/private/', serial: 'SP 1/2', page: 1 })).to.deep.equal({
      url: '/private/approval/data/SP%201%2F2',
      rest: { page: 1 },
    });
    expect(fillPath('{private}/approval/list', { private: '' }).url).to.equal('/approval/list');
  });
});
