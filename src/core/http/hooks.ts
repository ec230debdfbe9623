/**
 * Calls from inside an element:
 * - `useApi()` gives `call()` bound to the element's `api-base`; every failure (but an abort) dispatches
 *   `bo-error` {source, url, status, code, msg} on the host, and so does an answer without a field the
 *   call reads and can do without (`reads`); calls still running when the element unmounts are aborted.
 * - `useAction()` runs a user action (save, delete, enable...): its button is busy while it runs (no
 *   double submit), a failure shows the server's msg (or 操作失败) as an error message, a success its
 *   message. The user's input stays where it was: the caller decides what to do with the result.
 */
import * as React from 'react';
import { useLatestT } from '../i18n';
import { useElement } from '../runtime/context';
import { useMessage } from '../feedback/FeedbackProvider';
import { call, type CallOptions } from './client';
import { ApiError, errorDetail, isAborted, userMessage } from './errors';
import { signedOut, unauthorized } from './unauthorized';

export interface Api {
  call<T>(options: CallOptions): Promise<T>;
}

export function useApi(): Api {
  const { apiBase, reportError } = useElement();
  // bo-error's msg is in the element's language when the call fails; a change of language is no new api
  const t = useLatestT();
  const inFlight = React.useRef(new Set<AbortController>());
  React.useEffect(() => {
    const set = inFlight.current;
    return () => set.forEach((c) => c.abort());
  }, []);
  return React.useMemo<Api>(
    () => ({
      async call<T>(options: CallOptions) {
        const controller = new AbortController();
        const signal = options.signal ? AbortSignal.any([options.signal, controller.signal]) : controller.signal;
        inFlight.current.add(controller);
        try {
          // a field of the answer the caller can do without: bo-error, once per answer
          const onMissing = (msg: string, url: string) => reportError({ source: 'http', url, msg });
          return await call<T>({ baseURL: apiBase, onMissing, ...options, signal });
        } catch (e) {
          const error = e instanceof ApiError ? e : new ApiError('network', options.url, String(e));
          if (!isAborted(error)) {
            const detail = errorDetail(error, t);
            // not signed in: the page hears it once for all the elements failing together
            if (signedOut(error)) unauthorized({ url: error.url, status: error.status ?? 0, code: detail.code, msg: detail.msg });
            if (!options.quiet) reportError(detail);
          }
          throw error;
        } finally {
          inFlight.current.delete(controller);
        }
      },
    }),
    [apiBase, reportError, t],
  );
}

/** The same api with every call tied to `signal` (the calls of one effect, aborted by its cleanup). */
export const withSignal = (api: Api, signal: AbortSignal): Api => ({
  call: (options) => api.call({ ...options, signal: options.signal ? AbortSignal.any([options.signal, signal]) : signal }),
});

export interface ActionOptions {
  /** message shown when the action succeeds */
  success?: string;
}

export function useAction() {
  const api = useApi();
  const message = useMessage();
  const t = useLatestT();
  const [busy, setBusy] = React.useState(false);
  const running = React.useRef(false);
  const run = React.useCallback(
    async <T,>(action: (api: Api) => Promise<T>, options: ActionOptions = {}): Promise<{ ok: true; value: T } | { ok: false; error: ApiError }> => {
      if (running.current) return { ok: false, error: new ApiError('aborted', '', '') };
      running.current = true;
      setBusy(true);
      try {
        const value = await action(api);
        if (options.success) message.success(options.success);
        return { ok: true, value };
      } catch (e) {
        const error = e instanceof ApiError ? e : new ApiError('network', '', String(e));
        if (!isAborted(error)) message.error(userMessage(error, t));
        return { ok: false, error };
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [api, message, t],
  );
  return { run, busy };
}
