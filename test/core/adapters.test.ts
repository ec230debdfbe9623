/**
 * configure({ request, answer }) (issue 38): a backend that differs from the contract, met by adapters.
 * The backend here is a facade over the mock under /legacy that answers {success, message, result},
 * pages by pageNo/pageSize and refuses page/page_size; the adapters are docs/backend.md's example.
 */
import { expect } from 'chai';
import { http, HttpResponse } from 'msw';
import '../../elements/bo-goods-picker';
import '../../elements/bo-approval-path';
import { mock, store, worker } from '../../demo/mock';
import { configure, resetConfig, type BackendCall } from '../../src/core/config';
import { opened, pickerHooks, rowIds } from '../pickers/picker-helpers';
import { mount, textOf, unmountAll, waitFor } from '../helpers';

const shown = (el: Element, text: string) => waitFor(() => textOf(el).includes(text), `「${text}」 shown`);

type Bag = Record<string, unknown>;
const PAGING: [string, string][] = [['page', 'pageNo'], ['page_size', 'pageSize']];
const rename = (o: unknown, pairs: [string, string][]) => {
  if (!o || typeof o !== 'object' || o instanceof FormData) return o;
  const out: Bag = { ...(o as Bag) };
  for (const [from, to] of pairs)
    if (from in out) {
      out[to] = out[from];
      delete out[from];
    }
  return out;
};

/** docs/backend.md "Adapters": the example, as a page author writes it */
const adapters = {
  request: (call: BackendCall): BackendCall => ({ ...call, params: rename(call.params, PAGING) as Bag | undefined, data: rename(call.data, PAGING) }),
  answer: (body: unknown) => {
    const b = body as { success?: boolean; message?: string; result?: unknown; errorCode?: number };
    return { code: b.success ? 200 : (b.errorCode ?? 500), msg: b.message ?? '', data: b.result ?? null };
  },
};

/** what the legacy backend received: path, query and body */
const received: { path: string; query: Bag; body: unknown }[] = [];
const legacy = http.all('/legacy/*', async ({ request }) => {
  const url = new URL(request.url);
  const path = url.pathname.slice('/legacy'.length);
  const query = Object.fromEntries(url.searchParams);
  const text = request.method === 'GET' ? '' : await request.text();
  const body = text ? (JSON.parse(text) as Bag) : undefined;
  received.push({ path, query, body });
  if ('page' in query || (body && 'page' in body)) return HttpResponse.json({ success: false, message: '未知参数 page', errorCode: 400 });
  // the contract's backend (the mock) behind it, its envelope and paging translated
  const back = (o: Bag) => rename(o, PAGING.map(([a, b]) => [b, a])) as Bag;
  const search = new URLSearchParams(back(query) as Record<string, string>).toString();
  const inner = await fetch(`${path}${search ? `?${search}` : ''}`, {
    method: request.method,
    headers: { 'Content-Type': 'application/json' },
    body: body ? JSON.stringify(back(body)) : undefined,
  });
  const env = (await inner.json()) as { code: number; msg?: string; data: unknown };
  return HttpResponse.json(env.code === 200 ? { success: true, message: env.msg, result: env.data } : { success: false, message: env.msg, errorCode: env.code });
});

describe('configure({ request, answer }): a backend that differs from the contract', () => {
  const heard = pickerHooks('bo-confirm', 'bo-error');
  beforeEach(() => {
    received.length = 0;
    worker.use(legacy);
    configure({ baseURL: '/legacy', ...adapters });
  });
  afterEach(() => {
    worker.resetHandlers();
    resetConfig();
  });

  it('a picker lists, pages and confirms through them: the backend gets pageNo/pageSize, the picker its rows', async () => {
    const el = await mount('bo-goods-picker', { open: '', 'no-tree': '' });
    await opened(el, 10);
    const listed = store.goods().goods.filter((g) => g.status === 2).map((g) => String(g.id));
    expect(rowIds(el)).to.deep.equal(listed.slice(0, 10));
    const list = received.filter((r) => r.path === '/goods/list/v2');
    expect(list.at(-1)!.body).to.deep.equal({ status: 2, pageNo: 1, pageSize: 10 });
    expect(mock.lastRequest('/goods/list/v2')!.body, 'the contract behind the facade').to.deep.equal({ status: 2, page: 1, page_size: 10 });
    expect(heard.of('bo-error')).to.deep.equal([]);
  });

  it("a failure in the other envelope shows its message and reaches bo-error with its code", async () => {
    mock.fault('/goods/list/v2', { code: 4032, msg: '库存服务维护中' });
    const el = await mount('bo-goods-picker', { open: '', 'no-tree': '' });
    await shown(el, '库存服务维护中');
    expect(heard.last('bo-error')!.detail).to.deep.include({ code: 4032, msg: '库存服务维护中', status: 200 });
  });

  it('an adapter that throws makes the call malformed: the user is told, the page hears bo-error', async () => {
    configure({ answer: () => { throw new Error('no result'); } });
    const el = await mount('bo-goods-picker', { open: '', 'no-tree': '' });
    await shown(el, '服务器返回的数据格式不正确');
    expect(heard.last('bo-error')!.detail).to.deep.include({ code: 'malformed' });
  });
});

describe("the adapters' call.route: the call's path as the contract names it (typed: ContractPath)", () => {
  afterEach(() => resetConfig());

  it('a path made from a template is given with its template; a plain one as it is; the answer adapter sees the same', async () => {
    const requests: [string, string][] = [];
    const answers: string[] = [];
    configure({
      request: (call) => (requests.push([call.route, call.url]), call),
      answer: (body, call) => (answers.push(call.route), body),
    });
    const el = await mount('bo-approval-path', { 'model-name': 'purchase', 'approval-num': 'SP-2026-0001' });
    await waitFor(() => requests.some(([route]) => route === '/api/approval/logs/{approval_num}'), 'the logs asked');
    expect(requests.find(([route]) => route === '/api/approval/logs/{approval_num}')![1]).to.equal('/api/approval/logs/SP-2026-0001');
    await waitFor(() => answers.includes('/api/approval/logs/{approval_num}'), 'its answer mapped');
    unmountAll();
    requests.length = 0;
    const picker = await mount('bo-goods-picker', { open: '', 'no-tree': '' });
    await opened(picker, 10);
    expect(requests.find(([, url]) => url === '/goods/list/v2')?.[0]).to.equal('/goods/list/v2');
    expect(el.isConnected).to.equal(false);
  });
});
