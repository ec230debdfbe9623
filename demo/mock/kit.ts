// Infrastructure shared by every handler: route(), envelopes, paging, request recording and fault
// injection (the `mock` control object used by tests); the input readers and row filters are inputs.ts's.
import { HttpResponse, delay, http, type HttpHandler, type PathParams } from 'msw';
import { emptied, faultAnswer, rewrite, type StringRewriting } from './answers';
import { resetStore } from './store';
import type { DataData, Envelope, ListData } from './types';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
export * from './inputs';
import { asObject, num, text, type Input } from './inputs';

// ---------------------------------------------------------------- envelopes

const envelopes = new WeakSet<object>();

function envelope<T>(code: number, msg: string, data: T): Envelope<T> {
  const e = { code, msg, data };
  envelopes.add(e);
  return e;
}

/** Success envelope. */
export const ok = <T>(data: T, msg = 'success'): Envelope<T> => envelope(200, msg, data);
/** Business-error envelope (HTTP 200, non-200 code). */
export const fail = (code: number, msg: string): Envelope<null> => envelope(code, msg, null);

/** Throw from a resolver to answer with a business-error envelope. */
export class MockError extends Error {
  constructor(
    readonly code: number,
    msg: string,
  ) {
    super(msg);
  }
}

const isEnvelope = (v: unknown): v is Envelope => typeof v === 'object' && v !== null && envelopes.has(v);

// ---------------------------------------------------------------- paging and list shapes

export function paginate<T>(rows: readonly T[], page: number, pageSize: number): T[] {
  if (!pageSize || pageSize <= 0) return rows.slice();
  const p = Math.max(1, Math.floor(page) || 1);
  return rows.slice((p - 1) * pageSize, p * pageSize);
}

export const listShape = <T>(rows: T[], total: number): ListData<T> => ({ list: rows, total_count: total });
export const dataShape = <T>(rows: T[], total: number): DataData<T> => ({ data: rows, total });

/** page (default 1) and page_size (default 10; 0 = all; aliases per_page, pageSize) of a request. */
export function pageArgs(input: Input): { page: number; pageSize: number } {
  const size = num(input.page_size ?? input.per_page ?? input.pageSize);
  return { page: num(input.page) ?? 1, pageSize: size ?? 10 };
}

/** Pages `rows` by the request's page/page_size and wraps them in the named list shape. */
export function paged<T>(input: Input, rows: readonly T[], shape: 'list'): ListData<T>;
export function paged<T>(input: Input, rows: readonly T[], shape: 'data'): DataData<T>;
export function paged<T>(input: Input, rows: readonly T[], shape: 'list' | 'data'): ListData<T> | DataData<T> {
  const { page, pageSize } = pageArgs(input);
  const slice = paginate(rows, page, pageSize);
  return shape === 'list' ? listShape(slice, rows.length) : dataShape(slice, rows.length);
}

// ---------------------------------------------------------------- reading inputs (inputs.ts) and the module

/** The module a call names (`model_name` of the first place that has one: the query string, the body); a business error without. */
export function modelName(...places: Input[]): string {
  const model = places.map((p) => text(p.model_name)).find(Boolean);
  if (!model) throw new MockError(400, '缺少参数 model_name');
  return model;
}

// ---------------------------------------------------------------- recording and faults

export interface RecordedRequest {
  method: Method;
  /** Path without the base prefix, params filled in: '/goods/list/v2', '/project/5'. */
  path: string;
  /** The registered pattern: '/project/:id'. */
  route: string;
  query: Record<string, string>;
  body: unknown;
  headers: Record<string, string>;
  url: string;
  /** Once answered by the resolver: milliseconds spent in it and in serialising its answer to JSON. */
  timing?: { resolve: number; serialize: number };
  /** The JSON body answered (an envelope), when it was one: what the page received (kept for the
   * latest KEPT_ANSWERS requests). */
  answer?: unknown;
}

export interface Fault {
  /** HTTP 200 with this envelope code (and msg, default 操作失败). */
  code?: number;
  msg?: string;
  /** HTTP status error; body an envelope with code = status and msg 服务器错误. */
  status?: number;
  /** Milliseconds before answering (with the fault, or normally when it is the only field). */
  delay?: number;
  /** Network failure: fetch rejects. */
  network?: boolean;
  /** The server does the work, then its answer is lost on the way (fetch rejects): a write that was made. */
  answerLost?: boolean;
  /** HTTP 200 with a body that is not JSON. */
  malformed?: boolean;
  /** HTTP 200 with exactly this JSON body. */
  body?: unknown;
  /** HTTP 200, code 200, `data: null` (where the endpoint answers an object or a list). */
  nullData?: boolean;
  /** HTTP 200 with the real answer, its lists emptied: a data array, data.list or data.data → [], totals 0. */
  empty?: boolean;
  /** Only for requests under this base prefix ('/gw': /gw/goods/list/v2), e.g. one element's api-base. */
  base?: string;
  /** Used up after n requests (default: until cleared). */
  times?: number;
}

interface ActiveFault {
  path: string;
  method?: Method;
  fault: Fault;
  remaining: number;
}

const faults: ActiveFault[] = [];
/** How many of the latest requests keep their answer. */
export const KEPT_ANSWERS = 200;
const requests: RecordedRequest[] = [];
const matches = (r: { path: string; route: string }, path: string) => r.path === path || r.route === path;

