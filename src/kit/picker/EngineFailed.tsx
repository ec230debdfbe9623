/**
 * What a picker renders when its engine's code cannot be loaded (a page left open across a release whose
 * chunks are gone, the network down): nothing while closed; an opening says 组件出错了，请刷新页面后重试,
 * sends bo-error and is answered as cancelled (show() → null), instead of a click that does nothing.
 */
import * as React from 'react';
import { usePartFailed } from '../../core/feedback/usePartFailed';
import type { PickerProps } from './usePicker';

export function EngineFailed({ open, onCancel }: PickerProps) {
  const partFailed = usePartFailed();
  const fail = React.useEffectEvent(() => {
    partFailed("the picker's engine");
    onCancel?.();
  });
  React.useEffect(() => {
    if (open) fail();
  }, [open]);
  return null;
}
