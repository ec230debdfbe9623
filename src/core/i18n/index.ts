import { zhCN, type Catalogue } from './zh-CN';

/** Dotted keys of the catalogue whose value is a string: 'picker.selectData', 'http.failed'... */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : T[K] extends readonly unknown[] ? never : T[K] extends Record<number, string> ? `${P}${K}.${number}` | Leaves<T[K], `${P}${K}.`> : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type MessageKey = Leaves<Catalogue>;

let catalogue: Catalogue = zhCN;

/** Swaps the catalogue (a second language can be added without touching the elements). */
export function setCatalogue(next: Catalogue) {
  catalogue = next;
}

export const strings = (): Catalogue => catalogue;

/** The message of a key, with `{name}` parameters filled in. An unknown key shows itself. */
export function t(key: MessageKey | (string & {}), params?: Record<string, string | number>): string {
  let node: unknown = catalogue;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') return key;
  return params ? node.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m)) : node;
}
