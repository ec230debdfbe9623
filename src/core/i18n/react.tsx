/**
 * The translator of the element being rendered: the element root provides it (its locale), components
 * read it with `useT()` while they render, so a change of language re-renders them in the new words.
 */
import * as React from 'react';
import { defaultTranslator, loadedTranslator, loadLocale, subscribeCatalogues, type Locale, type Translate } from './translate';

const TranslateContext = React.createContext<Translate | null>(null);

export const TranslateProvider = TranslateContext.Provider;

/** The translator of the element this component renders in (zh-CN outside an element). */
export const useT = (): Translate => React.useContext(TranslateContext) ?? defaultTranslator;

/**
 * A translator of stable identity that always speaks the element's current language: for callbacks and
 * effects that put a message in words when something happens (a failed call's bo-error, a toast), so that
 * a change of language does not make them, and what depends on them (a list's request), new.
 */
export function useLatestT(): Translate {
  const t = useT();
  const current = React.useRef(t);
  React.useLayoutEffect(() => {
    current.current = t;
  });
  // one function for the element's life that reads the newest translator when it is called (never while rendering)
  // eslint-disable-next-line react-hooks/refs -- the ref is read when a message is put in words (effects, callbacks), not during render
  const [latest] = React.useState(() =>
    Object.defineProperties(((key, params) => current.current(key, params)) as Translate, {
      locale: { get: () => current.current.locale },
      strings: { get: () => current.current.strings },
    }),
  );
  return latest;
}

/**
 * For the element root: the translator of `locale`. A catalogue not yet here (en-US, the first time) is
 * fetched; meanwhile the element keeps the language it had, so that nothing it holds is unmounted, and
 * the first render of an element waits for it (undefined: render nothing yet). A catalogue that cannot be
 * fetched leaves the element in zh-CN, with a warning.
 */
export function useLocaleTranslator(locale: Locale): Translate | undefined {
  const wanted = React.useSyncExternalStore(subscribeCatalogues, () => loadedTranslator(locale));
  const [failed, setFailed] = React.useState<Locale>();
  // the last language shown, kept for the next switch (a translator is a function: wrap it for useState)
  const [shown, setShown] = React.useState(() => wanted);
  if (wanted && wanted !== shown) setShown(() => wanted);
  React.useEffect(() => {
    if (wanted) return;
    let live = true;
    loadLocale(locale).catch((e: unknown) => {
      console.warn(`[bo-elements] the ${locale} strings could not be loaded; showing zh-CN`, e);
      if (live) setFailed(locale);
    });
    return () => {
      live = false;
    };
  }, [wanted, locale]);
  return wanted ?? shown ?? (failed === locale ? defaultTranslator : undefined);
}
