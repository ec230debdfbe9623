/**
 * How an attribute's value is written, from its type in the manifest: the playground's fields and the
 * snippets' printers both read values through here, so a field and a snippet always agree.
 */
import type { AttributeDoc } from './manifest';

/** boolean (present or not), number, text (a string or one of some words), or JSON (lists, objects) */
export type ValueKind = 'boolean' | 'number' | 'text' | 'json';

const LITERALS = /^\s*(?:"[^"]*"|-?\d+(?:\.\d+)?)(?:\s*\|\s*(?:"[^"]*"|-?\d+(?:\.\d+)?))*\s*$/;

/** The literals of a union type text (`"radio" | "checkbox"` → radio, checkbox; `40 | 100` → 40, 100), or
 * undefined when the type is not a union of literals. */
export function choicesOf(type: string): string[] | undefined {
  if (!LITERALS.test(type) || !type.includes('|')) return undefined;
  return type.split('|').map((t) => t.trim().replace(/^"|"$/g, ''));
}

export function kindOf(type: string): ValueKind {
  if (type === 'boolean') return 'boolean';
  if (type === 'number') return 'number';
  if (type === 'string') return 'text';
  const choices = choicesOf(type);
  if (choices) return choices.every((c) => type.includes(`"${c}"`)) ? 'text' : 'number';
  return 'json';
}

/** The default value of an attribute (its manifest text is JSON), or undefined. */
export function defaultOf(a: AttributeDoc): unknown {
  return a.default === undefined ? undefined : JSON.parse(a.default);
}

/** The element's current value of an attribute: its property, which the element keeps up to date. */
export const currentValue = (element: HTMLElement, a: AttributeDoc): unknown => (element as unknown as Record<string, unknown>)[a.fieldName];

/** True when a value says nothing beyond the default (left out of snippets). */
export function isDefault(a: AttributeDoc, value: unknown): boolean {
  if (value === undefined || value === null) return true;
  const def = defaultOf(a);
  if (def === undefined) return value === '';
  return JSON.stringify(value) === JSON.stringify(def);
}

/** The attribute text of a value (`2`, `checkbox`, `[1,2]`); '' for a value that is absent. */
export function attributeText(kind: ValueKind, value: unknown): string {
  if (value === undefined || value === null) return '';
  if (kind === 'json') return JSON.stringify(value);
  return String(value);
}
