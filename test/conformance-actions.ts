/**
 * The fault matrix of users' actions: every registered element with an action or an event's trigger
 * (conformance-triggers.ts) that calls the backend, on an endpoint its opening did not call, meets each fault of the list below on
 * that call. DECISIONS "Contract with the backend": a user action (save, delete, enable, upload,
 * approve...) that fails shows the server's msg (or the kind's message), keeps what the user typed and
 * re-enables its buttons; the page hears bo-error {source, url, status, code, msg}; nothing is thrown
 * to the page. "Re-enables" is checked by taking the action again, without the fault: its call leaves
 * again and succeeds. Shared out between conformance-actions-N.test.ts, which run side by side
 * (npm test holds each file to 120 s).
 */
import { expect } from 'chai';
import { mock, startMockWorker, type Fault, type RecordedRequest } from '../demo/mock';
import { configure, resetConfig } from '../src/core/config';
import type { BackendContract } from '../src/core/contract';
import { LOGIN_INFO, callsOpen, callsSent, elements, freshBase, openExample, requestsUnder, resetBackend, settled, textIn, watchUncaught } from './backend-elements';
import { actions, triggers } from './conformance-triggers';
import { $$, listen, settle, waitFor, SLOW } from './helpers';
import { RETRY_WAIT } from '../src/kit/upload/upload.logic';

interface Kind {
  name: string;
  fault: Fault;
  /** what the user reads (docs/decisions/runtime.md "HTTP failures") */
  shows: string;
  /** what bo-error's detail holds besides source and url */
  detail: { status?: number; code?: number | string; msg?: string };
  /** the client's timeout (ms) for this cell */
  timeout?: number;
}

const MALFORMED = '服务器返回的数据格式不正确';
const KINDS: Kind[] = [
  { name: 'business code ≠ 200', fault: { code: 4032, msg: '无权操作该数据（测试）' }, shows: '无权操作该数据（测试）', detail: { status: 200, code: 4032, msg: '无权操作该数据（测试）' } },
  { name: 'HTTP 500', fault: { status: 500, msg: '服务暂不可用（测试）' }, shows: '服务暂不可用（测试）', detail: { status: 500, code: 500, msg: '服务暂不可用（测试）' } },
  { name: 'network error', fault: { network: true }, shows: '网络错误，请检查网络连接', detail: { status: 0, code: 'network', msg: '网络错误，请检查网络连接' } },
  { name: 'timeout', fault: { delay: 2500 }, timeout: 1000, shows: '请求超时，请稍后重试', detail: { status: 0, code: 'timeout', msg: '请求超时，请稍后重试' } },
  { name: 'malformed JSON', fault: { malformed: true }, shows: MALFORMED, detail: { status: 200, code: 'malformed' } },
];

type Trigger = (el: HTMLElement) => Promise<void> | void;
/** An action of an element: the trigger that takes it and the call it makes first that the opening did not. */
export interface Action {
  event: string;
  trigger: Trigger;
  call: Pick<RecordedRequest, 'method' | 'path'>;
}

const pathOf = (url: string) => new URL(url, location.href).pathname;
/** The element's text fields with what they hold. */
const fields = (el: Element) => $$<HTMLInputElement | HTMLTextAreaElement>(el, 'input:not([type]), input[type="text"], input[type="number"], textarea');

/** How long an action may take to send its first call (a click's call leaves at once; an upload reads its file first). */
const QUIET = 1500;

/** Opens the element as its demo shows it, under a fresh api-base, and waits until it has settled. */
export async function opened(tag: string) {
  resetBackend();
  const base = freshBase();
  const before = callsSent();
  const el = await openExample(tag, base);
  await settled(el, before, 300, QUIET);
  return { el, base, opening: new Set(requestsUnder(base).map((r) => `${r.method} ${r.path}`)) };
}

