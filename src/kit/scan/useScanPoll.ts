/**
 * A phone-scan session (spec 3 §4 "Phone-scan upload", spec 2 §4 "Map scan flow"): a new client id, its
 * code asked (code/gen), then the state asked every `interval` ms while the session is `active` until
 * `read` finds the phone's answer in it, which ends the session. Nothing is asked while the element is
 * hidden (its host has no box: `hidden`, display none) or the page is in the background, and the timer
 * goes with the session (inactive, closed, or the element removed): no poller is left running.
 */
import * as React from 'react';
import { useApi } from '../../core/http';
import { useElement } from '../../core/runtime';
import { safeImage } from '../../core/safe-url';
import { send, type Endpoint } from '../data/endpoint';
import { newClientId } from '../upload/upload.logic';
import type { CodeGenBody } from './api';

export interface ScanPollOptions<T> {
  /** ms between two state requests */
  interval: number;
  /** what the code holds for this session (the phone page's address with the client id) */
  content(clientId: string): string;
  gen: Endpoint<object, CodeGenBody>;
  /** the QR image's size in pixels (img_size) */
  size: number;
  state: Endpoint<{ client_id: string }, undefined>;
  /** the phone's answer in a state's data, or null while it is not there yet */
  read(data: unknown): T | null;
  onResult(result: T): void;
  /** false: no state is asked (the drawer the code is in is closed); true by default */
  active?: boolean;
}

export interface ScanSession {
  clientId: string;
  /** the QR image (safe), once code/gen answered */
  image?: string;
  failed: boolean;
  /** asks the code again (after a failure) */
  restart(): void;
}

/** Whether the host is shown: in the page with a box (or none of its own), and the page in the foreground. */
function useShown(host: HTMLElement): boolean {
  const [shown, setShown] = React.useState(true);
  React.useEffect(() => {
    // a host of display: contents (a drawer's element) has no box of its own: its drawer says whether it is open
    const hasBox = () => host.getClientRects().length > 0 || getComputedStyle(host).display === 'contents';
    const check = () => setShown(!document.hidden && host.isConnected && hasBox());
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

export function useScanPoll<T>({ interval, content, gen, size, state, read, onResult, active = true }: ScanPollOptions<T>): ScanSession {
  const api = useApi();
  const { host, reportError } = useElement();
  const shown = useShown(host);
  const [session, setSession] = React.useState(() => ({ clientId: newClientId(), image: undefined as string | undefined, failed: false }));
  const latest = React.useRef({ onResult, read });
  React.useLayoutEffect(() => {
    latest.current = { onResult, read };
  }, [onResult, read]);

  const { clientId, image } = session;
  React.useEffect(() => {
    const controller = new AbortController();
    send<object, CodeGenBody, unknown>(api, gen, {}, { client_id: clientId, content: content(clientId), img_size: size }, controller.signal).then(
      (data) => {
        const safe = safeImage(typeof data === 'string' ? data : '');
        // an answer that is no picture address is no QR code: said, never shown
        if (!safe) reportError({ source: 'http', url: gen.url, msg: 'code/gen: data is not a data:image or http(s) address' });
        setSession((s) => (s.clientId === clientId ? { ...s, image: safe, failed: !safe } : s));
      },
      () => !controller.signal.aborted && setSession((s) => (s.clientId === clientId ? { ...s, failed: true } : s)),
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one code per session (client id); a new api or page address does not make a new one
  }, [clientId]);

  const polling = active && shown && !!image;
  React.useEffect(() => {
    if (!polling) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      timer = undefined;
      send<{ client_id: string }, undefined, unknown>(api, state, { client_id: clientId }, undefined, controller.signal).then(
        (data) => {
          if (controller.signal.aborted) return;
          const result = latest.current.read(data);
          if (result !== null) latest.current.onResult(result);
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
  }, [polling, clientId, interval, api, state]);

  const restart = React.useCallback(() => setSession({ clientId: newClientId(), image: undefined, failed: false }), []);
  return { clientId, image, failed: session.failed, restart };
}
