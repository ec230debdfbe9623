/**
 * The string catalogues (zh-CN, the default, and en-US) and their translators. There is no page-wide
 * "current" catalogue: each element renders in its own locale (its `lang`, else `<bo-config lang>`, else
 * `<html lang>`, else zh-CN; see runtime/root.tsx) and its components read the translator of that locale
 * with `useT()` while they render. Code outside React takes a `Translate` as a parameter.
 *
 * zh-CN is in every element's code; en-US is a chunk of its own, fetched the first time an element is
 * asked to speak English (`loadLocale`), so that zh-CN pages do not download it.
 */
import { zhCN, type Catalogue } from './zh-CN';

export type { Catalogue } from './zh-CN';

/** Dotted keys of the catalogue whose value is a string: 'picker.selectData', 'http.failed'... */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : T[K] extends readonly unknown[] ? never : T[K] extends Record<number, string> ? `${P}${K}.${number}` | Leaves<T[K], `${P}${K}.`> : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type MessageKey = Leaves<Catalogue>;

export type MessageParams = Record<string, string | number>;

/** A message to be put in words later, in the language of whoever shows it (kept in state). */
export interface Message {
  key: MessageKey;
  params?: MessageParams;
}

export const LOCALES = ['zh-CN', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

const LOADERS: Record<Locale, () => Promise<Catalogue>> = {
  'zh-CN': () => Promise.resolve(zhCN),
  'en-US': () => import('./en-US').then((m) => m.enUS),
};

/** The locale of a language tag: 'en…' → en-US, anything else (zh…, fr, none) → zh-CN. */
export const localeOf = (lang: string | null | undefined): Locale =>
  lang?.trim().toLowerCase().startsWith('en') ? 'en-US' : DEFAULT_LOCALE;

/** The message of a key in one locale, with `{name}` parameters filled in. An unknown key shows itself. */
export interface Translate {
  (key: MessageKey, params?: MessageParams): string;
  readonly locale: Locale;
  /** the catalogue itself, for the label maps of codes (statuses, types, calendar names) */
  readonly strings: Catalogue;
}

/** `{label|lower}` in a message: the label inside a sentence (Goods name → Enter goods name), an
 * initialism kept (SKU code stays). */
const lowerFirst = (text: string) => (/^\p{Lu}\p{Ll}/u.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text);

function lookup(catalogue: Catalogue, key: string, params?: MessageParams): string {
  let node: unknown = catalogue;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') return key;
  if (!params) return node;
  return node.replace(/\{(\w+)(\|lower)?\}/g, (m, name: string, lower?: string) =>
    name in params ? (lower ? lowerFirst(String(params[name])) : String(params[name])) : m,
  );
}

const translators = new Map<Locale, Translate>();
const loading = new Map<Locale, Promise<Translate>>();
const loadListeners = new Set<() => void>();

function add(locale: Locale, catalogue: Catalogue): Translate {
  const t = Object.assign((key: MessageKey, params?: MessageParams) => lookup(catalogue, key, params), { locale, strings: catalogue });
  translators.set(locale, t);
  loadListeners.forEach((fn) => fn());
  return t;
}
/** The translator of zh-CN, the default: always here. */
export const defaultTranslator: Translate = add(DEFAULT_LOCALE, zhCN);

/**
 * The translator of a locale whose catalogue is here (zh-CN always), else undefined: see loadLocale. One
 * per locale, so it can be compared and memoised on. Elements get theirs from the runtime (`useT()`).
 */
export const loadedTranslator = (locale: Locale): Translate | undefined => translators.get(locale);

/** The translator of a locale once its catalogue has been fetched (at once when it is here). A
 * catalogue that cannot be fetched is asked for again the next time. */
export function loadLocale(locale: Locale): Promise<Translate> {
  const here = translators.get(locale);
  if (here) return Promise.resolve(here);
  let pending = loading.get(locale);
  if (!pending) {
    pending = LOADERS[locale]().then(
      (catalogue) => add(locale, catalogue),
      (e: unknown) => {
        loading.delete(locale);
        throw e;
      },
    );
    loading.set(locale, pending);
  }
  return pending;
}

/** Calls `fn` when a catalogue has arrived; returns the unsubscribe function. */
export function subscribeCatalogues(fn: () => void): () => void {
  loadListeners.add(fn);
  return () => loadListeners.delete(fn);
}

/** The words of a kept message. */
export const say = (t: Translate, message: Message) => t(message.key, message.params);
