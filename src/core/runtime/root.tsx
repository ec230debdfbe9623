/**
 * The React tree of every element: Fluent UI v9 wholly inside the element's open shadow root (shared
 * Griffel sheets, theme on :host, portals, tabster focus handling, per-instance id prefixes), the
 * element's language (its translator), the feedback provider, the element context and an error boundary
 * around the component.
 */
import * as React from 'react';
import {
  FluentProvider,
  IdPrefixProvider,
  PortalMountNodeProvider,
  RendererProvider,
} from '@fluentui/react-components';
import { FeedbackProvider } from '../feedback/FeedbackProvider';
import { localeOf, pageLang, subscribePageLang, TranslateProvider, useLocaleTranslator } from '../i18n';
import { ElementContext, reportTo, type ElementContextValue } from './context';
import { ErrorBoundary } from './error-boundary';
import { attachStyles } from './style-hub';
import { hostCss, pageTheme, watchPageTheme } from './theme';
import { debug } from './debug';
import { shadowDOMAPI } from './shadow-observer';

// Tabster (Fluent's focus manager) is one per window and walks shadow roots only when this global is
// set before the first Fluent component mounts. Ours is tabster's shadow-DOM API with an observer that
// lets go of removed shadow roots (tabster's own kept every one: see shadow-observer.ts).
if (typeof window !== 'undefined') {
  const w = window as unknown as { __tabsterShadowDOMAPI?: unknown };
  w.__tabsterShadowDOMAPI ??= shadowDOMAPI();
}

let instanceSeq = 0;
/** The theme's variables are on :host (theme.ts: the page's theme, <bo-config theme|brand>); FluentProvider gets an empty partial theme so that it
 * does not write a full copy of them into document.head for every instance. */
const THEME_ON_HOST = {};

export interface ElementRootProps {
  host: HTMLElement;
  root: ShadowRoot;
  tag: string;
  display: string;
  apiBase?: string;
  /** the element's own `lang` attribute ('' when it has none) */
  lang?: string;
  children?: React.ReactNode;
}

/** The element's locale: its own lang, else the page's (<bo-config lang>, <html lang>), else zh-CN. A
 * change of any of them renders the element again in the new language. */
function useLocale(own: string | undefined) {
  const page = React.useSyncExternalStore(subscribePageLang, pageLang, pageLang);
  return localeOf(own?.trim() || page);
}

export function ElementRoot({ host, root, tag, display, apiBase, lang, children }: ElementRootProps) {
  // the renderer must exist during the first render: Griffel inserts rules while rendering
  const [styles] = React.useState(() => {
    watchPageTheme();
    return attachStyles(root, [pageTheme, hostCss(display)]);
  });
  const [idPrefix] = React.useState(() => `${tag}-${++instanceSeq}-`);
  React.useEffect(() => {
    debug.rootMounted();
    return () => {
      debug.rootUnmounted();
      styles.detach();
    };
  }, [styles]);
  const context = React.useMemo<ElementContextValue>(
    () => ({ host, root, tag, apiBase, reportError: reportTo(host) }),
    [host, root, tag, apiBase],
  );
  const t = useLocaleTranslator(useLocale(lang));
  const doc = root.ownerDocument;
  return (
    <IdPrefixProvider value={idPrefix}>
      <RendererProvider renderer={styles.renderer} targetDocument={doc}>
        <PortalMountNodeProvider value={root as unknown as HTMLElement}>
          <FluentProvider theme={THEME_ON_HOST} targetDocument={doc} style={{ display: 'contents' }} lang={t?.locale}>
            {t && (
              <TranslateProvider value={t}>
                <ElementContext.Provider value={context}>
                  <FeedbackProvider>
                    <ErrorBoundary onError={context.reportError}>{children}</ErrorBoundary>
                  </FeedbackProvider>
                </ElementContext.Provider>
              </TranslateProvider>
            )}
          </FluentProvider>
        </PortalMountNodeProvider>
      </RendererProvider>
    </IdPrefixProvider>
  );
}
