/**
 * `lazyPart(load, Fallback, Failed?)`: a component whose code loads the first time it renders (a chunk of
 * its own in dist/), showing `Fallback` with the same props meanwhile, and `Failed` (else `Fallback`) for
 * good when the chunk cannot be loaded. For the parts of an element that the first paint does not need:
 * the toaster and confirm dialog, the select and date-shortcut widgets of a search form, a tooltip, a
 * picker's drawer. `preload()` fetches the chunk ahead, e.g. when the browser is idle after the element
 * has painted.
 */
import * as React from 'react';
import { debug } from './debug';

/** `preload()` fetches the chunk (once); `loaded()` tells whether it has come (or failed: `Failed` is shown). */
export type LazyPart<P extends object> = ((props: P) => React.ReactElement) & { preload(): Promise<unknown>; loaded(): boolean };

export function lazyPart<P extends object>(
  load: () => Promise<React.ComponentType<P>>,
  Fallback: React.ComponentType<P>,
  /** shown for good when the chunk cannot be loaded, with the load's error (it says so: partMissing,
   * core/feedback/usePartFailed.ts); without it, `Fallback` stays and the console has the error */
  Failed?: React.ComponentType<P & { error?: unknown }>,
): LazyPart<P> {
  let loading: Promise<{ default: React.ComponentType<P> }> | undefined;
  /** the part once its chunk has come (or `Failed`) */
  let loaded: React.ComponentType<P> | undefined;
  const preload = () =>
    (loading ??= debug.partLoading(load()).then(
      (component) => ({ default: (loaded = component) }),
      (error: unknown) => {
        if (!Failed) console.warn('[bo-elements] a part of the element could not be loaded', error);
        return { default: (loaded = Failed ? (props: P) => <Failed {...props} error={error} /> : Fallback) };
      },
    ));
  const Lazy = React.lazy(preload);
  /** A part mounted after its chunk came renders it in the same commit (React.lazy would show `Fallback`
   * for a frame at its first render, a row's cell included); one mounted before stays on React.lazy
   * (switching would remount it). Both inside the part's own boundary, as before: what suspends inside a
   * part shows the part's fallback, never an outer one. */
  const Part = (props: P) => {
    const [Ready] = React.useState(() => loaded);
    const waiting = (
      <Waiting>
        <Fallback {...props} />
      </Waiting>
    );
    return <React.Suspense fallback={waiting}>{Ready ? <Ready {...props} /> : <Lazy {...props} />}</React.Suspense>;
  };
  return Object.assign(Part, { preload, loaded: () => loaded !== undefined });
}

/** A part's fallback while it is shown: React reveals a part up to 300 ms after its chunk came (its
 * Suspense throttle), and the tests compare a look once every part is in. */
function Waiting({ children }: { children: React.ReactNode }) {
  React.useLayoutEffect(() => debug.fallbackShown(), []);
  return children;
}

/** Fetches the parts' chunks when the component mounts (or once `when` turns true): parts that show only
 * after an answer or an action (the approval path's tags, an upload's progress bars, the search bar's
 * statistics), so that they are in by then. */
export function usePreload(parts: readonly Pick<LazyPart<object>, 'preload'>[], when = true) {
  const preload = React.useEffectEvent(() => {
    for (const part of parts) void part.preload();
  });
  React.useEffect(() => {
    if (when) preload();
  }, [when]);
}

/** Runs `fn` when the browser is idle (or soon, where requestIdleCallback is missing); returns what
 * cancels it. */
export function whenIdle(fn: () => void): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(fn, 200);
    return () => clearTimeout(timer);
  }
  const id = requestIdleCallback(() => fn(), { timeout: 2000 });
  return () => cancelIdleCallback(id);
}
