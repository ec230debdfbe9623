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

export function OpeningFailed({ open, onCancel }: OpeningProps) {
  const partFailed = usePartFailed();
  const fail = React.useEffectEvent(() => {
    partFailed('the view of the element');
    onCancel?.();
  });
  React.useEffect(() => {
    if (open) fail();
  }, [open]);
  return null;
}

/**
 * The view of an element that opens (show()) as a chunk of its own, loaded when the element first
 * renders: a closed drawer or dialog paints nothing, so the page's first paint does not wait for it.
 */
export const lazyOpening = <P extends OpeningProps>(load: () => Promise<React.ComponentType<P>>) => lazyPart<P>(load, () => null, OpeningFailed);
