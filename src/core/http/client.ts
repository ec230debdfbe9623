/**
 * The one axios client of the page. A call succeeds when the HTTP status is 2xx and the body's `code`
 * is 200; its `data` is returned. Every other outcome becomes an ApiError (the server's msg, if any, and
 * the facts; its words for users come when it is shown, see userMessage). Every call takes an AbortSignal.
 */
import axios, { type AxiosError } from 'axios';
import { getConfig } from '../config';
import { ApiError } from './errors';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallOptions {
  method: Method;
  url: string;
  /** query string */
  params?: Record<string, unknown>;
  /** JSON body (or FormData) */
  data?: unknown;
  signal?: AbortSignal;
  /** overrides the configured base URL (an element's api-base) */
  baseURL?: string;
  /** what a success's `data` must be: 'object' (an object or an array: a page of a list, a record) or
   * 'array' (a tree, a list); anything else (`null`...) makes the answer malformed */
  expect?: 'object' | 'array';
}

/** The response envelope of the backend. */
export interface Envelope<T> {
  code: number;
  msg?: string;
  data: T;
}

const client = axios.create({ responseType: 'json' });

const isEnvelope = (body: unknown): body is Envelope<unknown> =>
  typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';

const shaped = (data: unknown, expect: 'object' | 'array') =>
  expect === 'array' ? Array.isArray(data) : typeof data === 'object' && data !== null;

export async function call<T>({ method, url, params, data, signal, baseURL, expect }: CallOptions): Promise<T> {
  const config = getConfig();
  const base = baseURL ?? config.baseURL;
  const fullUrl = `${base}${url}`;
  const headers = { ...config.headers, ...(config.getHeaders ? await config.getHeaders() : {}) };
  let body: unknown;
  let status: number;
  try {
    const response = await client.request({
      method,
      url,
      baseURL: base || undefined,
      params,
      data,
      signal,
      headers,
      withCredentials: config.withCredentials,
      timeout: config.timeout,
    });
    body = response.data;
    status = response.status;
  } catch (e) {
    throw toApiError(e as AxiosError, fullUrl);
  }
  if (!isEnvelope(body)) throw new ApiError('malformed', fullUrl, '', status);
  if (body.code !== 200) {
    throw new ApiError('business', fullUrl, body.msg || '', status, body.code);
  }
  if (expect && !shaped(body.data, expect)) throw new ApiError('malformed', fullUrl, '', status);
  return body.data as T;
}

function toApiError(e: AxiosError, url: string): ApiError {
  if (axios.isCancel(e) || e.code === 'ERR_CANCELED') return new ApiError('aborted', url, '');
  if (e.code === 'ECONNABORTED' || e.code === 'ETIMEDOUT') return new ApiError('timeout', url, '');
  const response = e.response;
  if (!response) return new ApiError('network', url, '');
  const body = response.data;
  const msg = isEnvelope(body) && body.msg ? body.msg : '';
  return new ApiError('http', url, msg, response.status, isEnvelope(body) ? body.code : undefined);
}
