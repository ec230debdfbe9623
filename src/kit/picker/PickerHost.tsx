/**
 * Where the pickers and dialogs an element opens with openAsking go (the approval bar's staff picker, the
 * entries' pickers, the print launcher's template picker): a div of its shadow root outside its own
 * dialogs. It fetches the code of the tags named in `preload` (declared with lazyTag) once the element has
 * painted and the browser is idle, so that the first opening does not wait for it, and says when a tag's
 * code cannot be loaded: openAsking then answers null, as a cancel, and tells it by PART_MISSING.
 */
import * as React from 'react';
import { useMergedRefs } from '@fluentui/react-components';
import { usePartFailed } from '../../core/feedback/usePartFailed';
import { whenIdle } from '../../core/runtime/lazy-part';
import { PART_MISSING, preloadTags } from '../../core/runtime/lazy-tags';

export interface PickerHostProps {
  ref: React.Ref<HTMLDivElement>;
  /** the tags it may open whose code is not part of the element's first paint */
  preload?: readonly `bo-${string}`[];
  className?: string;
}

export function PickerHost({ ref, preload = [], className }: PickerHostProps) {
  const own = React.useRef<HTMLDivElement>(null);
  const partFailed = usePartFailed();
  const heard = React.useEffectEvent((event: Event) => {
    const { what, error } = (event as CustomEvent<{ what: string; error?: unknown }>).detail;
    partFailed(what, error);
  });
  React.useEffect(() => {
    const host = own.current;
    host?.addEventListener(PART_MISSING, heard);
    return () => host?.removeEventListener(PART_MISSING, heard);
  }, []);
  const tags = preload.join(' ');
  React.useEffect(() => (tags ? whenIdle(() => preloadTags(tags.split(' '))) : undefined), [tags]);
  return <div ref={useMergedRefs(ref, own)} className={className} data-picker-host="" />;
}
