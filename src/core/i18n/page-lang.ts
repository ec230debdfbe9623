/**
 * The page's language, which every element without a `lang` of its own follows: `<bo-config lang>` (or
 * `configure({ lang })`), else `<html lang>`. Watched while an element listens: a MutationObserver on
 * `<html lang>` and the configuration's change listeners, so that a page switching language at runtime
 * re-renders the mounted elements without a reload.
 */
import { getConfig, onConfigChange } from '../config';

const listeners = new Set<() => void>();
let stop: (() => void) | undefined;

const nonEmpty = (v: string | null | undefined) => (v?.trim() ? v.trim() : undefined);

/** The language tag the page asks for (not yet a locale: see localeOf), or undefined. */
export const pageLang = (): string | undefined =>
  nonEmpty(getConfig().lang) ?? (typeof document === 'undefined' ? undefined : nonEmpty(document.documentElement.getAttribute('lang')));

const notify = () => listeners.forEach((fn) => fn());

function watch() {
  const observer = new MutationObserver(notify);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  const unsubscribe = onConfigChange(notify);
  return () => {
    observer.disconnect();
    unsubscribe();
  };
}

/** Calls `fn` when the page's language may have changed; returns the unsubscribe function. */
export function subscribePageLang(fn: () => void): () => void {
  listeners.add(fn);
  stop ??= watch();
  return () => {
    listeners.delete(fn);
    if (!listeners.size) {
      stop?.();
      stop = undefined;
    }
  };
}
