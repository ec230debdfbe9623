/**
 * The string catalogues (zh-CN, the default, and en-US) and their translators. There is no page-wide
 * "current" catalogue: each element renders in its own locale (its `lang`, else `<bo-config lang>`, else
 * `<html lang>`, else zh-CN; see runtime/root.tsx) and its components read the translator of that locale
 * with `useT()` while they render. Code outside React takes a `Translate` as a parameter.
 *
 * The catalogue of a locale is its base (zh-CN.ts / en-US.ts: the strings of the core and the kit) and
 * the parts of the areas the page's code has registered: the module that uses an area's keys imports
 * areas/<area>.ts, which declares the area's zh-CN part and how to fetch its en-US part (`defineArea`).
 * zh-CN is in the code and merged at once; en-US, base and parts, is fetched the first time an element
 * is asked to speak English (`loadLocale`), and an area registered later while English is wanted gets
 * its en-US part fetched too (the translators are told through `subscribeCatalogues`).
 */
import { zhCN } from './zh-CN';
import type { Catalogue } from './catalogue';

export type { Catalogue } from './catalogue';

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

type Part = object;

/** An area's strings: its zh-CN part, here, and its en-US part, fetched when English is wanted. */
interface Area {
  zh: Part;
  en: () => Promise<Part>;
}
const areas: Area[] = [];

/** zh-CN: the base and, merged in as they are registered, the areas' parts (one object for good). */
const zhStrings = { ...zhCN } as Catalogue;
/** what has been fetched of the other locale: its base and the parts of the areas */
const fetched = { base: undefined as Part | undefined, parts: new Map<Area, Part>() };
const fetchBase = () => import('./en-US').then((m) => m.enUS);

const translators = new Map<Locale, Translate>();
const loading = new Map<Locale, Promise<Translate>>();
const loadListeners = new Set<() => void>();
const changed = () => loadListeners.forEach((fn) => fn());

function translator(locale: Locale, catalogue: Catalogue): Translate {
  return Object.assign((key: MessageKey, params?: MessageParams) => lookup(catalogue, key, params), { locale, strings: catalogue });
}
/** The translator of zh-CN, the default: always here. */
export const defaultTranslator: Translate = translator(DEFAULT_LOCALE, zhStrings);
translators.set(DEFAULT_LOCALE, defaultTranslator);

/**
 * Registers the strings of an area (areas/<area>.ts calls it; the modules that use the area's keys import
 * that file, so the keys are here before they are looked up): its zh-CN part is merged at once; its en-US
 * part is fetched with the rest of en-US, now if English is already wanted (its translator is then renewed,
 * and the elements speaking English re-render with it).
 */
export function defineArea<P extends Part>(zh: P, en: () => Promise<NoInfer<P>>): void {
  if (areas.some((a) => a.zh === zh)) return;
  const area: Area = { zh, en };
  areas.push(area);
  Object.assign(zhStrings, zh);
  if (!translators.delete('en-US') && !loading.has('en-US')) return;
  changed();
  loadLocale('en-US').catch(() => undefined); // an element that wants it is told why (useLocaleTranslator)
}

/** Fetches what is missing of en-US (again while areas are registered meanwhile), then its translator. */
async function fetchEnglish(): Promise<Translate> {
  for (;;) {
    const missing = areas.filter((a) => !fetched.parts.has(a));
    const [base, ...parts] = await Promise.all([fetched.base ?? fetchBase(), ...missing.map((a) => a.en())]);
    fetched.base = base;
    missing.forEach((a, i) => fetched.parts.set(a, parts[i]!));
    if (areas.every((a) => fetched.parts.has(a))) {
      const catalogue = Object.assign({}, base, ...areas.map((a) => fetched.parts.get(a))) as Catalogue;
      const t = translator('en-US', catalogue);
      translators.set('en-US', t);
      changed();
      return t;
    }
  }
}

/**
 * The translator of a locale whose catalogue is here (zh-CN always), else undefined: see loadLocale. One
 * per locale (renewed when an area's part arrives), so it can be compared and memoised on. Elements get
 * theirs from the runtime (`useT()`).
 */
export const loadedTranslator = (locale: Locale): Translate | undefined => translators.get(locale);

/** The translator of a locale once its catalogue, with the parts of every area registered, has been
 * fetched (at once when it is here). A catalogue that cannot be fetched is asked for again the next time. */
export function loadLocale(locale: Locale): Promise<Translate> {
  const here = translators.get(locale);
  if (here) return Promise.resolve(here);
  let pending = loading.get(locale);
  if (!pending) {
    const done = () => loading.delete(locale);
    pending = fetchEnglish().finally(done);
    loading.set(locale, pending);
  }
  return pending;
}

/** Calls `fn` when a catalogue has arrived or changed; returns the unsubscribe function. */
export function subscribeCatalogues(fn: () => void): () => void {
  loadListeners.add(fn);
  return () => loadListeners.delete(fn);
}

/** The words of a kept message. */
export const say = (t: Translate, message: Message) => t(message.key, message.params);
