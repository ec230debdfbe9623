/**
 * Addresses that come from the backend, before the browser gets them (DECISIONS "Data safety and
 * security": only http(s) links are opened; javascript: and data: are refused).
 */

/** An http(s) link, or undefined: javascript:, data:, vbscript: and the rest are not opened. */
export const safeLink = (url?: string | null): string | undefined => (url && /^https?:\/\//i.test(url.trim()) ? url.trim() : undefined);

/** A picture the browser may load: an http(s) address (absolute, or from this site's root) or a
 * data:image picture (an <img> runs no script), or undefined. */
export const safeImage = (url?: string | null): string | undefined =>
  url && /^(https?:\/\/|\/|data:image\/)/i.test(url.trim()) ? url.trim() : undefined;
