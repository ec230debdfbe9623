/**
 * What the feedback provider shows, loaded the first time an element shows a message or asks to confirm:
 * Fluent's toaster for the messages and an alert dialog for the confirm question. Most elements never
 * need it, so it is not part of the code every element loads.
 */
import * as React from 'react';
import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Toast, ToastTitle, Toaster, useId,
  useToastController,
} from '@fluentui/react-components';
import { useT } from '../i18n';
import type { Note, Pending } from './FeedbackProvider';

export interface FeedbackUIProps {
  /** messages not shown yet */
  notes: Note[];
  onShown(ids: number[]): void;
  pending: Pending | null;
  onAnswer(ok: boolean): void;
}

export default function FeedbackUI({ notes, onShown, pending, onAnswer }: FeedbackUIProps) {
  const t = useT();
  const toasterId = useId('bo-toaster');
  const { dispatchToast } = useToastController(toasterId);
  React.useEffect(() => {
    if (!notes.length) return;
    for (const { intent, text } of notes) {
      dispatchToast(
        <Toast data-intent={intent}>
          <ToastTitle>{text}</ToastTitle>
        </Toast>,
        { intent, position: 'top', timeout: intent === 'error' ? 5000 : 3000 },
      );
    }
    onShown(notes.map((n) => n.id));
  }, [notes, dispatchToast, onShown]);

  return (
    <>
      <Toaster toasterId={toasterId} />
      <Dialog open={!!pending} modalType="alert" onOpenChange={(_, d) => !d.open && onAnswer(false)}>
        <DialogSurface data-bo-confirm="">
          <DialogBody>
            <DialogTitle>{pending?.title ?? t('common.notice')}</DialogTitle>
            <DialogContent>{pending?.content}</DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={() => onAnswer(false)} data-bo-confirm-cancel="">
                {pending?.cancelText ?? t('common.cancel')}
              </Button>
              <Button appearance="primary" onClick={() => onAnswer(true)} data-bo-confirm-ok="">
                {pending?.confirmText ?? t('common.confirm')}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}
