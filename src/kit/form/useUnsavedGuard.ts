/**
 * The unsaved-changes guard (DECISIONS "Data safety"): an editor with edits asks before they are
 * discarded (its cancel, close or Esc awaits `confirmDiscard()`), and the browser asks before the page is
 * left while they are there.
 */
import * as React from 'react';
import { useConfirm } from '../../core/feedback/FeedbackProvider';
import { useT } from '../../core/i18n';

export function useUnsavedGuard(dirty: boolean) {
  const t = useT();
  const confirm = useConfirm();
  React.useEffect(() => {
    if (!dirty) return;
    const ask = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  const confirmDiscard = React.useCallback(
    () =>
      dirty
        ? confirm({ title: t('form.unsavedTitle'), content: t('form.unsavedQuestion'), confirmText: t('form.discard'), cancelText: t('form.keepEditing') })
        : Promise.resolve(true),
    [dirty, confirm, t],
  );
  return { confirmDiscard };
}