/** The backend contract (backend-contract.json), read once for the page. */
let contract: Promise<BackendContract> | undefined;
/** Whether the element's backend contract names a call it makes after its opening. */
async function callsLater(tag: string) {
  contract ??= fetch('/backend-contract.json').then((r) => r.json() as Promise<BackendContract>);
  return ((await contract).elements[tag]?.calls ?? []).some((c) => !c.onOpen);
}

/** The element's first action (its own in `actions`, then its events' triggers) that calls an endpoint
 * its opening did not. They are taken one after the other on one element (each opens what it needs);
 * after one that throws, on a fresh one. */
export async function actionOf(tag: string): Promise<Action | null> {
  if (!(await callsLater(tag))) return null;
  const own = actions[tag] ? [['an action of its own', actions[tag]] as const] : [];
  const distinct = [...new Map([...own, ...Object.entries(triggers[tag] ?? {})].map(([event, trigger]) => [trigger, event])).entries()];
  let stage = distinct.length ? await opened(tag) : null;
  for (const [trigger, event] of distinct) {
    const { el, base, opening } = (stage ??= await opened(tag));
    const from = requestsUnder(base).length;
    const before = callsSent();
    try {
      await trigger(el);
      await settled(el, before, 300, QUIET);
    } catch {
      stage = null;
    }
    const call = requestsUnder(base).slice(from).find((r) => r.path !== LOGIN_INFO && !opening.has(`${r.method} ${r.path}`));
    if (call) return { event, trigger, call: { method: call.method, path: call.path } };
  }
  return null;
}

/** Takes the action; what the trigger threw (it may wait for what the failed call would have brought), or ''. */
export const take = (trigger: Trigger, el: HTMLElement) =>
  Promise.resolve()
    .then(() => trigger(el))
    .then(() => '', (e: Error) => e.message);

/** A wait's failure, with what the trigger taking the action threw, if it threw. */
const saying = (taking?: Promise<string>) => async (e: Error): Promise<never> => {
  const thrown = taking && (await taking);
  throw new Error(thrown ? `${e.message} (the trigger: ${thrown})` : e.message);
};

/** Watches the buttons clicked in the element; stop() gives the last one. */
function lastClick(el: HTMLElement) {
  let last: HTMLButtonElement | null = null;
  const on = (e: Event) => (last = (e.composedPath()[0] as Element).closest?.('button') ?? last);
  el.shadowRoot!.addEventListener('click', on, true);
  return {
    stop() {
      el.shadowRoot!.removeEventListener('click', on, true);
      return last;
    },
  };
}

/** One cell on an opened element: its action's call meets the fault until the user has been told, then
 * the user takes it again (重试 where the message offers it); returns why it did not hold, or null. */
