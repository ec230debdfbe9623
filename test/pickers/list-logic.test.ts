import { expect } from 'chai';
import { checkColumns, checkSearchFields, checkUrl, searchFieldsOf, valueAt } from '../../src/pickers/list/list.logic';

describe('bo-list-picker rules (list.logic.ts)', () => {
  it('valueAt reads a dotted path; a missing step is undefined', () => {
    const row = { id: 1, owner: { name: '王芳', dept: { name: '采购部' } }, zero: 0 };
    expect(valueAt(row, 'id')).to.equal(1);
    expect(valueAt(row, 'owner.name')).to.equal('王芳');
    expect(valueAt(row, 'owner.dept.name')).to.equal('采购部');
    expect(valueAt(row, 'zero')).to.equal(0);
    expect(valueAt(row, 'owner.none.name')).to.equal(undefined);
    expect(valueAt(row, 'id.x')).to.equal(undefined);
  });

  it('checkUrl: a path of this site or an http(s) address; no other scheme, no //host', () => {
    for (const ok of ['/demo/generic/list', 'api/list', 'https://api.example.com/list', 'HTTP://x.cn/a', undefined]) expect(checkUrl(ok), String(ok)).to.equal(undefined);
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'file:///etc/passwd', '//evil.example.com/list', ' ', 'ftp://x.cn']) expect(checkUrl(bad), bad).to.be.a('string');
  });

  it('checkColumns: an array of {key, title, width?}', () => {
    expect(checkColumns([])).to.equal(undefined);
    expect(checkColumns([{ key: 'owner.name', title: '负责人' }, { key: 'a', title: 'A', width: 80 }])).to.equal(undefined);
    expect(checkColumns({ key: 'a' })).to.be.a('string');
    expect(checkColumns([{ key: 'a', title: 'A' }, { title: 'B' }])).to.contain('column 1');
    expect(checkColumns([{ key: 'a', title: 'A', width: '80' }])).to.contain('column 0');
    expect(checkColumns([{ key: '', title: 'A' }])).to.contain('column 0');
  });

  it('checkSearchFields: an array of {field, title, type, options?} of the kit\'s value types', () => {
    expect(checkSearchFields([{ field: 'name', title: '名称', type: 'string' }, { field: 'level', title: '级别', type: 'select_radio', options: [{ label: '一级', value: 1 }] }])).to.equal(undefined);
    expect(checkSearchFields('name')).to.be.a('string');
    expect(checkSearchFields([{ field: 'name', title: '名称', type: 'text' }])).to.contain('search field 0');
    expect(checkSearchFields([{ field: 'a', title: 'A', type: 'string' }, { field: 'b', title: 'B', type: 'array', options: [{ label: 'x' }] }])).to.contain('search field 1');
  });

  it('searchFieldsOf keeps only the keys a page may give (no remote options)', () => {
    const given = [{ field: 'a', title: 'A', type: 'string', remote: { source: {} }, options: [{ label: 'x', value: 1 }] }] as never;
    expect(searchFieldsOf(given)).to.deep.equal([{ field: 'a', title: 'A', type: 'string', options: [{ label: 'x', value: 1 }] }]);
  });
});
