/**
 * What a picker renders when its engine's code cannot be loaded (a page left open across a release whose
 * chunks are gone, the network down): nothing while closed; an opening says 组件出错了，请刷新页面后重试,
 * sends bo-error and is answered as cancelled (show() → null), instead of a click that does nothing.
 */
import * as React from 'react';
import { useLatestT } from '../../core/i18n';
import { useMessage } from '../../core/feedback/FeedbackProvider';
import { useElement } from '../../core/runtime';
import type { PickerProps } from './usePicker';

export function EngineFailed({ open, onCancel }: PickerProps) {
  const { reportError } = useElement();
  const message = useMessage();
  const t = useLatestT();
  const fail = React.useEffectEvent(() => {
    const msg = t('common.renderFailed');
    message.error(msg);
    reportError({ source: 'render', msg });
    onCancel?.();
  });
  React.useEffect(() => {
    if (open) fail();
  }, [open]);
  return null;
}
