/**
 * The one axios client of the page. A call succeeds when the HTTP status is 2xx and the body's `code`
 * is 200; its `data` is returned. Every other outcome becomes an ApiError (the server's msg, if any, and
 * the facts; its words for users come when it is shown, see userMessage). Every call takes an AbortSignal.
 * The fields a call needs (`reads`, see contract.ts) are checked on its answer: without one it needs to
 * be usable, the answer is malformed; without one it can do without, the call goes on and says so.
 * axios is a chunk of its own, fetched as this module is evaluated: an element paints without waiting
 * for it, and its first call, made once it has painted, finds it there (or waits for it).
 */
import type { AxiosError, AxiosInstance, AxiosStatic } from 'axios';
import { getConfig, type ContractPath } from '../config';
import { missingReads, warnProblem, type ReadSpec } from './contract';
import { ApiError } from './errors';
import { earlyReader, parsed, readBody, readLater, type EarlyRecords } from './earlyRecords';
import { sessionAlive } from './unauthorized';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallOptions {
  method: Method;
  url: string;
  /** the path as the contract names it, when `url` was made from a template ('/project/{id}'): the
   * adapters' `route` (default: `url`) */
  route?: string;
  /** query string */
  params?: Record<string, unknown>;
  /** JSON body (or FormData) */
  data?: unknown;
  signal?: AbortSignal;
  /** overrides the configured base URL (an element's api-base) */
  baseURL?: string;
  /** 'static': a call of the static file host (spec 3 §7 Files: QR codes, zip import state, the editor's
   * config), sent to the configured `staticHost` when there is one, else like any other call */
  host?: 'static';
  /** what the caller reads of the answer (paths from the envelope): a field it needs to use the answer
   * ('fail') makes the answer malformed when it is missing; one it can do without ('report') is warned
   * about in the console and given to `onMissing` (an element's bo-error) */
  reads?: readonly ReadSpec[];
  /** a field the caller can do without is missing (`GET /x: data.total is missing`), in the answer
   * from `url` (the full address) */
  onMissing?(problem: string, url: string): void;
  /** the bytes of the request body sent so far (an upload's progress) */
  onUploadProgress?(loaded: number): void;
  /** the `msg` of a successful answer (actions whose spec shows the server's message) */
  onMessage?(msg: string): void;
  /** a big answer's first records, read while the rest of it arrives (earlyRecords.ts) */
  early?: EarlyRecords;
  /** a big answer whose first records come by another call, which this settles with: nothing of it is
   * read as it arrives, all of it once that has settled and the page has painted (earlyRecords.ts) */
  later?: Promise<unknown>;
  /** the caller reports a failure itself, when it is final (an upload's chunk, sent again after a passing
   * failure, issue 36): the element's api does not give it to bo-error */
  quiet?: boolean;
}

/** The response envelope of the backend. */
export interface Envelope<T> {
  code: number;
  msg?: string;
  data: T;
}

// No XSRF cookie is read (tokens are the configured `headers` / `getHeaders`, DECISIONS.md): where the
// browser has the Cookie Store API, axios reads that cookie asynchronously, and every call would then
// leave only after the task that made it (an opening's whole first render) and a trip to the browser.
const loadAxios = () => import('axios').then((m) => m.default);
let axios: AxiosStatic | undefined;
let client: AxiosInstance | undefined;
const clientReady = loadAxios().then(
  (a) => {
    axios = a;
    return (client = a.create({ responseType: 'json', withXSRFToken: false }));
  },
  // a failed fetch of the chunk is tried again by the next call, which then reports it as any failure
  () => undefined,
);
/** the client: at once once axios has come, else when it comes */
async function theClient(): Promise<AxiosInstance> {
  if (client) return client;
  if (await clientReady) return client!;
  axios = await loadAxios();
  return (client = axios.create({ responseType: 'json', withXSRFToken: false }));
}

const isEnvelope = (body: unknown): body is Envelope<unknown> =>
  typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';

const NOT_AN_ENVELOPE = 'the answer is not a JSON {code, msg, data} envelope';

