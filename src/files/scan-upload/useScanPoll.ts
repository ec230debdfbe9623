/**
 * The phone-scan session (spec 3 §4 "Phone-scan upload", §7 Files, §9): when the QR panel opens a
 * new client id is made and its code asked (code/gen, size 300); then the state is asked every
 * `interval` ms (5 s) until it carries the files, which end the session. Nothing is asked while the
 * element is hidden (its host has no box: `hidden`, display none) or the page is in the background, and
 * the timer goes with the panel (closed, or the element removed): no poller is left running.
 */
import * as React from 'react';
import { useApi } from '../../core/http';
import { useElement } from '../../core/runtime';
import { safeImage } from '../../core/safe-url';
import { send } from '../../kit/data/endpoint';
import { newClientId, type UploadedFile } from '../../kit/upload';
import { QR_SIZE, codeGen, codeState, scanFiles } from '../shared/api';

export interface ScanPollOptions {
  /** ms between two state requests (5000) */
  interval: number;
  /** the phone page's address; the client id is added as ?client_id= */
  scanPage: string;
  onFiles(files: UploadedFile[]): void;
}

export interface ScanSession {
  clientId: string;
  /** the QR image (safe), once code/gen answered */
  image?: string;
  failed: boolean;
  /** asks the code again (after a failure) */
  restart(): void;
}

/** The phone page's address with the session's client id (absolute: the phone is another device). */
export function scanContent(scanPage: string, clientId: string): string {
  const url = new URL(scanPage || '/', document.baseURI);
  url.searchParams.set('client_id', clientId);
  return url.href;
}

/** Whether the host is shown: in the page with a box, and the page in the foreground. */
function useShown(host: HTMLElement): boolean {
  const [shown, setShown] = React.useState(true);
  React.useEffect(() => {
    const check = () => setShown(!document.hidden && host.isConnected && host.getClientRects().length > 0);
    const observer = new ResizeObserver(check);
    observer.observe(host);
    document.addEventListener('visibilitychange', check);
    check();
    return () => {
      observer.disconnect();
      document.removeEventListener('visibilitychange', check);
    };
  }, [host]);
  return shown;
}

export function useScanPoll({ interval, scanPage, onFiles }: ScanPollOptions): ScanSession {
  const api = useApi();
  const { host, reportError } = useElement();
  const shown = useShown(host);
  const [session, setSession] = React.useState(() => ({ clientId: newClientId(), image: undefined as string | undefined, failed: false }));
  const latest = React.useRef(onFiles);
  React.useLayoutEffect(() => {
    latest.current = onFiles;
  }, [onFiles]);

  const { clientId, image } = session;
  React.useEffect(() => {
    const controller = new AbortController();
    send<object, { client_id: string; content: string; img_size: number }, unknown>(
      api, codeGen, {}, { client_id: clientId, content: scanContent(scanPage, clientId), img_size: QR_SIZE }, controller.signal,
    ).then(
      (data) => {
        const safe = safeImage(typeof data === 'string' ? data : '');
        // an answer that is no picture address is no QR code: said, never shown
        if (!safe) reportError({ source: 'http', url: codeGen.url, msg: 'code/gen: data is not a data:image or http(s) address' });
        setSession((s) => (s.clientId === clientId ? { ...s, image: safe, failed: !safe } : s));
      },
      () => !controller.signal.aborted && setSession((s) => (s.clientId === clientId ? { ...s, failed: true } : s)),
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one code per session (client id); a new api or page address does not make a new one
  }, [clientId]);

  const polling = shown && !!image;
  React.useEffect(() => {
    if (!polling) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      timer = undefined;
      send<{ client_id: string }, undefined, unknown>(api, codeState, { client_id: clientId }, undefined, controller.signal).then(
        (data) => {
          if (controller.signal.aborted) return;
          const files = scanFiles(data);
          if (files) latest.current(files);
          else timer = setTimeout(tick, interval);
        },
        // a failed question (reported as bo-error by the api) is asked again at the next tick
        () => !controller.signal.aborted && (timer = setTimeout(tick, interval)),
      );
    };
    timer = setTimeout(tick, interval);
    return () => {
      controller.abort();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [polling, clientId, interval, api]);

  const restart = React.useCallback(() => setSession({ clientId: newClientId(), image: undefined, failed: false }), []);
  return { clientId, image, failed: session.failed, restart };
}
