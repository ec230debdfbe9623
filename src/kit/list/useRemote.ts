/**
 * One remote value (a rule to edit, a module's flags, a list of options): asked when `key` changes while
 * `enabled`, aborted on unmount or a newer key, never overwritten by a stale answer; an error is kept for
 * the view (inline, with 重试 → `reload`). The loader is read at the time of asking (its closure may change
 * on every render).
 */
import * as React from 'react';
import { ApiError, isAborted, useApi, type Api } from '../../core/http';

export interface Remote<T> {
  value: T | undefined;
  loading: boolean;
  error: ApiError | null;
  reload(): void;
  /** replaces the value held (after a change the server has confirmed) */
  set(value: T): void;
}

export function useRemote<T>(load: (api: Api, signal: AbortSignal) => Promise<T>, enabled: boolean, key: string): Remote<T> {
  const api = useApi();
  const [attempt, setAttempt] = React.useState(0);
  const [state, setState] = React.useState<{ key: string; attempt: number; value?: T; error: ApiError | null } | null>(null);
  const ask = React.useEffectEvent((signal: AbortSignal) => load(api, signal));
  React.useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    ask(controller.signal).then(
      (value) => controller.signal.aborted || setState({ key, attempt, value, error: null }),
      (e: unknown) => {
        if (controller.signal.aborted || isAborted(e)) return;
        setState({ key, attempt, error: e instanceof ApiError ? e : new ApiError('network', '', String(e)) });
      },
    );
    return () => controller.abort();
  }, [enabled, key, attempt]);
  const current = state?.key === key && state.attempt === attempt;
  return {
    value: state?.key === key ? state.value : undefined,
    loading: enabled && !current,
    error: current ? state.error : null,
    reload: React.useCallback(() => setAttempt((n) => n + 1), []),
    set: React.useCallback((value: T) => setState((s) => (s ? { ...s, value } : s)), []),
  };
}
