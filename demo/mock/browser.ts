// Browser entry: the msw service worker serving the mock handlers (demo and Chromium tests).
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** The worker; tests may add ad-hoc handlers with worker.use(...) and drop them with worker.resetHandlers(). */
export const worker = setupWorker(...handlers);

export interface StartMockWorkerOptions {
  /** URL of the worker script (default '/mockServiceWorker.js'). */
  url?: string;
  /** Silence msw's console output (default true). */
  quiet?: boolean;
}

let started: Promise<void> | undefined;

/** Starts the worker once; later calls return the same Promise. */
export function startMockWorker(options: StartMockWorkerOptions = {}): Promise<void> {
  started ??= worker
    .start({
      serviceWorker: { url: options.url ?? '/mockServiceWorker.js' },
      onUnhandledRequest: 'bypass',
      quiet: options.quiet ?? true,
    })
    .then(
      () => undefined,
      (e: unknown) => {
        started = undefined; // allow a retry
        throw e;
      },
    );
  return started;
}
