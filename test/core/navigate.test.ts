/** bo-navigate (DECISIONS "Embedding"): the detail, the address under the navigation base, cancel, new windows, http(s) only. */
import { expect } from 'chai';
import { configure, resetConfig } from '../../src/core/config';
import { navigate, navigateDetail, navigationUrl } from '../../src/core/navigate';
import { permissionAttrs } from '../../src/kit/permissions';

describe('navigate', () => {
  const open = window.open;
  let opened: unknown[][] = [];
  beforeEach(() => {
    opened = [];
    window.open = (...args: unknown[]) => (opened.push(args), null);
  });
  afterEach(() => {
    window.open = open;
    resetConfig();
  });

  it('gives the query as text and leaves empty values out', () => {
    expect(navigateDetail({ path: '/rule/add', query: { id: 12, is_use: 1, app: '', x: null } })).to.deep.equal({
      path: '/rule/add',
      query: { id: '12', is_use: '1' },
      newWindow: false,
    });
  });

  it('puts the path under the navigation base and refuses what is not http(s)', () => {
    const detail = navigateDetail({ path: '/rule/add', query: { app: '3_采购申请' } });
    expect(navigationUrl(detail, '/erp/')).to.equal(`${location.origin}/erp/rule/add?app=3_%E9%87%87%E8%B4%AD%E7%94%B3%E8%AF%B7`);
    expect(navigationUrl(detail, 'https://erp.example.com/app')).to.equal('https://erp.example.com/app/rule/add?app=3_%E9%87%87%E8%B4%AD%E7%94%B3%E8%AF%B7');
    expect(navigationUrl(navigateDetail({ path: 'javascript:alert(1)' }), '/erp')).to.equal(undefined);
    expect(navigationUrl(navigateDetail({ path: 'data:text/html,x' }), '')).to.equal(undefined);
  });

  it('does nothing when the page cancels bo-navigate, and opens a new window with noopener otherwise', () => {
    const heard: unknown[] = [];
    expect(navigate((d) => (heard.push(d), false), { path: '/approval', newWindow: true })).to.equal(false);
    expect(heard).to.deep.equal([{ path: '/approval', query: {}, newWindow: true }]);
    expect(opened).to.have.length(0);
    configure({ navigationBase: 'https://erp.example.com' });
    expect(navigate(() => true, { path: '/approval', query: { id: 5 }, newWindow: true })).to.equal(true);
    expect(opened).to.deep.equal([['https://erp.example.com/approval?id=5', '_blank', 'noopener']]);
  });

  it('permission flags are boolean attributes, absent = not allowed', () => {
    const specs = permissionAttrs({ list: '查看列表', add: '新增' });
    expect(Object.keys(specs)).to.deep.equal(['canList', 'canAdd']);
    expect(specs.canAdd.kind).to.equal('boolean');
    expect(specs.canAdd.default).to.equal(false);
  });
});
