/**
 * A big answer's first rows while the rest of it arrives (src/core/http/earlyRecords.ts): the list
 * shows them before the answer has all come, then the whole answer; a small answer is read whole; an
 * answer that turns out broken is said to be so, early rows or not.
 */
import { expect } from 'chai';
import { HttpResponse, http } from 'msw';
import '../../elements/bo-goods-picker';
import { store, worker } from '../../demo/mock';
import { call } from '../../src/core/http';
import { BIG_ANSWER, EARLY_RECORDS, firstRecords } from '../../src/core/http/earlyRecords';
import { $, mount, settle, textOf, waitFor } from '../helpers';
import { pickerHooks, rowIds } from '../pickers/picker-helpers';

/** goods records enough for an answer of `bytes` and more */
function manyGoods(bytes: number) {
  const goods = store.goods().goods.filter((g) => g.status === 2);
  const one = JSON.stringify(goods[0]).length;
  return Array.from({ length: Math.ceil(bytes / one) + 200 }, (_, i) => ({ ...goods[i % goods.length]!, id: 100000 + i }));
}

/**
 * A POST answer of `path` sent in two parts, as a slow network would: the envelope with its first
 * `first` records, then (once `release()` is called) the rest, or `rest` instead when given.
 */
function heldAnswer(path: RegExp, records: unknown[], first: number, rest?: string) {
  const text = JSON.stringify({ code: 200, msg: '', data: { list: records, total_count: records.length } });
  const cut = text.indexOf(JSON.stringify(records[first]));
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  worker.use(
    http.post(path, () => {
      const bytes = new TextEncoder();
      const stream = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(bytes.encode(text.slice(0, cut)));
          await released;
          controller.enqueue(bytes.encode(rest ?? text.slice(cut)));
          controller.close();
        },
      });
      return new HttpResponse(stream, { headers: { 'content-type': 'application/json' } });
    }),
  );
  return { release, firstBytes: cut };
}

