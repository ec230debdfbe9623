/**
 * A picture that fails to load is asked again (spec 3 §4 "Photo image load failure"): after `delay`
 * (5 s), 4 attempts in all, then abandoned: the caller shows a broken-image placeholder with the photo's
 * name, never a blank. Each attempt is a new <img> (its `attempt` is the key), so the browser asks the
 * server again; the wait is a timer of an effect, cleared when the picture changes or leaves.
 */
import * as React from 'react';
import { LOAD_ATTEMPTS, RETRY_DELAY, loadAgain } from './photo.logic';

export type ImageStatus = 'loading' | 'loaded' | 'waiting' | 'broken';

interface State {
  src: string;
  attempt: number;
  status: ImageStatus;
}

export function useImageRetry(src: string, delay = RETRY_DELAY, attempts = LOAD_ATTEMPTS) {
  const [state, setState] = React.useState<State>({ src, attempt: 1, status: 'loading' });
  // another address starts over
  const current = state.src === src ? state : { src, attempt: 1, status: 'loading' as const };
  if (current !== state) setState(current);

  React.useEffect(() => {
    if (current.status !== 'waiting') return;
    const timer = setTimeout(() => setState((s) => (s.src === src ? { ...s, attempt: s.attempt + 1, status: 'loading' } : s)), Math.max(0, delay));
    return () => clearTimeout(timer);
  }, [current.status, src, delay]);

  const onLoad = () => setState((s) => (s.src === src ? { ...s, status: 'loaded' } : s));
  const onError = () =>
    setState((s) => (s.src === src && s.status === 'loading' ? { ...s, status: loadAgain(s.attempt, attempts) ? 'waiting' : 'broken' } : s));
  return { status: current.status, attempt: current.attempt, onLoad, onError };
}
