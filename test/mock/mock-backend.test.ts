import { expect } from 'chai';
import {
  mock,
  startMockWorker,
  store,
  type CategoryNode,
  type Contact,
  type DataData,
  type Department,
  type Envelope,
  type Goods,
  type IdName,
  type ListData,
  type LoginInfo,
  type Staff,
  type Supplier,
} from '../../demo/mock';

const BASE = '/api-x';

interface Answer<T> {
  status: number;
  body: Envelope<T>;
}

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> {
  const res = await fetch(path.startsWith('http') || path.startsWith('/any') ? path : BASE + path, {
    method,
    headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}
const post = <T>(path: string, body?: unknown, headers?: Record<string, string>) => call<T>('POST', path, body, headers);
const get = <T>(path: string) => call<T>('GET', path);

function depth<N>(nodes: readonly N[], children: (n: N) => readonly N[] | undefined): number {
  return nodes.reduce((max, n) => Math.max(max, 1 + depth(children(n) ?? [], children)), 0);
}

describe('mock backend', () => {
  before(async () => {
    await startMockWorker();
  });
  beforeEach(() => mock.reset());

  describe('envelope and list shapes', () => {
    it('login info comes in a success envelope and describes staff 1 of the group company', async () => {
      const { status, body } = await get<LoginInfo>('/base/user/login_info');
      expect(status).to.equal(200);
      expect(body.code).to.equal(200);
      expect(body.msg).to.equal('success');
      const me = store.org().staff[0] as Staff;
      expect(body.data.staff).to.deep.equal({ id: me.id, name: me.name, serial_number: me.serial_number, mobile: me.mobile });
      const group = store.org().departments.find((d) => d.pid === 0) as Department;
      expect(body.data.company_id).to.equal(group.id);
      expect(body.data.company).to.deep.equal({ id: group.id, name: group.name });
      expect(body.data.staff_main_department.id).to.equal(me.department.id);
      expect(body.data.staff_main_department.name).to.be.a('string').and.not.equal('');
    });

    it('generates only the areas it needs', async () => {
      await get('/base/user/login_info');
      expect(store.generated()).to.deep.equal(['org']);
    });

    it('goods list answers data.list + data.total_count', async () => {
      const { body } = await post<ListData<Goods>>('/goods/list/v2', { page: 1, page_size: 10 });
      expect(body.code).to.equal(200);
      expect(body.data.list).to.have.length(10);
      expect(body.data.total_count).to.equal(store.goods().goods.length);
      expect(body.data.total_count).to.be.at.least(500);
    });

    it('supplier popup answers data.data + data.total, enable 0 keeps enabled suppliers only', async () => {
      const all = store.partners().suppliers;
      const enabled = all.filter((s) => s.enable !== 1);
      expect(enabled.length).to.be.lessThan(all.length);
      const { body } = await post<DataData<Supplier>>('/eo/public/external/supplier/popup', { enable: 0, page: 1, page_size: 0 });
      expect(body.code).to.equal(200);
      expect(body.data.total).to.equal(enabled.length);
      expect(body.data.data).to.have.length(enabled.length);
      expect(body.data.data.every((s) => s.enable !== 1)).to.equal(true);
      expect(body.data.data[0]?.supplier_code).to.match(/^[0-9A-Z]{18}$/);
    });
  });

  describe('paging and filters', () => {
    it('page 2 of size 10 gives rows 11 to 20', async () => {
      const { body } = await post<ListData<Goods>>('/goods/list/v2', { page: 2, page_size: 10 });
      expect(body.data.list.map((g) => g.id)).to.deep.equal(store.goods().goods.slice(10, 20).map((g) => g.id));
    });

    it('page_size 0 gives all rows; GET paging comes from the query string', async () => {
      const { body } = await post<ListData<Goods>>('/goods/list/v2', { page: 1, page_size: 0 });
      expect(body.data.list).to.have.length(body.data.total_count);
      expect(body.data.total_count).to.equal(600);
    });

    it('filters goods by name (contains) and status', async () => {
      const expected = store.goods().goods.filter((g) => g.name.includes('签字笔') && g.status === 2);
      expect(expected.length).to.be.greaterThan(0);
      const { body } = await post<ListData<Goods>>('/goods/list/v2', { name: '签字笔', status: [2], page: 1, page_size: 0 });
      expect(body.data.total_count).to.equal(expected.length);
      expect(body.data.list.map((g) => g.id)).to.deep.equal(expected.map((g) => g.id));
    });

    it('goods_type_id includes descendant categories', async () => {
      const { body: tree } = await get<CategoryNode[]>('/setting/public/category/list?modular=goods&company_id=1');
      expect(tree.data).to.have.length(3);
      expect(depth(tree.data, (n) => n.children)).to.equal(3);
      const root = tree.data[0] as CategoryNode;
      const { body } = await post<ListData<Goods>>('/goods/list/v2', { goods_type_id: root.data.id, page_size: 0 });
      expect(body.data.total_count).to.be.greaterThan(0).and.lessThan(600);
      expect(body.data.list.every((g) => g.goods_type.path_name[0] === root.title)).to.equal(true);
    });

    it('staff list filters by department subtree, name and status', async () => {
      const { departments, staff } = store.org();
      const level1 = departments.find((d) => !d.is_company) as Department;
      const prefix = level1.path_name.join('/');
      const subtree = departments.filter((d) => d.path_name.join('/') === prefix || d.path_name.join('/').startsWith(prefix + '/'));
      expect(subtree.length).to.be.greaterThan(2);
      const ids = new Set(subtree.map((d) => d.id));
      const expected = staff.filter((s) => s.departments.some((d) => ids.has(d.id)) && s.status !== 3);
      const { body } = await post<ListData<Staff>>('/base/staff/list', { department_id: level1.id, status: [1, 2], page: 1, page_size: 0 });
      expect(body.data.total_count).to.equal(expected.length);
      expect(body.data.list.map((s) => s.id)).to.deep.equal(expected.map((s) => s.id));
      const who = staff[5] as Staff;
      const { body: byName } = await post<ListData<Staff>>('/base/staff/v2', { name: who.mobile, page: 1, page_size: 10 });
      expect(byName.data.list.map((s) => s.id)).to.include(who.id);
      expect(byName.data.list.every((s) => s.mobile.includes(who.mobile))).to.equal(true);
    });

    it('contact popup filters by name', async () => {
      const needle = (store.partners().contacts[0] as Contact).name;
      const { body } = await post<DataData<Contact>>('/eo/public/external/contact/popup', { name: needle, page: 1, page_size: 10 });
      expect(body.data.total).to.be.greaterThan(0);
      expect(body.data.data.every((c) => c.name.includes(needle))).to.equal(true);
    });
  });

  describe('determinism and recording', () => {
    it('gives the same data after mock.reset(), and reset drops changes', async () => {
      const first = (await post<ListData<Goods>>('/goods/list/v2', { page: 1, page_size: 1 })).body.data.list[0]?.name;
      expect(first).to.be.a('string').and.not.equal('');
      (store.goods().goods[0] as Goods).name = 'changed by a test';
      mock.reset();
      const again = (await post<ListData<Goods>>('/goods/list/v2', { page: 1, page_size: 1 })).body.data.list[0]?.name;
      expect(again).to.equal(first);
    });

    it('records method, path without prefix, query, body and headers', async () => {
      const payload = { name: '笔', page: 3, page_size: 5 };
      await post('/goods/list/v2', payload, { 'X-Token': 'abc' });
      await get('/common/categoryGroup/group/list?modular=staff');
      expect(mock.requests.map((r) => r.path)).to.deep.equal(['/goods/list/v2', '/common/categoryGroup/group/list']);
      const last = mock.lastRequest('/goods/list/v2');
      expect(last?.method).to.equal('POST');
      expect(last?.body).to.deep.equal(payload);
      expect(last?.headers['x-token']).to.equal('abc');
      expect(mock.requestsTo('/common/categoryGroup/group/list', 'GET')[0]?.query).to.deep.equal({ modular: 'staff' });
      expect(mock.requestsTo('/goods/list/v2', 'GET')).to.have.length(0);
    });

    it('answers under any base prefix', async () => {
      const a = await post<ListData<Goods>>('/any-prefix/goods/list/v2', { page: 1, page_size: 3 });
      const b = await post<ListData<Goods>>(`${location.origin}/gw/v1/goods/list/v2`, { page: 1, page_size: 3 });
      expect(a.body.code).to.equal(200);
      expect(a.body.data.list).to.have.length(3);
      expect(b.body.data.list.map((g) => g.id)).to.deep.equal(a.body.data.list.map((g) => g.id));
      expect(mock.requestsTo('/goods/list/v2')).to.have.length(2);
    });
  });

  describe('faults', () => {
    const path = '/goods/list/v2';
    const send = () => fetch(BASE + path, { method: 'POST', body: JSON.stringify({ page: 1, page_size: 1 }) });

    it('business code: HTTP 200 with the injected code and msg', async () => {
      mock.fault(path, { code: 500, msg: '库存不足' });
      const res = await send();
      expect(res.status).to.equal(200);
      expect(await res.json()).to.deep.equal({ code: 500, msg: '库存不足', data: null });
    });

    it('HTTP status 500 with an envelope', async () => {
      mock.fault(path, { status: 500 });
      const res = await send();
      expect(res.status).to.equal(500);
      const body = (await res.json()) as Envelope;
      expect(body.code).to.equal(500);
      expect(body.msg).to.equal('服务器错误');
    });

    it('delay, then the normal answer', async () => {
      mock.fault(path, { delay: 300 });
      const t0 = performance.now();
      const res = await send();
      const elapsed = performance.now() - t0;
      expect(elapsed).to.be.at.least(300);
      expect(((await res.json()) as Envelope).code).to.equal(200);
    });

    it('network error rejects fetch', async () => {
      mock.fault(path, { network: true });
      let error: unknown;
      try {
        await send();
      } catch (e) {
        error = e;
      }
      expect(error).to.be.instanceOf(TypeError);
    });

    it('malformed body is not JSON', async () => {
      mock.fault(path, { malformed: true });
      const res = await send();
      expect(res.status).to.equal(200);
      const text = await res.text();
      expect(text).to.equal('not json <html>');
      expect(() => JSON.parse(text) as unknown).to.throw();
    });

    it('exact body', async () => {
      mock.fault(path, { body: { anything: [1, 2] } });
      expect(await (await send()).json()).to.deep.equal({ anything: [1, 2] });
    });

    it('times: 1 is used up after one request; method restricts the fault', async () => {
      mock.fault(path, { code: 400, msg: 'once', times: 1 });
      mock.fault('/base/user/login_info', { code: 401, msg: 'only GET' }, 'POST');
      expect(((await (await send()).json()) as Envelope).code).to.equal(400);
      expect(((await (await send()).json()) as Envelope).code).to.equal(200);
      expect((await get('/base/user/login_info')).body.code).to.equal(200);
      expect(mock.requestsTo(path)).to.have.length(2);
    });

    it('nullData answers code 200 with data null; empty keeps the shape with no rows and a total of 0', async () => {
      mock.fault(path, { nullData: true, times: 1 });
      expect(await (await send()).json()).to.deep.equal({ code: 200, msg: 'success', data: null });
      mock.fault(path, { empty: true, times: 1 });
      expect(await (await send()).json()).to.deep.equal({ code: 200, msg: 'success', data: { list: [], total_count: 0 } });
      mock.fault('/base/department/list', { empty: true, times: 1 });
      expect((await post<unknown[]>('/base/department/list')).body.data).to.deep.equal([]);
    });

    it('base restricts a fault to the requests under that prefix', async () => {
      mock.fault(path, { code: 403, base: '/gw-a' });
      const under = (base: string) => fetch(base + path, { method: 'POST', body: '{}' }).then((r) => r.json() as Promise<Envelope>);
      expect([(await under('/gw-b')).code, (await under('/gw-a')).code, (await under('/gw-a')).code]).to.deep.equal([200, 403, 403]);
    });

    it('records the answer each request received', async () => {
      const body = await (await send()).json();
      expect(mock.lastRequest(path)!.answer).to.deep.equal(body);
    });

    it('rewriteStrings puts the corpus in every string but ids, in turn, and says which were delivered', async () => {
      const delivered = mock.rewriteStrings(['<b>a</b>', 'javascript:b']);
      const { body } = await post<ListData<Goods>>('/goods/list/v2', { page: 1, page_size: 2 });
      const [g] = store.goods().goods;
      const row = body.data.list[0]!;
      expect([row.id, row.status, row.price_count]).to.deep.equal([g!.id, g!.status, g!.price_count]);
      const strings: string[] = [];
      JSON.stringify(body.data, (key, v: unknown) => (typeof v === 'string' && !/(^|_)id$/.test(key) && strings.push(v), v));
      expect(strings.length).to.be.greaterThan(4);
      expect(strings.every((x, i) => x === ['<b>a</b>', 'javascript:b'][i % 2]), strings.join()).to.equal(true);
      expect(body.data.total_count).to.equal(store.goods().goods.length);
      expect([...delivered].sort()).to.deep.equal([0, 1]);
      expect(store.goods().goods[0]!.name, 'the store is not changed').to.equal(g!.name);
      mock.reset();
      expect((await post<ListData<Goods>>('/goods/list/v2', {})).body.data.list[0]!.name).to.equal(store.goods().goods[0]!.name);
    });

    it('a request held by a delay across mock.reset() fails as a network error and leaves the fresh data alone', async () => {
      const PATH = '/app_mange/index_page/page_delete';
      const id = store.pages().ownPages[0]!.id;
      mock.fault(PATH, { delay: 200, times: 1 });
      const late = fetch(BASE + PATH, { method: 'DELETE', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ id }) }).then(() => 'answered', () => 'failed');
      // reset while the mock holds the request (it has it once it is recorded)
      while (!mock.requests.some((r) => r.path === PATH)) await new Promise((r) => setTimeout(r, 10));
      mock.reset();
      expect(await late).to.equal('failed');
      expect(store.pages().ownPages.map((p) => p.id), 'the fresh store keeps the page').to.include(id);
    });

    it('mock.reset() clears faults', async () => {
      mock.fault(path, { code: 500, msg: 'x' });
      mock.reset();
      expect(((await (await send()).json()) as Envelope).code).to.equal(200);
    });
  });

  describe('generated data', () => {
    it('departments form one tree of every node, at least 4 levels deep under every company', async () => {
      const { body } = await post<Department[]>('/base/department/list');
      expect(body.data).to.have.length(1);
      const companies: Department[] = [];
      let nodes = 0;
      const walk = (list: Department[]) =>
        list.forEach((n) => {
          nodes += 1;
          if (n.is_company) companies.push(n);
          walk(n.children ?? []);
        });
      walk(body.data);
      expect(nodes).to.equal(store.org().departments.length);
      expect(companies).to.have.length(4);
      for (const c of companies) {
        const depts = (c.children ?? []).filter((d) => !d.is_company);
        expect(depth(depts, (d) => d.children), c.name).to.be.at.least(4);
      }
      expect(store.org().departments).to.have.length(10_000);
    });

    it('company tree holds only companies', async () => {
      const { body } = await post<Department[]>('/base/department/company');
      expect(body.data).to.have.length(1);
      const root = body.data[0] as Department;
      expect(root.class_name).to.equal('总公司');
      expect(root.children).to.have.length(3);
      expect(root.children?.every((c) => c.class_name === '分公司' && c.children?.length === 0)).to.equal(true);
    });

    it('has 20,000 staff, mostly on post', async () => {
      const { body } = await post<ListData<Staff>>('/base/staff/list', { page: 1, page_size: 0 });
      expect(body.data.total_count).to.equal(20_000);
      expect(body.data.list).to.have.length(body.data.total_count);
      const onPost = body.data.list.filter((s) => s.status === 2).length;
      expect(onPost).to.be.greaterThan(body.data.total_count / 2);
      expect(body.data.list.some((s) => s.status === 3)).to.equal(true);
      expect(body.data.list.every((s) => /^1[3-9]\d{9}$/.test(s.mobile))).to.equal(true);
    });

    it('has at least 500 goods with dates in 2024 to 2026', async () => {
      const { body } = await post<ListData<Goods>>('/goods/list/v2', { page_size: 0 });
      expect(body.data.total_count).to.be.at.least(500);
      expect(body.data.list.every((g) => /^202[4-6]-\d\d-\d\d \d\d:\d\d:\d\d$/.test(g.created_at))).to.equal(true);
    });

    it('serves positions, small categories, group trees, supplier types and classify', async () => {
      const positions = await post<ListData<IdName>>('/base/position/list', { page: 1, page_size: 1000 });
      expect(positions.body.data.total_count).to.equal(20);
      const little = await post<ListData<IdName>>('/goods/little/list', { page: 1, page_size: 1000 });
      expect(little.body.data.list).to.have.length(15);
      const staffGroups = await get<CategoryNode[]>('/common/categoryGroup/group/list?modular=staff');
      expect(staffGroups.body.data).to.have.length(8);
      expect(staffGroups.body.data[0]?.title).to.equal(staffGroups.body.data[0]?.data.name);
      const goodsGroups = await get<CategoryNode[]>('/setting/public/group/list');
      expect(depth(goodsGroups.body.data, (n) => n.children)).to.equal(2);
      const types = await post<IdName[]>('/eo/public/external/types/popup');
      expect(types.body.data).to.have.length(6);
      const classify = await post<IdName[]>('/eo/public/external/classify/popup', { is_page: 0 });
      expect(classify.body.data).to.have.length(5);
      expect(Object.keys(classify.body.data[0] ?? {})).to.deep.equal(['id', 'name']);
    });
  });
});
