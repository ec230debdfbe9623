/**
 * The fault matrix of the conformance suite: every registered element that calls the backend while it
 * opens (found by recording its requests) meets each fault of the list below on its main endpoint
 * (the first it calls that is not the shared login info). DECISIONS "Contract with the backend":
 * nothing is thrown to the page, the user sees the server's msg (or the kind's message) with 重试 that
 * works, or 暂无数据 for an empty list; what the user typed stays; every failure sends bo-error
 * {source, url, status, code, msg} to document: msg is what the user reads, or for a malformed answer
 * the call and what is wrong with the answer (the backend contract's words, for the page's developers). The elements are shared out between
 * conformance-faults-N.test.ts, which run side by side (npm test holds each file to 120 s).
 */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { mock, startMockWorker, type Fault, type RecordedRequest } from '../demo/mock';
import { configure, resetConfig } from '../src/core/config';
import { clearLoginInfo } from '../src/core/user';
import { elements, endpointsOf, freshBase, openExample, requestsUnder, resetBackend, searchField, textIn, watchUncaught } from './backend-elements';
import { $, $$, listen, settle, unmountAll, waitFor, SLOW } from './helpers';

interface Kind {
  name: string;
  fault: Fault;
  /** what the user reads (docs/decisions/runtime.md "HTTP failures"), or null: the empty state */
  shows: string | null;
  /** what bo-error's detail holds besides source, url and msg */
  detail?: { status?: number; code?: number | string };
  /** bo-error's msg when it is not what the user reads: from the call (`POST /goods/list/v2`) */
  msg?: (call: string) => string;
  /** the client's timeout (ms) for this cell */
  timeout?: number;
}

const KINDS: Kind[] = [
  { name: 'business code ≠ 200', fault: { code: 4031, msg: '无权查看该数据（测试）' }, shows: '无权查看该数据（测试）', detail: { status: 200, code: 4031 } },
  { name: 'HTTP 500', fault: { status: 500, msg: '服务暂不可用（测试）' }, shows: '服务暂不可用（测试）', detail: { status: 500, code: 500 } },
  { name: 'network error', fault: { network: true }, shows: '网络错误，请检查网络连接', detail: { status: 0, code: 'network' } },
  { name: 'timeout', fault: { delay: 2500 }, timeout: 1000, shows: '请求超时，请稍后重试', detail: { status: 0, code: 'timeout' } },
  {
    name: 'malformed JSON',
    fault: { malformed: true },
    shows: '服务器返回的数据格式不正确',
    detail: { status: 200, code: 'malformed' },
    msg: (call) => `${call}: the answer is not a JSON {code, msg, data} envelope`,
  },
  { name: 'data null', fault: { nullData: true }, shows: '服务器返回的数据格式不正确', detail: { status: 200, code: 'malformed' }, msg: (call) => `${call}: data is missing` },
  { name: 'empty list', fault: { empty: true }, shows: null },
];

const TYPED = '故障测试';
const pathOf = (url: string) => new URL(url, location.href).pathname;
const alerts = (el: Element) => $$(el, '[role="alert"]');
const EMPTY = '暂无数据';
/** What a list or tree shows once it has answered: records, the empty state, or no match of the filter box;
 * a form or an editor marks what it loaded `data-loaded` (the search bar's fields, the scheme drawer's columns). */
const shown = (el: Element) => $$(el, '[data-row-id], [role="treeitem"], [data-loaded]').length > 0 || /暂无数据|无匹配数据/.test(textIn(el));
/** Whether an answer's data is a list, or holds one where the empty fault empties it (`list`, `data`). */
const holdsList = (answer: unknown) => {
  const data = (answer as { data?: unknown } | null)?.data;
  return Array.isArray(data) || (typeof data === 'object' && data !== null && ['list', 'data'].some((k) => Array.isArray((data as Record<string, unknown>)[k])));
};
/** The loading state of a list body or a tree. */
const spinners = (el: Element) => $$(el, '[data-bo-table] [role="progressbar"], [data-bo-grid] [role="progressbar"], [part="tree-sidebar"] [role="progressbar"]');

/** Where a cell meets its fault: the element, the text typed into it and the requests that carry the fault. */
interface Stage {
  el: HTMLElement;
  /** the api-base the element calls under */
  base: string;
  input: HTMLInputElement | null;
  text: string;
  asked: () => RecordedRequest[];
}

/** A search typed in the element's search form (the element stays open from cell to cell). */
async function bySearch(el: HTMLElement, base: string, main: string, kind: Kind, n: number): Promise<Stage> {
  await waitFor(() => shown(el) && spinners(el).length === 0, 'the list and its tree shown', 15000);
  const input = await waitFor(() => searchField(el), 'the search field');
  const text = `${TYPED}${n}`;
  input.focus();
  input.select();
  await sendKeys({ type: text });
  if (kind.timeout) configure({ timeout: kind.timeout });
  mock.fault(main, { ...kind.fault, times: 1, base });
  await sendKeys({ press: 'Enter' });
  const asked = () => requestsUnder(base).filter((r) => r.path === main && JSON.stringify([r.body, r.query]).includes(text));
  return { el, base, input, text, asked };
}

