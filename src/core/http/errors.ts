import type { Translate } from '../i18n';
import type { BoErrorCodeWord, BoErrorDetail } from '../runtime/events';

/**
 * Every way a call can fail, as one typed error:
 * - business: HTTP 2xx but the envelope's `code` is not 200 (msg from the server);
 * - http: a non-2xx status; network: no answer; timeout; malformed: the body is not a `{code}` envelope;
 * - aborted: the caller cancelled (closing a drawer, unmounting, a newer search) — never shown to users.
 * The error holds facts only (kind, status, the server's own msg); the words a user reads are chosen when
 * it is shown, in the element's language: `userMessage(error, t)`.
 */
export type ApiErrorKind = 'business' | 'http' | 'network' | 'timeout' | 'malformed' | 'aborted';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    readonly url: string,
    /** the server's own message ('' when it sent none), shown verbatim */
    readonly msg: string,
    readonly status?: number,
    readonly code?: number,
    /** a malformed answer: the call and what is wrong with the answer, for developers
     * (`POST /goods/list/v2: data.list is missing`) */
    readonly problem?: string,
  ) {
    super(msg || `${kind} error${status ? ` (${status})` : ''}: ${url}`);
    this.name = 'ApiError';
  }
}

export const isAborted = (e: unknown) => e instanceof ApiError && e.kind === 'aborted';

/** What failed, as bo-error's code says it when the answer had no envelope code (a business failure
 * always has one; an aborted call is never reported). */
const codeWord = (kind: ApiErrorKind): BoErrorCodeWord | undefined => (kind === 'business' || kind === 'aborted' ? undefined : kind);

/** bo-error's detail of a failed call, always with the url, status, code and msg DECISIONS names: the
 * HTTP status, 0 when no answer came (a network failure, a timeout), as XMLHttpRequest says it; the
 * envelope's code, or without one what failed ('network', 'timeout', 'http', 'malformed'); the server's msg
 * or what the user reads (a malformed answer: the call and what is wrong with the answer, for the page's
 * developers). */
export const errorDetail = (e: ApiError, t: Translate): BoErrorDetail => ({
  source: 'http',
  url: e.url,
  status: e.status ?? 0,
  code: e.code ?? codeWord(e.kind),
  msg: e.problem ?? userMessage(e, t),
});

/** What a user reads of a failure: the server's msg when it sent one, else a plain explanation in the
 * language of `t` (网络错误，请检查网络连接, 服务器错误（500）...); anything else that was thrown, as text. */
export function userMessage(e: unknown, t: Translate): string {
  if (!(e instanceof ApiError)) return String(e);
  if (e.msg) return e.msg;
  if (e.kind === 'http' && e.status === 401) return t('http.signedOut');
  switch (e.kind) {
    case 'business':
      return t('http.failed');
    case 'http':
      return t('http.server', { status: e.status ?? '' });
    case 'network':
      return t('http.network');
    case 'timeout':
      return t('http.timeout');
    case 'malformed':
      return t('http.malformed');
    case 'aborted':
      return '';
  }
}
