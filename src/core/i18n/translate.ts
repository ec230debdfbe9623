/**
 * The string catalogues (zh-CN, the default, and en-US) and their translators. There is no page-wide
 * "current" catalogue: each element renders in its own locale (its `lang`, else `<bo-config lang>`, else
 * `<html lang>`, else zh-CN; see ./locale.ts) and its components read the translator of that locale with
 * `useT()` while they render. Code outside React takes a `Translate` as a parameter.
 */
import { enUS } from './en-US';
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

const CATALOGUES: Record<Locale, Catalogue> = { 'zh-CN': zhCN, 'en-US': enUS };

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

function lookup(catalogue: Catalogue, key: string, params?: MessageParams): string {
  let node: unknown = catalogue;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') return key;
  return params ? node.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m)) : node;
}

const translators = new Map<Locale, Translate>();

/**
 * The translator of a locale (one per locale, so it can be compared and memoised on). Elements get theirs
 * from the runtime (`useT()`); call this only where a locale is known: the element root, tests.
 */
export function translator(locale: Locale): Translate {
  let t = translators.get(locale);
  if (!t) {
    const catalogue = CATALOGUES[locale];
    t = Object.assign((key: MessageKey, params?: MessageParams) => lookup(catalogue, key, params), { locale, strings: catalogue });
    translators.set(locale, t);
  }
  return t;
}

/** The words of a kept message. */
export const say = (t: Translate, message: Message) => t(message.key, message.params);
