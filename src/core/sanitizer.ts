/**
 * The sanitiser (safe-html.ts: DOMPurify, about 9 KB gz) fetched on demand, for code that must not carry
 * it before the element's first paint: a rich-text field's form value, a file's HTML preview. What
 * sanitises as it renders (the editor's view, a Word preview) imports safe-html.ts itself; it shares this
 * chunk.
 */
import type { sanitizeHtml } from './safe-html';

type SafeHtml = { sanitizeHtml: typeof sanitizeHtml; sanitizeRichText: typeof sanitizeHtml };

let loaded: SafeHtml | undefined;
let loading: Promise<SafeHtml> | undefined;

/** Fetches the sanitiser (once per page). */
export const loadSanitizer = (): Promise<SafeHtml> =>
  (loading ??= import('./safe-html').then((m) => {
    loaded = m;
    return m;
  }));

/** The HTML sanitised, or undefined while the sanitiser has not come. */
export const sanitizeIfLoaded = (html: string): string | undefined => loaded?.sanitizeHtml(html);

/** Rich text as the editor's schema holds it (safe-html.ts sanitizeRichText), or undefined while the
 * sanitiser has not come. */
export const richTextIfLoaded = (html: string): string | undefined => loaded?.sanitizeRichText(html);