async function cell(el: HTMLElement, base: string, { trigger, call }: Action, kind: Kind): Promise<string | null> {
  const uncaught = watchUncaught();
  const heard = listen('bo-error');
  const asked = () => requestsUnder(base).filter((r) => r.method === call.method && r.path === call.path);
  const count = asked().length;
  const clicked = lastClick(el);
  try {
    if (kind.timeout) configure({ timeout: kind.timeout });
    // every attempt fails (an upload's chunk is sent again after a passing failure); each answer comes a
    // moment after its call, once what the user typed has been read
    mock.fault(call.path, { ...kind.fault, delay: (kind.fault.delay ?? 0) + 150, base }, call.method);
    // a trigger that waits for what the call brings (下一步 after an upload) ends with the fault: the
    // user's view of it is checked below
    const taking = take(trigger, el);
    await waitFor(() => asked().length > count, `${call.method} ${call.path} asked`).catch(saying(taking));
    const typed = fields(el).map((f) => [f, f.value] as const);
    // an upload's file fails (and says so) once its chunk's retries are spent
    const detail = await waitFor(() => heard.of('bo-error').find((e) => pathOf(e.detail.url ?? '') === base + call.path)?.detail, 'bo-error on document', 15000);
    const msg = kind.detail.msg ?? `${call.method} ${call.path}: the answer is not a JSON {code, msg, data} envelope`;
    expect(detail).to.deep.include({ source: 'http', ...kind.detail, msg });
    await waitFor(() => textIn(el).includes(kind.shows), `「${kind.shows}」 shown`, 20000);
    for (const [field, value] of typed) if (field.isConnected) expect(field.value, `what was typed in ${field.outerHTML.slice(0, 80)}`).to.equal(value);
    expect(el.shadowRoot!.querySelector('[data-bo-error]') === null, 'no render error').to.equal(true);

    // again without the fault: its buttons were given back, its call leaves and succeeds
    resetConfig();
    mock.clearFaults();
    await taking;
    // the calls of the first try have ended (on a busy machine one sent under the short timeout may still
    // fail after the message): only then are the second try's bo-errors counted
    await waitFor(() => callsOpen() === 0, 'the calls of the first try ended', 15000);
    const errors = heard.of('bo-error').length;
    const again = asked().length;
    const retry = $$<HTMLButtonElement>(el, '[role="alert"] button').find((b) => b.textContent === '重试' && b.closest('[role="alert"]')!.textContent!.includes(kind.shows));
    // 重试 where the message offers it; else the button the action ended with, given back; else the action
    // again (also when it ended by answering a question: 确定 of a question closed with it)
    const button = clicked.stop();
    const question = button?.closest('[data-bo-confirm]');
    let retaking: Promise<string> | undefined;
    if (retry) retry.click();
    else if (button?.isConnected && !question) {
      expect(button.disabled, `${button.textContent} given back`).to.equal(false);
      button.click();
    } else {
      if (question) await waitFor(() => !question.isConnected, 'the question closed');
      retaking = take(trigger, el);
    }
    await waitFor(() => asked().length > again && asked().at(-1)!.answer !== undefined, `the action taken again${retry ? ' by 重试' : ''}`, 15000).catch(saying(retaking));
    await settle(100);
    expect(heard.of('bo-error').slice(errors), 'no bo-error the second time').to.deep.equal([]);
    expect(uncaught.seen, 'nothing uncaught').to.deep.equal([]);
    return null;
  } catch (e) {
    return `${kind.name}: ${(e as Error).message}`;
  } finally {
    clicked.stop();
    uncaught.stop();
    heard.stop();
    resetConfig();
    mock.clearFaults();
  }
}

/** The matrix over part `part` (1-based) of `parts`: every `parts`-th registered element. */
export function actionMatrix(part: number, parts: number) {
  describe("conformance: the fault matrix of users' actions (every action that calls the backend × every fault of its call)", () => {
    const cells = { tried: 0, held: 0, none: [] as string[] };
    before(() => startMockWorker());
    // an upload's chunk is sent again after a passing failure (HTTP 500, network, timeout) with waits of
    // 0.5, 1 and 2 s: every attempt fails here, so the waits are made short (the retries still happen)
    before(() => (RETRY_WAIT.first = 20));
    after(() => (RETRY_WAIT.first = 500));
    beforeEach(resetBackend);
    afterEach(resetBackend);
    after(() => console.log(`action fault matrix, part ${part} of ${parts}: ${cells.tried} cells tried, ${cells.held} held (no action calling the backend: ${cells.none.join(', ')})`));

    for (const { tag } of elements().filter((_, i) => i % parts === part - 1)) {
      it(`<${tag}>: an action whose call fails says so, keeps what was typed and can be taken again`, async function () {
        this.timeout(180000 * SLOW);
        const action = await actionOf(tag);
        if (!action) {
          cells.none.push(tag);
          return this.skip(); // no action of it calls the backend
        }
        const failed: string[] = [];
        for (const kind of KINDS) {
          cells.tried++;
          // each kind on a fresh element: one whose action has succeeded may be done (the approval bar waits for the page to move on)
          const { el, base } = await opened(tag);
          const why = await cell(el, base, action, kind);
          if (why) failed.push(`${action.event} → ${action.call.method} ${action.call.path} × ${why}`);
          else cells.held++;
        }
        expect(failed).to.deep.equal([]);
      });
    }
  });
}