export async function call<T>({ method, url, route, params, data, signal, baseURL, host, reads, onMissing, onUploadProgress, onMessage, early, later }: CallOptions): Promise<T> {
  const config = getConfig();
  const base = host === 'static' && config.staticHost ? config.staticHost : (baseURL ?? config.baseURL);
  const headers = { ...config.headers, ...(config.getHeaders ? await config.getHeaders() : {}) };
  // a backend that differs: the call as it takes it, the answer as the contract has it (config.ts)
  const named = (route ?? url) as ContractPath;
  const sent = config.request ? await adapted(() => config.request!({ method, url, route: named, params, data, headers }), method, url) : { method, url, params, data, headers };
  const fullUrl = `${base}${sent.url}`;
  const mapAnswer = (b: unknown) => (config.answer ? adapted(() => config.answer!(b, { ...sent, route: named }), method, url) : b);
  let body: unknown;
  let status: number;
  // records read as they arrive are the contract's: not with an answer that must be mapped first
  const reader = !later && early && !config.answer && earlyReader(early, signal);
  try {
    const http = client ?? (await theClient());
    const response = await http.request({
      method: sent.method,
      url: sent.url,
      baseURL: base || undefined,
      params: sent.params,
      data: sent.data,
      signal,
      headers: sent.headers,
      withCredentials: config.withCredentials,
      timeout: config.timeout,
      ...(onUploadProgress ? { onUploadProgress: (e: { loaded: number }) => onUploadProgress(e.loaded) } : {}),
      ...(reader ? { responseType: 'text', onDownloadProgress: reader.onProgress } : {}),
      ...(later ? { responseType: 'blob' } : {}),
    });
    status = response.status;
    body = reader ? await readBody(response.data, reader.gave()) : later ? await readLater(response.data, response.headers['content-type'], later) : response.data;
  } catch (e) {
    const failed = (e as AxiosError).response;
    const read = await readLater(failed?.data, failed?.headers['content-type']).catch(() => undefined);
    const failedBody = typeof read === 'string' ? parsed(read) : read;
    // a failed answer's envelope is mapped too (its msg is shown); one the adapter cannot map stays as it came
    throw toApiError(e as AxiosError, fullUrl, failed ? await Promise.resolve(mapAnswer(failedBody)).catch(() => failedBody) : undefined);
  }
  body = await mapAnswer(body);
  const malformed = (problem: string) => new ApiError('malformed', fullUrl, '', status, undefined, warnProblem(method, url, problem));
  if (!isEnvelope(body)) throw malformed(NOT_AN_ENVELOPE);
  if (body.code !== 200) {
    throw new ApiError('business', fullUrl, body.msg || '', status, body.code);
  }
  const missing = missingReads(body, reads);
  const fatal = missing.find((m) => m.read.need === 'fail');
  if (fatal) throw malformed(fatal.problem);
  for (const { problem } of missing) onMissing?.(warnProblem(method, url, problem), fullUrl);
  sessionAlive();
  onMessage?.(typeof body.msg === 'string' ? body.msg : '');
  return body.data as T;
}

/** An adapter's result; one that throws makes the call malformed, saying so in the console. */
async function adapted<T>(adapter: () => T | Promise<T>, method: Method, url: string): Promise<T> {
  try {
    return await adapter();
  } catch (e) {
    throw new ApiError('malformed', url, '', undefined, undefined, warnProblem(method, url, `the configured adapter threw: ${String(e)}`));
  }
}

/** `body`: the failed answer's body (parsed JSON, text or nothing) */
function toApiError(e: AxiosError, url: string, body: unknown): ApiError {
  if (axios?.isCancel(e) || e.code === 'ERR_CANCELED') return new ApiError('aborted', url, '');
  if (e.code === 'ECONNABORTED' || e.code === 'ETIMEDOUT') return new ApiError('timeout', url, '');
  const response = e.response;
  if (!response) return new ApiError('network', url, '');
  const msg = isEnvelope(body) && body.msg ? body.msg : '';
  return new ApiError('http', url, msg, response.status, isEnvelope(body) ? body.code : undefined);
}
