/**
 * What an element does when a part of its code loaded on demand cannot be loaded (the network down, a
 * page left open across a release whose chunks are gone): the user sees 组件出错了，请刷新页面后重试 and
 * the page gets bo-error {source: 'render'}, instead of a click that does nothing.
 */
import * as React from 'react';
import { useLatestT } from '../i18n';
import { useElement } from '../runtime/context';
import { useMessage } from './FeedbackProvider';

/** the parts each element has already said it lacks (`once`) */
const told = new WeakMap<HTMLElement, Set<string>>();

/** `once`: said once per element (a part that several of its lists use), else at each failure (a click). */
export function usePartFailed(): (what: string, error?: unknown, once?: boolean) => void {
  const { host, reportError } = useElement();
  const message = useMessage();
  const t = useLatestT();
  return React.useCallback(
    (what: string, error?: unknown, once = false) => {
      const said = told.get(host) ?? new Set<string>();
      if (once && said.has(what)) return;
      told.set(host, said.add(what));
      console.warn(`[bo-elements] ${what} could not be loaded`, ...(error === undefined ? [] : [error]));
      const msg = t('common.renderFailed');
      message.error(msg);
      reportError({ source: 'render', msg });
    },
    [host, reportError, message, t],
  );
}

/**
 * A lazy part's `Failed` (runtime/lazy-part.tsx): `Shown` (what held its place, else nothing) stays, and
 * the element says once that `what` could not be loaded, when the part is shown: not inside the inert,
 * out-of-sight rehearsal of a closed picker.
 */
export function partMissing<P extends object>(what: string, Shown?: React.ComponentType<P>) {
  return function PartMissing({ error, ...props }: P & { error?: unknown }) {
    const partFailed = usePartFailed();
    const ref = React.useRef<HTMLSpanElement>(null);
    const fail = React.useEffectEvent(() => partFailed(what, error, true));
    React.useEffect(() => {
      if (!ref.current?.closest('[inert]')) fail();
    }, []);
    return (
      <span ref={ref} style={{ display: 'contents' }}>
        {Shown && <Shown {...(props as P)} />}
      </span>
    );
  };
}
