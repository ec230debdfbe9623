/**
 * Feedback inside the element's own shadow root: `message` toasts (success, warning, error) and a
 * promise `confirm({ title, content })` dialog. Every element root has one provider; components use
 * `useMessage()` and `useConfirm()`. The toaster and the dialog (FeedbackUI) load the first time they
 * are needed; messages asked for meanwhile wait in a queue.
 */
import * as React from 'react';
import { lazyPart } from '../runtime/lazy-part';
import { partMissing } from './usePartFailed';
import type { FeedbackUIProps } from './FeedbackUI';

export type MessageIntent = 'success' | 'warning' | 'error' | 'info';
export interface MessageApi {
  success(text: string): void;
  warning(text: string): void;
  error(text: string): void;
  info(text: string): void;
}
export interface ConfirmOptions {
  title?: string;
  content: React.ReactNode;
  confirmText?: string;
  cancelText?: string;
}
export type ConfirmFn = (options: ConfirmOptions) => Promise<boolean>;

const noop = () => undefined;
const MessageContext = React.createContext<MessageApi>({ success: noop, warning: noop, error: noop, info: noop });
const ConfirmContext = React.createContext<ConfirmFn>(() => Promise.resolve(false));

export const useMessage = () => React.useContext(MessageContext);
export const useConfirm = () => React.useContext(ConfirmContext);

export interface Pending extends ConfirmOptions {
  resolve: (ok: boolean) => void;
}

export interface Note {
  id: number;
  intent: MessageIntent;
  text: string;
}

// missing, no message can show: the page still hears bo-error
const FeedbackUI = lazyPart<FeedbackUIProps>(() => import('./FeedbackUI').then((m) => m.default), () => null, partMissing('the messages and questions'));
let noteSeq = 0;

export function FeedbackProvider({ children }: { children?: React.ReactNode }) {
  const [notes, setNotes] = React.useState<Note[]>([]);
  const [pending, setPending] = React.useState<Pending | null>(null);
  // the UI is loaded and mounted from the first message or question on
  const [used, setUsed] = React.useState(false);
  const message = React.useMemo<MessageApi>(() => {
    const show = (intent: MessageIntent) => (text: string) => {
      setUsed(true);
      setNotes((q) => [...q, { id: ++noteSeq, intent, text }]);
    };
    return { success: show('success'), warning: show('warning'), error: show('error'), info: show('info') };
  }, []);
  const onShown = React.useCallback((ids: number[]) => setNotes((q) => q.filter((n) => !ids.includes(n.id))), []);

  const confirm = React.useCallback<ConfirmFn>(
    (options) =>
      new Promise<boolean>((resolve) => {
        setUsed(true);
        setPending({ ...options, resolve });
      }),
    [],
  );
  // an unmounted element answers its open question with "no": nothing waits forever
  const pendingRef = React.useRef(pending);
  React.useEffect(() => {
    pendingRef.current = pending;
  }, [pending]);
  React.useEffect(() => () => pendingRef.current?.resolve(false), []);

  const answer = (ok: boolean) => {
    pending?.resolve(ok);
    setPending(null);
  };

  return (
    <MessageContext.Provider value={message}>
      <ConfirmContext.Provider value={confirm}>
        {children}
        {used && <FeedbackUI notes={notes} onShown={onShown} pending={pending} onAnswer={answer} />}
      </ConfirmContext.Provider>
    </MessageContext.Provider>
  );
}