describe('a big answer: its first rows while the rest arrives', () => {
  const heard = pickerHooks('bo-error');
  afterEach(() => worker.resetHandlers());

  it('reads the records complete in the start of an answer, only after its code 200', () => {
    const rec = (id: number) => ({ id, name: `a},{"id":0}`, posts: [{ id: 1 }, { id: 2 }], note: 'x\\"},{' });
    const text = JSON.stringify({ code: 200, msg: '', data: { list: [1, 2, 3, 4].map(rec), total_count: 4 } });
    const cutIn = (n: number) => text.slice(0, text.indexOf(`{"id":${n},`) + 12); // inside record n
    expect(firstRecords(cutIn(3), 'data.list[]', 100)).to.deep.equal([rec(1), rec(2)]);
    expect(firstRecords(cutIn(4), 'data.list[]', 2), 'at most max').to.deep.equal([rec(1), rec(2)]);
    expect(firstRecords(cutIn(2), 'data.list[]', 100), 'the one complete record').to.deep.equal([rec(1)]);
    expect(firstRecords(cutIn(1), 'data.list[]', 100), 'no record complete: its own cuts do not parse').to.deep.equal([]);
    const failed = JSON.stringify({ code: 500, msg: '失败', data: { list: [1, 2, 3].map(rec) } });
    expect(firstRecords(failed.slice(0, -20), 'data.list[]', 100), 'a failure').to.deep.equal([]);
    const codeLast = JSON.stringify({ data: { list: [1, 2, 3].map(rec) }, code: 200 });
    expect(firstRecords(codeLast.slice(0, -30), 'data.list[]', 100), 'code not yet known').to.deep.equal([]);
    const array = JSON.stringify({ code: 200, msg: '', data: [1, 2, 3].map(rec) });
    expect(firstRecords(array.slice(0, array.indexOf('{"id":3,') + 5), 'data[]', 100)).to.deep.equal([rec(1), rec(2)]);
  });

  it('call(): gives the first records of a big answer before it has all come, then the whole answer', async () => {
    const records = manyGoods(BIG_ANSWER * 1.5);
    const { release } = heldAnswer(/\/goods\/list\/v2$/, records, records.length - 100);
    const taken: unknown[][] = [];
    const answer = call<{ list: { id: number }[] }>({ method: 'POST', url: '/goods/list/v2', data: {}, early: { records: 'data.list[]', take: (r) => taken.push(r) } });
    await waitFor(() => taken.length > 0, 'the first records');
    expect(taken[0]!.map((r) => (r as { id: number }).id)).to.deep.equal(records.slice(0, EARLY_RECORDS).map((r) => r.id));
    release();
    expect((await answer).list.map((r) => r.id)).to.deep.equal(records.map((r) => r.id));
    expect(taken, 'given once').to.have.length(1);
  });

  it('call() with later: nothing of a big answer is read while it arrives, the whole of it once it has come', async () => {
    const records = manyGoods(BIG_ANSWER * 1.5);
    const { release } = heldAnswer(/\/goods\/list\/v2$/, records, records.length - 100);
    const taken: unknown[] = [];
    let answered = false;
    const early = { records: 'data.list[]', take: (r: unknown[]) => taken.push(r) };
    const answer = call<{ list: { id: number }[] }>({ method: 'POST', url: '/goods/list/v2', data: {}, early, later: Promise.resolve() });
    void answer.then(() => (answered = true));
    await settle(500); // the first part has come (the test above takes its records sooner)
    expect(taken, 'no first records').to.deep.equal([]);
    expect(answered, 'not answered before it has all come').to.equal(false);
    release();
    expect((await answer).list.map((r) => r.id)).to.deep.equal(records.map((r) => r.id));
  });

  it("call() with later: an answer in the charset its Content-Type names (GBK) is read in that charset", async () => {
    const ascii = new TextEncoder();
    const name = [0xd4, 0xb1, 0xb9, 0xa4, 0xb7, 0xfe, 0xce, 0xf1]; // 员工服务 in GBK
    const bytes = new Uint8Array([...ascii.encode('{"code":200,"msg":"","data":{"list":[{"id":1,"name":"'), ...name, ...ascii.encode('"}],"total_count":1}}')]);
    worker.use(http.post(/\/goods\/list\/v2$/, () => new HttpResponse(bytes, { headers: { 'content-type': 'application/json; charset=GBK' } })));
    const data = await call<{ list: { name: string }[] }>({ method: 'POST', url: '/goods/list/v2', data: {}, later: Promise.resolve() });
    expect(data.list[0]!.name).to.equal('员工服务');
  });

  it('call(): a small answer is read whole, with nothing given early', async () => {
    const taken: unknown[] = [];
    const data = await call<{ list: unknown[] }>({ method: 'POST', url: '/goods/list/v2', data: { page: 1, page_size: 10 }, early: { records: 'data.list[]', take: (r) => taken.push(r) } });
    expect(data.list).to.have.length(10);
    expect(taken).to.deep.equal([]);
  });

  it('the goods picker shows the first rows while the answer arrives, then all of them', async () => {
    const records = manyGoods(BIG_ANSWER * 1.5);
    const { release } = heldAnswer(/\/goods\/list\/v2$/, records, records.length - 100);
    const el = await mount('bo-goods-picker', { open: '', 'no-tree': '' });
    await waitFor(() => rowIds(el).length > 0, 'the first rows');
    expect(rowIds(el)[0]).to.equal(String(records[0]!.id));
    expect($(el, '[data-bo-table] [role="table"][aria-busy="true"]'), 'still loading').to.not.equal(null);
    expect($(el, '[data-total]')!.textContent, 'no total yet').to.equal('加载中…');
    release();
    await waitFor(() => textOf(el).includes(`共 ${records.length} 条`), 'the whole answer');
    expect($(el, '[data-bo-table] [role="table"][aria-busy="true"]')).to.equal(null);
    expect(heard.of('bo-error')).to.have.length(0);
  });

  it('an answer whose rest is broken: the user is told, the early rows go, the page hears bo-error', async () => {
    const records = manyGoods(BIG_ANSWER * 1.5);
    const { release } = heldAnswer(/\/goods\/list\/v2$/, records, records.length - 100, '{"id":');
    const el = await mount('bo-goods-picker', { open: '', 'no-tree': '' });
    await waitFor(() => rowIds(el).length > 0, 'the first rows');
    release();
    const alert = await waitFor(() => $(el, '[data-bo-table] [role="alert"]'), 'the list says it failed');
    expect(alert.textContent).to.contain('服务器返回的数据格式不正确');
    expect(alert.textContent, 'and can be asked again').to.contain('重试');
    expect(rowIds(el)).to.deep.equal([]);
    expect(heard.of('bo-error').length).to.be.greaterThan(0);
  });
});
