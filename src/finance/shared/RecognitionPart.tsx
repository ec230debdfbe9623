/**
 * Smart recognition as a lazy part of an entry's list mode: its code (the calls, the records made ready:
 * useRecognition.ts and the entry's options, in the entry's Recognition.tsx) is fetched as the list
 * mounts; it has work only once the nested upload has said its files. It shows nothing itself: it tells
 * the entry when files are being recognised (`onBusy`), files that came before its code included. If the
 * code cannot be loaded, the element says so once.
 */
import * as React from 'react';
import { partMissing } from '../../core/feedback/usePartFailed';
import { lazyPart } from '../../core/runtime/lazy-part';
import type { UploadedFile } from '../../kit/upload';

export interface RecognitionProps<T> {
  /** the nested upload's whole list as it said it last (null before it has said one) */
  uploads: readonly UploadedFile[] | null;
  /** the records found, ready for the list */
  onFound(records: T[]): void;
  /** files are being recognised, or no longer (the entry shows its busy state) */
  onBusy(busy: boolean): void;
}

/** Before the code: files already said wait for it. */
function Waiting({ uploads, onBusy }: RecognitionProps<unknown>) {
  const waiting = !!uploads?.length;
  React.useEffect(() => {
    if (waiting) onBusy(true);
  }, [waiting, onBusy]);
  return null;
}

/** Without the code: nothing is being recognised. */
function Idle({ onBusy }: RecognitionProps<unknown>) {
  React.useEffect(() => onBusy(false), [onBusy]);
  return null;
}

/** The entry's part (`P`: its own props beside the recognition's). */
export const recognitionPart = <P extends RecognitionProps<never>>(load: () => Promise<React.ComponentType<P>>) =>
  lazyPart<P>(load, Waiting as React.ComponentType<P>, partMissing('the recognition', Idle as React.ComponentType<P>));
