/**
 * One model of how a page uses an element — the attributes it sets (with the element's current values)
 * and the events it listens to — which the snippet printers (printers.ts) write out for HTML, jQuery,
 * Vue 3 and React 19.
 */
import type { ElementDoc } from './manifest';
import { currentValue, isDefault, kindOf, type ValueKind } from './values';

export interface Setting {
  /** kebab-case attribute name */
  attribute: string;
  /** camelCase property name */
  property: string;
  kind: ValueKind;
  value: unknown;
}

export interface Usage {
  tag: string;
  settings: Setting[];
  /** the element's own events (bo-error, which every element has, is left to a page-wide listener) */
  events: string[];
  /** an element opened by `show()` (a picker, a dialog): the label of the button that opens it */
  opener?: string;
  /** what the page keeps of the result: the event and what of its detail (`ids`, `records`) */
  result?: { event: string; field?: string };
}

/** What of a confirm's detail a page shows: the ids chosen, else the records, else the whole detail. */
const resultField = (detail: string) => (/(^|[{;]\s*)ids\??:/.test(detail) ? 'ids' : /(^|[{;]\s*)records\??:/.test(detail) ? 'records' : undefined);

/** How a page uses the element, whatever its attributes: its events, the button that opens it (labelled
 * `opener`) when it opens with show(), and the result it keeps. */
export function usageBase(doc: ElementDoc, opener: string): Usage {
  const confirm = doc.events.find((e) => e.name === 'bo-confirm');
  return {
    tag: doc.tag,
    settings: [],
    events: doc.events.map((e) => e.name).filter((n) => n !== 'bo-error'),
    ...(doc.methods.some((m) => m.name === 'show') ? { opener } : {}),
    ...(confirm ? { result: { event: confirm.name, field: resultField(confirm.detail) } } : {}),
  };
}

/** What the live element holds now: every attribute that is set or whose property left its default. */
export function usageOf(doc: ElementDoc, element: HTMLElement, opener: string): Usage {
  const settings = doc.attributes
    .map((a) => ({ a, value: currentValue(element, a) }))
    .filter(({ a, value }) => element.hasAttribute(a.name) || !isDefault(a, value))
    .filter(({ value }) => value !== undefined && value !== null)
    .map(({ a, value }) => ({ attribute: a.name, property: a.fieldName, kind: kindOf(a.type.text), value }));
  return { ...usageBase(doc, opener), settings };
}
