import type { ContractPath } from './contract-paths';

export type { ContractPath };

/** A call as it leaves, as the request adapter gives it back (docs/backend.md "Adapters"). */
export interface OutgoingCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** the path, after the base URL, as the contract gives it with its values ("/goods/list/v2", "/project/12") */
  url: string;
  /** the query string's parameters */
  params?: Record<string, unknown>;
  /** the JSON body (or a FormData: an upload) */
  data?: unknown;
  headers: Record<string, string>;
}

/** A call as the adapters are given it: also its path as backend-contract.json names it, typed, so that
 * an adapter can tell the calls apart by a name the compiler checks ('/project/{id}'; an address the
 * page gives, such as an import's, is that address). */
export interface BackendCall extends OutgoingCall {
  readonly route: ContractPath;
}

/**
 * Page-wide configuration of the calls every element makes (and of their language and theme): `configure({...})`
 * from a script, or the `<bo-config>` element declaratively. An element's own `api-base` attribute
 * overrides `baseURL`, its own `lang` overrides `lang`.
 */
export interface BoConfig {
  /** the root of the backend's server ('': the page's own), e.g. "https://erp.example.com" or "/erp": each
   * call goes to it followed by its path as the contract gives it ("/api/rule/get_rule_type",
   * "/goods/list/v2"), so it never ends in "/api" (docs/backend.md "Base URL") */
  baseURL: string;
  /** headers sent with every call (e.g. a token) */
  headers: Record<string, string>;
  /** headers computed per call (a token that changes); merged over `headers` */
  getHeaders?: () => Record<string, string> | Promise<Record<string, string>>;
  /** send cookies to another origin */
  withCredentials: boolean;
  /** milliseconds before a call is abandoned */
  timeout: number;
  /** prefix of the static file host's calls (spec 3 §7 Files: QR code and its state, zip import state, the
   * rich-text editor's config); '' sends them like every other call (the element's api-base, else baseURL) */
  staticHost: string;
  /** prefix of the navigation targets of the specs (approval pages, print preview...) */
  navigationBase: string;
  /** http(s) or same-origin stylesheets of the page's icon fonts: icons given by class (icon library) are drawn
   * with them inside the elements' shadow roots (the page keeps loading them too: @font-face works from there) */
  iconStylesheets: string[];
  /** the language of the elements that have no `lang` of their own: 'en…' English (en-US), anything else
   * Chinese (zh-CN); unset: the `lang` of `<html>` */
  lang?: string;
  /** Fluent's light (default) or dark theme for every element of the page, applied at once to those
   * already there (see runtime/theme.ts) */
  theme: 'light' | 'dark';
  /** the brand colour (`#rgb` or `#rrggbb`) from which the theme's brand shades are made; '' is Fluent's blue */
  brand: string;
  /** for a backend that differs from the contract: each call of every element as it leaves (headers
   * included), given back as this backend takes it (another path, other parameter names) */
  request?: (call: BackendCall) => OutgoingCall | Promise<OutgoingCall>;
  /** for a backend that differs from the contract: each answer's body (a failed one's too), given back
   * as the contract's `{code, msg, data}` with its field names; `call` is the call as it was sent */
  answer?: (body: unknown, call: BackendCall) => unknown;
  /** envelope codes that mean "not signed in" (besides HTTP 401): bo-unauthorized, once per burst
   * (src/core/http/unauthorized.ts) */
  signInCodes: number[];
  /** the map's tiles for every map of the page (an element's `tile-url` wins): a URL template with {z} {x} {y}
   * (and {s}), http(s) or from the page's site; '' draws a plain grid and says so */
  mapTiles: string;
  /** the attribution shown with those tiles (text); '' names OpenStreetMap for its servers, else the host */
  mapAttribution: string;
}

const DEFAULTS: BoConfig = {
  baseURL: '', staticHost: '', headers: {}, withCredentials: false, timeout: 30000, navigationBase: '', iconStylesheets: [], theme: 'light', brand: '', signInCodes: [],
  mapTiles: '', mapAttribution: '',
};

let current: BoConfig = { ...DEFAULTS };
const listeners = new Set<(config: BoConfig) => void>();

/** Changes the page's configuration; unspecified fields keep their value. */
export function configure(partial: Partial<BoConfig>): BoConfig {
  current = { ...current, ...partial };
  listeners.forEach((fn) => fn(current));
  return current;
}

export const getConfig = (): BoConfig => current;

/** Back to the defaults (tests). */
export function resetConfig() {
  configure({ ...DEFAULTS, getHeaders: undefined, lang: undefined, request: undefined, answer: undefined });
}

export function onConfigChange(fn: (config: BoConfig) => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}
