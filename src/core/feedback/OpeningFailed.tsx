/**
 * What an element that opens (a picker's drawer, the date dialog) renders when its view's code cannot be
 * loaded (a page left open across a release whose chunks are gone, the network down): nothing while
 * closed; an opening says 组件出错了，请刷新页面后重试, sends bo-error and is answered as cancelled
 * (show() → null), instead of a click that does nothing.
 */
import * as React from 'react';
import { lazyPart } from '../runtime/lazy-part';
import { usePartFailed } from './usePartFailed';

export interface OpeningProps {
  open?: boolean;
  onCancel?(): void;
}

export function OpeningFailed({ open, onCancel, error }: OpeningProps & { error?: unknown }) {
  const partFailed = usePartFailed();
  const fail = React.useEffectEvent(() => {
    partFailed('the view of the element', error);
    onCancel?.();
  });
  React.useEffect(() => {
    if (open) fail();
  }, [open]);
  return null;
}

/**
 * A view that opens (an element's drawer or dialog, a screen's edit dialog) as a chunk of its own, loaded
 * when it first renders: closed, it paints nothing, so the page's first paint does not wait for it. `opening`
 * reads a view's own props as {open, onCancel} when they are named otherwise.
 */
export function lazyOpening<P extends object>(
  load: () => Promise<React.ComponentType<P>>,
  opening: (props: P) => OpeningProps = (props) => props as OpeningProps,
) {
  return lazyPart<P>(load, () => null, (props) => <OpeningFailed {...opening(props)} error={props.error} />);
}
