/**
 * An expired session (issue 38): an HTTP 401, or an answer whose envelope code the page names as "not
 * signed in" (`configure({ signInCodes })`), is told to the page once per burst of such failures, however
 * many elements failed at once: one cancelable `bo-unauthorized` on `document` with the first failure's
 * {url, status, code, msg}. The burst ends when a call succeeds or the configuration changes (the page has
 * renewed its token): the next such failure is told again. Each element keeps what the user typed, offers
 * 重试 and reports bo-error, as for any failure (DECISIONS: every failure dispatches bo-error). Unless a
 * listener calls preventDefault() (the page handles the sign-in), the console says that nothing did.
 */
import { getConfig, onConfigChange } from '../config';
import type { BoErrorDetail } from '../runtime/events';
import type { ApiError } from './errors';

export const UNAUTHORIZED_EVENT = 'bo-unauthorized';

/** the detail of bo-unauthorized: the first failure of the burst */
export type UnauthorizedDetail = Required<Pick<BoErrorDetail, 'url' | 'status' | 'msg'>> & Pick<BoErrorDetail, 'code'>;

declare global {
  interface DocumentEventMap {
    'bo-unauthorized': CustomEvent<UnauthorizedDetail>;
  }
}

/** whether a failure says the user is not signed in (any more) */
export const signedOut = (e: ApiError) =>
  (e.kind === 'http' && e.status === 401) || (e.kind === 'business' && e.code !== undefined && (getConfig().signInCodes ?? []).includes(e.code));

let burst = false;
/** the burst is over: a call succeeded, or the page changed its configuration (a new token) */
export const sessionAlive = () => {
  burst = false;
};
onConfigChange(sessionAlive);

/** Tells the page of a signed-out failure, once per burst. */
export function unauthorized(detail: UnauthorizedDetail) {
  if (burst) return;
  burst = true;
  if (document.dispatchEvent(new CustomEvent(UNAUTHORIZED_EVENT, { detail, cancelable: true })))
    console.warn(`[bo-elements] not signed in (${detail.status} ${detail.code ?? ''} at ${detail.url}): no bo-unauthorized listener renewed the session`);
}