/** The element's opening, with text typed in its tree's filter box (if it has one) while the call is in flight. */
async function byOpening(tag: string, main: string, kind: Kind): Promise<Stage> {
  if (kind.timeout) configure({ timeout: kind.timeout });
  const base = freshBase();
  mock.fault(main, { ...kind.fault, delay: (kind.fault.delay ?? 0) + 600, times: 1, base });
  const el = await openExample(tag, base);
  const input = await waitFor(() => $<HTMLInputElement>(el, 'input[data-tree-filter]'), 'a filter box', 500).catch(() => null);
  if (input) {
    input.focus();
    await sendKeys({ type: TYPED });
  }
  return { el, base, input, text: TYPED, asked: () => requestsUnder(base).filter((r) => r.path === main) };
}

/** What the user and the page see of the fault: the error with 重试 that works, or the empty state. */
async function check({ el, base, input, text, asked }: Stage, main: string, kind: Kind, heard: ReturnType<typeof listen>) {
  await waitFor(() => asked().length > 0, `${main} asked`);
  if (kind.shows === null && !holdsList(await waitFor(() => asked()[0]!.answer, `${main} answered`, 8000))) {
    // an answer without a list (an approval task, a rule) has no empty state: it shows as it is
    await waitFor(() => shown(el), 'the answer shown', 8000);
    expect(alerts(el), 'no error shown').to.have.length(0);
    expect(heard.of('bo-error'), 'no bo-error').to.have.length(0);
  } else if (kind.shows === null) {
    await waitFor(() => asked()[0]!.answer !== undefined && textIn(el).includes(EMPTY), `${EMPTY} shown`, 8000);
    await settle(100);
    expect(alerts(el), 'no error shown').to.have.length(0);
    expect(spinners(el), 'no spinner').to.have.length(0);
    expect($$(el, '[data-row-id]'), 'no rows').to.have.length(0);
    const total = /共 (\d+) 条/.exec(textIn(el));
    if (total) expect(total[0], 'the pager').to.equal('共 0 条');
    expect(heard.of('bo-error'), 'no bo-error for an empty list').to.have.length(0);
  } else {
    const alert = await waitFor(() => alerts(el).find((a) => a.textContent!.includes(kind.shows!)), `「${kind.shows}」 shown`, 10000);
    const detail = await waitFor(() => heard.of('bo-error').find((e) => pathOf(e.detail.url ?? '') === base + main)?.detail, 'bo-error on document');
    const call = `${asked()[0]!.method} ${main}`;
    expect(detail).to.deep.include({ source: 'http', msg: kind.msg ? kind.msg(call) : kind.shows, ...kind.detail });
    resetConfig();
    const retry = [...alert.querySelectorAll('button')].find((b) => b.textContent === '重试');
    expect(retry, 'a retry button').to.exist;
    const before = asked().length;
    retry!.click();
    await waitFor(() => asked().length > before, 'asked again by 重试');
    await waitFor(() => asked().at(-1)!.answer !== undefined && !alerts(el).some((a) => a.textContent!.includes(kind.shows!)), 'the error gone after 重试', 8000);
    await waitFor(() => shown(el), 'records or the empty state after 重试');
  }
  if (input) expect(input.value, 'the typed text is kept').to.equal(text);
  expect(el.shadowRoot!.querySelector('[data-bo-error]'), 'no render error').to.equal(null);
}

/** Runs one cell; returns why it did not hold, or null. */
async function cell(meet: () => Promise<Stage>, main: string, kind: Kind): Promise<string | null> {
  const uncaught = watchUncaught();
  const heard = listen('bo-error');
  try {
    await check(await meet(), main, kind, heard);
    await settle(50);
    expect(uncaught.seen, 'nothing uncaught').to.deep.equal([]);
    return null;
  } catch (e) {
    return `${main} × ${kind.name}: ${(e as Error).message}`;
  } finally {
    uncaught.stop();
    heard.stop();
    resetConfig();
    mock.clearFaults();
  }
}

/** The matrix over part `part` (1-based) of `parts`: every `parts`-th registered element. */
export function faultMatrix(part: number, parts: number) {
  describe('conformance: the fault matrix (every element that calls the backend × every fault of its main endpoint)', () => {
    const cells = { tried: 0, held: 0, none: [] as string[] };
    before(() => startMockWorker());
    beforeEach(resetBackend);
    afterEach(resetBackend);
    after(() =>
      console.log(`fault matrix, part ${part} of ${parts}: ${cells.tried} cells tried, ${cells.held} held (calling no backend: ${cells.none.join(', ')})`),
    );

    for (const { tag } of elements().filter((_, i) => i % parts === part - 1)) {
      it(`<${tag}> holds every fault of its main endpoint`, async function () {
        this.timeout(180000 * SLOW);
        const { el, base, main } = await endpointsOf(tag);
        if (!main) {
          cells.none.push(tag);
          return this.skip(); // it calls no backend
        }
        const searching = !!searchField(el);
        if (!searching) unmountAll();
        const failed: string[] = [];
        for (const [n, kind] of KINDS.entries()) {
          cells.tried++;
          const why = await cell(() => (searching ? bySearch(el, base, main, kind, n) : byOpening(tag, main, kind)), main, kind);
          if (why) failed.push(why);
          else cells.held++;
          if (!searching) {
            unmountAll();
            clearLoginInfo();
          }
        }
        expect(failed).to.deep.equal([]);
      });
    }
  });
}
