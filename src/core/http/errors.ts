import { t } from '../i18n';

/**
 * Every way a call can fail, as one typed error:
 * - business: HTTP 2xx but the envelope's `code` is not 200 (msg from the server);
 * - http: a non-2xx status; network: no answer; timeout; malformed: the body is not a `{code}` envelope;
 * - aborted: the caller cancelled (closing a drawer, unmounting, a newer search) — never shown to users.
 */
export type ApiErrorKind = 'business' | 'http' | 'network' | 'timeout' | 'malformed' | 'aborted';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    readonly url: string,
    readonly msg: string,
    readonly status?: number,
    readonly code?: number,
  ) {
    super(msg);
    this.name = 'ApiError';
  }

  /** the text a user sees: the server's msg when it sent one, else a plain Chinese explanation */
  get userMessage(): string {
    return this.msg || t('http.failed');
  }
}

export const isAborted = (e: unknown) => e instanceof ApiError && e.kind === 'aborted';

export const fallbackMessage = (kind: ApiErrorKind, status?: number): string =>
  ({
    business: t('http.failed'),
    http: t('http.server', { status: status ?? '' }),
    network: t('http.network'),
    timeout: t('http.timeout'),
    malformed: t('http.malformed'),
    aborted: '',
  })[kind];