function takeFault(req: RecordedRequest): Fault | undefined {
  for (let i = faults.length - 1; i >= 0; i--) {
    const f = faults[i] as ActiveFault;
    if (!matches(req, f.path) || (f.method && f.method !== req.method)) continue;
    if (f.fault.base && !new URL(req.url).pathname.startsWith(`${f.fault.base}/`)) continue;
    f.remaining -= 1;
    if (f.remaining <= 0) faults.splice(i, 1);
    return f.fault;
  }
  return undefined;
}

const jsonResponse = (body: unknown, status = 200) =>
  new HttpResponse(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let rewriting: StringRewriting | null = null;
/** how many times the backend was reset: a request from before the last reset finds it gone */
let generation = 0;

/** Test control: recorded requests and injected faults. */
export const mock = {
  /** Every request received by a route(), in arrival order. */
  requests,
  requestsTo(path: string, method?: Method): RecordedRequest[] {
    return requests.filter((r) => matches(r, path) && (!method || r.method === method));
  },
  lastRequest(path: string, method?: Method): RecordedRequest | undefined {
    return mock.requestsTo(path, method).at(-1);
  },
  /** Injects a fault for an endpoint (pattern or concrete path); the newest matching fault wins. */
  fault(path: string, fault: Fault, method?: Method): void {
    faults.push({ path, method, fault, remaining: fault.times ?? Infinity });
  },
  clearFaults(path?: string): void {
    for (let i = faults.length - 1; i >= 0; i--) if (!path || (faults[i] as ActiveFault).path === path) faults.splice(i, 1);
  },
  /**
   * Every answer's `data` from now on has its string values (ids excepted; numbers are not strings)
   * replaced by the strings of `corpus` in turn, cycling; `null` stops it. Returns the set of corpus
   * indices placed in answers so far.
   */
  rewriteStrings(corpus: readonly string[] | null): Set<number> {
    rewriting = corpus && corpus.length ? { corpus, next: 0, delivered: new Set() } : null;
    return rewriting?.delivered ?? new Set();
  },
  /** Clears requests, faults and the string rewriting, and drops the generated data. A request still
   * held by a delay gets no answer from the fresh backend: like one cut by a server restart, it fails as
   * a network error and never changes the new data (a test's late call would touch the next test's). */
  reset(): void {
    generation += 1;
    requests.length = 0;
    faults.length = 0;
    rewriting = null;
    resetStore();
  },
};

// ---------------------------------------------------------------- route

export interface ResolverContext {
  /** Parsed JSON body (multipart: an object of its fields), or undefined. */
  body: unknown;
  query: Record<string, string>;
  params: Record<string, string>;
  request: Request;
  /** The JSON body object for non-GET requests, the query for GET: where filters and paging live. */
  input: Input;
}

/** Returns the `data` payload, an envelope from ok()/fail(), or a Response; may throw MockError. */
export type Resolver = (ctx: ResolverContext) => unknown;

async function readBody(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    const form = await request.clone().formData();
    return Object.fromEntries(form.entries());
  }
  const text = await request.clone().text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function plainParams(params: PathParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) if (v !== undefined) out[k] = Array.isArray(v) ? v.join('/') : String(v);
  return out;
}

const factories = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete, PATCH: http.patch } as const;

/** Registers `'*' + path` (any base prefix) for a method. */
export function route(method: Method, path: string, resolver: Resolver): HttpHandler {
  return factories[method]('*' + path, async ({ request, params }) => {
    const born = generation;
    const url = new URL(request.url);
    const query = Object.fromEntries(url.searchParams);
    const body = await readBody(request);
    const p = plainParams(params);
    const recorded: RecordedRequest = {
      method,
      path: path.replace(/:([A-Za-z_]\w*)/g, (m, k: string) => p[k] ?? m),
      route: path,
      query,
      body,
      headers: Object.fromEntries(request.headers.entries()),
      url: request.url,
    };
    requests.push(recorded);
    // answers are kept for the latest requests only: a test that never resets keeps no old trees alive
    const old = requests[requests.length - 1 - KEPT_ANSWERS];
    if (old) delete old.answer;

    const fault = takeFault(recorded);
    if (fault?.delay) await delay(fault.delay);
    if (born !== generation) return HttpResponse.error();
    const faulted = fault && faultAnswer(fault);
    if (faulted instanceof Response) return faulted;
    if (faulted) {
      recorded.answer = faulted.body;
      return jsonResponse(faulted.body, faulted.status);
    }

    const input = method === 'GET' ? query : asObject(body);
    try {
      const t0 = performance.now();
      const result = await resolver({ body, query, params: p, request, input });
      if (fault?.answerLost) return HttpResponse.error();
      if (result instanceof Response) return result;
      const t1 = performance.now();
      let answer = isEnvelope(result) ? result : ok(result);
      if (fault?.empty) answer = { ...answer, data: emptied(answer.data) };
      if (rewriting) answer = { ...answer, data: rewrite(answer.data, rewriting) };
      recorded.answer = answer;
      const response = jsonResponse(answer);
      recorded.timing = { resolve: t1 - t0, serialize: performance.now() - t1 };
      return response;
    } catch (e) {
      if (e instanceof MockError) return jsonResponse(fail(e.code, e.message));
      console.error(`[mock] ${method} ${path} failed`, e);
      return jsonResponse({ code: 500, msg: '服务器错误', data: null }, 500);
    }
  });
}
