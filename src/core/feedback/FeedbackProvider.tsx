/**
 * Feedback inside the element's own shadow root: `message` toasts (success, warning, error) and a
 * promise `confirm({ title, content })` dialog. Every element root has one provider; components use
 * `useMessage()` and `useConfirm()`.
 */
import * as React from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Toast,
  ToastTitle,
  Toaster,
  useId,
  useToastController,
} from '@fluentui/react-components';
import { t } from '../i18n';

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

interface Pending extends ConfirmOptions {
  resolve: (ok: boolean) => void;
}

export function FeedbackProvider({ children }: { children?: React.ReactNode }) {
  const toasterId = useId('bo-toaster');
  const { dispatchToast } = useToastController(toasterId);
  const message = React.useMemo<MessageApi>(() => {
    const show = (intent: MessageIntent) => (text: string) =>
      dispatchToast(
        <Toast data-intent={intent}>
          <ToastTitle>{text}</ToastTitle>
        </Toast>,
        { intent, position: 'top', timeout: intent === 'error' ? 5000 : 3000 },
      );
    return { success: show('success'), warning: show('warning'), error: show('error'), info: show('info') };
  }, [dispatchToast]);

  const [pending, setPending] = React.useState<Pending | null>(null);
  const confirm = React.useCallback<ConfirmFn>(
    (options) => new Promise<boolean>((resolve) => setPending({ ...options, resolve })),
    [],
  );
  // an unmounted element answers its open question with "no": nothing waits forever
  const pendingRef = React.useRef(pending);
  pendingRef.current = pending;
  React.useEffect(() => () => pendingRef.current?.resolve(false), []);

  const answer = (ok: boolean) => {
    pending?.resolve(ok);
    setPending(null);
  };

  return (
    <MessageContext.Provider value={message}>
      <ConfirmContext.Provider value={confirm}>
        {children}
        <Toaster toasterId={toasterId} />
        <Dialog open={!!pending} modalType="alert" onOpenChange={(_, d) => !d.open && answer(false)}>
          <DialogSurface data-bo-confirm="">
            <DialogBody>
              <DialogTitle>{pending?.title ?? t('common.notice')}</DialogTitle>
              <DialogContent>{pending?.content}</DialogContent>
              <DialogActions>
                <Button appearance="secondary" onClick={() => answer(false)} data-bo-confirm-cancel="">
                  {pending?.cancelText ?? t('common.cancel')}
                </Button>
                <Button appearance="primary" onClick={() => answer(true)} data-bo-confirm-ok="">
                  {pending?.confirmText ?? t('common.confirm')}
                </Button>
              </DialogActions>
            </DialogBody>
          </DialogSurface>
        </Dialog>
      </ConfirmContext.Provider>
    </MessageContext.Provider>
  );
}
